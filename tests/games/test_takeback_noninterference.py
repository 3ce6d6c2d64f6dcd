"""Noninterference: a takeback tells no other seat anything hidden. Two games differ only in
alice's hidden hand; everything bob is shown while alice asks for, and is granted, a takeback
(the request, his view, the events, the notice) is the same in both."""

from __future__ import annotations

import pytest

from games.models import Game
from games.selectors import legal_moves_for
from notifications.kinds import notification_text
from notifications.models import Notification

pytestmark = pytest.mark.django_db
MOMENTS = ("asked", "granted")


def _without_ids(value, game_id: int):
    """`value` with what names the game itself (ids, times, its number in sentences) left out."""
    if isinstance(value, dict):
        return {
            key: _without_ids(item, game_id)
            for key, item in value.items()
            if key not in ("id", "created_at", "asked_at", "answered_at", "game_id")
        }
    if isinstance(value, list):
        return [_without_ids(item, game_id) for item in value]
    if isinstance(value, str):
        return value.replace(str(game_id), "#")
    return value


def _seen_by_bob(api, alice, bob, alice_hand: str) -> dict:
    hands = [[alice_hand] * 6, ["blue"] * 6]
    created = api(alice).post(
        "/api/games/",
        {
            "engine": "tigris-euphrates",
            "players": 2,
            "random_seating": False,
            "options": {"hands": hands},
        },
        format="json",
    )
    game_id = created.json()["id"]
    api(bob).post(f"/api/games/{game_id}/join")
    game = Game.objects.get(pk=game_id)
    move = next(m for m in legal_moves_for(game, 0) if m["type"] == "place_leader")
    api(alice).post(
        f"/api/games/{game_id}/moves", {"move": move, "expected_seq": game.seq}, format="json"
    )
    seen: dict = {}
    for moment in MOMENTS:
        if moment == "asked":
            assert api(alice).post(f"/api/games/{game_id}/takeback").status_code == 201
        else:
            assert api(bob).post(f"/api/games/{game_id}/takeback/accept").status_code == 200
        detail = api(bob).get(f"/api/games/{game_id}/").json()
        seen[moment] = _without_ids(
            {
                "view": detail["view"],
                "takeback": detail["takeback"],
                "request": api(bob).get(f"/api/games/{game_id}/takeback").json(),
                "events": api(bob).get(f"/api/games/{game_id}/events").json(),
                "notices": [
                    [note.kind, note.payload, notification_text(note.kind, note.payload)]
                    for note in Notification.objects.filter(user=bob, kind="takeback_asked")
                    .filter(payload__game_id=game_id)
                    .order_by("id")
                ],
            },
            game_id,
        )
    return seen


def test_a_takeback_tells_the_other_seat_nothing_hidden(api, alice, bob):
    red = _seen_by_bob(api, alice, bob, "red")
    green = _seen_by_bob(api, alice, bob, "green")
    for moment in MOMENTS:
        assert red[moment] == green[moment], moment
    assert red["asked"]["notices"], "bob was told of the request"
