"""Walls: face-down tiles that never match, cleared only beside a popping tile, removed from the game."""

from __future__ import annotations

from tests.engines.tigris_euphyu.scripted_game import ENGINE, ScriptedGame, colours, of_type


def _survival_pop_sends_two_walls(walls: str, then: str) -> ScriptedGame:
    """Survival, 2 players: seat 1 pops 4 reds on its 2nd turn, which sends `walls` (2 tiles)
    to seat 0's columns 0 and 1; seat 0 stacks green/black in column 4 meanwhile."""
    game = ScriptedGame(2, "GK RR GK RR " + walls + then, mode="survival")
    game.turn(0, 4)
    game.turn(1, 0)
    game.turn(0, 4)
    events = game.turn(1, 0)
    first, second = colours(walls)
    assert of_type(events, "walls_sent")[0]["walls"] == [
        {"color": first, "column": 0, "row": 0},
        {"color": second, "column": 1, "row": 0},
    ]
    return game


def test_walls_are_cleared_only_next_to_a_popping_tile():
    game = _survival_pop_sends_two_walls("BB", "BB GK BB")
    assert game.player(0)["walls"] == [
        {"column": 0, "row": 0, "color": "blue"},
        {"column": 1, "row": 0, "color": "blue"},
    ]
    game.turn(0, 1, "horizontal")  # blue on the wall in column 1, blue on the floor of column 2
    game.turn(1, 4)
    events = game.drop(0, 2, "horizontal")  # blues at (2,1) and (3,0): four blues touch
    step = of_type(events, "tiles_popped")[0]
    assert [(t["column"], t["row"]) for t in step["tiles"]] == [(1, 1), (2, 0), (2, 1), (3, 0)]
    assert step["walls"] == [{"color": "blue", "column": 1, "row": 0}]
    # the wall in column 0 touched only the other wall, never a popping tile: it stays
    assert game.player(0)["walls"] == [{"column": 0, "row": 0, "color": "blue"}]
    assert [game.column(0, c) for c in range(5)] == ["W", "", "", "", "GKGK"]
    # a blue wall is no blue tile: it neither joined the group nor is captured
    assert game.player(0)["captured"] == {"red": 0, "blue": 4, "green": 0, "black": 0}


def test_cleared_walls_leave_the_game():
    game = _survival_pop_sends_two_walls("BB", "BB GK BB")
    game.turn(0, 1, "horizontal")
    game.turn(1, 4)
    game.drop(0, 2, "horizontal")
    state = ENGINE.dump(game.state)
    in_wells = sum(len(column) for well in state["wells"] for column in well)
    captured = sum(sum(counts) for counts in state["captured"])
    bag = len(state["bag"])
    # 153 tiles = bag + wells + captured + the one wall that left the game; (seat 0's pop
    # sent seat 1 two more walls from the bag, which are in seat 1's well)
    assert bag + in_wells + captured == 153 - 1


def test_four_walls_in_a_row_never_pop():
    # seat 1's 2-chain sends 4 red walls to seat 0 (columns 0-3, row 0); red tiles beside them
    front = "GK RR GK RB GK BB GK RB RRRR RR"
    game = ScriptedGame(2, front, mode="survival")
    for seat_1_drop in [(0, "vertical"), (0, "horizontal"), (1, "vertical"), (0, "vertical")]:
        game.turn(0, 4)
        events = game.turn(1, *seat_1_drop)
    assert of_type(events, "chain_scored")[0]["chain"] == 2
    assert len(of_type(events, "walls_sent")[0]["walls"]) == 4
    assert [game.column(0, c) for c in range(5)] == ["W", "W", "W", "W", "GKGKGKGK"]
    events = game.drop(0, 0)  # two reds onto the red wall in column 0
    assert not of_type(events, "tiles_popped")
    assert of_type(events, "chain_scored")[0]["chain"] == 0
    assert [w["color"] for w in game.player(0)["walls"]] == ["red"] * 4
    assert game.column(0, 0) == "WRR"


def test_a_wall_above_a_pop_falls_with_gravity():
    # seat 0: column 0 = R R R G; seat 1's pop sends walls to (0,4) and (1,0); a red at (1,1)
    # pops the reds with the wall at (1,0) beside them; the wall at (0,4) only falls
    game = ScriptedGame(2, "RR RR RG RR KK RB", mode="survival")
    game.turn(0, 0)
    game.turn(1, 0)
    game.turn(0, 0)
    game.turn(1, 0)
    assert [game.column(0, c) for c in range(2)] == ["RRRGW", "W"]
    events = game.drop(0, 1)  # red at (1,1), blue at (1,2)
    step = of_type(events, "tiles_popped")[0]
    assert [(t["column"], t["row"]) for t in step["tiles"]] == [(0, 0), (0, 1), (0, 2), (1, 1)]
    assert step["walls"] == [{"color": "black", "column": 1, "row": 0}]
    assert [game.column(0, c) for c in range(2)] == ["GW", "B"]
    assert game.player(0)["walls"] == [{"column": 0, "row": 1, "color": "black"}]
