"""Celery tasks of games: they take ids and call services (which re-check everything)."""

from __future__ import annotations

import logging

from celery import shared_task
from django.conf import settings

log = logging.getLogger(__name__)


def enqueue(task, *args, **options) -> None:
    """Queue a task after a commit; a broker that is down is logged, never the caller's error
    (the move is already committed, and the clock sweep catches a lost timeout)."""
    try:
        task.apply_async(args, **options)
    except Exception:  # noqa: BLE001 - a broker failure must not turn a committed move into a 500
        log.exception("could not queue %s%r", task.name, args)


@shared_task(name="games.bot_turns_play", acks_late=True)
def bot_turns_play(game_id: int, expected_seq: int) -> bool:
    """Play the bot seat now to act (the service re-checks the seq, so a repeat does nothing)."""
    from games.services.autoplay import bot_turn_play

    return bot_turn_play(game_id=game_id, expected_seq=expected_seq)


@shared_task(name="games.clock_deadline_check", acks_late=True)
def clock_deadline_check(game_id: int, expected_seq: int | None) -> list[int]:
    """The ETA task of one deadline: time out who ran out, if the game is still at that seq
    (None, from the sweep's fan-out: whatever the seq)."""
    from games.services.timeouts import clock_timeouts_enforce

    return clock_timeouts_enforce(game_id=game_id, expected_seq=expected_seq)


@shared_task(name="games.clocks_sweep", acks_late=True, expires=60)
def clocks_sweep() -> dict:
    """Beat: every few seconds, time out every game past a deadline (and end finished vacations)."""
    from games.services.timeouts import clocks_sweep as sweep

    report = sweep()
    return {
        "found": report.found,
        "decided": report.decided,
        "queued": report.queued,
        "seconds": round(report.total_seconds, 4),
    }


@shared_task(name="games.reminders_send", acks_late=True, expires=120)
def reminders_send() -> int:
    from games.services.timeouts import reminders_send as send

    return send()


@shared_task(name="games.digests_send", acks_late=True, expires=3600)
def digests_send() -> int:
    from games.services.notifications import digests_send as send

    return send()


@shared_task(name="games.notification_deliver", acks_late=True)
def notification_deliver(notification_ids: list[int]) -> int:
    """Email notifications and queue one signed POST per webhook of their users."""
    from games.services.notifications import notification_deliver as deliver

    posted = 0
    for notification_id in notification_ids:
        for delivery_id in deliver(notification_id=notification_id):
            enqueue(webhook_post, delivery_id)
            posted += 1
    return posted


@shared_task(name="games.webhook_post", bind=True, acks_late=True, max_retries=None)
def webhook_post(self, delivery_id: int) -> bool:
    """POST one delivery; on failure retry with exponential backoff, up to WEBHOOK_MAX_RETRIES."""
    from games.services.notifications import webhook_delivery_attempt, webhook_retry_countdown

    if webhook_delivery_attempt(delivery_id=delivery_id):
        return True
    if self.request.retries >= settings.WEBHOOK_MAX_RETRIES:
        return False
    raise self.retry(countdown=webhook_retry_countdown(self.request.retries))
