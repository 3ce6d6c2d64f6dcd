"""Actions: build city (with the four-base move), place workers with scribes, trade, the fee."""

from __future__ import annotations

import pytest

from engines import IllegalMove
from tests.engines.after_the_flood.fee_listing import (
    assert_fees_complete,
    fees_by_action,
    key_of,
    sorted_fees,
)
from tests.engines.after_the_flood.game_setup import Game, of_type, place

PASS = {"type": "pass", "bid": {}}
GRAIN = {"resource": "grain"}


def _refused(game: Game, seat: int, move: dict) -> str:
    with pytest.raises(IllegalMove) as refused:
        game.play(seat, move)
    return refused.value.code


# --- build city -------------------------------------------------------------------------------


def test_build_city_bonuses_eridu_toolmaker_uruk_scribe():
    game = Game()
    game.run(
        (0, {"type": "build_city", "area": "eridu"}),
        (1, {"type": "build_city", "area": "uruk"}),
        (2, {"type": "build_city", "area": "ur"}),
    )
    view = game.view()
    assert view["boxes"]["toolmakers"] == {"0": 1, "1": 0, "2": 0}
    assert view["boxes"]["scribes"] == {"0": 0, "1": 1, "2": 0}
    assert view["players"][0]["workers_unavailable"] == 12
    assert view["players"][2]["workers_unavailable"] == 13
    assert view["areas"]["uruk"]["city"] == {"seat": 1, "expanded": False}
    assert view["players"][2]["cities"] == {"ur": {"expanded": False}}
    assert _refused(game, 0, {"type": "build_city", "area": "ur"}) == "city_there"
    assert _refused(game, 0, {"type": "build_city", "area": "mittani"}) == "bad_area"


def test_uruk_gives_no_scribe_to_a_player_with_two():
    game = Game()
    game.run(
        (0, place("textile", "scribes", 2)),
        (1, PASS),
        (2, PASS),
    )
    events = game.play(0, {"type": "build_city", "area": "uruk", "fee": {"resource": "grain"}})
    assert of_type(events, "city_built")[0]["bonus"] is None
    assert game.view()["boxes"]["scribes"]["0"] == 2


def test_fifth_city_moves_a_base_and_keeps_the_points():
    game = Game()
    game.run((0, {"type": "build_city", "area": "sippar"}), (1, PASS), (2, PASS))
    for area in ["babylon", "nippur", "umma"]:  # seat 0 alone is still in: one fee each
        game.play(0, {"type": "build_city", "area": area, "fee": {"resource": "grain"}})
    assert len(game.view()["players"][0]["cities"]) == 4
    move = {"type": "build_city", "area": "lagash", "fee": {"resource": "grain"}}
    assert _refused(game, 0, move) == "move_a_base"
    assert _refused(game, 0, {**move, "from": "ur"}) == "move_a_base"  # not his city
    game.play(0, {**move, "from": "sippar"})
    assert sorted(game.view()["players"][0]["cities"]) == ["babylon", "lagash", "nippur", "umma"]
    assert game.view()["areas"]["sippar"]["city"] is None


def test_from_is_refused_while_bases_remain():
    game = Game()
    game.play(0, {"type": "build_city", "area": "ur"})
    game.play(1, PASS)
    game.play(2, PASS)
    move = {"type": "build_city", "area": "umma", "from": "ur", "fee": {"resource": "grain"}}
    assert _refused(game, 0, move) == "bases_left"


# --- the fee ----------------------------------------------------------------------------------


def test_no_fee_before_anybody_passed_then_a_fee_for_every_action():
    game = Game()
    assert _refused(game, 0, place("grain", "egypt", 1, fee={"resource": "grain"})) == "no_fee_yet"
    game.play(0, place("grain", "egypt", 1))
    game.play(1, PASS)
    assert _refused(game, 2, place("grain", "egypt", 1)) == "fee_required"
    assert _refused(game, 2, place("grain", "egypt", 1, fee={"resource": "lapis"})) == "bad_fee"
    assert _refused(game, 2, place("grain", "egypt", 1, fee={"army": 1})) == "bad_fee"
    game.play(2, place("grain", "egypt", 1, fee={"worker": 1}))
    view = game.view()
    assert view["players"][2]["workers_available"] == 10 - 1 - 1
    assert view["players"][2]["workers_unavailable"] == 13 + 1
    assert view["stock"]["grain"] == 7 + 2
    events = game.play(0, place("textile", "egypt", 2, fee={"resource": "gold"}))
    assert of_type(events, "fee_paid")[0]["fee"] == {"resource": "gold"}
    assert game.view()["stock"]["gold"] == 5
    # passing is free
    events = game.play(2, {"type": "pass", "bid": {}})
    assert not of_type(events, "fee_paid")


def test_listed_moves_carry_every_payable_fee_once_anybody_passed():
    game = Game()
    assert all("fee" not in move for move in game.legal(0))  # nobody has passed: no fee
    game.play(0, PASS)
    moves = game.legal(1)
    assert all("fee" not in move for move in moves if move["type"] == "pass")
    hand = game.hand(1)
    payable = [{"resource": name} for name in hand if hand[name]] + [{"worker": 1}]
    assert game.state["armies_available"][1] == 0  # no army to pay with yet
    by_action = fees_by_action(moves)
    every = [fee for fees in by_action.values() for fee in fees]
    assert sorted(set(sorted_fees(every))) == sorted_fees(payable)
    building = by_action[key_of({"type": "build_city", "area": "ur"})]
    assert sorted_fees(building) == sorted_fees(payable) and building[0] == GRAIN  # cheapest first
    assert_fees_complete(game.state, 1)


@pytest.mark.parametrize(
    ("fee", "code"),
    [
        ({"resource": "lapis"}, "bad_fee"),  # holds none
        ({"army": 1}, "bad_fee"),  # no available army
        ({"resource": "grain", "count": 2}, "bad_fee"),
        ({"worker": 2}, "bad_fee"),
        (None, "fee_required"),
    ],
)
def test_a_fee_the_player_cannot_pay_is_refused(fee, code):
    game = Game()
    game.play(0, PASS)
    move = {"type": "build_city", "area": "ur"}
    if fee is not None:
        move["fee"] = fee
    assert _refused(game, 1, move) == code


@pytest.mark.parametrize("fee", [{"resource": "grain"}, {"worker": 1}, {"army": 1}])
def test_a_fee_before_anybody_passed_is_refused(fee):
    game = Game()
    assert _refused(game, 0, {"type": "build_city", "area": "ur", "fee": fee}) == "no_fee_yet"


def test_an_army_fee_is_listed_only_where_the_army_left_is_enough():
    game = Game()
    game.run(
        (0, {"type": "start_empire", "empire": "sumer", "area": "ur", "armies_in": 1}),
        (1, PASS),
        (2, PASS),
    )
    assert game.state["armies_available"][0] == 2
    invades = fees_by_action(game.legal(0))[
        key_of({"type": "expand", "kind": "invade", "area": "uruk"})
    ]
    assert {"army": 1} in invades  # 2 armies: one pays, one invades
    assert_fees_complete(game.state, 0)
    game.play(0, {"type": "expand", "kind": "invade", "area": "uruk", "fee": GRAIN})
    assert game.state["armies_available"][0] == 1 and game.to_act() == [0]
    by_action = fees_by_action(game.legal(0))
    expands = [fees for action, fees in by_action.items() if '"expand"' in action]
    assert expands and all({"army": 1} not in fees and GRAIN in fees for fees in expands)
    assert {"army": 1} in by_action[key_of({"type": "build_city", "area": "lagash"})]
    assert_fees_complete(game.state, 0)
    assert (
        _refused(game, 0, {"type": "expand", "kind": "invade", "area": "umma", "fee": {"army": 1}})
        == "cannot_expand"
    )


def test_a_player_who_can_pay_no_fee_can_only_pass():
    game = Game()
    game.play(0, PASS)
    state = game.state  # seat 1 with nothing left to pay a fee with (set up directly)
    state["resources"][1] = {name: 0 for name in state["resources"][1]}
    state["workers_available"][1] = state["armies_available"][1] = 0
    assert game.legal(1) == [PASS]
    for fee in [GRAIN, {"worker": 1}, {"army": 1}]:
        move = {"type": "trade", "steps": [{"make_tool": 1}], "fee": fee}
        assert _refused(game, 1, move) == "bad_fee"
    game.play(1, PASS)


# --- place workers and scribes ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pay", "to", "count", "code"),
    [
        ("grain", "egypt", 2, "bad_count"),  # grain is worth 1
        ("lapis", "egypt", 1, "no_resource"),
        ("tool", "ur", 1, "bad_to"),  # no workers in Sumer
        ("tool", "scribes", 3, "scribes_full"),
        ("gold", "egypt", 0, "bad_count"),
    ],
)
def test_place_workers_refusals(pay, to, count, code):
    game = Game()
    assert _refused(game, 0, place(pay, to, count)) == code


@pytest.mark.parametrize(
    ("pay", "to", "count"),
    [
        ("grain", "guti", 1),
        ("textile", "weaving", 2),
        ("tool", "dilmun", 3),
        ("gold", "toolmakers", 4),
    ],
)
def test_place_workers_up_to_the_value(pay, to, count):
    game = Game()
    before = game.hand(0)[pay]
    game.play(0, place(pay, to, count))
    view = game.view()
    where = view["boxes"][to] if to in view["boxes"] else view["areas"][to]["workers"]
    assert where["0"] == count + (1 if to == "weaving" else 0)
    assert view["players"][0]["workers_available"] == 10 - count
    assert view["players"][0]["resources"][pay] == before - 1


def test_scribes_place_and_move_once_each_and_not_in_the_action_that_placed_them():
    game = Game()
    scribe_now = place("textile", "scribes", 2, scribe_moves=[{"from": "available", "to": "egypt"}])
    assert _refused(game, 0, scribe_now) == "no_scribe"
    game.play(0, place("textile", "scribes", 2))
    game.run((1, PASS), (2, PASS))
    moves = [{"from": "available", "to": "egypt"}, {"from": "irrigation", "to": "weaving"}]
    game.play(0, place("grain", "egypt", 1, scribe_moves=moves, fee={"resource": "wood"}))
    view = game.view()
    assert view["areas"]["egypt"]["workers"]["0"] == 2
    assert view["boxes"]["irrigation"]["0"] == 0 and view["boxes"]["weaving"]["0"] == 2
    assert view["boxes"]["scribes_used"]["0"] == 2
    assert view["players"][0]["workers_available"] == 10 - 2 - 2
    only_scribe = {
        "type": "place_workers",
        "pay": None,
        "fee": {"resource": "grain"},
        "scribe_moves": [{"from": "available", "to": "egypt"}],
    }
    assert _refused(game, 0, only_scribe) == "no_scribe"


def test_scribe_without_paying_and_scribes_reset_next_turn():
    game = Game()
    game.play(0, place("textile", "scribes", 1))
    game.play(1, place("grain", "egypt", 1))
    game.play(2, place("grain", "egypt", 1))
    only_scribe = {
        "type": "place_workers",
        "pay": None,
        "scribe_moves": [{"from": "available", "to": "egypt"}],
    }
    game.play(0, only_scribe)
    assert game.view()["boxes"]["scribes_used"] == {"0": 1, "1": 0, "2": 0}
    assert game.view()["areas"]["egypt"]["workers"] == {"0": 1, "1": 1, "2": 1}
    game.finish_turn()
    game.finish_turn()  # turn 2 declines a scribe: turn 3 starts with none used
    assert game.view()["boxes"]["scribes_used"] == {"0": 0, "1": 0, "2": 0}


@pytest.mark.parametrize(
    "fee",
    [{"army": True}, {"worker": True}, {"resource": "grain", "army": 1}, {"resource": 1}, "grain"],
)
def test_a_fee_is_exactly_one_piece(fee):
    game = Game()
    game.play(0, PASS)
    assert _refused(game, 1, place("grain", "egypt", 1, fee=fee)) in ("bad_fee", "fee_required")


def test_an_action_needing_the_last_grain_is_listed_with_every_other_fee():
    game = Game()
    for _ in range(4):
        game.run(
            (0, place("grain", "egypt", 1)),
            (1, place("grain", "egypt", 1)),
            (2, place("grain", "egypt", 1)),
        )
    game.play(0, PASS)
    assert game.hand(1)["grain"] == 1
    moves = game.legal(1)
    others = [
        fee for fee in fees_by_action(moves)[key_of(place("textile", "egypt", 1))] if fee != GRAIN
    ]
    pay_grain = [m for m in moves if m["type"] == "place_workers" and m.get("pay") == "grain"]
    assert pay_grain and all(m["fee"] != GRAIN for m in pay_grain)
    assert sorted_fees(
        fees_by_action(pay_grain)[key_of(place("grain", "egypt", 1))]
    ) == sorted_fees(others)
    assert {**place("textile", "egypt", 1), "fee": GRAIN} in moves
    assert _refused(game, 1, place("grain", "egypt", 1, fee=GRAIN)) == "no_resource"
    assert_fees_complete(game.state, 1)
    game.play(1, pay_grain[0])
    assert game.hand(1)["grain"] == 0 and game.hand(1)["textile"] == 2
