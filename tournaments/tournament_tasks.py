"""Celery tasks of organised tournaments: they take ids and call the round services."""

from __future__ import annotations

from celery import shared_task


@shared_task(name="tournaments.tournament_game_settle", acks_late=True)
def tournament_game_settle(game_id: int) -> bool:
    """Record a finished game's table and, after a round's last game, pair the next round
    (idempotent: a recorded table or a game of no tournament does nothing)."""
    from tournaments.services.tournament_rounds import table_result_record

    return table_result_record(game_id=game_id)


@shared_task(name="tournaments.tournament_rounds_sweep")
def tournament_rounds_sweep() -> dict:
    """Beat: end games of rounds past their deadline, and record results whose task was lost."""
    from tournaments.services.tournament_rounds import round_deadlines_enforce, table_results_sweep

    return {"deadlines": round_deadlines_enforce(), "recovered": table_results_sweep()}
