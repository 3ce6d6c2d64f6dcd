"""Who may call each social endpoint: anonymous, another user, a player, a spectator.

One row per (endpoint, role): a public game in play (alice, its creator, against bob), a
private one between the same players, an open game inviting carol, alice's seek and link.
"""

from __future__ import annotations

import fnmatch

import pytest

from games import services as game_services
from social import services

pytestmark = pytest.mark.django_db

ANON, ALICE, BOB, CAROL, DORA = None, "alice", "bob", "carol", "dora"

G = "/api/social/games/{public}"
P = "/api/social/games/{private}"
ROWS = [
    # watching a public game: anyone; a private one: its players only
    ("GET", G + "/watch", None, ANON, 200),
    ("GET", G + "/watch", None, DORA, 200),
    ("GET", G + "/watch", None, BOB, 200),
    ("GET", P + "/watch", None, ANON, 403),
    ("GET", P + "/watch", None, DORA, 403),
    ("GET", P + "/watch", None, BOB, 200),
    ("GET", "/api/social/games/live", None, ANON, 200),
    ("GET", "/api/social/games/999999/watch", None, ALICE, 404),
    # chat: read as above; write logged in; spectators only at public games
    ("GET", G + "/chat", None, ANON, 200),
    ("GET", G + "/chat", None, DORA, 200),
    ("GET", G + "/chat", None, BOB, 200),
    ("GET", P + "/chat", None, ANON, 403),
    ("GET", P + "/chat", None, DORA, 403),
    ("GET", P + "/chat", None, ALICE, 200),
    ("POST", G + "/chat", {"text": "hi"}, ANON, 401),
    ("POST", G + "/chat", {"text": "hi"}, DORA, 201),
    ("POST", G + "/chat", {"text": "hi"}, BOB, 201),
    ("POST", P + "/chat", {"text": "hi"}, DORA, 403),
    ("POST", P + "/chat", {"text": "hi"}, BOB, 201),
    ("POST", G + "/chat/mute", None, ANON, 401),
    ("POST", G + "/chat/mute", None, DORA, 200),
    ("POST", G + "/chat/mute", None, BOB, 200),
    ("POST", P + "/chat/mute", None, DORA, 403),
    ("DELETE", G + "/chat/mute", None, ANON, 401),
    ("DELETE", G + "/chat/mute", None, DORA, 200),
    ("DELETE", P + "/chat/mute", None, DORA, 403),
    ("DELETE", P + "/chat/mute", None, ALICE, 200),
    # visibility: read by whoever may watch; set by the creator only
    ("GET", G + "/visibility", None, ANON, 200),
    ("GET", P + "/visibility", None, DORA, 403),
    ("GET", P + "/visibility", None, BOB, 200),
    ("PUT", G + "/visibility", {"public": False}, ANON, 401),
    ("PUT", G + "/visibility", {"public": False}, DORA, 403),
    ("PUT", G + "/visibility", {"public": False}, BOB, 403),
    ("PUT", G + "/visibility", {"public": False}, ALICE, 200),
    ("PUT", P + "/visibility", {"public": True}, DORA, 403),
    # invitations: the invitee answers; others find nothing
    ("GET", "/api/social/invitations/", None, ANON, 401),
    ("GET", "/api/social/invitations/", None, CAROL, 200),
    (
        "POST",
        "/api/social/invitations/games",
        {"engine": "secret-nim", "invitees": ["bob"]},
        ANON,
        401,
    ),
    (
        "POST",
        "/api/social/invitations/games",
        {"engine": "secret-nim", "invitees": ["bob"]},
        DORA,
        201,
    ),
    ("POST", "/api/social/invitations/{invitation}/accept", None, ANON, 401),
    ("POST", "/api/social/invitations/{invitation}/accept", None, DORA, 404),
    ("POST", "/api/social/invitations/{invitation}/accept", None, ALICE, 404),
    ("POST", "/api/social/invitations/{invitation}/accept", None, CAROL, 200),
    ("POST", "/api/social/invitations/{invitation}/decline", None, ANON, 401),
    ("POST", "/api/social/invitations/{invitation}/decline", None, DORA, 404),
    ("POST", "/api/social/invitations/{invitation}/decline", None, CAROL, 200),
    # invite links: the creator makes and withdraws them; anyone logged in uses them
    ("POST", "/api/social/games/{open}/invite-links", None, ANON, 401),
    ("POST", "/api/social/games/{open}/invite-links", None, DORA, 403),
    ("POST", "/api/social/games/{open}/invite-links", None, ALICE, 201),
    ("POST", G + "/invite-links", None, ALICE, 409),  # in play: no seat to offer
    ("POST", "/api/social/invite-links/{token}/join", None, ANON, 401),
    ("POST", "/api/social/invite-links/{token}/join", None, DORA, 200),
    ("POST", "/api/social/invite-links/nonsense/join", None, DORA, 404),
    ("DELETE", "/api/social/invite-links/{token}", None, ANON, 401),
    ("DELETE", "/api/social/invite-links/{token}", None, DORA, 404),
    ("DELETE", "/api/social/invite-links/{token}", None, ALICE, 204),
    # seeks: the lobby is open to all; taking and making need a login
    ("GET", "/api/social/seeks/", None, ANON, 200),
    ("POST", "/api/social/seeks/", {"engine": "secret-nim"}, ANON, 401),
    ("POST", "/api/social/seeks/", {"engine": "secret-nim"}, DORA, 201),
    ("POST", "/api/social/seeks/{seek}/accept", None, ANON, 401),
    ("POST", "/api/social/seeks/{seek}/accept", None, ALICE, 409),
    ("POST", "/api/social/seeks/{seek}/accept", None, DORA, 200),
    ("POST", "/api/social/seeks/999999/accept", None, DORA, 404),
    ("POST", "/api/social/seeks/{seek}/cancel", None, ANON, 401),
    ("POST", "/api/social/seeks/{seek}/cancel", None, DORA, 403),
    ("POST", "/api/social/seeks/{seek}/cancel", None, ALICE, 200),
    # blocks and reports: one's own, logged in
    ("GET", "/api/social/blocks/", None, ANON, 401),
    ("GET", "/api/social/blocks/", None, DORA, 200),
    ("POST", "/api/social/blocks/", {"username": "alice"}, ANON, 401),
    ("POST", "/api/social/blocks/", {"username": "alice"}, DORA, 201),
    ("DELETE", "/api/social/blocks/alice", None, ANON, 401),
    ("DELETE", "/api/social/blocks/alice", None, DORA, 404),
    (
        "POST",
        "/api/social/reports/",
        {"kind": "player", "username": "alice", "reason": "x"},
        ANON,
        401,
    ),
    (
        "POST",
        "/api/social/reports/",
        {"kind": "player", "username": "alice", "reason": "x"},
        DORA,
        201,
    ),
]


@pytest.fixture
def ids(table, private_table, alice, bob, carol, dora):
    open_game, [invitation] = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["carol"], players=3
    )
    other_open = game_services.game_create(user=alice, engine="secret-nim", players=3)
    link = services.invite_link_create(game=other_open, user=alice)
    seek = services.seek_create(user=alice, engine="secret-nim")
    return {
        "public": table.pk,
        "private": private_table.pk,
        "open": open_game.pk,
        "invitation": invitation.pk,
        "token": link.token,
        "seek": seek.pk,
    }


@pytest.mark.parametrize(
    ("method", "path", "body", "role", "expected"),
    ROWS,
    ids=[f"{m} {p} as {r or 'anonymous'}" for m, p, _, r, _ in ROWS],
)
def test_endpoint_permission(ids, api, django_user_model, method, path, body, role, expected):
    user = django_user_model.objects.get(username=role) if role else None
    response = getattr(api(user), method.lower())(path.format(**ids), body, format="json")
    assert response.status_code == expected, response.content
    if expected >= 400:
        assert set(response.json()["error"]) == {"code", "message", "details"}


def test_every_social_route_has_a_row():
    from social.urls import urlpatterns

    routes = {"/api/social/" + str(p.pattern) for p in urlpatterns}
    covered = set()
    for _, path, *_ in ROWS:
        for route in routes:
            pattern = route
            for name in (
                "<int:game_id>",
                "<int:invitation_id>",
                "<int:seek_id>",
                "<str:token>",
                "<str:username>",
            ):
                pattern = pattern.replace(name, "*")
            if fnmatch.fnmatch(path, pattern) and path.count("/") == route.count("/"):
                covered.add(route)
    assert covered == routes
