"""Celery tasks of challenge ladders: they take ids and call services."""

from __future__ import annotations

from celery import shared_task


@shared_task(name="tournaments.ladder_result_apply", acks_late=True)
def ladder_result_apply(game_id: int) -> bool:
    """Record the result of a finished challenge game on its ladder (a repeat does nothing)."""
    from tournaments.services.ladders import ladder_result_apply as apply

    return apply(game_id=game_id)


@shared_task(name="tournaments.ladders_inactive_drop", acks_late=True)
def ladders_inactive_drop() -> int:
    """Beat task: drop the players with no game for the ladder's inactivity period."""
    from tournaments.services.ladders import ladders_inactive_drop as drop

    return drop()
