"""Celery tasks of leagues: they take ids and call the league services."""

from __future__ import annotations

from celery import shared_task

from leagues import services


@shared_task(name="leagues.league_game_settle", acks_late=True)
def league_game_settle(game_id: int) -> bool:
    """Record a finished game's places in its division (idempotent)."""
    return services.league_game_record(game_id=game_id)


@shared_task(name="leagues.league_deadlines_sweep")
def league_deadlines_sweep() -> int:
    """Beat: adjudicate the games of seasons past their hard deadline."""
    return services.season_deadlines_enforce()


@shared_task(name="leagues.league_seasons_start_sweep")
def league_seasons_start_sweep() -> int:
    """Beat: start the next season of every league whose start time has come (idempotent)."""
    return services.seasons_due_start()
