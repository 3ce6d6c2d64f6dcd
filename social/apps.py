"""Django app configuration for social; plugs private games, invitations and blocks into games,
and its notification kind into notifications."""

from django.apps import AppConfig

from games import access
from notifications.kinds import kinds_register
from social import notification_kinds


class SocialConfig(AppConfig):
    name = "social"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        # Imported here, not at the top: checks and selectors import the models, not ready
        # before now.
        from social import checks, selectors

        access.view_checks.append(checks.watch_check)
        access.join_checks.append(checks.join_check)
        access.list_filters.append(selectors.games_visible_to)
        access.pair_checks.append(checks.pair_check)
        kinds_register(notification_kinds.KINDS)
