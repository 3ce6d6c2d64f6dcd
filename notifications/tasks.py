"""Celery tasks of notifications: they take ids and call services. Their names keep the
`games.` prefix they had when games sent notifications (queued messages and beat entries)."""

from __future__ import annotations

from celery import shared_task
from django.conf import settings

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
