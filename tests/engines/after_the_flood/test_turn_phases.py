"""Collect, decline, order of play, VP, end of turn: the phases that need no decision."""

from __future__ import annotations

import pytest

from engines.after_the_flood.data import PRODUCTION
from engines.after_the_flood.phases import production
from tests.engines.after_the_flood.game_setup import Game, of_type, place


@pytest.mark.parametrize(
    ("irrigation", "grain", "weaving", "textile"),
    [
        ([1, 1, 1], [5, 5, 5], [1, 1, 1], [3, 3, 3]),
        ([3, 1, 1], [6, 4, 4], [3, 1, 1], [3, 2, 2]),  # 1st-2nd-2nd: the rulebook's 6/4/4
        ([2, 2, 1], [6, 6, 4], [2, 2, 1], [3, 3, 2]),
        ([3, 2, 1], [6, 4, 3], [3, 2, 1], [3, 2, 1]),
        ([2, 1, 0], [6, 4, 0], [2, 1, 0], [3, 2, 0]),  # a player without workers takes nothing
        ([0, 0, 4], [0, 0, 6], [0, 0, 0], [0, 0, 0]),
    ],
)
def test_production_by_dense_rank(irrigation, grain, weaving, textile):
    assert production(irrigation, PRODUCTION["grain"]) == grain
    assert production(weaving, PRODUCTION["textile"]) == textile


def test_start_gives_the_hand_workers_and_first_collection():
    game = Game()
    view = game.view(0)
    assert view["turn"] == 1 and view["phase"] == "actions" and view["to_act"] == [0]
    assert game.hand(0) == {
        "grain": 5,
        "wood": 1,
        "metal": 1,
        "textile": 3,
        "tool": 1,
        "oil": 1,
        "gold": 1,
        "lapis": 0,
    }
    assert view["players"][1]["workers_available"] == 10
    assert view["players"][1]["workers_unavailable"] == 13
    assert view["boxes"]["irrigation"] == {"0": 1, "1": 1, "2": 1}
    assert view["stock"]["grain"] == 22 - 15 and view["stock"]["textile"] == 15 - 9
    assert view["stock"]["wood"] == 12 - 3


def _turn_one_with_irrigation_3_1_1(bids):
    game = Game()
    game.play(0, place("textile", "irrigation", 2))
    events = game.finish_turn(bids)
    return game, events


def test_grain_6_4_4_for_first_second_second_and_decline_to_two():
    # Bids 4 and 3 grain go back to the stock at the end of turn 1: 7 + 7 = 14 = 6 + 4 + 4.
    game, _ = _turn_one_with_irrigation_3_1_1({1: {"grain": 4}, 2: {"grain": 3}})
    events = game.events
    began = of_type(events, "turn_began")[-1]
    assert began["turn"] == 2 and began["grain"] == [6, 4, 4]
    # Textile: 15 - 9 + 1 paid = 7 in the stock for 3 + 3 + 3; seat 0, last in order, gets 1.
    assert began["textile"] == [1, 3, 3]
    assert game.state["order"] == [1, 2, 0]
    declined = of_type(events, "workers_declined")[-1]
    # Irrigation 3/1/1: the leader drops to 2, the others remove that same 1.
    assert declined["removed"] == [
        {"irrigation": 1},
        {"irrigation": 1},
        {"irrigation": 1},
    ]
    assert game.view()["boxes"]["irrigation"] == {"0": 2, "1": 0, "2": 0}


def test_short_stock_collects_in_order_of_play():
    # Only 7 + 2 + 1 = 10 grain in the stock: seat 1 (first) takes 4, seat 2 takes 4, seat 0 only 2.
    game, _ = _turn_one_with_irrigation_3_1_1({1: {"grain": 2}, 2: {"grain": 1}})
    began = of_type(game.events, "turn_began")[-1]
    assert game.state["order"] == [1, 2, 0]
    assert began["grain"] == [2, 4, 4]
    assert game.view()["stock"]["grain"] == 0


def test_decline_removes_two_from_each_player_and_one_per_area_and_box():
    game = Game()
    game.run(
        (0, place("tool", "irrigation", 3)),  # irrigation 4
        (1, place("textile", "irrigation", 2)),  # 3
        (2, place("grain", "irrigation", 1)),  # 2
        (0, place("textile", "mittani", 2)),
        (1, place("textile", "dilmun", 2)),
        (2, place("textile", "scribes", 2)),
    )
    game.finish_turn()
    declined = of_type(game.events, "workers_declined")[-1]["removed"]
    assert declined == [
        {"mittani": 1, "irrigation": 2},
        {"dilmun": 2, "irrigation": 2},
        {"irrigation": 2, "scribes": 1},  # the same 2: all he has
    ]
    view = game.view()
    assert view["boxes"]["irrigation"] == {"0": 2, "1": 1, "2": 0}
    assert view["boxes"]["weaving"] == {"0": 1, "1": 1, "2": 1}  # weaving 1/1/1: no cut
    assert view["areas"]["mittani"]["workers"]["0"] == 1
    assert view["areas"]["dilmun"]["workers"]["1"] == 0
    assert view["boxes"]["scribes"]["2"] == 1


def test_decline_happens_on_turns_two_and_four_only():
    game = Game()
    for _ in range(5):
        game.finish_turn()
    declines = [
        event["turn"]
        for event in game.events
        if event["type"] == "turn_began"
        and game.events[game.events.index(event) + 1]["type"] == "workers_declined"
    ]
    assert declines == [2, 4]
    assert game.state["phase"] == "over"


@pytest.mark.parametrize(
    ("order", "bids", "next_order"),
    [
        ([0, 1, 2], {0: {}, 1: {"grain": 1}, 2: {"gold": 1}}, [2, 1, 0]),
        ([0, 1, 2], {0: {"wood": 1}, 1: {"textile": 1}, 2: {}}, [0, 1, 2]),  # 2 = 2: old order kept
        ([2, 0, 1], {0: {"grain": 2}, 1: {"metal": 1}, 2: {}}, [0, 1, 2]),  # 2 = 2 again
        ([2, 0, 1], {}, [2, 0, 1]),
        ([1, 2, 0], {0: {"tool": 1, "grain": 1}, 1: {"gold": 1}, 2: {}}, [1, 0, 2]),
    ],
)
def test_order_of_play_from_bids(order, bids, next_order):
    game = Game(turn_order=order)
    game.finish_turn(bids)
    assert game.state["order"] == next_order
    assert of_type(game.events, "order_set")[-1]["order"] == next_order


def test_bids_return_to_the_stock_at_the_end_of_turn_and_workers_go_unavailable():
    game = Game()
    game.play(0, place("grain", "egypt", 1))
    game.play(1, {"type": "pass", "bid": {"gold": 1}})
    view = game.view()
    assert view["stock"]["gold"] == 7 - 3  # in the Passed box during the turn
    assert view["players"][1]["bid"] == {"gold": 1} and view["players"][1]["passed"]
    assert view["players"][1]["resources"]["gold"] == 0
    game.finish_turn()
    view = game.view()
    assert view["turn"] == 2
    assert view["stock"]["gold"] == 7 - 2
    # Seat 0 had 9 available workers at the end of turn 1: all unavailable, then 8 come back,
    # then the decline sends his Egypt worker back too.
    assert view["players"][0]["workers_unavailable"] == 13 + 9 - 8 + 1
    assert view["players"][0]["workers_available"] == 8
    assert view["areas"]["egypt"]["workers"]["0"] == 0  # declined on turn 2 (1 per area)
