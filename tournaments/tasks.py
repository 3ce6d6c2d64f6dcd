"""Celery tasks of tournaments (imported here so Celery's autodiscovery finds them)."""

from tournaments.ladder_tasks import ladder_result_apply, ladders_inactive_drop

__all__ = ["ladder_result_apply", "ladders_inactive_drop"]
