"""Every route with a number in its path, asked for a number past any id (a 25-digit one) or a
negative one, by a stranger and by a signed-in player: an answer, never a server error. SQLite
refuses an integer past 64 bits outright (OverflowError) where a lookup hands it over, so the
schema fuzzer met one such route by chance (GET /api/leagues/games/{game_id}); this walks them
all."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver
from django.urls.converters import IntConverter

from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

HUGE = "1180919497352788230275072"


def _int_routes(patterns, prefix: str = "") -> list[str]:
    """The route strings under `patterns` whose every parameter is an int (nested includes
    joined), each with HUGE in place of its numbers."""
    found = []
    for entry in patterns:
        route = getattr(entry.pattern, "_route", None)
        if route is None:  # a regular expression: none of the platform's take numbers
            continue
        converters = entry.pattern.converters
        if any(not isinstance(converter, IntConverter) for converter in converters.values()):
            continue
        for name in converters:
            route = route.replace(f"<int:{name}>", HUGE)
        if isinstance(entry, URLResolver):
            found += _int_routes(entry.url_patterns, prefix + route)
        elif isinstance(entry, URLPattern) and HUGE in prefix + route:
            found.append("/" + prefix + route)
    return found


ROUTES = _int_routes(get_resolver().url_patterns)


def test_the_walk_finds_the_routes_with_numbers():
    assert len(ROUTES) > 40
    assert f"/api/leagues/games/{HUGE}" in ROUTES and f"/games/{HUGE}/" in ROUTES


@pytest.mark.parametrize("number", [HUGE, "-1"])
def test_no_route_answers_a_number_past_any_id_with_a_server_error(number):
    stranger = Client(raise_request_exception=False)
    player = Client(raise_request_exception=False)
    player.force_login(UserFactory())
    failures = []
    for route in ROUTES:
        path = route.replace(HUGE, number)
        for client in (stranger, player):
            for method in ("get", "post"):
                answer = getattr(client, method)(path, content_type="application/json")
                if answer.status_code >= 500:
                    failures.append(f"{method.upper()} {path} -> {answer.status_code}")
    assert failures == []
