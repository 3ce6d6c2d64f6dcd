"""Django app configuration for games: pauses clocks when players' vacations begin and end."""

from django.apps import AppConfig

from players.signals import vacation_changed


class GamesConfig(AppConfig):
    name = "games"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported here, not at the top: receivers import the models, not ready before now.
        from games import receivers

        vacation_changed.connect(
            receivers.settle_clocks_for_vacation, dispatch_uid="games.settle_clocks_for_vacation"
        )
