"""A body fuzzer over every route that takes a POST (the API's writes and the pages' forms):
bodies too big, nested too deep, with NUL bytes, lone surrogates, invalid UTF-8, huge or
non-finite numbers and every field of the wrong type. Not one answer may be a 500.

The suite sends each route a rotating share of the corpus (every value reaches many routes);
FUZZ_PROFILE=fuzz (`make fuzz`) sends every route all of it, and BODY_FUZZ_ROUNDS more rounds
of fresh random trees.
"""

from __future__ import annotations

import json
import os
import re

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, resolve

from engines import Rng
from games import services

pytestmark = pytest.mark.django_db

FULL = os.environ.get("FUZZ_PROFILE") == "fuzz"
ROUNDS = int(os.environ.get("BODY_FUZZ_ROUNDS", "1"))
SHARE = 4  # documents per route in the suite's run
FIELDS = [
    "engine", "players", "bots", "options", "time_control", "rated", "move", "expected_seq",
    "idempotency_key", "text", "record", "username", "password", "password1", "password2",
    "name", "format", "scoring", "round_seconds", "max_entrants", "url", "days", "ids", "all",
    "defender", "reason", "kind", "invitees", "seat", "at", "language", "body", "message",
    "status", "picked", "tiebreaks", "rounds", "advance", "visibility", "next", "paired",
    "tree", "standing", "accept", "policy", "role", "description", "id",
]  # fmt: skip
# JSON documents as raw text (escapes kept), each sent as a field value and as the whole body.
NASTY_JSON = [
    "null", "true", "-1", "0", "1" + "0" * 20, "1e400", "-1e400", "1.5", '""', '"x"',
    '"a\\u0000b"', '"\\ud800"', '"\\udfff x"', "[]", "{}", '[[["deep"]]]',
    '{"kind": ["per_move"]}', '{"kind": {}}', '{"type": "take", "count": 1, "junk": 1}',
    '{"place_points": {"100000000000000000000": [1e300]}, "bye_points": 1e300}',
    '{"turn_order": [[0], 1, 2]}', '["per_move"]',
]  # fmt: skip
RAW_BODIES = [
    b"[" * 5000 + b"]" * 5000,
    b'{"a": ' * 3000 + b"1" + b"}" * 3000,
    b"\xed\xa0\x80",  # a surrogate in UTF-8: not UTF-8
    b"\xff\xfe\x00",
    b"NaN",
    b'{"engine": "' + b"x" * 300_000 + b'"}',
]
NASTY_FORM = [
    "a\x00b", "\x00", "x" * 100_000, "-1", "1" + "0" * 30, "1e400", "[" * 3000 + "]" * 3000,
    '{"kind": ["per_move"]}', '{"type": "take", "count": 1, "junk": ' + "[" * 600 + "]" * 600 + "}",
]  # fmt: skip


def _random_tree(rng: Rng, depth: int = 0):
    kind = rng.randrange(9 if depth < 6 else 5)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.randrange(2 * 10**12) - 10**12
    if kind == 3:
        return rng.choice(["", "x", "a\x00", "\ud800", "é", "😀", "1e400", "take"])
    if kind == 4:
        return rng.randrange(1000) / 7
    if kind in (5, 6):
        return [_random_tree(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {
        rng.choice([*FIELDS, "type", "count", "kind", "\ud800", "a\x00"]): _random_tree(
            rng, depth + 1
        )
        for _ in range(rng.randrange(4))
    }


def _routes(patterns=None, prefix: str = "") -> list[str]:
    patterns = get_resolver().url_patterns if patterns is None else patterns
    routes = []
    for entry in patterns:
        route = prefix + str(entry.pattern)
        if isinstance(entry, URLResolver):
            routes += _routes(entry.url_patterns, route)
        elif isinstance(entry, URLPattern) and not route.startswith(("admin", "^")):
            routes.append(route)
    return routes


def _writes(path: str) -> list[str]:
    """The methods that take a body at `path`: POST for every route (a page's form, an API
    write or a 405), PUT and PATCH where an API view offers them."""
    view_class = getattr(resolve(path).func, "view_class", None)
    return ["post"] + [m for m in ("put", "patch") if hasattr(view_class, m)]


def _fill(route: str, ids: dict[str, int]) -> str:
    def value(match: re.Match) -> str:
        converter, name = match.group(1), match.group(2)
        if converter == "int":
            return str(ids.get(name, 1))
        return "alice" if "name" in name else "x"

    return "/" + re.sub(r"<(?:(\w+):)?(\w+)>", value, route)


@pytest.fixture
def ids(alice, bob):
    from clubs.services import club_create
    from games.models import Game
    from reviews.services import review_create

    active = services.game_create(user=alice, engine="tigris-euphrates", players=2)
    services.game_join(game=active, user=bob)
    over = services.game_create(user=alice, engine="tigris-euphrates", players=2)
    services.game_join(game=over, user=bob)
    services.game_resign(game=Game.objects.get(pk=over.pk), user=bob)
    review = review_create(game=Game.objects.get(pk=over.pk), user=alice)  # its writes, aimed at
    club = club_create(user=alice, name="Fuzzed", policy="request")  # alice moderates it
    return {"game_id": active.pk, "review_id": review.pk, "club_id": club.pk}


def test_no_body_sent_to_any_write_gives_a_server_error(alice, ids, api):
    api = api(alice)
    api.raise_request_exception = False
    page = Client(raise_request_exception=False)
    page.force_login(alice)
    routes = [_fill(route, ids) for route in _routes()]
    assert len(routes) > 60, "the route listing lost routes"
    sent = 0
    server_errors: list[str] = []

    def check(response, what: str) -> None:
        nonlocal sent
        sent += 1
        if response.status_code >= 500:
            server_errors.append(f"{what} -> {response.status_code}")

    rng = Rng(b"body-fuzz", "trees")
    for round_number in range(ROUNDS):
        trees = [json.dumps(_random_tree(rng)) for _ in range(4)]
        for index, path in enumerate(routes):
            client = api if path.startswith("/api/") else page
            documents = NASTY_JSON + trees if round_number == 0 else trees
            raw_bodies, form_values = RAW_BODIES, NASTY_FORM
            if not FULL:
                documents = [documents[(index * SHARE + j) % len(documents)] for j in range(SHARE)]
                raw_bodies = [RAW_BODIES[index % len(RAW_BODIES)]]
                form_values = [NASTY_FORM[(index * 2 + j) % len(NASTY_FORM)] for j in range(2)]
            methods = _writes(path)
            for raw in documents:
                body = "{" + ", ".join(f'"{field}": {raw}' for field in FIELDS) + "}"
                for data in (body, raw):
                    for method in methods:
                        send = getattr(client, method)
                        response = send(path, data, content_type="application/json")
                        check(response, f"{method.upper()} {path} {data[:80]!r}")
            if round_number == 0:
                for raw_body in raw_bodies:
                    for method in methods:
                        send = getattr(client, method)
                        response = send(path, raw_body, content_type="application/json")
                        check(response, f"{method.upper()} {path} raw {raw_body[:20]!r}")
                for value in form_values:
                    response = client.post(path, dict.fromkeys(FIELDS, value))
                    check(response, f"POST {path} form {value[:40]!r}")
    print("body fuzz: requests sent", sent, "server errors", len(server_errors))
    assert server_errors == [], "\n".join(server_errors[:30])
