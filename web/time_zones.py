"""Times on pages in the reader's time zone: the one on their profile, else the browser's (a
small script in base.html reports it in the `tz` cookie), else the site's (UTC)."""

from __future__ import annotations

from urllib.parse import unquote
from zoneinfo import ZoneInfo

from django.utils import timezone

from players.selectors import time_zone_of
from players.services import time_zone_is_known

COOKIE = "tz"


def reader_time_zone(request) -> str:
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        chosen = time_zone_of(user)
        if chosen and time_zone_is_known(chosen):
            return chosen
    browser = unquote(request.COOKIES.get(COOKIE, ""))
    return browser if time_zone_is_known(browser) else ""


class TimeZoneMiddleware:
    """Activate the reader's time zone for the request (after authentication)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        name = reader_time_zone(request)
        if name:
            timezone.activate(ZoneInfo(name))
        else:
            timezone.deactivate()
        return self.get_response(request)
