"""Each game's `evaluate(state, seat)`: win chances in [0, 1] that sum to 1 over the seats while
the game runs, the ranks once it is over, and a lead that shows."""

from __future__ import annotations

import pytest

from engines import ENGINES, Rng
from engines.bots import play_random_game
from engines.win_chance import chances_from_ranks, chances_from_strengths
from tests.engines.reachable_states import reachable_states

POSITIONS = 40


def _players(engine, state) -> int:
    return len(engine.view(state, None)["players"])


@pytest.mark.parametrize("engine", list(ENGINES.values()), ids=lambda engine: engine.slug)
def test_evaluate_gives_win_chances_over_random_positions(engine):
    assert engine.evaluate is not None
    states = reachable_states(engine)
    for state in states[:: max(1, len(states) // POSITIONS)]:
        players = _players(engine, state)
        chances = [engine.evaluate(state, seat) for seat in range(players)]
        assert all(0 <= chance <= 1 for chance in chances)
        if players > 1:
            assert sum(chances) == pytest.approx(1)


@pytest.mark.parametrize("engine", list(ENGINES.values()), ids=lambda engine: engine.slug)
def test_a_finished_game_is_judged_by_its_ranks(engine):
    players = 3 if engine.slug == "after-the-flood" else 2
    state, _ = play_random_game(engine, players, {}, f"eval-{engine.slug}".encode())
    ranks = engine.outcome(state)["ranks"]
    expected = chances_from_ranks(ranks)
    assert [engine.evaluate(state, seat) for seat in range(players)] == expected


@pytest.mark.parametrize(
    ("strengths", "temperature", "expected"),
    [
        ([0, 0], 1, [0.5, 0.5]),
        ([1, 0], 1, [0.7311, 0.2689]),
        ([3, 3, 3], 2, [1 / 3, 1 / 3, 1 / 3]),
        ([1000, 0], 1, [1.0, 0.0]),
    ],
)
def test_chances_from_strengths(strengths, temperature, expected):
    assert chances_from_strengths(strengths, temperature) == pytest.approx(expected, abs=1e-4)


@pytest.mark.parametrize(
    ("ranks", "expected"),
    [([1, 2], [1.0, 0.0]), ([1, 1], [0.5, 0.5]), ([2, 1, 3], [0.0, 1.0, 0.0])],
)
def test_chances_from_ranks(ranks, expected):
    assert chances_from_ranks(ranks) == expected


def test_points_ahead_look_better_in_tigris_euphrates():
    engine = ENGINES["tigris-euphrates"]
    state = None
    for event in engine.start(2, {}, Rng(b"lead", "0")):
        state = engine.evolve(state, event)
    before = engine.evaluate(state, 0)
    ahead = state.clone()
    ahead.points = ((3, 3, 3, 3), state.points[1])
    assert before == pytest.approx(0.5)
    assert engine.evaluate(ahead, 0) > 0.9
