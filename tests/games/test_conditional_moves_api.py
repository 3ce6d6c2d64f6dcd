"""The conditional moves' API: who may read and write them, when, and every bad input refused
with a 400 that says where (never a 500)."""

from __future__ import annotations

import pytest

from games.models import ConditionalMoves, Seat
from tests.games.conditional_tables import PASS, play, put, table, tigris_table

pytestmark = pytest.mark.django_db

TAKE = {"type": "take_card", "slot": 14, "use": "play"}


def _url(game) -> str:
    return f"/api/games/{game.pk}/conditional-moves"


def test_a_seat_stores_reads_and_clears_its_own(alice, bob, api):
    game = table(alice, bob, "middle-earth-duel")
    tree = [{"if": TAKE, "then": TAKE, "next": [{"if": [TAKE, TAKE], "then": TAKE}]}]
    stored = put(api, bob, game, tree=tree)
    assert stored.status_code == 200, stored.content
    seat = stored.json()["seats"][0]
    assert seat["seat"] == 1 and seat["tree"][0]["if"] == [TAKE]  # one move: a list of one
    assert seat["stored"][0]["seq"] == game.seq
    assert Seat.objects.get(game=game, index=1).has_conditional_moves
    assert api(bob).get(_url(game)).json()["seats"][0]["tree"] == seat["tree"]
    cleared = api(bob).delete(_url(game))
    assert cleared.status_code == 200 and cleared.json()["seats"][0]["tree"] == []
    assert not Seat.objects.get(game=game, index=1).has_conditional_moves
    assert cleared.json()["seats"][0]["stored"]  # what was stored stays for the review


def test_the_questions_of_the_game_are_listed(alice, bob, api):
    game = tigris_table(alice, bob, None)
    questions = api(alice).get(_url(game)).json()["questions"]
    assert [q["key"] for q in questions] == [
        "defend_revolt",
        "defend_war_red",
        "defend_war_blue",
        "defend_war_green",
        "defend_war_black",
    ]
    assert questions[0]["answers"] == ["none", "all"]


def test_nobody_else_reads_or_writes_them_during_play(alice, bob, carol, api):
    game = table(alice, bob, "middle-earth-duel")
    put(api, bob, game, tree=[{"if": TAKE, "then": TAKE}])
    for client in (api(carol), api(None)):
        assert client.get(_url(game)).status_code in (401, 403)
        assert client.put(_url(game), {"tree": []}, format="json").status_code in (401, 403)
        assert client.delete(_url(game)).status_code in (401, 403)
    assert api(alice).get(_url(game)).json()["seats"] == [
        {
            "seat": 0,
            "tree": [],
            "standing": {},
            "observed": [],
            "stored": [],
            "dropped": [],
            "updated_at": None,
        }
    ]
    assert api(alice).get("/api/games/999999/conditional-moves").status_code == 404


def test_after_the_game_everyone_reads_every_seats(alice, bob, carol, api):
    game = table(alice, bob, "middle-earth-duel")
    put(api, bob, game, tree=[{"if": TAKE, "then": TAKE}])
    assert api(alice).post(f"/api/games/{game.pk}/resign").status_code == 200
    for client in (api(carol), api(alice), api(None)):
        seats = client.get(_url(game)).json()["seats"]
        assert [s["seat"] for s in seats] == [1] and seats[0]["stored"][0]["tree"]
    refused = put(api, bob, game, tree=[])
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "game_not_active"


def test_a_stale_seq_is_refused(alice, bob, api):
    game = table(alice, bob, "middle-earth-duel")
    answer = put(api, bob, game, tree=[], expected_seq=game.seq + 1)
    assert answer.status_code == 409 and answer.json()["error"]["code"] == "stale_seq"


def test_a_swap_cannot_be_a_key(alice, bob, api):
    game = tigris_table(alice, bob, None)
    swap = {"type": "swap_tiles", "tiles": ["red"]}
    answer = put(api, bob, game, tree=[{"if": swap, "then": PASS}])
    assert answer.status_code == 400
    error = answer.json()["error"]
    assert error["code"] == "hidden_move_key" and error["details"]["path"] == "tree[0].if[0]"
    assert "hidden from you" in error["message"]
    # the seat's own answer may be a swap: it sees its own move
    assert put(api, bob, game, tree=[{"if": PASS, "then": swap}]).status_code == 200


def _deep(plies: int) -> list[dict]:
    tree: list[dict] = []
    for _level in range(plies // 2):
        tree = [{"if": TAKE, "then": TAKE, "next": tree}]
    return tree


BAD_TREES = [
    ("not a list", {"if": TAKE, "then": TAKE}, "invalid", None),
    ("a branch not an object", ["x"], "bad_conditional_tree", "tree[0]"),
    ("no then", [{"if": TAKE}], "bad_conditional_tree", "tree[0]"),
    ("an unknown key", [{"if": TAKE, "then": TAKE, "else": 1}], "bad_conditional_tree", "tree[0]"),
    ("no keys", [{"if": [], "then": TAKE}], "bad_conditional_tree", "tree[0].if"),
    ("a key not a move", [{"if": [3], "then": TAKE}], "unknown_move", "tree[0].if[0]"),
    ("a move without type", [{"if": TAKE, "then": {"slot": 1}}], "bad_conditional_tree", "tree[0].then"),
    ("next not a list", [{"if": TAKE, "then": TAKE, "next": {}}], "bad_conditional_tree", "tree[0].next"),
    ("twice the same key", [{"if": TAKE, "then": TAKE}, {"if": [TAKE], "then": PASS}], "duplicate_branch", "tree[1]"),
    ("too deep", _deep(18), "conditional_tree_too_deep", None),
    ("too many moves", [{"if": {"type": "take_card", "slot": i}, "then": TAKE} for i in range(101)], "conditional_tree_too_big", None),
    ("too many branches", [{"if": TAKE, "then": TAKE}] * 201, "invalid", None),
    ("a move too deep", [{"if": TAKE, "then": {"type": "x", "a": [[[[[[[1]]]]]]]}}], "invalid_input", "tree[0].then"),
    ("a move too big", [{"if": TAKE, "then": {"type": "x", "a": "y" * 9000}}], "bad_move", "tree[0].then"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "tree", "code", "path"), BAD_TREES, ids=[b[0] for b in BAD_TREES])
def test_a_bad_tree_is_refused_saying_where(alice, bob, api, name, tree, code, path):
    game = table(alice, bob, "middle-earth-duel")
    answer = put(api, bob, game, tree=tree)
    assert answer.status_code == 400, answer.content
    error = answer.json()["error"]
    assert error["code"] == code
    if path is not None:
        assert error["details"]["path"] == path
    assert not ConditionalMoves.objects.filter(game=game).exists()


def test_sixteen_plies_and_two_hundred_moves_are_the_most(alice, bob, api):
    game = table(alice, bob, "middle-earth-duel")
    assert put(api, bob, game, tree=_deep(16)).status_code == 200
    wide = [{"if": {"type": "take_card", "slot": i}, "then": TAKE} for i in range(100)]
    assert put(api, bob, game, tree=wide).status_code == 200


BAD_STANDING = [
    ({"defend_everything": "all"}, "unknown_standing_question"),
    ({"defend_revolt": "some"}, "bad_standing_answer"),
    ({"defend_revolt": 3}, "invalid"),
    ({"defend_revolt": "a" * 40}, "invalid"),
    (["defend_revolt"], "invalid"),
    ({"defend_revolt": "a\\u0000"}, "invalid_input"),
]


@pytest.mark.parametrize(("standing", "code"), BAD_STANDING)
def test_bad_standing_answers_are_refused(alice, bob, api, standing, code):
    game = tigris_table(alice, bob, None)
    if isinstance(standing, dict) and "a\\u0000" in standing.values():
        body = '{"standing": {"defend_revolt": "a\\u0000"}}'
        answer = api(bob).put(_url(game), body, content_type="application/json")
    else:
        answer = put(api, bob, game, standing=standing)
    assert answer.status_code == 400, answer.content
    assert answer.json()["error"]["code"] == code


def test_an_empty_answer_leaves_the_question_unanswered(alice, bob, api):
    game = tigris_table(alice, bob, None)
    answer = put(api, bob, game, standing={"defend_revolt": "", "defend_war_red": None})
    assert answer.status_code == 200 and answer.json()["seats"][0]["standing"] == {}
    assert not Seat.objects.get(game=game, index=1).has_conditional_moves


def test_bodies_past_the_platforms_bounds_are_refused(alice, bob, api):
    game = table(alice, bob, "middle-earth-duel")
    nested = '{"tree": ' + "[" * 40 + "]" * 40 + "}"
    deep = api(bob).put(_url(game), nested, content_type="application/json")
    assert deep.status_code == 400 and deep.json()["error"]["code"] == "invalid_input"
    for body in ("[]", "3", '"x"', "null"):
        answer = api(bob).put(_url(game), body, content_type="application/json")
        assert answer.status_code == 400, body
    assert api(bob).post(_url(game), {}, format="json").status_code == 405


def test_a_dropped_seat_stores_nothing(alice, bob, carol, api):
    game = table(alice, bob, "middle-earth-duel")
    play(game, alice, TAKE)
    assert api(bob).post(f"/api/games/{game.pk}/resign").status_code == 200
    assert put(api, bob, game, tree=[]).status_code == 409
