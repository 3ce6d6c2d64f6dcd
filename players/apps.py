"""Django app configuration for players."""

from django.apps import AppConfig


class PlayersConfig(AppConfig):
    name = "players"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported here, not at the top: receivers import the models, not ready before now.
        from players import receivers

        del receivers  # imported for its @receiver connections
