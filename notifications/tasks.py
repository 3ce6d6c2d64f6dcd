"""Celery tasks of notifications: they take ids and call services. Their names keep the
`games.` prefix they had when games sent notifications (queued messages and beat entries)."""

from __future__ import annotations

from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.core.cache import cache
from django.utils import timezone

from games.queue import task_enqueue
from notifications import services


@shared_task(name="games.digests_send", acks_late=True, expires=3600)
def digests_send() -> int:
    return services.digests_send()


@shared_task(name="games.notification_deliver", acks_late=True)
def notification_deliver(notification_ids: list[int]) -> int:
    """Email notifications and queue one signed POST per webhook of their users."""
    posted = 0
    for notification_id in notification_ids:
        for delivery_id in services.notification_deliver(notification_id=notification_id):
            task_enqueue("games.webhook_post", delivery_id)
            posted += 1
    return posted


@shared_task(name="games.webhook_post", bind=True, acks_late=True, max_retries=None)
def webhook_post(self, delivery_id: int) -> bool:
    """POST one delivery; on failure retry with exponential backoff, up to WEBHOOK_MAX_RETRIES."""
    if services.webhook_delivery_attempt(delivery_id=delivery_id):
        return True
    if self.request.retries >= settings.WEBHOOK_MAX_RETRIES:
        return False
    raise self.retry(countdown=services.webhook_retry_countdown(self.request.retries))


@shared_task(name="games.notifications_deliver_sweep", acks_late=True, expires=60)
def notifications_deliver_sweep() -> int:
    """Beat: queue delivery again for notifications older than the grace period whose delivery
    task never ran (each at most once per grace period; delivering is idempotent)."""
    grace = settings.PLATFORM_GRACE_SECONDS
    created_before = timezone.now() - timedelta(seconds=grace)
    ids = [
        note_id
        for note_id in services.notifications_undelivered(created_before=created_before)
        if cache.add(f"delivery-requeued:{note_id}", 1, grace)
    ]
    if ids:
        task_enqueue("games.notification_deliver", ids)
    return len(ids)
