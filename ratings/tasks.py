"""Celery tasks of ratings: they take ids and call services."""

from __future__ import annotations

from celery import shared_task

from ratings.services import game_rating_apply, rated_engines, ratings_apply_pending


@shared_task(name="ratings.apply_for_game", acks_late=True)
def ratings_apply_for_game(game_id: int) -> int:
    """Apply a finished rated game and every earlier pending game of its engine (idempotent)."""
    return game_rating_apply(game_id=game_id)


@shared_task(name="ratings.apply_pending", acks_late=True)
def ratings_apply_pending_all() -> int:
    """Beat sweep: apply pending finished rated games of every engine (catches lost tasks)."""
    return sum(ratings_apply_pending(engine=engine) for engine in rated_engines())
