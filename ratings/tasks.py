"""Celery tasks of ratings: they take ids and call services."""

from __future__ import annotations

from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.core.cache import cache
from django.utils import timezone

from games.queue import task_enqueue
from ratings.services import (
    game_rating_apply,
    games_awaiting_rating,
    rated_engines,
    ratings_apply_pending,
)


@shared_task(name="ratings.apply_for_game", acks_late=True)
def ratings_apply_for_game(game_id: int) -> int:
    """Apply a finished rated game and every earlier pending game of its engine (idempotent)."""
    return game_rating_apply(game_id=game_id)


@shared_task(name="ratings.apply_pending", acks_late=True)
def ratings_apply_pending_all() -> int:
    """Beat sweep: apply pending finished rated games of every engine (catches lost tasks)."""
    return sum(ratings_apply_pending(engine=engine) for engine in rated_engines())


@shared_task(name="ratings.overdue_sweep", acks_late=True, expires=60)
def ratings_overdue_sweep() -> int:
    """Beat: queue the rating task again for games finished longer than the grace period ago and
    still not rated (the first task was lost); each game at most once per grace period."""
    grace = settings.PLATFORM_GRACE_SECONDS
    queued = 0
    for game_id in games_awaiting_rating(finished_before=timezone.now() - timedelta(seconds=grace)):
        if cache.add(f"rating-requeued:{game_id}", 1, grace):
            task_enqueue("ratings.apply_for_game", game_id)
            queued += 1
    return queued
