"""Monuments: offered when a placed tile completes a 2x2, built or declined without using an
action, evicting leaders, scoring for the active player at the end of its turn (rules: After an
action, End of turn)."""

from __future__ import annotations

from tests.engines.tigris_euphrates.table import ENGINE, PASS, Table, commit, leader, tile

ZERO = {"red": 0, "blue": 0, "green": 0, "black": 0}
REDS = ["red"] * 6
RED_MONUMENTS = ["red-blue", "red-green", "red-black"]


def _offer(with_priest: bool) -> Table:
    """Seat 0 completes the red 2x2 [4,4]-[5,5]; with its priest at [6,4] next to [5,4]."""
    table = Table([REDS, REDS])
    table.turn(tile("red", 4, 4), tile("red", 5, 4))
    table.turn()
    table.turn(*([leader("red", 6, 4)] if with_priest else []), tile("red", 4, 5))
    table.turn()
    events = table.play(0, tile("red", 5, 5))
    assert events[-1] == {
        "type": "monument_offered",
        "seat": 0,
        "color": "red",
        "options": [[4, 4]],
        "monuments": RED_MONUMENTS,
    }
    return table


def test_offer_lists_every_monument_with_that_colour_and_decline():
    table = _offer(with_priest=True)
    assert table.to_act == [0] and table.pending["kind"] == "monument"
    assert ENGINE.legal_moves(table.state, 0) == [
        *({"type": "build_monument", "monument": name, "at": [4, 4]} for name in RED_MONUMENTS),
        {"type": "decline_monument"},
    ]
    bad = {"type": "build_monument", "monument": "blue-green", "at": [4, 4]}
    assert table.refuse(0, bad) == "bad_monument"
    bad = {"type": "build_monument", "monument": "red-blue", "at": [5, 5]}
    assert table.refuse(0, bad) == "bad_square"
    assert table.refuse(0, PASS) == "decision_pending"


def test_red_monument_turns_tiles_face_down_and_evicts_the_priest_without_using_an_action():
    table = _offer(with_priest=True)
    assert table.points(0) == {**ZERO, "red": 2}
    events = table.play(0, {"type": "build_monument", "monument": "red-black", "at": [4, 4]})
    assert events == [
        {"type": "monument_built", "seat": 0, "monument": "red-black", "at": [4, 4]},
        {
            "type": "leader_returned",
            "seat": 0,
            "leader": "red",
            "from": [6, 4],
            "reason": "no_temple",
        },
    ]
    for x, y in [(4, 4), (5, 4), (4, 5), (5, 5)]:
        square = table.square(x, y)
        assert square["face_down"] and square["monument"] == "red-black" and square["tile"] is None
    assert table.view()["monuments_left"] == [
        "red-blue",
        "red-green",
        "blue-green",
        "blue-black",
        "green-black",
    ]
    assert table.state.actions_left == 1 and table.to_act == [0]
    assert table.refuse(0, leader("red", 3, 4)) == "needs_temple"  # face-down is no temple


def test_declined_block_is_gone_but_an_overlapping_one_is_offered_later():
    table = _offer(with_priest=False)
    events = table.play(0, {"type": "decline_monument"})
    assert events == [{"type": "monument_declined", "seat": 0, "options": [[4, 4]]}]
    assert table.square(4, 4)["face_down"] is False and table.state.actions_left == 1
    table.play(0, tile("red", 6, 4))  # completes nothing
    assert table.pending is None
    table.turn()
    events = table.play(0, tile("red", 6, 5))
    assert events[-1]["type"] == "monument_offered" and events[-1]["options"] == [[5, 4]]


def test_monument_scores_each_of_its_colours_for_the_active_players_leaders():
    table = _offer(with_priest=True)
    table.play(0, {"type": "build_monument", "monument": "red-black", "at": [4, 4]})
    events = table.play(0, tile("red", 4, 6))  # joins the monument, no leader there
    assert "points_scored" not in table.types(events)
    table.turn()
    table.play(0, leader("black", 5, 6))
    events = table.play(0, tile("red", 3, 4))  # the king takes red without a priest
    scored = [
        (e["color"], e["points"], e["reason"]) for e in events if e["type"] == "points_scored"
    ]
    assert scored == [("red", 1, "tile"), ("black", 1, "monument")]  # the king scores black only
    events = table.turn()  # seat 1 has no leader there: nothing
    assert "points_scored" not in table.types(events)
    table.play(0, leader("red", 2, 4))
    events = table.play(0, PASS)
    scored = [(e["color"], e["points"]) for e in events if e["type"] == "points_scored"]
    assert scored == [("red", 1), ("black", 1)]
    assert table.points(0) == {**ZERO, "red": 2 + 1 + 1, "black": 2}
    assert table.points(1) == ZERO


def test_a_monument_on_a_treasure_temple_keeps_the_treasure():
    table = Table([REDS, REDS])
    table.turn(tile("red", 9, 6), tile("red", 8, 7))
    table.turn()
    events = table.play(0, tile("red", 9, 7))
    assert events[-1]["options"] == [[8, 6]]
    table.play(0, {"type": "build_monument", "monument": "red-green", "at": [8, 6]})
    assert table.square(8, 6)["face_down"] and table.square(8, 6)["treasure"] == "normal"
    assert table.view()["treasures_left"] == 10


def test_face_down_tiles_neither_add_strength_nor_are_removed_in_a_war():
    """Seat 0's king [8,5] has black [7,5], [7,4], [6,4], [6,5] (built into blue-black) and
    [8,4]; seat 1's king [10,5] has black [11,5]. The war counts one face-up black each."""
    table = Table([["black"] * 5 + ["red"], ["red", "black", "red", "red", "red", "red"]])
    table.turn(leader("black", 8, 5), tile("black", 7, 5))
    table.turn(tile("red", 10, 6), leader("black", 10, 5))
    table.turn(tile("black", 7, 4), tile("black", 6, 4))
    table.turn(tile("black", 11, 5))
    table.play(0, tile("black", 6, 5))
    table.play(0, {"type": "build_monument", "monument": "blue-black", "at": [6, 4]})
    table.turn(tile("black", 8, 4))
    assert table.points(0) == {**ZERO, "black": 5 + 1}  # five tiles, the monument once
    table.turn()
    events = table.play(0, tile("red", 9, 6))
    war = events[-1]
    assert war["type"] == "war_started" and war["color"] == "black"
    assert (war["attacker_strength"], war["defender_strength"]) == (1, 1)
    table.play(0, commit(0))
    events = table.play(1, commit(0))
    assert events[1]["winner"] == 1 and events[1]["removed"] == [[8, 4]]
    assert table.points(1) == {**ZERO, "black": 1 + 2}
    for x, y in [(6, 4), (7, 4), (6, 5), (7, 5)]:
        assert table.square(x, y)["monument"] == "blue-black"
