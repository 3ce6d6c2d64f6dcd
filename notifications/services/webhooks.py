"""Webhooks: registering them (only to global addresses, checked again when connecting), and
one signed POST per delivery."""

from __future__ import annotations

import hashlib
import hmac
import http.client
import ipaddress
import json
import secrets
import socket
import urllib.error
import urllib.request
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from django.conf import settings
from django.db import transaction
from django.utils import timezone, translation
from django.utils.translation import gettext_lazy as _

from errors import NotFound, PlatformError
from notifications.kinds import notification_text
from notifications.models import Webhook, WebhookDelivery
from players.selectors import user_language

if TYPE_CHECKING:
    from django.contrib.auth.models import User

SIGNATURE_HEADER = "X-Platform-Signature"
MAX_WEBHOOKS_PER_USER = 10
WELL_KNOWN_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")  # the last 32 bits are IPv4
LOCAL_NAT64 = ipaddress.IPv6Network("64:ff9b:1::/48")


def _refused_address(address: str) -> bool:
    """Whether a webhook may not reach this IP address: anything not on the public internet
    (loopback, private, shared 100.64.0.0/10, link-local, reserved, documentation...) and
    multicast. An IPv6 address that carries an IPv4 one (mapped, 6to4, NAT64) is judged by
    the IPv4 address; the local-use NAT64 prefix is refused."""
    ip: ipaddress.IPv4Address | ipaddress.IPv6Address = ipaddress.ip_address(
        address.split("%", maxsplit=1)[0]
    )
    if isinstance(ip, ipaddress.IPv6Address):
        if ip in LOCAL_NAT64:
            return True
        if ip in WELL_KNOWN_NAT64:
            ip = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
        else:
            ip = ip.ipv4_mapped or ip.sixtofour or ip
    return not ip.is_global or ip.is_multicast


def _refused_host(url: str) -> bool:
    """Whether the URL's host is, or resolves now to, an address a webhook may not reach."""
    if settings.WEBHOOK_ALLOW_PRIVATE_HOSTS:
        return False
    try:
        infos = socket.getaddrinfo(urlsplit(url).hostname or "", None)
    except OSError:
        return False  # unresolvable now: each delivery resolves and checks again
    return any(_refused_address(str(info[4][0])) for info in infos)


_NO_TIMEOUT_GIVEN = socket._GLOBAL_DEFAULT_TIMEOUT  # type: ignore[attr-defined]


class RefusedAddress(OSError):
    """The webhook's host resolved to an address webhooks may not reach."""


def _connect_to_global_address(
    address: tuple[str, int],
    timeout: float | None = _NO_TIMEOUT_GIVEN,
    source: tuple[str, int] | None = None,
) -> socket.socket:
    """socket.create_connection that resolves the host once, refuses it when any address is
    not global, and connects to those same addresses: a name cannot resolve to a public
    address for the check and to a private one for the connection."""
    host, port = address
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    if not settings.WEBHOOK_ALLOW_PRIVATE_HOSTS and any(
        _refused_address(str(info[4][0])) for info in infos
    ):
        raise RefusedAddress(f"{host} resolves to a private or non-global address")
    failure: OSError = OSError(f"{host} has no address")
    for _family, _type, _proto, _name, sockaddr in infos:
        try:
            return socket.create_connection((str(sockaddr[0]), port), timeout, source)
        except OSError as error:
            failure = error
    raise failure


class _CheckedHTTPConnection(http.client.HTTPConnection):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._create_connection = _connect_to_global_address


class _CheckedHTTPSConnection(http.client.HTTPSConnection):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._create_connection = _connect_to_global_address


class _CheckedHTTPHandler(urllib.request.HTTPHandler):
    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(_CheckedHTTPConnection, req)


class _CheckedHTTPSHandler(urllib.request.HTTPSHandler):
    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        # urllib's own attribute (the handler's SSL context), which typeshed leaves out
        return self.do_open(_CheckedHTTPSConnection, req, context=self._context)  # type: ignore[attr-defined]


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None  # a 3xx is an answer (not delivered), never a hop to another host


# No proxy from the environment (the address checked is the one connected to), no redirects.
_opener = urllib.request.build_opener(
    urllib.request.ProxyHandler({}), _NoRedirects, _CheckedHTTPHandler, _CheckedHTTPSHandler
)


def webhook_register(*, user: User, url: str) -> Webhook:
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


def webhook_delete(*, user: User, webhook_id: int) -> None:
    deleted = Webhook.objects.filter(user=user, pk=webhook_id, active=True).update(active=False)
    if not deleted:
        raise NotFound("webhook_not_found", _("You have no such webhook."))


def signature_of(secret: str, body: bytes) -> str:
    """The header value: `sha256=` and the HMAC-SHA256 of the exact body, in hex."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def _in_language_of(user: User, kind: str, payload: dict) -> str:
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
    request = urllib.request.Request(  # noqa: S310 - webhook_create admits http(s) URLs only
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
