"""Django app configuration for games: pauses clocks when players' vacations begin and end, and
moves them when players' quiet hours change."""

from django.apps import AppConfig

from players.signals import quiet_hours_changed, vacation_changed


class GamesConfig(AppConfig):
    name = "games"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported here, not at the top: receivers import the models, not ready before now.
        from games import receivers

        vacation_changed.connect(
            receivers.settle_clocks_for_vacation, dispatch_uid="games.settle_clocks_for_vacation"
        )
        quiet_hours_changed.connect(
            receivers.rebase_clocks_for_quiet_hours,
            dispatch_uid="games.rebase_clocks_for_quiet_hours",
        )
