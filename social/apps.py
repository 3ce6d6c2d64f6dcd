"""Django app configuration for social; plugs private games, invitations and blocks into games."""

from django.apps import AppConfig


class SocialConfig(AppConfig):
    name = "social"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from games import access
        from social import selectors

        access.view_checks.append(selectors.watch_check)
        access.join_checks.append(selectors.join_check)
        access.list_filters.append(selectors.games_visible_to)
