"""Every read of notifications: a user's feed and webhooks, and what is left to deliver."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from django.db.models import Min, QuerySet

from notifications.models import Notification, Webhook

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def notifications_list(*, user: User, unread: bool = False) -> QuerySet[Notification]:
    notes = Notification.objects.filter(user=user).order_by("-created_at", "-id")
    return notes.filter(read_at__isnull=True) if unread else notes


def webhooks_list(*, user: User) -> QuerySet[Webhook]:
    return Webhook.objects.filter(user=user, active=True).order_by("id")


def notification_of(*, user: User, note_id: int) -> Notification | None:
    """`user`'s notification `note_id`, or None (someone else's, or none)."""
    return notifications_list(user=user).filter(pk=note_id).first()


def unread_count(*, user: User) -> int:
    return notifications_list(user=user, unread=True).count()


def has_unread(*, user: User) -> bool:
    return notifications_list(user=user, unread=True).exists()


def undelivered_since(since: datetime) -> tuple[int, datetime | None]:
    """Notifications made since `since` and not delivered yet: how many, and the oldest's time."""
    notes = Notification.objects.filter(delivered_at__isnull=True, created_at__gte=since)
    return notes.count(), notes.aggregate(m=Min("created_at"))["m"]
