"""Moves, options and numbers at the door: moves stored in a bounded form with only the engine's
fields (unknown keys refused, the same for the API and the pages), renderers safe on any stored
value, history at any event number, checked types and bounded numbers."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from engines import ENGINES, IllegalMove, Rng
from games import services
from games.models import Game, GameEvent
from games.selectors import legal_moves_for
from web.words.wording import event_in_words, value_in_words

pytestmark = pytest.mark.django_db


def _error(response) -> dict:
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message", "details"}
    return body["error"]


@pytest.fixture
def table(secret_nim, alice, bob, api):
    created = api(alice).post(
        "/api/games/",
        {"engine": "secret-nim", "players": 2, "options": {"pile": 12}, "random_seating": False},
        format="json",
    )
    game_id = created.json()["id"]
    assert api(bob).post(f"/api/games/{game_id}/join").json()["status"] == "active"
    return game_id


def _move(api, user, game_id, move, expected_seq=1):
    return api(user).post(
        f"/api/games/{game_id}/moves",
        {"move": move, "expected_seq": expected_seq},
        format="json",
    )


def _deep(levels: int):
    value: list = []
    for _ in range(levels):
        value = [value]
    return value


# --- 6 + 19: the stored form of a move ------------------------------------------------------


def test_a_move_with_a_key_the_engine_does_not_use_is_refused(table, alice, api):
    response = _move(api, alice, table, {"type": "take", "count": 1, "junk": "x"})
    assert response.status_code == 400
    error = _error(response)
    assert error["code"] == "unknown_move_keys" and error["details"] == {"keys": ["junk"]}
    assert Game.objects.get(pk=table).seq == 1  # nothing stored, the turn is still alice's
    assert _move(api, alice, table, {"type": "take", "count": 1}).status_code == 201
    stored = GameEvent.objects.get(game_id=table, type="move")
    assert stored.data["move"] == {"type": "take", "count": 1}


def test_a_key_used_by_another_move_type_is_unknown_on_this_one(table, alice, api):
    response = _move(api, alice, table, {"type": "pass", "count": 2})
    assert response.status_code == 400
    assert _error(response)["details"] == {"keys": ["count"]}


@pytest.mark.parametrize(
    "junk",
    [
        json.dumps(_deep(600)),
        json.dumps("x" * 2_400_000),
        '{"k": "a\\u0000b"}',
        '{"\\ud800": 1}',
        json.dumps(_deep(7)),
        json.dumps(["x" * 100] * 100),
    ],
    ids=["deep", "big", "nul", "surrogate", "deeper-than-a-move", "bigger-than-a-move"],
)
def test_a_move_past_the_bounds_is_refused_before_the_engine(table, alice, api, junk):
    body = '{"move": {"type": "take", "count": 1, "extra": ' + junk + '}, "expected_seq": 1}'
    response = api(alice).post(f"/api/games/{table}/moves", body, content_type="application/json")
    assert 400 <= response.status_code < 500
    assert _error(response)["code"] in {"bad_move", "invalid_input", "request_too_large"}
    assert Game.objects.get(pk=table).seq == 1


def test_the_page_refuses_unknown_keys_like_the_api(table, alice):
    client = Client()
    client.force_login(alice)
    page = client.post(
        f"/games/{table}/move",
        {"move": '{"type": "take", "count": 1, "junk": 1}', "expected_seq": "1"},
        HTTP_HX_REQUEST="true",
    )
    assert page.status_code == 200
    assert b"does not use" in page.content
    assert Game.objects.get(pk=table).seq == 1
    deep = client.post(
        f"/games/{table}/move",
        {"move": '{"type": "take", "count": 1, "x": ' + "[" * 600 + "]" * 600 + "}"},
        HTTP_HX_REQUEST="true",
    )
    assert deep.status_code == 200 and Game.objects.get(pk=table).seq == 1


def test_a_move_that_is_not_an_object_is_a_400(table, alice, api):
    for move in (["take"], "take", 3, None):
        response = _move(api, alice, table, move)
        assert response.status_code == 400, move
        assert _error(response)["code"] == ("invalid" if move is None else "unknown_move")


def test_renderers_are_safe_on_any_stored_value():
    deep = _deep(100_000)
    assert "…" in value_in_words("x", deep, ["alice"])
    wide = {f"k{i}": i for i in range(10_000)}
    assert value_in_words("x", wide, []).endswith("…")
    row = {"type": "move", "seat": 0, "data": {"move": {"type": deep, "x": deep}}}
    assert event_in_words(row, ["alice"]).startswith("alice")


# --- 14: history at any event number --------------------------------------------------------


def test_state_at_an_event_inside_a_move_is_the_position_before_that_move(table, alice, api):
    assert _move(api, alice, table, {"type": "take", "count": 3}).status_code == 201
    inside = api(alice).get(f"/api/games/{table}/state?at=2").json()
    assert inside["seq"] == 1 and inside["at"] == 2 and inside["view"]["pile"] == 12
    after = api(alice).get(f"/api/games/{table}/state?at=3").json()
    assert after["seq"] == 3 and after["view"]["pile"] == 9


def test_state_at_every_event_of_an_after_the_flood_game_answers(alice, bob, carol, api):
    game = services.game_create(user=alice, engine="after-the-flood", players=3)
    services.game_join(game=game, user=bob)
    services.game_join(game=Game.objects.get(pk=game.pk), user=carol)
    game.refresh_from_db()
    users = {seat.index: seat.user for seat in game.seats.all()}
    chooser = Rng(b"state-at", "choose")
    for _ in range(12):
        game.refresh_from_db()
        if not game.to_act:
            break
        seat = game.to_act[0]
        move = chooser.choice(legal_moves_for(game, seat))
        services.move_submit(game=game, user=users[seat], move=move, expected_seq=game.seq)
    game.refresh_from_db()
    opening_end = GameEvent.objects.filter(game=game, type="move").order_by("seq").first().seq - 1
    client = api(alice)
    for at in range(1, game.seq + 1):
        response = client.get(f"/api/games/{game.pk}/state?at={at}")
        assert response.status_code == 200, (at, response.content)
        shown = response.json()["seq"]
        assert shown <= at or at < opening_end, at
        assert shown == game.seq or GameEvent.objects.get(game=game, seq=shown + 1).type in {
            "move",
            "platform.resigned",
            "platform.timed_out",
        }


# --- 12: types checked ----------------------------------------------------------------------


@pytest.mark.parametrize("kind", [["per_move"], {}, 3, None])
def test_a_time_control_kind_of_the_wrong_type_is_a_400_everywhere(api, alice, kind):
    control = {"kind": kind, "seconds": 60}
    client = api(alice)
    base = {"engine": "tigris-euphrates", "players": 2, "time_control": control}
    for path, body in (
        ("/api/games/", base),
        ("/api/social/seeks/", base),
        ("/api/tournaments/", {**base, "name": "t", "format": "round_robin"}),
    ):
        response = client.post(path, body, format="json")
        assert response.status_code == 400, (path, response.content)


@pytest.mark.parametrize(
    "order", [[[0], 1, 2], [0, 1, "2"], [0, 1], {"a": 1}, [0, 0, 1], [0.0, 1, 2], [True, 0, 2]]
)
def test_after_the_flood_refuses_a_turn_order_of_the_wrong_shape(order):
    with pytest.raises(IllegalMove) as refused:
        ENGINES["after-the-flood"].start(3, {"turn_order": order}, Rng(b"x", "0"))
    assert refused.value.code == "bad_options"


def test_a_bad_turn_order_is_a_400_on_the_api(api, alice):
    response = api(alice).post(
        "/api/games/",
        {"engine": "after-the-flood", "players": 3, "options": {"turn_order": [[0], 1, 2]}},
        format="json",
    )
    assert response.status_code == 400
    assert _error(response)["code"] == "bad_options"


# --- 13: numbers bounded --------------------------------------------------------------------


@pytest.mark.parametrize(
    "extra",
    [
        {"scoring": {"bye_points": 10**20}},
        {"scoring": {"place_points": {"2": [10**20, 0]}}},
        {"scoring": {"place_points": {str(10**20): [1, 0]}}},
        {"scoring": {"place_points": {"2": [[1], 0]}}},
        {"round_seconds": 10**20},
        {"max_entrants": 10**20},
        {"rounds": 10**20},
    ],
)
def test_tournament_numbers_out_of_bounds_are_a_400(api, alice, extra):
    body = {"name": "t", "engine": "tigris-euphrates", "format": "round_robin", **extra}
    response = api(alice).post("/api/tournaments/", body, format="json")
    assert response.status_code == 400, response.content


def test_a_float_too_big_for_a_float_is_a_400(api, alice):
    body = (
        '{"name": "t", "engine": "tigris-euphrates", "format": "round_robin",'
        ' "scoring": {"bye_points": 1e400}}'
    )
    response = api(alice).post("/api/tournaments/", body, content_type="application/json")
    assert response.status_code == 400
