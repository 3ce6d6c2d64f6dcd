"""The six actions: leaders placed, moved and withdrawn; tiles and their scoring; catastrophes;
swaps; passes (rules: Actions)."""

from __future__ import annotations

import pytest

from tests.engines.tigris_euphrates.table import ENGINE, PASS, Table, catastrophe, leader, tile

HANDS = [
    ["red", "red", "blue", "blue", "green", "green"],
    ["red", "red", "blue", "blue", "green", "black"],
]


def _three_kingdoms() -> Table:
    """Kingdoms around [8,5] (temple [8,6]), [10,5] (red [10,6]) and [9,4] (red [9,3])."""
    table = Table(HANDS)
    table.turn(leader("red", 8, 5), tile("red", 10, 6))
    table.turn(leader("black", 10, 5), tile("red", 9, 3))
    table.turn(leader("blue", 9, 4))
    table.turn()
    return table


@pytest.mark.parametrize(
    ("move", "code"),
    [
        (leader("green", 8, 8), "land_only"),  # river, next to nothing
        (leader("green", 0, 0), "needs_temple"),
        (leader("green", 8, 6), "occupied"),  # the temple itself
        (leader("green", 9, 5), "needs_temple"),  # between three kingdoms, no temple
        (leader("green", 9, 6), "joins_kingdoms"),  # temples of two kingdoms
        (leader("red", 8, 5), "same_square"),
        (leader("purple", 1, 2), "bad_color"),
        (leader("green", 16, 0), "bad_square"),
        (tile("green", 9, 5), "three_kingdoms"),
        (tile("blue", 7, 5), "river_only"),
        (tile("red", 8, 8), "land_only"),
        (tile("red", 8, 5), "occupied"),
        (tile("black", 0, 0), "not_in_hand"),
        (catastrophe(8, 5), "leader_there"),
        (catastrophe(8, 6), "treasure_there"),
        ({"type": "withdraw_leader", "leader": "green"}, "not_on_board"),
        ({"type": "swap_tiles", "tiles": ["black", "black"]}, "not_in_hand"),
        ({"type": "swap_tiles", "tiles": []}, "bad_tiles"),
        ({"type": "commit_support", "count": 0}, "no_decision_pending"),
    ],
)
def test_placement_errors(move, code):
    table = _three_kingdoms()
    assert table.to_act == [0]
    assert table.refuse(0, move) == code


def test_only_the_active_seat_may_act():
    table = Table(HANDS)
    assert table.refuse(1, PASS) == "not_your_turn"


def test_leader_moves_and_withdrawals_use_an_action_each():
    table = Table(HANDS)
    table.play(0, leader("red", 8, 5))
    assert table.state.actions_left == 1
    events = table.play(0, leader("red", 8, 7))
    assert events[0] == {
        "type": "leader_placed",
        "seat": 0,
        "leader": "red",
        "at": [8, 7],
        "from": [8, 5],
    }
    assert table.leader_at(8, 5) is None
    assert table.leader_at(8, 7) == {"seat": 0, "color": "red"}
    assert table.to_act == [1]
    table.turn()
    events = table.play(0, {"type": "withdraw_leader", "leader": "red"})
    assert events == [{"type": "leader_withdrawn", "seat": 0, "leader": "red", "from": [8, 7]}]
    assert table.view(0)["players"][0]["leaders"]["red"] is None
    assert table.square(8, 7) is None


def test_a_moved_leader_no_longer_counts_on_its_old_square():
    """[9,6] touches the temple [8,6] (seat 0's priest) and the red [10,6] (seat 1's king): a
    trader from supply would join two kingdoms, but the priest itself may move there, since
    without it the temple at [8,6] is leaderless."""
    table = Table(HANDS)
    table.turn(leader("red", 8, 5), tile("red", 10, 6))
    table.turn(leader("black", 10, 5))
    assert table.refuse(0, leader("green", 9, 6)) == "joins_kingdoms"
    events = table.play(0, leader("red", 9, 6))
    assert table.types(events) == ["leader_placed"]
    assert table.leader_at(9, 6) == {"seat": 0, "color": "red"}
    assert table.leader_at(8, 5) is None


@pytest.mark.parametrize(
    ("moves", "scored"),
    [
        # a red tile next to seat 0's priest: red to seat 0
        ([(0, leader("red", 5, 1)), (0, tile("red", 6, 1))], [(0, "red")]),
        # a blue tile in a kingdom with neither farmer nor king: nobody
        ([(0, leader("red", 5, 1)), (0, tile("blue", 4, 2))], []),
        # the king's owner takes colours without their leader
        (
            [
                (0, leader("red", 5, 1)),
                (0, PASS),
                (1, leader("black", 6, 2)),
                (1, tile("blue", 4, 2)),
            ],
            [(1, "blue")],
        ),
        # the farmer's owner takes blue even when the king is there
        (
            [
                (0, leader("blue", 5, 1)),
                (0, PASS),
                (1, leader("black", 6, 2)),
                (1, tile("blue", 4, 2)),
            ],
            [(0, "blue")],
        ),
        # a tile touching no kingdom scores nothing
        ([(0, tile("green", 0, 0))], []),
    ],
)
def test_tile_scoring_goes_to_the_same_colour_leader_else_the_king(moves, scored):
    table = Table(HANDS)
    events = []
    for seat, move in moves:
        events = table.play(seat, move)
    points = [(e["seat"], e["color"]) for e in events if e["type"] == "points_scored"]
    assert points == scored
    for seat in range(2):
        expected = sum(1 for s, _ in scored if s == seat)
        assert sum(table.points(seat).values()) == expected


def test_a_tile_joining_two_kingdoms_without_conflict_scores_nothing():
    table = Table(HANDS)
    table.turn(leader("red", 8, 5), tile("red", 10, 6))
    table.turn(leader("black", 10, 5))
    events = table.play(0, tile("green", 9, 6))
    assert table.types(events) == ["tile_placed", "kingdoms_united"]
    assert events[1]["wars"] == []
    assert table.points(0) == {"red": 0, "blue": 0, "green": 0, "black": 0}
    assert table.points(1) == {"red": 0, "blue": 0, "green": 0, "black": 0}
    assert table.view()["unification"] is None


def test_catastrophe_destroys_a_tile_and_evicts_unsupported_leaders():
    table = Table(HANDS, bag=["green"])
    table.turn(tile("red", 3, 5), leader("green", 3, 4))
    bag_before = table.view()["bag_size"]
    table.turn()
    events = table.play(0, catastrophe(3, 5))
    assert events == [
        {"type": "catastrophe_placed", "seat": 0, "at": [3, 5], "destroyed": "red"},
        {
            "type": "leader_returned",
            "seat": 0,
            "leader": "green",
            "from": [3, 4],
            "reason": "no_temple",
        },
    ]
    assert table.square(3, 5)["catastrophe"] is True and table.square(3, 5)["tile"] is None
    assert table.view()["bag_size"] == bag_before + 1  # the tile went back into the bag
    assert table.view()["players"][0]["catastrophes"] == 1
    assert table.refuse(0, catastrophe(3, 5)) == "catastrophe_there"
    assert table.refuse(0, tile("red", 3, 5)) == "occupied"
    table.play(0, catastrophe(8, 8))  # an empty river square
    table.turn()
    assert table.refuse(0, catastrophe(0, 0)) == "no_catastrophe"


def test_catastrophe_with_discards_out_removes_the_tile_from_the_game():
    table = Table(HANDS, discards="out")
    table.turn(tile("red", 3, 5))
    table.turn()
    bag_before = table.view()["bag_size"]
    table.play(0, catastrophe(3, 5))
    assert table.view()["bag_size"] == bag_before


def test_swap_discards_to_the_bottom_then_draws_from_the_top():
    table = Table(HANDS, bag=["black", "black"])
    events = table.play(0, {"type": "swap_tiles", "tiles": ["blue", "red"]})
    assert events[0] == {
        "type": "tiles_swapped",
        "seat": 0,
        "discarded": ["red", "blue"],
        "drawn": ["black", "black"],
    }
    assert table.hand(0) == ["red", "blue", "green", "green", "black", "black"]
    assert table.view()["bag_size"] == 131
    assert ENGINE.dump(table.state)["bag"][-2:] == "rb"  # red, blue at the bottom
    assert table.state.actions_left == 1


def test_pass_uses_one_action_and_the_turn_ends_after_two():
    table = Table(HANDS)
    assert table.play(0, PASS) == [{"type": "passed", "seat": 0}]
    assert table.to_act == [0] and table.view()["actions_left"] == 1
    events = table.play(0, PASS)
    assert table.types(events) == ["passed", "turn_started"]
    assert table.to_act == [1] and table.view()["actions_left"] == 2


def test_every_hand_refills_at_end_of_turn_active_player_first():
    table = Table(HANDS, bag=["green", "black", "blue"])
    table.turn(leader("red", 8, 5))
    table.play(1, leader("red", 7, 6))  # revolt: seat 1 attacks seat 0's priest
    table.play(1, {"type": "commit_support", "count": 1})
    table.play(0, {"type": "commit_support", "count": 2})
    events = table.play(1, PASS)
    draws = [(e["seat"], e["tiles"]) for e in events if e["type"] == "tiles_drawn"]
    assert draws == [(1, ["green"]), (0, ["black", "blue"])]
    assert table.types(events)[-1] == "turn_started" and table.to_act == [0]
