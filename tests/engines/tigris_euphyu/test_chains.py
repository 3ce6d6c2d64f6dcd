"""Resolution: groups of 4+ pop together as one step, chains, triangular scores, captures, gravity."""

from __future__ import annotations

import pytest

from engines.tigris_euphyu.data import chain_points
from tests.engines.tigris_euphyu.scripted_game import ScriptedGame, of_type, staircase


def _staircase_game(links: int, players: int = 1, mode: str | None = None) -> ScriptedGame:
    """A solo game built up to the trigger of a `links`-long staircase chain."""
    drops, trigger = staircase(links)
    game = ScriptedGame(players, "".join(pair for pair, _, _ in drops) + trigger[0], mode)
    for _pair, column, orientation in drops:
        assert not of_type(game.turn(0, column, orientation), "tiles_popped")
    return game


def test_a_4_chain_scores_10():
    game = _staircase_game(4)
    assert [game.column(0, c) for c in range(5)] == ["RRR", "BBBG", "GGGK", "KKK", ""]
    events = game.drop(0, 0, "vertical")  # red onto the reds, blue on top
    popped = of_type(events, "tiles_popped")
    assert [step["link"] for step in popped] == [1, 2, 3, 4]
    assert [{t["color"] for t in step["tiles"]} for step in popped] == [
        {"red"},
        {"blue"},
        {"green"},
        {"black"},
    ]
    assert [len(step["tiles"]) for step in popped] == [4, 4, 4, 4]
    # link 2: the blue that sat on the reds fell to the floor next to column 1's blues
    assert popped[1]["tiles"] == [
        {"color": "blue", "column": 0, "row": 0},
        {"color": "blue", "column": 1, "row": 0},
        {"color": "blue", "column": 1, "row": 1},
        {"color": "blue", "column": 1, "row": 2},
    ]
    assert of_type(events, "chain_scored") == [
        {"type": "chain_scored", "seat": 0, "chain": 4, "points": 10, "total": 10}
    ]
    player = game.player(0)
    assert player["points"] == 10
    assert player["last_chain"] == 4
    assert player["captured"] == {"red": 4, "blue": 4, "green": 4, "black": 4}
    assert all(cell is None for column in player["well"] for cell in column)


@pytest.mark.parametrize(
    ("links", "points", "captured"),
    [
        (1, 1, {"red": 4, "blue": 0, "green": 0, "black": 0}),
        (2, 3, {"red": 4, "blue": 4, "green": 0, "black": 0}),
        (3, 6, {"red": 4, "blue": 4, "green": 4, "black": 0}),
        (4, 10, {"red": 4, "blue": 4, "green": 4, "black": 4}),
        (5, 15, {"red": 8, "blue": 4, "green": 4, "black": 4}),
    ],
)
def test_a_chain_of_n_links_scores_1_plus_2_up_to_n(links, points, captured):
    game = _staircase_game(links)
    events = game.drop(0, 0, "vertical")
    assert len(of_type(events, "tiles_popped")) == links
    assert game.player(0)["points"] == points == chain_points(links)
    assert game.player(0)["last_chain"] == links
    assert game.player(0)["captured"] == captured


@pytest.mark.parametrize(
    ("front", "build", "trigger", "tiles_per_link", "points"),
    [
        # two groups completed by one horizontal pair: one step, chain 1, 1 point
        ("RR BB RB RB", [(0, "vertical"), (1, "vertical"), (0, "horizontal")],
         (0, "horizontal"), [8], 1),
        # a red and a blue group pop together (link 1), then the greens meet (link 2): 3 points
        ("RB BB RR GG GG RB",
         [(0, "vertical"), (0, "vertical"), (2, "vertical"), (2, "vertical"), (3, "vertical")],
         (1, "vertical"), [8, 4], 3),
    ],
)  # fmt: skip
def test_simultaneous_groups_are_one_link(front, build, trigger, tiles_per_link, points):
    game = ScriptedGame(1, front)
    for column, orientation in build:
        assert not of_type(game.turn(0, column, orientation), "tiles_popped")
    events = game.drop(0, *trigger)
    popped = of_type(events, "tiles_popped")
    assert [len(step["tiles"]) for step in popped] == tiles_per_link
    assert of_type(events, "chain_scored")[0]["chain"] == len(tiles_per_link)
    assert game.player(0)["points"] == points


def test_three_tiles_do_not_pop_and_a_turn_without_a_pop_scores_0():
    game = ScriptedGame(1, "RR RG")
    game.turn(0, 0)
    events = game.drop(0, 1, "horizontal-flipped")  # green to column 1, red onto column 2
    assert game.column(0, 0) == "RR" and game.column(0, 1) == "G" and game.column(0, 2) == "R"
    assert not of_type(events, "tiles_popped")
    assert of_type(events, "chain_scored")[0] == {
        "type": "chain_scored",
        "seat": 0,
        "chain": 0,
        "points": 0,
        "total": 0,
    }
    assert game.player(0)["last_chain"] == 0


def test_tiles_above_a_pop_fall_straight_down():
    # column 0: R R R G; a fourth red in column 1 pops the reds, the green falls to the floor
    game = ScriptedGame(1, "RR RG RB")
    game.turn(0, 0)
    game.turn(0, 0)
    assert game.column(0, 0) == "RRRG"
    events = game.drop(0, 1)  # red at column 1 row 0 touches red at column 0 row 0
    assert len(of_type(events, "tiles_popped")[0]["tiles"]) == 4
    assert game.column(0, 0) == "G"
    assert game.column(0, 1) == "B"  # the blue above the popped red fell from row 1 to row 0
    assert game.player(0)["captured"]["red"] == 4
