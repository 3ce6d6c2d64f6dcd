"""Celery tasks of tournaments, one module per format (imported here so Celery finds them)."""

from tournaments.tasks.ladders import ladder_result_apply, ladders_inactive_drop

__all__ = ["ladder_result_apply", "ladders_inactive_drop"]
