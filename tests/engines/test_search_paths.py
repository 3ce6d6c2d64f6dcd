"""The search's shortcuts change nothing it finds: a node keeps the state its move led to when
the move drew nothing from the rng (and the moves of the state met there last), and an engine's
`advance` hands back the state its `decide` folded. The same search on an engine stripped of
both (every determinization a fresh copy, so no state is met twice; no `advance`, so the events
are folded) finds the same move, root visits and values, from a view and from a full state."""

from __future__ import annotations

from typing import Any

import pytest

from engines import ENGINES, Rng
from engines.bots import StrongBot
from engines.bots.judgement import played, player_count
from engines.json_tree import copy_json
from tests.engines.reachable_states import reachable_states


class Stripped:
    """`engine` without `advance`, its samples fresh copies (nothing met twice by identity)."""

    advance = None

    def __init__(self, engine: Any):
        self._engine = engine

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    def determinizer(self, view, seat):
        return lambda rng: copy_json(self._engine.determinize(view, seat, rng))

    def resampler(self, state):
        return lambda rng: copy_json(self._engine.resample_chance(state, rng))


def _positions(engine, count: int) -> list:
    states = [state for state in reachable_states(engine) if engine.to_act(state)]
    step = max(1, len(states) // count)
    return [
        state
        for state in states[::step]
        if len(engine.legal_moves(state, engine.to_act(state)[0])) > 1
    ][:count]


def _found(result) -> tuple:
    return result.move, result.iterations, result.visits, result.values


@pytest.mark.parametrize("slug", sorted(ENGINES))
def test_the_shortcuts_find_what_the_plain_search_finds(slug):
    engine = ENGINES[slug]
    bot = StrongBot(iterations=40)
    for index, state in enumerate(_positions(engine, 3)):
        seat = engine.to_act(state)[0]
        view = engine.view(state, seat)
        fast = bot.search(engine, view, seat, Rng(b"paths", str(index)))
        plain = bot.search(Stripped(engine), view, seat, Rng(b"paths", str(index)))
        assert _found(fast) == _found(plain)
        if getattr(engine, "resample_chance", None) is None:
            continue
        count = player_count(engine, view)
        fast = bot.search_state(engine, state, seat, count, Rng(b"paths-state", str(index)))
        plain = bot.search_state(
            Stripped(engine), state, seat, count, Rng(b"paths-state", str(index))
        )
        assert _found(fast) == _found(plain)


def test_played_folds_the_events_of_an_engine_without_advance():
    engine = ENGINES["tigris-euphyu"]
    state = reachable_states(engine)[3]
    seat = engine.to_act(state)[0]
    move = engine.legal_moves(state, seat)[0]
    folded = state
    for event in engine.decide(state, seat, move, Rng(b"f", "0")):
        folded = engine.evolve(folded, event)
    after = played(Stripped(engine), state, seat, move, Rng(b"f", "0"))
    assert engine.dump(after) == engine.dump(folded)


def test_drawn_counts_the_words_drawn():
    rng = Rng(b"d", "0")
    assert rng.drawn() == 0
    rng.randrange(6)
    assert rng.drawn() == 1
    for _ in range(5):
        rng.randrange(2**40)
    assert rng.drawn() == 6
