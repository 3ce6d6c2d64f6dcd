"""Revolts and wars: supporters attacker then defender, ties to the defender, removed tiles,
points, several wars in the active player's order, re-checked after each (rules: Conflicts)."""

from __future__ import annotations

import pytest

from tests.engines.tigris_euphrates.table import (
    ENGINE,
    Table,
    catastrophe,
    commit,
    leader,
    tile,
)

ZERO = {"red": 0, "blue": 0, "green": 0, "black": 0}


def _revolt() -> Table:
    """Seat 1's priest enters the kingdom of seat 0's priest at [8,5]: a revolt."""
    table = Table([["red"] * 4 + ["black", "green"], ["red"] * 4 + ["black", "green"]])
    table.turn(leader("red", 8, 5))
    events = table.play(1, leader("red", 7, 6))
    assert events[1] == {
        "type": "revolt_started",
        "color": "red",
        "attacker": 1,
        "defender": 0,
        "attacker_at": [7, 6],
        "defender_at": [8, 5],
        "attacker_strength": 1,
        "defender_strength": 1,
    }
    return table


@pytest.mark.parametrize(
    ("attacker", "defender", "winner", "survivor", "gone"),
    [
        (2, 1, 1, (7, 6), (8, 5)),  # 3 against 2: the newcomer wins
        (1, 1, 0, (8, 5), (7, 6)),  # 2 against 2: a tie goes to the defender
        (0, 0, 0, (8, 5), (7, 6)),
        (0, 3, 0, (8, 5), (7, 6)),
        (4, 3, 1, (7, 6), (8, 5)),
    ],
)
def test_revolt_supporters_and_outcome(attacker, defender, winner, survivor, gone):
    table = _revolt()
    bag = table.view()["bag_size"]
    assert table.to_act == [1] and table.pending["kind"] == "revolt"
    assert table.refuse(1, commit(5)) == "bad_count"
    assert table.refuse(1, tile("red", 0, 0)) == "decision_pending"
    table.play(1, commit(attacker))
    assert table.to_act == [0] and table.pending["attacker_support"] == attacker
    events = table.play(0, commit(defender))
    loser = 1 - winner
    assert events[1] == {
        "type": "revolt_resolved",
        "color": "red",
        "winner": winner,
        "loser": loser,
        "loser_at": list(gone),
        "attacker_total": 1 + attacker,
        "defender_total": 1 + defender,
    }
    assert table.leader_at(*survivor) == {"seat": winner, "color": "red"}
    assert table.leader_at(*gone) is None
    assert table.points(winner) == {**ZERO, "red": 1}
    assert table.points(loser) == ZERO
    assert table.square(8, 6)["tile"] == "red"  # no board tile is removed
    assert table.view()["bag_size"] == bag + attacker + defender  # supporters discarded
    assert table.pending is None and table.to_act == [1]


def _single_war(hands=None) -> Table:
    """Seat 0: king [8,5], trader [8,7], black [7,5] and [7,7] around the temple [8,6].
    Seat 1: red [11,6], king [11,5], trader [11,7], black [10,6]. Seat 0 to play."""
    hands = hands or [
        ["black", "black", "black", "red", "red", "green"],
        ["red", "black", "black", "black", "green", "blue"],
    ]
    table = Table(hands)
    table.turn(leader("black", 8, 5), leader("green", 8, 7))
    table.turn(tile("red", 11, 6), leader("black", 11, 5))
    table.turn(tile("black", 7, 5), tile("black", 7, 7))
    table.turn(leader("green", 11, 7), tile("black", 10, 6))
    assert table.points(0) == {**ZERO, "black": 2}
    assert table.points(1) == {**ZERO, "black": 1}
    return table


def test_unification_offers_the_war_order_to_the_active_player():
    table = _single_war()
    events = table.play(0, tile("red", 9, 6))
    assert events[1:] == [
        {"type": "kingdoms_united", "seat": 0, "at": [9, 6], "wars": ["green", "black"]},
        {"type": "war_order_requested", "seat": 0, "colors": ["green", "black"]},
    ]
    assert table.points(0) == {**ZERO, "black": 2}  # the unification tile scores nothing
    assert table.pending == {"kind": "choose_war", "seat": 0, "colors": ["green", "black"]}
    assert table.refuse(0, {"type": "choose_war", "color": "red"}) == "no_such_war"
    events = table.play(0, {"type": "choose_war", "color": "black"})
    assert events == [
        {
            "type": "war_started",
            "color": "black",
            "attacker": 0,
            "defender": 1,
            "attacker_at": [8, 5],
            "defender_at": [11, 5],
            "attacker_strength": 2,
            "defender_strength": 1,
            "unification": [9, 6],
        }
    ]


def test_won_war_removes_the_losers_tiles_and_a_separated_war_is_averted():
    table = _single_war()
    table.play(0, tile("red", 9, 6))
    table.play(0, {"type": "choose_war", "color": "black"})
    table.play(0, commit(0))
    events = table.play(1, commit(0))
    assert events[1:4] == [
        {
            "type": "war_resolved",
            "color": "black",
            "winner": 0,
            "loser": 1,
            "loser_at": [11, 5],
            "attacker_total": 2,
            "defender_total": 1,
            "removed": [[10, 6]],
        },
        {"type": "points_scored", "seat": 0, "color": "black", "points": 2, "reason": "war"},
        # [10,6] held seat 1's trader to the unification: no green war any more
        {"type": "war_averted", "color": "green"},
    ]
    assert table.points(0) == {**ZERO, "black": 4}
    assert table.square(10, 6) is None and table.leader_at(11, 5) is None
    assert table.leader_at(11, 7) == {"seat": 1, "color": "green"}
    assert table.square(9, 6)["tile"] == "red"  # the unification tile stays, unscored
    assert table.view()["unification"] is None
    assert table.pending is None and table.to_act == [0] and table.state.actions_left == 1


def test_lost_war_then_the_next_war_is_fought_without_asking():
    table = _single_war()
    table.play(0, tile("red", 9, 6))
    table.play(0, {"type": "choose_war", "color": "black"})
    table.play(0, commit(0))
    events = table.play(1, commit(2))  # 2 + 0 against 1 + 2
    resolved = events[1]
    assert resolved["winner"] == 1 and resolved["removed"] == [[7, 5], [7, 7]]
    assert resolved["attacker_total"] == 2 and resolved["defender_total"] == 3
    assert table.points(1) == {**ZERO, "black": 1 + 3}  # leader + two tiles; supporters nothing
    assert events[3]["type"] == "war_started" and events[3]["color"] == "green"
    assert events[3]["attacker"] == 0 and events[3]["attacker_strength"] == 0
    table.play(0, commit(1))
    events = table.play(1, commit(0))
    assert events[1]["winner"] == 0 and events[1]["removed"] == []
    assert table.points(0) == {**ZERO, "black": 2, "green": 1}
    assert table.leader_at(11, 7) is None and table.leader_at(8, 7) == {"seat": 0, "color": "green"}


def _red_war() -> Table:
    """Seat 0: priest [8,5], red [7,5], red [7,6], farmer [7,7] by the temple [8,6].
    Seat 1: red [10,6], priest [10,5], red [11,6], red [10,7]. Seat 0 joins them with red [9,6]."""
    table = Table([["red"] * 5 + ["blue"], ["red"] * 6])
    table.turn(leader("red", 8, 5), tile("red", 7, 5))
    table.turn(tile("red", 10, 6), leader("red", 10, 5))
    table.turn(tile("red", 7, 6), leader("blue", 7, 7))
    table.turn(tile("red", 11, 6), tile("red", 10, 7))
    assert table.points(0) == {**ZERO, "red": 2} and table.points(1) == {**ZERO, "red": 2}
    events = table.play(0, tile("red", 9, 6))
    assert events[2]["type"] == "war_started"
    # the unification tile counts for neither side: 3 red each
    assert (events[2]["attacker_strength"], events[2]["defender_strength"]) == (3, 3)
    return table


def test_red_war_spares_treasure_temples_and_temples_next_to_other_leaders():
    table = _red_war()
    table.play(0, commit(0))
    events = table.play(1, commit(0))  # a tie: the defender wins
    assert events[1]["winner"] == 1 and events[1]["loser_at"] == [8, 5]
    # [8,6] holds a treasure, [7,6] stands next to seat 0's farmer: only [7,5] goes
    assert events[1]["removed"] == [[7, 5]]
    assert table.points(1) == {**ZERO, "red": 4}
    assert table.square(8, 6)["tile"] == "red" and table.square(7, 6)["tile"] == "red"
    assert table.square(9, 6)["tile"] == "red"


def test_red_war_won_by_the_attacker_clears_the_defenders_kingdom():
    table = _red_war()
    bag = table.view()["bag_size"]
    table.play(0, commit(1))
    events = table.play(1, commit(0))
    assert events[1]["winner"] == 0
    assert events[1]["removed"] == [[10, 6], [11, 6], [10, 7]]
    assert table.points(0) == {**ZERO, "red": 2 + 4}
    assert table.view()["bag_size"] == bag + 3 + 1  # removed tiles, then the supporter
    assert ENGINE.dump(table.state)["bag"][-4:] == "rrrr"


def test_active_player_orders_wars_it_is_not_in_and_the_next_seat_attacks():
    reds = ["red"] * 6
    table = Table([reds, reds, ["green"] * 6])
    table.turn(leader("black", 8, 5), leader("green", 8, 7))
    table.turn(tile("red", 10, 6), leader("black", 10, 5))
    table.turn()
    table.turn()
    table.turn(leader("green", 10, 7))
    events = table.play(2, tile("green", 9, 6))
    assert events[-1] == {"type": "war_order_requested", "seat": 2, "colors": ["green", "black"]}
    assert table.to_act == [2]
    events = table.play(2, {"type": "choose_war", "color": "green"})
    assert (events[0]["attacker"], events[0]["defender"]) == (0, 1)  # seat 0 follows seat 2
    assert table.to_act == [0]
    table.play(0, commit(0))
    events = table.play(1, commit(0))
    assert events[1]["winner"] == 1 and events[1]["loser_at"] == [8, 7]
    assert events[3]["type"] == "war_started" and events[3]["color"] == "black"
    table.play(0, commit(0))
    table.play(1, commit(0))
    assert table.points(1) == {**ZERO, "green": 1, "black": 1}
    assert table.points(2) == ZERO
    assert table.to_act == [2] and table.state.actions_left == 1


def test_a_leader_moved_into_a_kingdom_with_its_colour_starts_a_revolt():
    """Seat 1's priest stands by the red [3,5]; moved next to the temple [8,6] it revolts
    against seat 0's priest there, with the supporters public as soon as committed."""
    table = Table([["red"] * 6, ["red"] * 6])
    table.turn(leader("red", 8, 5))
    table.turn(tile("red", 3, 5), leader("red", 3, 4))
    table.turn()
    events = table.play(1, leader("red", 9, 6))
    assert events[0]["from"] == [3, 4]
    assert events[1]["type"] == "revolt_started" and events[1]["attacker_at"] == [9, 6]
    table.play(1, commit(2))
    for seat in (0, 1, None):
        assert table.view(seat)["pending"]["attacker_support"] == 2
    table.play(0, commit(0))
    assert table.leader_at(9, 6) == {"seat": 1, "color": "red"}
    assert table.leader_at(8, 5) is None and table.leader_at(3, 4) is None


def test_catastrophe_splits_a_kingdom_and_a_tile_may_join_the_halves_again():
    """Seat 0: priest [8,5] by the temple [8,6], red [9,5], king [10,5] by the red [10,6]: one
    kingdom through [9,5] until a catastrophe there splits it in two."""
    table = Table([["red"] * 6, ["red"] * 6])
    table.turn(leader("red", 8, 5), tile("red", 9, 5))
    table.turn()
    table.turn(tile("red", 10, 6), leader("black", 10, 5))
    table.turn()
    table.play(0, catastrophe(9, 5))
    assert table.square(9, 5)["catastrophe"] is True
    assert table.leader_at(8, 5) and table.leader_at(10, 5)  # each keeps a temple
    events = table.play(0, tile("red", 9, 6))  # touches both halves, now two kingdoms
    assert events[1] == {"type": "kingdoms_united", "seat": 0, "at": [9, 6], "wars": []}
    assert table.points(0) == {**ZERO, "red": 1}  # [9,5] scored; [10,6] and [9,6] nothing


def test_with_discards_out_supporters_and_war_losses_leave_the_game():
    table = Table([["red"] * 5 + ["blue"], ["red"] * 6], discards="out")
    table.turn(leader("red", 8, 5), tile("red", 7, 5))
    table.turn(tile("red", 10, 6), leader("red", 10, 5))
    bag = table.view()["bag_size"]
    table.play(0, tile("red", 9, 6))
    table.play(0, commit(2))
    events = table.play(1, commit(1))
    assert events[1]["winner"] == 0 and events[1]["removed"] == [[10, 6]]
    assert table.view()["bag_size"] == bag
