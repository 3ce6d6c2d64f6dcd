"""The daily digest: one email listing a day's notifications, for players who chose it."""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.core.mail import send_mail
from django.utils import timezone, translation

from notifications.kinds import digest_subject, notification_text
from notifications.models import Notification
from players.models import EMAIL, EmailMode, PlayerProfile

if TYPE_CHECKING:
    from datetime import datetime


def digests_send(*, now: datetime | None = None) -> int:
    """One email a day to each player who chose the digest, listing what happened since the last."""
    now = now or timezone.now()
    day_ago = now - timedelta(days=1)
    sent = 0
    due = PlayerProfile.objects.filter(email_mode=EmailMode.DIGEST).select_related("user")
    for profile in due.exclude(last_digest_at__gt=day_ago):
        since = max(profile.last_digest_at or day_ago, day_ago)
        notes = [
            note
            for note in Notification.objects.filter(
                user=profile.user, created_at__gt=since
            ).order_by("created_at")
            if EMAIL in profile.channels_for(note.kind)
        ]
        if notes and profile.user.email:
            with translation.override(profile.language or settings.LANGUAGE_CODE):
                lines = [f"- {notification_text(n.kind, n.payload)}" for n in notes]
                subject = digest_subject(len(notes))
            send_mail(
                subject, "\n".join(lines) + "\n", settings.DEFAULT_FROM_EMAIL, [profile.user.email]
            )
            sent += 1
        profile.last_digest_at = now
        profile.save(update_fields=["last_digest_at"])
    return sent
