"""Delivering a notification: an email now (for players who want one each) and one delivery row
per active webhook, which a task then POSTs."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.utils import timezone, translation

from notifications.kinds import notification_text
from notifications.models import Notification, Webhook, WebhookDelivery
from players.models import EMAIL, WEBHOOK, EmailMode
from players.services import profile_of


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
    `created_before` (and younger than a day: older ones are not worth an email any more)."""
    return list(
        Notification.objects.filter(
            delivered_at__isnull=True,
            created_at__lt=created_before,
            created_at__gte=created_before - timedelta(days=1),
        )
        .order_by("created_at")
        .values_list("pk", flat=True)[:limit]
    )


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
