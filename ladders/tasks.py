"""Celery tasks of challenge ladders: they take ids and call services.

The task names keep the `tournaments.` prefix they were queued and scheduled under before
ladders had an app of their own, so queued messages and beat entries still find them.
"""

from __future__ import annotations

from celery import shared_task

from ladders import services


@shared_task(name="tournaments.ladder_result_apply", acks_late=True)
def ladder_result_apply(game_id: int) -> bool:
    """Record the result of a finished challenge game on its ladder (a repeat does nothing)."""
    return services.ladder_result_apply(game_id=game_id)


@shared_task(name="tournaments.ladders_inactive_drop", acks_late=True)
def ladders_inactive_drop() -> int:
    """Beat task: drop the players with no game for the ladder's inactivity period."""
    return services.ladders_inactive_drop()
