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
        # Imported here, not at the top: selectors import the models, not ready before now.
        from social import selectors

        access.view_checks.append(selectors.watch_check)
        access.join_checks.append(selectors.join_check)
        access.list_filters.append(selectors.games_visible_to)
        access.pair_checks.append(selectors.pair_check)
        kinds_register(notification_kinds.KINDS)
