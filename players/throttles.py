"""Throttles of the API and the pages: one client address, per-address and per-account counters.

The client address is REMOTE_ADDR unless the operator says how many proxies stand in front
(`DJANGO_NUM_PROXIES`): only then is X-Forwarded-For read, from the right, so a header the
client wrote itself never picks the counter. Signing in is counted per address (scope `auth`,
every attempt) and per account (scope `auth_account`, failed passwords only, whatever the
address): an account under attack refuses even the right password until its window passes.
"""

from __future__ import annotations

import hashlib
from time import time

from django.conf import settings
from django.core.cache import cache
from django.utils.translation import gettext_lazy as _
from rest_framework.throttling import ScopedRateThrottle, SimpleRateThrottle

from errors import PlatformError


def client_address(request) -> str:
    """The address a request came from, the same for every throttle of the API and the pages."""
    remote = request.META.get("REMOTE_ADDR", "") or ""
    proxies = settings.NUM_PROXIES
    if not proxies:
        return remote
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "") or ""
    hops = [hop.strip() for hop in forwarded.split(",") if hop.strip()]
    if not hops:
        return remote
    return hops[-min(proxies, len(hops))]  # the address the outermost trusted proxy saw


class PlatformScopedThrottle(ScopedRateThrottle):
    """DRF's scoped throttle (views name their `throttle_scope`), counting anonymous clients
    by client_address."""

    def get_ident(self, request) -> str:
        return client_address(request)


class Throttled(PlatformError):
    """Too many attempts: 429, with the seconds to wait in `details.retry_after`."""

    status = 429

    def __init__(self, wait: float | None):
        seconds = max(1, round(wait or 60))
        super().__init__(
            "throttled",
            _("Too many attempts. Try again in %(seconds)d seconds.") % {"seconds": seconds},
            details={"retry_after": seconds},
        )
        self.retry_after = seconds


class AddressThrottle(SimpleRateThrottle):
    """Counts the client address in one scope, signed in or not, at the API's rate for it."""

    def __init__(self, scope: str):
        self.scope = scope
        super().__init__()

    def get_rate(self) -> str | None:
        return PlatformScopedThrottle.THROTTLE_RATES.get(self.scope or "")  # no rate: not counted

    def get_cache_key(self, request, view) -> str:
        return self.cache_format % {"scope": self.scope, "ident": client_address(request)}


class SignupThrottle(AddressThrottle):
    """New accounts per client address (scope `signup`), besides the `auth` scope's rate."""

    def __init__(self):
        super().__init__("signup")


def address_throttle_check(request, scope: str) -> None:
    """Count one request of the client's address in `scope` (the pages' sign-in and sign-up
    forms, at the API's rates); raises Throttled past the rate."""
    throttle = AddressThrottle(scope)
    if not throttle.allow_request(request, None):  # type: ignore[arg-type]  # no view: by address
        raise Throttled(throttle.wait())


ACCOUNT_SCOPE = "auth_account"


def _account_key(username: str) -> str:
    """The account's counter, whatever the case of the name (hashed: any length, any text)."""
    folded = username.strip().casefold().encode("utf-8", "surrogatepass")
    return f"throttle_{ACCOUNT_SCOPE}_{hashlib.sha256(folded).hexdigest()}"


PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def _account_rate() -> tuple[int, int]:
    """(wrong passwords allowed, window in seconds), read like DRF's rates ("20/hour")."""
    rate = PlatformScopedThrottle.THROTTLE_RATES.get(ACCOUNT_SCOPE) or "20/hour"
    count, period = rate.split("/")
    return int(count), PERIODS[period[0]]


def _recent_failures(username: str, window: int) -> list[float]:
    now = time()
    return [at for at in cache.get(_account_key(username), []) if at > now - window]


def account_attempt_check(username: str) -> None:
    """Refuse a sign-in to an account that had too many wrong passwords lately (from anywhere)."""
    allowed, window = _account_rate()
    failures = _recent_failures(username, window)
    if len(failures) >= allowed:
        raise Throttled(failures[-allowed] + window - time())


def account_failure_record(username: str) -> None:
    """Count a wrong password against the account for the rate's window."""
    _allowed, window = _account_rate()
    cache.set(_account_key(username), [*_recent_failures(username, window), time()], window)
