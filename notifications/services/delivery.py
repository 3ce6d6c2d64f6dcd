"""Delivering a notification: an email now (for players who want one each) and one delivery row
per active webhook, which a task then POSTs."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.db.models import Q
from django.utils import timezone, translation

from notifications.kinds import notification_text
from notifications.models import Notification, Webhook, WebhookDelivery
from players.models import EMAIL, WEBHOOK, EmailMode
from players.services import profile_of

QUIET_AT_MOST = timedelta(days=6)  # quiet hours may chain a weekend and nights: within a week


def notification_deliver(*, notification_id: int) -> list[int]:
    """Email the notification (if the user wants one each) and make one delivery per webhook.

    Returns the ids of the webhook deliveries to post. Exactly once: the notification's row is
    locked and `delivered_at` set with the deliveries, so a repeat (a task queued again by the
    sweep) sends no second email and finds the deliveries made."""
    with transaction.atomic():
        note = (
            Notification.objects.select_for_update(of=("self",))
            .select_related("user")
            .filter(pk=notification_id)
            .first()
        )
        if note is None:
            return []
        if _waits(note, timezone.now()):
            return []  # the reader's quiet hours: its task comes again at their end
        if note.delivered_at is None:
            _deliver(note)
            note.delivered_at = timezone.now()
            note.save(update_fields=["delivered_at"])
    return list(
        WebhookDelivery.objects.filter(
            notification_id=notification_id, delivered_at__isnull=True, webhook__active=True
        ).values_list("pk", flat=True)
    )


def notifications_undelivered(*, created_before: datetime, limit: int = 500) -> list[int]:
    """Notifications whose delivery task has not run though they are older than
    `created_before` (and younger than a day: older ones are not worth an email any more; one
    that waited for its reader's quiet hours may be older), less those still waiting."""
    rows = (
        Notification.objects.filter(delivered_at__isnull=True, created_at__lt=created_before)
        .filter(
            Q(created_at__gte=created_before - timedelta(days=1))
            | Q(payload__has_key="deliver_after", created_at__gte=created_before - QUIET_AT_MOST)
        )
        .order_by("created_at")
        .values_list("pk", "payload")[:limit]
    )
    now = timezone.now()
    return [pk for pk, payload in rows if not _waits_until(payload, now)]


def _waits_until(payload: dict, now: datetime) -> bool:
    """Whether a notification's payload says its email and webhook wait past `now`."""
    after = payload.get("deliver_after") if isinstance(payload, dict) else None
    if not isinstance(after, str):
        return False
    try:
        return datetime.fromisoformat(after) > now
    except ValueError:
        return False


def _waits(note: Notification, now: datetime) -> bool:
    return note.delivered_at is None and _waits_until(note.payload, now)


def _deliver(note: Notification) -> None:
    user = note.user
    profile = profile_of(user)
    channels = profile.channels_for(note.kind)
    if user.email and profile.email_mode == EmailMode.EACH and EMAIL in channels:
        with translation.override(profile.language or settings.LANGUAGE_CODE):
            subject = notification_text(note.kind, note.payload)
        body = f"{subject}\n\n{json.dumps(note.payload, indent=2, sort_keys=True)}\n"
        send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [user.email], fail_silently=False)
    if WEBHOOK not in channels:
        return
    for webhook in Webhook.objects.filter(user=user, active=True):
        WebhookDelivery.objects.get_or_create(webhook=webhook, notification=note)
