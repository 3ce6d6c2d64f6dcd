"""Django app configuration for games: pauses clocks when players' vacations begin and end, and
makes the API's fields read JSON bodies strictly (games.json_types)."""

from django.apps import AppConfig

from players.signals import vacation_changed


class GamesConfig(AppConfig):
    name = "games"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported here, not at the top: receivers import the models, not ready before now.
        from games import json_types, receivers

        json_types.install()

        vacation_changed.connect(
            receivers.settle_clocks_for_vacation, dispatch_uid="games.settle_clocks_for_vacation"
        )
