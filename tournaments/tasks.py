"""Celery tasks of tournaments (imported here so Celery's autodiscovery finds them)."""

from tournaments.tournament_tasks import tournament_game_settle, tournament_rounds_sweep

__all__ = ["tournament_game_settle", "tournament_rounds_sweep"]
