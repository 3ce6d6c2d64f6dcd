"""Interference: 4 captured tiles buy one wall in an opponent's well; 3 go back to the bag's bottom."""

from __future__ import annotations

import pytest

from engines import IllegalMove
from tests.engines.tigris_euphyu.scripted_game import (
    ENGINE,
    ScriptedGame,
    colours,
    quiet_pair,
)


def _reds_popped(pops: int, seat_1_quiet: list[int], tail: str = "") -> ScriptedGame:
    """Classic, 2 players: seat 0 drops red pairs into column 0 (popping every 2nd turn) for
    2*pops turns while seat 1 fills its well quietly with the given quiet pairs."""
    front = ""
    for turn in range(2 * pops):
        front += "RR" + quiet_pair(seat_1_quiet[turn])[0]
    game = ScriptedGame(2, front + tail)
    for turn in range(2 * pops - 1):
        game.turn(0, 0)
        game.turn(1, quiet_pair(seat_1_quiet[turn])[1])
    game.drop(0, 0)  # the last one pops; seat 0 has not ended this turn
    return game


def test_an_attack_spends_4_captured_tiles_for_a_wall_in_an_opponents_well():
    game = _reds_popped(1, [0, 1])
    assert game.player(0)["captured"]["red"] == 4
    moves = ENGINE.legal_moves(game.state, 0)
    assert moves[0] == {"type": "end_turn"}
    assert len(moves) == 6  # end_turn + wall red / return red x3 / seat 1 / columns 0-4
    bag_before = game.view()["bag_size"]
    events = game.attack(0, target=1, column=2, wall="R", returned="RRR")
    assert events == [
        {
            "type": "attacked",
            "seat": 0,
            "target": 1,
            "column": 2,
            "wall": "red",
            "returned": ["red", "red", "red"],
            "landed": [2, 0],
        }
    ]
    assert game.player(0)["captured"]["red"] == 0
    assert game.player(1)["walls"] == [{"column": 2, "row": 0, "color": "red"}]
    assert game.column(1, 2) == "W"
    assert game.view()["bag_size"] == bag_before + 3
    assert game.bag()[-3:] == ["red", "red", "red"]
    assert ENGINE.legal_moves(game.state, 0) == [{"type": "end_turn"}]


def test_captures_of_earlier_turns_count_and_attacks_repeat_while_4_are_held():
    # seat 0: two reds, two reds (pop), two blues, two blues (pop) -> holds 4 red, 4 blue
    front = "RR" + quiet_pair(0)[0] + "RR" + quiet_pair(1)[0]
    front += "BB" + quiet_pair(2)[0] + "BB"
    game = ScriptedGame(2, front)
    for _turn in range(3):
        game.turn(0, 0)
        game.turn(1, 0)
    game.drop(0, 0)
    assert game.player(0)["captured"] == {"red": 4, "blue": 4, "green": 0, "black": 0}
    # wall red + 4 ways to return 3 of R3 B4, wall blue + 4 ways from R4 B3; 5 columns each
    assert len(ENGINE.legal_moves(game.state, 0)) == 1 + 8 * 5
    game.attack(0, target=1, column=3, wall="R", returned="RBB")
    game.attack(0, target=1, column=3, wall="B", returned="RRB")
    assert game.player(0)["captured"] == {"red": 0, "blue": 0, "green": 0, "black": 0}
    assert game.player(1)["walls"] == [
        {"column": 3, "row": 0, "color": "red"},
        {"column": 3, "row": 1, "color": "blue"},
    ]
    assert game.bag()[-6:] == colours("RBB RRB")  # returned tiles at the bottom, in order
    assert ENGINE.legal_moves(game.state, 0) == [{"type": "end_turn"}]


@pytest.mark.parametrize(
    ("attack", "code"),
    [
        ({"return": ["red", "red"]}, "bad_return"),
        ({"return": ["red", "red", "red", "red"]}, "bad_return"),
        ({"return": "red"}, "bad_return"),
        ({"return": ["red", "red", "crimson"]}, "bad_return"),
        ({"wall": "purple"}, "bad_colour"),
        ({"wall": "blue"}, "not_enough_captured"),
        ({"return": ["red", "red", "blue"]}, "not_enough_captured"),
        ({"target": 0}, "bad_target"),
        ({"target": 2}, "bad_target"),
        ({"target": True}, "bad_target"),
        ({"column": 5}, "bad_column"),
        ({"column": None}, "bad_column"),
    ],
)
def test_refused_attacks(attack, code):
    game = _reds_popped(1, [0, 1])
    move = {"type": "attack", "target": 1, "column": 0, "wall": "red", "return": ["red"] * 3}
    with pytest.raises(IllegalMove) as refused:
        game.play(0, {**move, **attack})
    assert refused.value.code == code


@pytest.mark.parametrize(
    "returned", [["blue", "red", "red"], ["red", "blue", "red"], ["black", "green", "red"]]
)
def test_returned_tiles_must_be_listed_red_blue_green_black(returned):
    front = "RR" + quiet_pair(0)[0] + "RR" + quiet_pair(1)[0] + "BB" + quiet_pair(2)[0]
    front += "BB" + quiet_pair(3)[0] + "GG" + quiet_pair(4)[0] + "GG" + "KK" + "KK"
    game = ScriptedGame(2, front)
    game.turn(0, 0)
    game.turn(1, 0)
    game.drop(0, 0)
    with pytest.raises(IllegalMove) as refused:
        game.play(
            0, {"type": "attack", "target": 1, "column": 0, "wall": "red", "return": returned}
        )
    assert refused.value.code == "return_order"


@pytest.mark.parametrize(
    ("seat_1_quiet", "aimed_at", "landed"),
    [
        ([0, 1, 2, 3], 2, [2, 0]),  # room: the aimed column
        ([0, 1, 2, 3], 0, [1, 0]),  # column 0 full: the next column to the right
        ([16, 17, 18, 19], 4, [0, 0]),  # column 4 full: wraps to column 0
        ([16, 17, 18, 19], 3, [3, 0]),
    ],
)
def test_a_wall_into_a_full_column_goes_right_wrapping(seat_1_quiet, aimed_at, landed):
    game = _reds_popped(2, [*seat_1_quiet, 5, 6])
    game.end_turn(0)
    game.turn(1, quiet_pair(seat_1_quiet[3])[1])
    game.drop(0, 4)  # seat 0's 5th pair (from the bag's rest)
    assert game.player(0)["captured"]["red"] == 8
    events = game.attack(0, target=1, column=aimed_at, wall="R", returned="RRR")
    assert events[0]["landed"] == landed
    assert game.player(1)["walls"] == [{"column": landed[0], "row": landed[1], "color": "red"}]
