"""What seats see (all public but the bag's order), options, final score and ranking."""

from __future__ import annotations

import json

import pytest

from engines import IllegalMove, Rng
from engines.tigris_euphyu.scoring import dense_ranks
from tests.engines.tigris_euphyu.scripted_game import (
    ENGINE,
    ScriptedGame,
    bag_order,
    of_type,
    staircase,
)


def _chain_drops(links: int) -> list[tuple[str, int, str]]:
    drops, trigger = staircase(links)
    return [*drops, trigger]


@pytest.mark.parametrize(
    ("chains", "points", "captured", "final"),
    [
        ([4, 4], 20, {"red": 8, "blue": 8, "green": 8, "black": 8}, 28),
        ([5, 4], 25, {"red": 12, "blue": 8, "green": 8, "black": 8}, 33),
        ([5, 5], 30, {"red": 16, "blue": 8, "green": 8, "black": 8}, 38),
        ([3, 5], 21, {"red": 12, "blue": 8, "green": 8, "black": 4}, 25),
    ],
)
def test_final_score_is_points_plus_the_weakest_colour(chains, points, captured, final):
    drops = [drop for links in chains for drop in _chain_drops(links)]
    game = ScriptedGame(1, "".join(pair for pair, _, _ in drops))
    for _pair, column, orientation in drops:
        game.turn(0, column, orientation)
    assert game.events[-1] == {"type": "game_ended", "reason": "target_reached"}
    outcome = ENGINE.outcome(game.state)
    assert outcome["details"]["points"] == [points]
    assert outcome["details"]["captured"] == [captured]
    assert outcome["scores"] == [final]
    assert game.player(0)["final_score"] == final


@pytest.mark.parametrize(
    ("scores", "points", "last", "ranks"),
    [
        ([10, 12, 8], [5, 5, 5], [], [2, 1, 3]),
        ([10, 10, 8], [6, 4, 8], [], [1, 2, 3]),  # tie on final score: more points first
        ([10, 10, 8, 10], [6, 6, 8, 4], [], [1, 1, 3, 2]),  # still tied: shared, dense
        ([3, 9, 1], [3, 9, 1], [1], [1, 3, 2]),  # survival: the player out is last
        ([5, 5], [5, 5], [], [1, 1]),
    ],
)
def test_ranking(scores, points, last, ranks):
    assert dense_ranks(scores, points, last) == ranks


def test_the_view_shows_wells_walls_points_captures_and_the_pending_decision():
    game = ScriptedGame(2, "RR GK RR BB KG", mode="survival")
    game.turn(0, 0)
    game.turn(1, 4)
    game.drop(0, 0)  # 4 reds pop: 1 point, 2 walls (blue, blue) to seat 1
    view = game.view(1)
    assert view["to_act"] == [0]
    assert view["pending"] == {"seat": 0, "step": "act"}
    assert view["pair"] is None
    assert view["bag_size"] == 153 - 6 - 2
    assert view["bag_counts"] == {"red": 53, "blue": 34, "green": 29, "black": 29}
    assert view["legal_moves"] == []  # seat 1 owes nothing
    seat_0, seat_1 = view["players"]
    assert seat_0["points"] == 1 and seat_0["last_chain"] == 1
    assert seat_0["captured"] == {"red": 4, "blue": 0, "green": 0, "black": 0}
    assert seat_0["well"] == [[None] * 8] * 5
    assert seat_1["well"][4] == ["green", "black"] + [None] * 6
    assert seat_1["well"][0] == ["wall"] + [None] * 7
    # a wall shows no colour for matching, but which tile it was is public, to every seat
    for seat in (None, 0, 1):
        assert game.view(seat)["players"][1]["walls"] == [
            {"column": 0, "row": 0, "color": "blue"},
            {"column": 1, "row": 0, "color": "blue"},
        ]
    assert seat_1["out"] is False and seat_1["last_chain"] == 0
    assert game.view(0)["legal_moves"][0] == {"type": "end_turn"}
    game.end_turn(0)
    assert game.view(1)["pair"] == ["black", "green"]
    game.turn(1, 2)
    game.drop(0, 1)
    assert game.player(0)["last_chain"] == 0  # the latest turn's chain, not the best


def test_no_view_or_shown_event_reveals_the_bag_order():
    order = bag_order("RB GK")
    events = ENGINE.start(2, {"bag_order": order}, Rng(b"s", "0"))
    state = None
    for event in events:
        state = ENGINE.evolve(state, event)
    for seat in (None, 0, 1):
        shown = json.dumps(ENGINE.view(state, seat))
        assert "bag_order" not in shown and '"bag"' not in shown
        started = ENGINE.event_view(events[0], seat)
        assert "bag_order" not in started
        assert started["bag_size"] == 153 and started["bag_order_fixed"] is True
        assert ENGINE.event_view(events[1], seat) == events[1]  # the drawn pair is public
    assert events[0]["bag_order"] == order  # the stored event keeps it, for replay


def test_a_random_bag_is_drawn_by_the_rng_and_replays_from_the_events():
    events = ENGINE.start(1, {}, Rng(b"seed", "0"))
    assert "bag_order" not in events[0]
    again = ENGINE.start(1, {}, Rng(b"seed", "0"))
    assert events == again
    state = None
    for event in events:
        state = ENGINE.evolve(state, event)
    counts = dict(ENGINE.view(state, 0)["bag_counts"])
    for colour in events[1]["tiles"]:
        counts[colour] += 1
    assert counts == {"red": 57, "blue": 36, "green": 30, "black": 30}  # the 153 tiles
    assert ENGINE.view(state, 0)["players"][0]["well"] == [[None] * 8] * 5  # 5 x 8 cells


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (1, {"mode": "survival"}),  # survival takes 2-4 players
        (2, {"mode": "arcade"}),
        (2, {"mode": None}),
        (2, {"speed": 3}),
        (2, {"bag_order": "RB"}),
        (2, {"bag_order": ["red"] * 153}),
        (2, {"bag_order": bag_order("")[:-1]}),
        (2, {"bag_order": [*bag_order("")[:-1], "white"]}),
        (2, {"bag_order": [*bag_order("")[:-1], 7]}),
        (2, None),
        (0, {}),
        (5, {}),
        (True, {}),
        ("2", {}),
    ],
)
def test_bad_options_are_refused(players, options):
    with pytest.raises(IllegalMove) as refused:
        ENGINE.start(players, options, Rng(b"s", "0"))
    assert refused.value.code == "bad_options"


@pytest.mark.parametrize(
    ("players", "options"),
    [(1, {}), (4, {"mode": "classic"}), (2, {"mode": "survival"}), (4, {"mode": "survival"})],
)
def test_good_options_start_with_seat_0(players, options):
    events = ENGINE.start(players, options, Rng(b"s", "0"))
    assert events[0]["players"] == players
    assert events[0]["mode"] == options.get("mode", "classic")
    assert of_type(events, "pair_drawn")[0]["seat"] == 0


def test_the_game_over_view_shows_everything_and_refuses_moves():
    drops = _chain_drops(4) * 2
    game = ScriptedGame(1, "".join(pair for pair, _, _ in drops))
    for _pair, column, orientation in drops:
        game.turn(0, column, orientation)
    final = game.view(None)
    assert final["game_over"] is True and final["to_act"] == [] and final["pending"] is None
    assert final["outcome"]["scores"] == [28]
    with pytest.raises(IllegalMove) as refused:
        game.play(0, {"type": "end_turn"})
    assert refused.value.code == "game_over"
