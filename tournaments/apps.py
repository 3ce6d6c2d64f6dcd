"""Django app configuration for tournaments: connects the game_finished receiver and registers
the tournament notification kinds."""

from django.apps import AppConfig

from desk.action_words import action_words_register
from desk.registry import register_event_kind
from notifications.kinds import kinds_register
from tournaments import action_words, notification_kinds


class TournamentsConfig(AppConfig):
    name = "tournaments"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported here, not at the top: receivers reach the models, which exist only once
        # every app is loaded.
        from games import access
        from games.signals import game_finished
        from tournaments import checks, receivers

        game_finished.connect(
            receivers.queue_tournament_game_settle,
            dispatch_uid="tournaments.queue_tournament_game_settle",
        )
        kinds_register(notification_kinds.KINDS)
        directing_register()
        action_words_register(action_words.DIRECTOR_ACTIONS)
        access.abort_checks.append(checks.tournament_game_abort_check)
        access.takeback_checks.append(checks.tournament_game_takeback_check)


def directing_register() -> None:
    """Tell the director's desk who directs a tournament, who plays in it, its title and page."""
    # Imported here: the functions read the models, which exist once every app is loaded.
    from tournaments import directing

    # (and so does the withdrawal, a service of the app)
    from tournaments.services.withdrawals import entrant_withdraw_by_director

    register_event_kind(
        "tournament",
        directors=directing.tournament_directors,
        title=directing.tournament_title,
        url=directing.tournament_url,
        exists=directing.tournament_exists,
        participants=directing.tournament_participants,
        has_game=directing.tournament_has_game,
        withdraw=entrant_withdraw_by_director,
    )
