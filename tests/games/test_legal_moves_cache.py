"""Legal moves cheap to ask again: the ETag and 304, the move answer's legal moves, and the
cache that keeps each seat's answer apart (hidden information: a hand shows in the moves)."""

from __future__ import annotations

import pytest
from django.core.cache import cache

from games.legal_moves import legal_moves_key
from games.models import Game

pytestmark = pytest.mark.django_db


@pytest.fixture
def table(secret_nim, alice, bob, api):
    created = api(alice).post(
        "/api/games/",
        {"engine": "secret-nim", "players": 2, "options": {"pile": 12}, "random_seating": False},
        format="json",
    )
    game_id = created.json()["id"]
    assert api(bob).post(f"/api/games/{game_id}/join").status_code == 200
    return game_id


def _legal(client, game_id, etag=None):
    headers = {"HTTP_IF_NONE_MATCH": etag} if etag else {}
    return client.get(f"/api/games/{game_id}/legal-moves", **headers)


def test_an_unchanged_answer_is_a_304(table, alice, bob, api):
    first = _legal(api(alice), table)
    assert first.status_code == 200 and first.json()["moves"]
    etag = first["ETag"]
    again = _legal(api(alice), table, etag)
    assert again.status_code == 304 and again.content == b"" and again["ETag"] == etag
    assert _legal(api(alice), table, f'W/{etag}, "other"').status_code == 304

    seq = first.json()["seq"]
    moved = api(alice).post(
        f"/api/games/{table}/moves",
        {"move": {"type": "take", "count": 1}, "expected_seq": seq},
        format="json",
    )
    assert moved.status_code == 201
    after = _legal(api(alice), table, etag)
    assert after.status_code == 200 and after["ETag"] != etag
    assert after.json() == {"seq": moved.json()["seq"], "seat": 0, "moves": []}


def test_the_etag_names_the_seat(table, alice, bob, api):
    tags = {_legal(client, table)["ETag"] for client in (api(alice), api(bob), api(None))}
    assert len(tags) == 3
    alices = _legal(api(alice), table)["ETag"]
    assert _legal(api(bob), table, alices).status_code == 200
    assert _legal(api(None), table, alices).status_code == 200


def test_the_move_answer_carries_the_movers_legal_moves(table, alice, bob, api):
    seq = api(alice).get(f"/api/games/{table}/").json()["seq"]
    moved = api(alice).post(
        f"/api/games/{table}/moves",
        {"move": {"type": "take", "count": 2}, "expected_seq": seq},
        format="json",
    )
    assert moved.status_code == 201
    assert moved.json()["legal_moves"] == _legal(api(alice), table).json()["moves"] == []
    # bob's move leaves alice to act: his answer holds no moves, and hers are hers
    answer = (
        api(bob)
        .post(
            f"/api/games/{table}/moves",
            {"move": {"type": "take", "count": 1}, "expected_seq": moved.json()["seq"]},
            format="json",
        )
        .json()
    )
    assert answer["legal_moves"] == _legal(api(bob), table).json()["moves"] == []
    assert _legal(api(alice), table).json()["moves"]


def test_a_mover_to_act_again_gets_the_same_moves_as_legal_moves(api, alice, bob, carol):
    """In Tigris & Euphrates a seat plays two actions a turn: after the first the answer holds
    the moves for the second, the same list legal-moves gives."""
    created = (
        api(alice)
        .post(
            "/api/games/",
            {"engine": "tigris-euphrates", "players": 2, "random_seating": False},
            format="json",
        )
        .json()
    )
    assert api(bob).post(f"/api/games/{created['id']}/join").status_code == 200
    legal = _legal(api(alice), created["id"]).json()
    move = next(m for m in legal["moves"] if m["type"] == "place_tile")
    answer = api(alice).post(
        f"/api/games/{created['id']}/moves",
        {"move": move, "expected_seq": legal["seq"]},
        format="json",
    )
    assert answer.status_code == 201, answer.content
    assert answer.json()["to_act"] == [0]
    assert answer.json()["legal_moves"]
    assert answer.json()["legal_moves"] == _legal(api(alice), created["id"]).json()["moves"]


def test_the_cache_keeps_each_seats_moves_apart(
    api, alice, bob, carol, django_capture_on_commit_callbacks
):
    """A seat's legal moves show its hand: they are cached under the seat, and neither the other
    seat nor a spectator is ever answered from that entry."""
    created = (
        api(alice)
        .post(
            "/api/games/",
            {"engine": "tigris-euphrates", "players": 2, "random_seating": False},
            format="json",
        )
        .json()
    )
    game_id = created["id"]
    assert api(bob).post(f"/api/games/{game_id}/join").status_code == 200
    game = Game.objects.get(pk=game_id)
    with django_capture_on_commit_callbacks(execute=True):
        alices = _legal(api(alice), game_id).json()["moves"]
    assert cache.get(legal_moves_key(game, 0)) == alices
    assert cache.get(legal_moves_key(game, 1)) is None
    assert _legal(api(bob), game_id).json()["moves"] == []
    assert _legal(api(carol), game_id).json() == {"seq": game.seq, "seat": None, "moves": []}
    assert _legal(api(None), game_id).json()["moves"] == []


def test_a_move_keeps_the_next_players_moves_in_the_cache(
    table, alice, bob, api, django_capture_on_commit_callbacks
):
    seq = Game.objects.get(pk=table).seq
    with django_capture_on_commit_callbacks(execute=True):
        moved = api(alice).post(
            f"/api/games/{table}/moves",
            {"move": {"type": "take", "count": 1}, "expected_seq": seq},
            format="json",
        )
    game = Game.objects.get(pk=table)
    assert game.seq == moved.json()["seq"]
    kept = cache.get(legal_moves_key(game, 1))
    assert kept and kept == _legal(api(bob), table).json()["moves"]
    assert cache.get(legal_moves_key(game, 0)) is None
