"""Django app configuration for the director's desk: registers its notification kinds."""

from django.apps import AppConfig

from desk import notification_kinds
from notifications.kinds import kinds_register


class DeskConfig(AppConfig):
    name = "desk"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        kinds_register(notification_kinds.KINDS)
