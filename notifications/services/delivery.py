"""Delivering a notification: an email now (for players who want one each) and one delivery row
per active webhook, which a task then POSTs."""

from __future__ import annotations

import json

from django.conf import settings
from django.core.mail import send_mail
from django.utils import translation

from notifications.kinds import notification_text
from notifications.models import Notification, Webhook, WebhookDelivery
from players.models import EmailMode
from players.services import profile_of


def notification_deliver(*, notification_id: int) -> list[int]:
    """Email the notification (if the user wants one each) and make one delivery per webhook.

    Returns the ids of the webhook deliveries to post (idempotent: a repeat finds them made)."""
    note = Notification.objects.select_related("user").filter(pk=notification_id).first()
    if note is None:
        return []
    return _deliver(note)


def _deliver(note: Notification) -> list[int]:
    user = note.user
    profile = profile_of(user)
    if user.email and profile.email_mode == EmailMode.EACH:
        with translation.override(profile.language or settings.LANGUAGE_CODE):
            subject = notification_text(note.kind, note.payload)
        body = f"{subject}\n\n{json.dumps(note.payload, indent=2, sort_keys=True)}\n"
        send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [user.email], fail_silently=False)
    deliveries = []
    for webhook in Webhook.objects.filter(user=user, active=True):
        delivery, _created = WebhookDelivery.objects.get_or_create(
            webhook=webhook, notification=note
        )
        if delivery.delivered_at is None:
            deliveries.append(delivery.pk)
    return deliveries
