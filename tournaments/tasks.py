"""Celery tasks of tournaments (imported here so Celery's autodiscovery finds them)."""

from tournaments.ladder_tasks import ladder_result_apply, ladders_inactive_drop
from tournaments.tournament_tasks import tournament_game_settle, tournament_rounds_sweep

__all__ = [
    "ladder_result_apply",
    "ladders_inactive_drop",
    "tournament_game_settle",
    "tournament_rounds_sweep",
]
