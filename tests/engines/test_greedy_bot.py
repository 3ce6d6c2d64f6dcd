"""engines.bots.greedy_move: a win at once first, then the own public score; always legal."""

from __future__ import annotations

import pytest

from engines import Rng
from engines.bots import greedy_move
from tests.engines.toy_engine import SECRET_NIM


def _state(pile: int, players: int = 2):
    state = None
    for event in SECRET_NIM.start(players, {"pile": 5}, Rng(b"s", "0")):
        state = SECRET_NIM.evolve(state, event)
    return {**state, "pile": pile}


@pytest.mark.parametrize(("pile", "count"), [(3, 3), (2, 2), (1, 1)])
def test_greedy_takes_a_win_at_once(pile, count):
    assert greedy_move(SECRET_NIM, _state(pile), 0, Rng(b"bot", "1")) == {
        "type": "take",
        "count": count,
    }


@pytest.mark.parametrize("seed", [b"a", b"b", b"c", b"d"])
def test_greedy_without_a_win_plays_a_legal_move_and_never_mutates(seed):
    state = _state(20)
    before = repr(state)
    move = greedy_move(SECRET_NIM, state, 0, Rng(seed, "1"))
    assert move in SECRET_NIM.legal_moves(state, 0)
    assert repr(state) == before


def test_greedy_prefers_the_higher_own_score_in_the_view():
    class Scored:
        def legal_moves(self, state, seat):
            return [{"type": "a"}, {"type": "b"}, {"type": "c"}]

        def decide(self, state, seat, move, rng):
            return [{"type": "scored", "points": {"a": 1, "b": 5, "c": 2}[move["type"]]}]

        def evolve(self, state, event):
            return {"scores": [event["points"], 0]}

        def outcome(self, state):
            return None

        def view(self, state, seat):
            return {"scores": state["scores"]}

    assert greedy_move(Scored(), {"scores": [0, 0]}, 0, Rng(b"x", "1")) == {"type": "b"}
