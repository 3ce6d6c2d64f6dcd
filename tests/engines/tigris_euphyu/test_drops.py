"""Drawing and dropping a pair: the four orientations, splitting, the top row, legal moves, refusals."""

from __future__ import annotations

import pytest

from engines import IllegalMove, Rng
from tests.engines.tigris_euphyu.scripted_game import (
    ENGINE,
    ScriptedGame,
    colours,
    of_type,
    quiet_pair,
)


def test_seat_0_starts_with_a_drawn_pair():
    game = ScriptedGame(3, "RB GK")
    assert game.events[1] == {"type": "pair_drawn", "seat": 0, "tiles": ["red", "blue"]}
    assert ENGINE.to_act(game.state) == [0]
    assert game.view()["pair"] == ["red", "blue"]
    assert game.view()["bag_size"] == 151


@pytest.mark.parametrize(
    ("column", "orientation", "expected_columns"),
    [
        (1, "vertical", {1: "RB"}),
        (1, "vertical-flipped", {1: "BR"}),
        (1, "horizontal", {1: "R", 2: "B"}),
        (1, "horizontal-flipped", {1: "B", 2: "R"}),
        (0, "vertical", {0: "RB"}),
        (4, "vertical-flipped", {4: "BR"}),
        (3, "horizontal", {3: "R", 4: "B"}),
    ],
)
def test_orientations_place_pair_0_and_pair_1(column, orientation, expected_columns):
    game = ScriptedGame(1, "RB")
    game.drop(0, column, orientation)
    for each in range(5):
        assert game.column(0, each) == expected_columns.get(each, "")


def test_a_horizontal_pair_on_uneven_ground_splits():
    game = ScriptedGame(1, "RB GK RB")
    game.turn(0, 0, "vertical")
    game.turn(0, 0, "vertical")  # column 0 now 4 high
    events = game.drop(0, 0, "horizontal")
    assert events[0] == {
        "type": "pair_dropped",
        "seat": 0,
        "column": 0,
        "orientation": "horizontal",
        "tiles": [
            {"color": "red", "column": 0, "row": 4},
            {"color": "blue", "column": 1, "row": 0},
        ],
    }
    assert game.column(0, 0) == "RBGKR"
    assert game.column(0, 1) == "B"


def _fill_column_0_to_seven(game):
    for index in range(3):
        _pair, column = quiet_pair(index)
        assert column == 0
        game.turn(0, 0, "vertical")
    game.turn(0, 0, "horizontal")  # red to row 6 of column 0, blue to column 1


def test_a_drop_above_the_top_row_is_illegal_and_not_listed():
    front = "".join(quiet_pair(index)[0] for index in range(3)) + "RB" + "GK"
    game = ScriptedGame(1, front)
    _fill_column_0_to_seven(game)
    assert game.column(0, 0) == "RGRGRGR" and game.column(0, 1) == "B"
    moves = ENGINE.legal_moves(game.state, 0)
    assert {"type": "drop", "column": 0, "orientation": "vertical"} not in moves
    assert {"type": "drop", "column": 0, "orientation": "horizontal"} in moves
    assert len(moves) == 16  # 18 on an empty well, less the two vertical drops in column 0
    for orientation in ("vertical", "vertical-flipped"):
        with pytest.raises(IllegalMove) as refused:
            game.drop(0, 0, orientation)
        assert refused.value.code == "well_overflow"
    game.drop(0, 0, "horizontal-flipped")  # one tile to row 7 is fine
    assert game.column(0, 0) == "RGRGRGRK"


def test_an_empty_well_offers_18_drops_and_each_is_accepted():
    game = ScriptedGame(2, "RB")
    moves = ENGINE.legal_moves(game.state, 0)
    assert len(moves) == 18
    assert ENGINE.legal_moves(game.state, 1) == []
    for move in moves:
        assert ENGINE.decide(game.state, 0, move, Rng(b"x", "1"))


@pytest.mark.parametrize(
    ("move", "code"),
    [
        ({"type": "drop", "column": 4, "orientation": "horizontal"}, "bad_column"),
        ({"type": "drop", "column": 5, "orientation": "vertical"}, "bad_column"),
        ({"type": "drop", "column": -1, "orientation": "vertical"}, "bad_column"),
        ({"type": "drop", "column": True, "orientation": "vertical"}, "bad_column"),
        ({"type": "drop", "column": "1", "orientation": "vertical"}, "bad_column"),
        ({"type": "drop", "orientation": "vertical"}, "bad_column"),
        ({"type": "drop", "column": 1, "orientation": "diagonal"}, "bad_orientation"),
        ({"type": "drop", "column": 1}, "bad_orientation"),
        ({"type": "end_turn"}, "wrong_step"),
        ({"type": "attack", "target": 1, "column": 0, "wall": "red"}, "wrong_step"),
        ({"type": "send_walls", "target": 1}, "wrong_step"),
        ({"type": "rotate"}, "unknown_move"),
        ({"column": 1}, "unknown_move"),
        ("drop", "unknown_move"),
    ],
)
def test_malformed_or_untimely_moves_are_refused(move, code):
    game = ScriptedGame(2, "RB")
    with pytest.raises(IllegalMove) as refused:
        game.play(0, move)
    assert refused.value.code == code


def test_only_the_player_whose_turn_it_is_may_move():
    game = ScriptedGame(2, "RB GK")
    with pytest.raises(IllegalMove) as refused:
        game.drop(1, 0)
    assert refused.value.code == "not_your_turn"
    game.drop(0, 0)
    with pytest.raises(IllegalMove) as twice:
        game.drop(0, 1)
    assert twice.value.code == "wrong_step"


def test_end_turn_is_explicit_and_draws_the_next_pair():
    game = ScriptedGame(2, "RB GK")
    game.drop(0, 2)
    assert ENGINE.to_act(game.state) == [0]
    assert ENGINE.legal_moves(game.state, 0) == [{"type": "end_turn"}]
    events = game.end_turn(0)
    assert events == [
        {"type": "turn_ended", "seat": 0},
        {"type": "pair_drawn", "seat": 1, "tiles": colours("GK")},
    ]
    assert ENGINE.to_act(game.state) == [1]
    assert of_type(game.events, "pair_drawn")[-1]["seat"] == 1


@pytest.mark.parametrize("seat", [0.0, True, None, "0", [0]])
def test_a_seat_that_is_not_a_whole_number_is_refused(seat):
    game = ScriptedGame(2, "RB")
    with pytest.raises(IllegalMove) as refused:
        game.play(seat, {"type": "drop", "column": 0, "orientation": "vertical"})
    assert refused.value.code == "not_your_turn"
    assert ENGINE.legal_moves(game.state, seat) == []
