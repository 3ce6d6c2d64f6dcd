"""Django app configuration for the director's desk."""

from django.apps import AppConfig


class DeskConfig(AppConfig):
    name = "desk"
    default_auto_field = "django.db.models.BigAutoField"
