"""Celery tasks of organised tournaments: they take ids and call the round services."""

from __future__ import annotations

from celery import shared_task

from tournaments import services


@shared_task(name="tournaments.tournament_game_settle", acks_late=True)
def tournament_game_settle(game_id: int) -> bool:
    """Record a finished game's table and, after a round's last game, pair the next round
    (idempotent: a recorded table or a game of no tournament does nothing)."""
    return services.table_result_record(game_id=game_id)


@shared_task(name="tournaments.tournament_rounds_sweep")
def tournament_rounds_sweep() -> dict:
    """Beat: end games of rounds past their deadline, record results whose task was lost, and
    publish proposed rounds left idle too long (see services.directing)."""
    return {
        "proposals": services.round_proposals_sweep(),
        "deadlines": services.round_deadlines_enforce(),
        "recovered": services.table_results_sweep(),
    }
