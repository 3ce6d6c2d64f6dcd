"""The search pauses the cyclic garbage collector (engines.bots.collector), which is safe only
because a search leaves no cyclic garbage: every engine's search, from a view and from a full
state, frees all it made by reference counting. The collector is back as it was after a
search, after one that fails, and after overlapping searches in threads."""

from __future__ import annotations

import gc
import threading

import pytest

from engines import ENGINES, Rng
from engines.bots import StrongBot
from engines.bots.collector import collector_paused
from engines.bots.judgement import player_count
from tests.engines.reachable_states import reachable_states


@pytest.fixture
def collector_on():
    gc.collect()
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


@pytest.mark.parametrize("slug", sorted(ENGINES))
def test_a_search_leaves_no_cyclic_garbage(slug, collector_on):
    engine = ENGINES[slug]
    states = [state for state in reachable_states(engine) if engine.to_act(state)]
    bot = StrongBot(iterations=120)
    gc.collect()
    gc.disable()
    try:
        for index, state in enumerate(states[:: max(1, len(states) // 4)][:4]):
            seat = engine.to_act(state)[0]
            view = engine.view(state, seat)
            bot.search(engine, view, seat, Rng(b"collector", f"view-{index}"))
            players = player_count(engine, view)
            bot.search_state(engine, state, seat, players, Rng(b"collector", f"state-{index}"))
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_the_collector_is_off_during_a_search_and_back_after(collector_on):
    engine = ENGINES["middle-earth-duel"]
    state = next(s for s in reachable_states(engine) if engine.to_act(s))
    seat = engine.to_act(state)[0]
    seen = []

    class Watching:
        def __getattr__(self, name):
            return getattr(engine, name)

        def evaluate(self, state, seat):
            seen.append(gc.isenabled())
            return engine.evaluate(state, seat)

    StrongBot(iterations=20).search(Watching(), engine.view(state, seat), seat, Rng(b"c", "w"))
    assert seen and not any(seen)
    assert gc.isenabled()


def test_the_collector_comes_back_after_a_failure(collector_on):
    with pytest.raises(RuntimeError), collector_paused():
        assert not gc.isenabled()
        raise RuntimeError("the search failed")
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off(collector_on):
    gc.disable()
    with collector_paused():
        assert not gc.isenabled()
    assert not gc.isenabled()


def test_overlapping_pauses_in_threads_end_with_the_last(collector_on):
    first_in, second_in, first_out = threading.Event(), threading.Event(), threading.Event()
    during: dict[str, bool] = {}

    def first():
        with collector_paused():
            first_in.set()
            second_in.wait(5)
        first_out.set()

    def second():
        first_in.wait(5)
        with collector_paused():
            second_in.set()
            first_out.wait(5)
            during["after the first ended"] = gc.isenabled()

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert during == {"after the first ended": False}
    assert gc.isenabled()
