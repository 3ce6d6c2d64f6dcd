"""Django app configuration for tournaments: connects the game_finished receivers and registers
the tournament and ladder notification kinds."""

from django.apps import AppConfig

from notifications.kinds import kinds_register
from tournaments import ladder_notification_kinds, tournament_notification_kinds


class TournamentsConfig(AppConfig):
    name = "tournaments"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from games.signals import game_finished
        from tournaments import ladder_receivers, tournament_receivers

        game_finished.connect(
            tournament_receivers.queue_tournament_game_settle,
            dispatch_uid="tournaments.queue_tournament_game_settle",
        )
        game_finished.connect(
            ladder_receivers.queue_ladder_result, dispatch_uid="tournaments.queue_ladder_result"
        )
        kinds_register(tournament_notification_kinds.KINDS)
        kinds_register(ladder_notification_kinds.KINDS)
