"""Celery tasks of games: they take ids and call services (which re-check everything).

Services queue these by name through games.queue, so this module imports them at the top."""

from __future__ import annotations

from celery import shared_task
from django.conf import settings

from games.services import recovery, timeouts
from games.services.analysis import analysis_chunk as analysis_chunk_compute
from games.services.analysis import analysis_run as analysis_compute
from games.services.bot_turns import bot_turn_play
from games.services.heartbeat import worker_heartbeat_write


@shared_task(
    name="games.bot_turns_play",
    acks_late=True,
    soft_time_limit=settings.BOT_TASK_SOFT_TIME_LIMIT_SECONDS,
    time_limit=settings.BOT_TASK_TIME_LIMIT_SECONDS,
)
def bot_turns_play(game_id: int, expected_seq: int) -> bool:
    """Play the bot seat now to act (the service re-checks the seq, so a repeat does nothing).
    A bot thinks the table's level (BOT_THINK_MS by default) of CPU time, and at most ten times
    that on the wall clock when the worker is starved (10 s at the deepest level, within the
    soft limit's 30 s); the time limits stop a worker stuck past that."""
    return bot_turn_play(game_id=game_id, expected_seq=expected_seq)


@shared_task(
    name="games.analysis_run",
    acks_late=True,
    soft_time_limit=settings.ANALYSIS_SOFT_TIME_LIMIT_SECONDS,
    time_limit=settings.ANALYSIS_TIME_LIMIT_SECONDS,
)
def analysis_run(analysis_id: int) -> bool:
    """Start a queued analysis of a finished game: its first chunk of plies here, the others
    queued (a repeat of a started one does nothing)."""
    return analysis_compute(analysis_id=analysis_id)


@shared_task(
    name="games.analysis_chunk",
    acks_late=True,
    soft_time_limit=settings.ANALYSIS_SOFT_TIME_LIMIT_SECONDS,
    time_limit=settings.ANALYSIS_TIME_LIMIT_SECONDS,
)
def analysis_chunk(analysis_id: int, token: str, first_seq: int, last_seq: int) -> bool:
    """One chunk of plies of a running analysis, gathered into it (the last one finishes it)."""
    return analysis_chunk_compute(
        analysis_id=analysis_id, token=token, first_seq=first_seq, last_seq=last_seq
    )


@shared_task(name="games.clock_deadline_check", acks_late=True)
def clock_deadline_check(game_id: int, expected_seq: int | None) -> list[int]:
    """The ETA task of one deadline: time out who ran out, if the game is still at that seq
    (None, from the sweep's fan-out: whatever the seq)."""
    return timeouts.clock_timeouts_enforce(game_id=game_id, expected_seq=expected_seq)


@shared_task(name="games.clocks_sweep", acks_late=True, expires=60)
def clocks_sweep() -> dict:
    """Beat: every few seconds, time out every game past a deadline (and end finished vacations)."""
    report = timeouts.clocks_sweep()
    return {
        "found": report.found,
        "decided": report.decided,
        "queued": report.queued,
        "seconds": round(report.total_seconds, 4),
    }


@shared_task(name="games.reminders_send", acks_late=True, expires=120)
def reminders_send() -> int:
    return timeouts.reminders_send()


@shared_task(name="games.bot_turns_sweep", acks_late=True, expires=60)
def bot_turns_sweep() -> int:
    """Beat: queue again the bot turns of games that waited on a bot past the grace period."""
    return recovery.bot_turns_sweep()


@shared_task(name="games.worker_heartbeat", bind=True, expires=30)
def worker_heartbeat(self) -> str:
    """Beat: record that this worker is alive (platform_status reads it)."""
    return worker_heartbeat_write(name=self.request.hostname or "worker")
