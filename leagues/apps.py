"""Django app configuration for leagues: connects the game_finished receiver and registers the
league notification kinds."""

from django.apps import AppConfig

from desk.action_words import action_words_register
from desk.registry import register_event_kind
from leagues import action_words, notification_kinds
from notifications.kinds import kinds_register


class LeaguesConfig(AppConfig):
    name = "leagues"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported here: receivers reach the models, which exist once every app is loaded.
        from games.signals import game_finished
        from leagues import receivers

        game_finished.connect(
            receivers.queue_league_game_settle, dispatch_uid="leagues.queue_league_game_settle"
        )
        kinds_register(notification_kinds.KINDS)
        action_words_register(action_words.DIRECTOR_ACTIONS)
        directing_register()


def directing_register() -> None:
    """Tell the director's desk who directs a league, who plays in it, its title and page."""
    # Imported here: the functions read the models, which exist once every app is loaded.
    from leagues import directing

    # (and so does the withdrawal, a service of the app)
    from leagues.withdrawals import league_player_withdraw

    register_event_kind(
        "league",
        directors=directing.league_directors,
        title=directing.league_title,
        url=directing.league_url,
        exists=directing.league_exists,
        participants=directing.league_participants,
        has_game=directing.league_has_game,
        withdraw=league_player_withdraw,
    )
