"""Notifications: the in-app feed row, then email and signed webhooks sent by Celery tasks.

`notification_send` is the one entry point (ratings and tournaments call it for "challenge
received" and "tournament round paired"); it writes the feed row in the caller's transaction
and queues the delivery after the commit, so a slow mail server or webhook never holds a move.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import json
import secrets
import socket
import urllib.error
import urllib.request
from datetime import timedelta
from urllib.parse import urlsplit

from django.conf import settings
from django.core.mail import send_mail
from django.db import transaction
from django.utils import timezone, translation
from django.utils.translation import gettext_lazy as _

from games.errors import NotFound, PlatformError
from games.models import (
    EmailMode,
    Game,
    Notification,
    PlayerProfile,
    Seat,
    Webhook,
    WebhookDelivery,
)
from games.notification_words import digest_subject, notification_text

KINDS = (
    "your_turn",
    "game_started",
    "game_finished",
    "reminder",
    "timeout",
    "challenge_received",
    "tournament_round_paired",
    "invitation_received",
)
SIGNATURE_HEADER = "X-Platform-Signature"
MAX_WEBHOOKS_PER_USER = 10


def user_language(user) -> str:
    """The language a player's emails and webhook texts are written in."""
    profile = PlayerProfile.objects.filter(user=user).only("language").first()
    return (profile.language if profile else "") or settings.LANGUAGE_CODE


def notification_send(*, user, kind: str, payload: dict) -> Notification | None:
    """Add to `user`'s feed and, after the commit, email it and post it to their webhooks."""
    notes = notifications_send(items=[(user, kind, payload)])
    return notes[0] if notes else None


def notifications_send(*, items: list[tuple]) -> list[Notification]:
    """Several (user, kind, payload) at once: one insert, one delivery task after the commit.
    Items without a user (a bot's seat) are left out."""
    for _key, kind, payload in items:
        if kind not in KINDS:
            raise ValueError(f"unknown notification kind {kind!r}")
        json.dumps(payload)  # only JSON types: a TypeError here is a bug of the caller
    notes = [
        Notification(user=user, kind=kind, payload=payload)
        for user, kind, payload in items
        if user is not None
    ]
    if not notes:
        return []
    notes = Notification.objects.bulk_create(notes)
    if any(note.pk is None for note in notes):  # a backend that returns no ids
        notes = list(Notification.objects.order_by("-id")[: len(notes)])[::-1]
    from games.tasks import enqueue, notification_deliver

    ids = [note.pk for note in notes]
    transaction.on_commit(lambda: enqueue(notification_deliver, ids))
    return notes


def game_notifications_send(
    game: Game, *, seats: list[Seat], was_to_act, started: bool, finished: bool, mover
) -> None:
    """Started / finished / your turn, for the players (not bots) of a game that just changed.

    `seats`: the game's seats with their users, as projected now."""
    seats = [s for s in seats if s.user_id]
    base = {"game_id": game.pk, "engine": game.engine, "seq": game.seq}
    items = []
    for seat in seats:
        if started:
            items.append((seat.user, "game_started", {**base, "seat": seat.index}))
        if finished:
            items.append(
                (seat.user, "game_finished", {**base, "seat": seat.index, "rank": seat.rank})
            )
        elif (
            seat.index in game.to_act
            and not seat.dropped
            and (seat.index not in was_to_act or seat.index == mover)
        ):
            deadline = seat.clock_deadline.isoformat() if seat.clock_deadline else None
            items.append(
                (seat.user, "your_turn", {**base, "seat": seat.index, "deadline": deadline})
            )
    notifications_send(items=items)


def notifications_mark_read(*, user, ids: list[int] | None = None) -> int:
    """Mark these notifications of `user` read (all of them when ids is None); how many changed."""
    unread = Notification.objects.filter(user=user, read_at__isnull=True)
    if ids is not None:
        unread = unread.filter(pk__in=ids)
    return unread.update(read_at=timezone.now())


def profile_of(user, *, lock: bool = False) -> PlayerProfile:
    profile, _created = PlayerProfile.objects.get_or_create(user=user)
    if lock:
        profile = PlayerProfile.objects.select_for_update().get(pk=profile.pk)
    return profile


def email_mode_set(*, user, mode: str) -> PlayerProfile:
    if mode not in EmailMode.values:
        raise PlatformError(
            "bad_email_mode",
            _("Email mode is one of %(modes)s.") % {"modes": ", ".join(EmailMode.values)},
        )
    profile = profile_of(user)
    profile.email_mode = mode
    profile.save(update_fields=["email_mode"])
    return profile


def language_set(*, user, language: str) -> PlayerProfile:
    """The language of the player's emails and webhook texts (one of settings.LANGUAGES)."""
    codes = [code for code, _name in settings.LANGUAGES]
    if language not in codes:
        raise PlatformError(
            "bad_language",
            _("Language is one of %(codes)s.") % {"codes": ", ".join(codes)},
        )
    profile = profile_of(user)
    if profile.language != language:
        profile.language = language
        profile.save(update_fields=["language"])
    return profile


# Webhooks -----------------------------------------------------------------------------------


def _private_address(hostname: str) -> bool:
    """Whether `hostname` resolves to a loopback, private, link-local or reserved address."""
    try:
        infos = socket.getaddrinfo(hostname, None)
    except OSError:
        return False  # unresolvable now: the delivery fails and is retried
    addresses = {ipaddress.ip_address(info[4][0].split("%")[0]) for info in infos}
    return any(
        a.is_private or a.is_loopback or a.is_link_local or a.is_reserved or a.is_multicast
        for a in addresses
    )


def _refused_host(url: str) -> bool:
    host = urlsplit(url).hostname or ""
    return not settings.WEBHOOK_ALLOW_PRIVATE_HOSTS and _private_address(host)


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None  # a 3xx is an answer (not delivered), never a hop to another host


_opener = urllib.request.build_opener(_NoRedirects)


def webhook_register(*, user, url: str) -> Webhook:
    """A new webhook; its secret (for checking signatures) is shown to the user only now."""
    parts = urlsplit(url or "")
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise PlatformError("bad_webhook_url", _("A webhook URL starts with http:// or https://."))
    if _refused_host(url):
        raise PlatformError("bad_webhook_url", _("Webhooks may not point at private addresses."))
    with transaction.atomic():
        if Webhook.objects.filter(user=user, active=True).count() >= MAX_WEBHOOKS_PER_USER:
            raise PlatformError(
                "too_many_webhooks",
                _("At most %(most)d webhooks each.") % {"most": MAX_WEBHOOKS_PER_USER},
            )
        return Webhook.objects.create(user=user, url=url, secret=secrets.token_hex(32))


def webhook_delete(*, user, webhook_id: int) -> None:
    deleted = Webhook.objects.filter(user=user, pk=webhook_id, active=True).update(active=False)
    if not deleted:
        raise NotFound("webhook_not_found", _("You have no such webhook."))


def signature_of(secret: str, body: bytes) -> str:
    """The header value: `sha256=` and the HMAC-SHA256 of the exact body, in hex."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


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


def _in_language_of(user, kind: str, payload: dict) -> str:
    with translation.override(user_language(user)):
        return notification_text(kind, payload)


def webhook_body(delivery: WebhookDelivery) -> bytes:
    note = delivery.notification
    document = {
        "id": note.pk,
        "delivery": delivery.pk,
        "kind": note.kind,
        "text": _in_language_of(note.user, note.kind, note.payload),
        "payload": note.payload,
        "created_at": note.created_at.isoformat(),
    }
    return json.dumps(document, sort_keys=True, separators=(",", ":")).encode()


def webhook_delivery_attempt(*, delivery_id: int) -> bool:
    """POST one delivery. True when done (delivered, or nothing left to do); False to retry."""
    delivery = (
        WebhookDelivery.objects.select_related("webhook", "notification")
        .filter(pk=delivery_id)
        .first()
    )
    if delivery is None or delivery.delivered_at is not None or not delivery.webhook.active:
        return True
    body = webhook_body(delivery)
    request = urllib.request.Request(
        delivery.webhook.url,
        data=body,
        method="POST",
        headers={
            "Content-Type": "application/json",
            "User-Agent": "boardgame-platform-webhooks/1",
            "X-Platform-Event": delivery.notification.kind,
            "X-Platform-Delivery": str(delivery.pk),
            SIGNATURE_HEADER: signature_of(delivery.webhook.secret, body),
        },
    )
    status, error = None, ""
    try:
        if _refused_host(delivery.webhook.url):
            raise ValueError("the webhook's host resolves to a private address")
        with _opener.open(request, timeout=settings.WEBHOOK_TIMEOUT_SECONDS) as answer:
            status = answer.status
    except urllib.error.HTTPError as refused:
        status, error = refused.code, str(refused.reason)[:300]
    except (OSError, ValueError) as failure:
        error = str(failure)[:300] or type(failure).__name__
    delivery.attempts += 1
    delivery.last_status = status
    delivery.last_error = error
    ok = status is not None and 200 <= status < 300
    if ok:
        delivery.delivered_at = timezone.now()
    delivery.save(update_fields=["attempts", "last_status", "last_error", "delivered_at"])
    return ok


def webhook_retry_countdown(retries: int) -> float:
    """Exponential backoff: base, 2x base, 4x base... capped at an hour."""
    return min(3600.0, settings.WEBHOOK_RETRY_BASE_SECONDS * (2**retries))


# Digest -------------------------------------------------------------------------------------


def digests_send(*, now=None) -> int:
    """One email a day to each player who chose the digest, listing what happened since the last."""
    now = now or timezone.now()
    day_ago = now - timedelta(days=1)
    sent = 0
    due = PlayerProfile.objects.filter(email_mode=EmailMode.DIGEST).select_related("user")
    for profile in due.exclude(last_digest_at__gt=day_ago):
        since = max(profile.last_digest_at or day_ago, day_ago)
        notes = list(
            Notification.objects.filter(user=profile.user, created_at__gt=since).order_by(
                "created_at"
            )
        )
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
