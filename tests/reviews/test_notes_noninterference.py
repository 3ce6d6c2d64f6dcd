"""Noninterference: a seat's notes tell nobody else anything. Two games differ only in what
alice wrote in her notes (one note, or three others); everything bob and a spectator are shown
by the API and the export while the game runs is the same in both."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from games.models import Game
from games.selectors import legal_moves_for
from reviews import services

pytestmark = pytest.mark.django_db


def _without_ids(value, game_id: int):
    """`value` with what names the game itself (ids, times, its seed's commitment) left out."""
    if isinstance(value, dict):
        return {
            key: _without_ids(item, game_id)
            for key, item in value.items()
            if key not in ("id", "game_id", "since", "seed_commitment") and not key.endswith("_at")
        }
    if isinstance(value, list):
        return [_without_ids(item, game_id) for item in value]
    if isinstance(value, str):
        for named in (f"/{game_id}/", f"#{game_id}", f"game {game_id}", f"-{game_id}-"):
            value = value.replace(named, "#")
    return value


def _seen(api, alice, bob, carol, notes: list[str]) -> dict:
    created = api(alice).post(
        "/api/games/",
        {
            "engine": "tigris-euphrates",
            "players": 2,
            "random_seating": False,
            "options": {"hands": [["red"] * 6, ["blue"] * 6]},
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
    for text in notes:
        services.note_write(game=Game.objects.get(pk=game_id), user=alice, text=text)
    seen = {}
    for who, user in (("bob", bob), ("spectator", carol), ("anonymous", None)):
        client = api(user)
        page = Client()
        if user is not None:
            page.force_login(user)
        export = json.loads(page.get(f"/games/{game_id}/export.json").content)
        seen[who] = _without_ids(
            {
                "detail": client.get(f"/api/games/{game_id}/").json(),
                "events": client.get(f"/api/games/{game_id}/events").json(),
                "state": client.get(f"/api/games/{game_id}/state?at=2").json(),
                "legal": client.get(f"/api/games/{game_id}/legal-moves").json(),
                "notes": client.get(f"/api/games/{game_id}/notes").json(),
                "reviews": client.get(f"/api/reviews/?game={game_id}").json(),
                "publish": client.post(f"/api/games/{game_id}/notes/publish").json(),
                "export": {k: v for k, v in export.items() if k != "events"},
                "exported_events": [
                    {k: v for k, v in row.items() if k != "created_at"} for row in export["events"]
                ],
            },
            game_id,
        )
    return seen


def test_notes_tell_the_other_seat_and_spectators_nothing(api, alice, bob, carol):
    one = _seen(api, alice, bob, carol, ["attack the red kingdom next"])
    other = _seen(api, alice, bob, carol, ["wait", "trade three tiles", "bob is weak in blue"])
    for who in ("bob", "spectator", "anonymous"):
        assert one[who] == other[who], who
    assert one["bob"]["notes"] == []
