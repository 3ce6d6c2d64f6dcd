"""Who may do what: every games endpoint, for an anonymous visitor, another user, a seated
player and the game's creator (who created the table without taking a seat), in one table.

Each row runs on a fresh table: an `open` game (3 seats, alice and bob seated, carol the
creator) or an `active` one (2 seats, alice to move, bob waiting, carol the creator).
"""

from __future__ import annotations

import pytest

from games import services
from games.models import Game

pytestmark = pytest.mark.django_db

ROLES = ("anonymous", "other", "seat", "creator")
NIM_MOVE = {"type": "take", "count": 1}

# (name, method, path, table, body, {role: status or (status, error code)})
TABLE = [
    ("health", "get", "/api/health", None, None, dict.fromkeys(ROLES, 200)),
    ("engines", "get", "/api/engines/", None, None, dict.fromkeys(ROLES, 200)),
    ("list", "get", "/api/games/", "active", None, dict.fromkeys(ROLES, 200)),
    (
        "list mine",
        "get",
        "/api/games/?mine=true",
        "active",
        None,
        {"anonymous": (401, "login_required"), "other": 200, "seat": 200, "creator": 200},
    ),
    (
        "create",
        "post",
        "/api/games/",
        None,
        {"engine": "secret-nim", "players": 2},
        {"anonymous": (401, "not_authenticated"), "other": 201, "seat": 201, "creator": 201},
    ),
    ("detail", "get", "/api/games/{id}/", "active", None, dict.fromkeys(ROLES, 200)),
    (
        "join",
        "post",
        "/api/games/{id}/join",
        "open",
        None,
        {
            "anonymous": (401, "not_authenticated"),
            "other": 200,
            "seat": (409, "already_seated"),
            "creator": 200,
        },
    ),
    (
        "start",
        "post",
        "/api/games/{id}/start",
        "open",
        None,
        {
            "anonymous": (401, "not_authenticated"),
            "other": (403, "not_creator"),
            "seat": (403, "not_creator"),
            "creator": 200,
        },
    ),
    (
        "resign",
        "post",
        "/api/games/{id}/resign",
        "active",
        None,
        {
            "anonymous": (401, "not_authenticated"),
            "other": (403, "not_a_player"),
            "seat": 200,
            "creator": (403, "not_a_player"),
        },
    ),
    (
        "move",
        "post",
        "/api/games/{id}/moves",
        "active",
        {"move": NIM_MOVE, "expected_seq": "{seq}"},
        {
            "anonymous": (401, "not_authenticated"),
            "other": (403, "not_a_player"),
            "seat": 201,
            "creator": (403, "not_a_player"),
        },
    ),
    (
        "legal moves",
        "get",
        "/api/games/{id}/legal-moves",
        "active",
        None,
        dict.fromkeys(ROLES, 200),
    ),
    ("events", "get", "/api/games/{id}/events", "active", None, dict.fromkeys(ROLES, 200)),
    ("state", "get", "/api/games/{id}/state?at=1", "active", None, dict.fromkeys(ROLES, 200)),
    (
        "register",
        "post",
        "/api/auth/register",
        None,
        {"username": "newcomer", "password": "long enough pw"},
        dict.fromkeys(ROLES, 201),
    ),
    (
        "token",
        "post",
        "/api/auth/token",
        None,
        {"username": "alice", "password": "correct-horse-battery"},
        dict.fromkeys(ROLES, 200),
    ),
]


@pytest.fixture
def people(secret_nim, alice, bob, carol):
    from tests.factories import UserFactory

    return {"seat": alice, "waiting": bob, "creator": carol, "other": UserFactory(username="dave")}


def _table(kind, people) -> Game | None:
    if kind is None:
        return None
    players = 3 if kind == "open" else 2
    game = services.game_create(
        user=people["creator"],
        engine="secret-nim",
        players=players,
        join=False,
        random_seating=False,
    )
    services.game_join(game=game, user=people["seat"])
    services.game_join(game=Game.objects.get(pk=game.pk), user=people["waiting"])
    game = Game.objects.get(pk=game.pk)
    assert game.status == ("open" if kind == "open" else "active")
    if kind == "active":
        assert game.to_act == [0] and game.seats.get(index=0).user == people["seat"]
    return game


def _cases():
    for name, method, path, kind, body, expected in TABLE:
        for role in ROLES:
            yield pytest.param(method, path, kind, body, role, expected[role], id=f"{name}-{role}")


@pytest.mark.parametrize(("method", "path", "kind", "body", "role", "expected"), _cases())
def test_permissions(api, people, method, path, kind, body, role, expected):
    game = _table(kind, people)
    if game is not None:
        path = path.format(id=game.pk)
        if body and body.get("expected_seq") == "{seq}":
            body = {**body, "expected_seq": game.seq}
    client = api(None if role == "anonymous" else people[role])
    response = getattr(client, method)(path, body, format="json") if body else None
    if response is None:
        response = getattr(client, method)(path)
    status, code = expected if isinstance(expected, tuple) else (expected, None)
    assert response.status_code == status, response.content
    if code is not None:
        assert response.json()["error"]["code"] == code
    if game is not None and status == 200 and method == "get":
        _assert_only_own_secrets(path, response.json(), role, game)


def _assert_only_own_secrets(path, body, role, game):
    """Reads succeed for everyone, but only the seat sees its own seat's view and moves."""
    if path.endswith("legal-moves"):
        assert bool(body["moves"]) == (role == "seat")
        assert body["seat"] == (0 if role == "seat" else None)
    elif path.endswith(f"/{game.pk}/"):
        assert body["your_seat"] == (0 if role == "seat" else None)
        assert body["seed"] is None
