"""Celery tasks of challenge ladders: they take ids and call services.

The task names keep the `tournaments.` prefix they were queued and scheduled under before
ladders had an app of their own, so queued messages and beat entries still find them.
"""

from __future__ import annotations

from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.core.cache import cache
from django.utils import timezone

from games.queue import task_enqueue
from ladders import services


@shared_task(name="tournaments.ladder_result_apply", acks_late=True)
def ladder_result_apply(game_id: int) -> bool:
    """Record the result of a finished challenge game on its ladder (a repeat does nothing)."""
    return services.ladder_result_apply(game_id=game_id)


@shared_task(name="tournaments.ladders_inactive_drop", acks_late=True)
def ladders_inactive_drop() -> int:
    """Beat task: drop the players with no game for the ladder's inactivity period."""
    return services.ladders_inactive_drop()


@shared_task(name="tournaments.ladder_results_sweep", acks_late=True, expires=60)
def ladder_results_sweep() -> int:
    """Beat: queue the result task again for challenge games that ended longer than the grace
    period ago and are still open on their ladder; each at most once per grace period."""
    grace = settings.PLATFORM_GRACE_SECONDS
    ended_before = timezone.now() - timedelta(seconds=grace)
    queued = 0
    for game_id in services.challenges_awaiting_result(ended_before=ended_before):
        if cache.add(f"ladder-result-requeued:{game_id}", 1, grace):
            task_enqueue("tournaments.ladder_result_apply", game_id)
            queued += 1
    return queued
