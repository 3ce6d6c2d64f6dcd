"""Every read of notifications: a user's feed and webhooks."""

from __future__ import annotations

from django.db.models import QuerySet

from notifications.models import Notification, Webhook


def notifications_list(*, user, unread: bool = False) -> QuerySet[Notification]:
    notes = Notification.objects.filter(user=user).order_by("-created_at", "-id")
    return notes.filter(read_at__isnull=True) if unread else notes


def webhooks_list(*, user) -> QuerySet[Webhook]:
    return Webhook.objects.filter(user=user, active=True).order_by("id")
