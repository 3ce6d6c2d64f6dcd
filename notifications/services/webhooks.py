"""Webhooks: registering them (never to private addresses), and one signed POST per delivery."""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import json
import secrets
import socket
import urllib.error
import urllib.request
from urllib.parse import urlsplit

from django.conf import settings
from django.db import transaction
from django.utils import timezone, translation
from django.utils.translation import gettext_lazy as _

from errors import NotFound, PlatformError
from notifications.kinds import notification_text
from notifications.models import Webhook, WebhookDelivery
from players.selectors import user_language

SIGNATURE_HEADER = "X-Platform-Signature"
MAX_WEBHOOKS_PER_USER = 10


def _private_address(hostname: str) -> bool:
    """Whether `hostname` resolves to a loopback, private, link-local or reserved address."""
    try:
        infos = socket.getaddrinfo(hostname, None)
    except OSError:
        return False  # unresolvable now: the delivery fails and is retried
    addresses = {ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in infos}
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
