"""engines.bots.BOTS: bots play from a seat's view only, always legally, reproducibly, and the
strong bot (ISMCTS) beats the random one.

Positions come from seeded random-bot games of every engine (tests/engines/reachable_states.py);
at each checked position every bot chooses for the seat to act from that seat's view (8 an
engine in the suite, 400 under `make fuzz`).
"""

from __future__ import annotations

import itertools
import os
import time

import pytest

from engines import ENGINES, Rng
from engines.bots import BOT_THINK_MS, BOTS, GreedyBot, StrongBot
from engines.bots.judgement import move_key
from engines.bots.matches import play_match
from tests.engines.reachable_states import reachable_states
from tests.engines.toy_engine import SECRET_NIM

ENGINES_UNDER_TEST = [*ENGINES.values(), SECRET_NIM]
# spread over the random games' positions; `make fuzz` (FUZZ_PROFILE=fuzz) checks hundreds an
# engine: thousands in all, each by every bot
POSITIONS_PER_ENGINE = 400 if os.environ.get("FUZZ_PROFILE") == "fuzz" else 8
FEW_ITERATIONS = 6
QUICK_BOTS = {
    "random": BOTS["random"],
    "greedy": GreedyBot(moves_looked_at=12),
    "strong": StrongBot(iterations=FEW_ITERATIONS),
}


def _positions(engine):
    states = reachable_states(engine)
    step = max(1, len(states) // POSITIONS_PER_ENGINE)
    return states[::step][:POSITIONS_PER_ENGINE]


@pytest.mark.parametrize("engine", ENGINES_UNDER_TEST, ids=lambda engine: engine.slug)
@pytest.mark.parametrize("name", sorted(QUICK_BOTS))
def test_bots_choose_only_legal_moves_from_the_view(engine, name):
    bot = QUICK_BOTS[name]
    for index, state in enumerate(_positions(engine)):
        for seat in engine.to_act(state):
            move = bot.choose(engine, engine.view(state, seat), seat, Rng(b"legal", str(index)))
            assert move in engine.legal_moves(state, seat), (engine.slug, name, index, move)


@pytest.mark.parametrize("engine", ENGINES_UNDER_TEST, ids=lambda engine: engine.slug)
@pytest.mark.parametrize("name", sorted(QUICK_BOTS))
def test_the_same_rng_and_view_give_the_same_move(engine, name):
    bot = QUICK_BOTS[name]
    for index, state in enumerate(_positions(engine)[::3]):
        seat = engine.to_act(state)[0]
        view = engine.view(state, seat)
        first = bot.choose(engine, view, seat, Rng(b"same", str(index)))
        again = bot.choose(engine, view, seat, Rng(b"same", str(index)))
        assert first == again


def test_bots_are_registered_by_name():
    assert {"random", "greedy", "strong"} <= set(BOTS)
    assert all(bot.name == name for name, bot in BOTS.items())


def _nim_state(pile: int, cards=(5, 5)):
    state = None
    for event in SECRET_NIM.start(2, {"pile": 5, "cards": list(cards)}, Rng(b"s", "0")):
        state = SECRET_NIM.evolve(state, event)
    return {**state, "pile": pile}


@pytest.mark.parametrize("name", ["greedy", "strong"])
@pytest.mark.parametrize(("pile", "count"), [(3, 3), (2, 2), (1, 1)])
def test_greedy_and_strong_take_a_win_at_once(name, pile, count):
    bot = QUICK_BOTS[name] if name == "greedy" else StrongBot(iterations=60)
    view = SECRET_NIM.view(_nim_state(pile), 0)
    assert bot.choose(SECRET_NIM, view, 0, Rng(b"win", "1")) == {"type": "take", "count": count}


def test_strong_leaves_a_multiple_of_four_in_nim():
    """From 6 stones, taking 2 leaves 4: whatever the other takes, the seat wins next move."""
    view = SECRET_NIM.view({**_nim_state(6), "passed": [True, True]}, 0)
    move = StrongBot(iterations=300).choose(SECRET_NIM, view, 0, Rng(b"nim", "1"))
    assert move == {"type": "take", "count": 2}


def test_the_time_budget_is_read_from_the_injected_clock():
    ticks = itertools.count()
    clock = lambda: next(ticks) / 1000  # noqa: E731 - one millisecond per reading
    bot = StrongBot(clock=clock)
    result = bot.search(SECRET_NIM, SECRET_NIM.view(_nim_state(20), 0), 0, Rng(b"t", "1"), 40)
    assert 1 <= result.iterations <= 40
    assert BOT_THINK_MS == 1000


def test_the_budget_is_the_thinking_threads_cpu_time_by_default():
    """A loaded machine slows the answer but does not shorten the search: the clock is the
    thread's CPU time; the wall clock only caps a starved search at wall_factor budgets."""
    bot = StrongBot()
    assert bot.clock is time.thread_time
    assert bot.wall_factor is not None and bot.wall_factor >= 1


def test_a_starved_search_stops_at_the_wall_ceiling():
    """The CPU clock never advances here (a starved thread): the wall clock's ceiling stops it."""
    ticks = itertools.count()
    wall = lambda: next(ticks) / 1000  # noqa: E731 - one millisecond per reading
    bot = StrongBot(clock=lambda: 0.0, wall_clock=wall, wall_factor=2.0)
    result = bot.search(SECRET_NIM, SECRET_NIM.view(_nim_state(20), 0), 0, Rng(b"w", "1"), 10)
    assert 1 <= result.iterations <= 20


def _tigris_root():
    engine = ENGINES["tigris-euphrates"]
    state = None
    for event in engine.start(2, {}, Rng(b"root-order", "0")):
        state = engine.evolve(state, event)
    return engine, state


def test_a_time_budget_judges_the_roots_moves_in_a_random_order():
    """Under a time budget the root's one-ply judging may stop early: it judges a random part
    of the moves drawn from the bot's rng (the same rng, the same part), not the first ones."""
    engine, state = _tigris_root()
    moves = engine.legal_moves(state, 0)
    keys = [move_key(move) for move in moves]
    judged_sets = []
    for _attempt in range(2):
        ticks = itertools.count()
        bot = StrongBot(clock=lambda: next(ticks) / 1000)  # noqa: B023 - used at once
        prior, order = bot._root_prior(engine, state, 0, 2, Rng(b"order", "1"), (0.02, 1e9))
        assert sorted(map(repr, order)) == sorted(map(repr, dict.fromkeys(keys)))
        assert 5 <= len(prior) <= 20
        assert list(prior) == order[: len(prior)]
        judged_sets.append(list(prior))
    assert judged_sets[0] == judged_sets[1]
    assert judged_sets[0] != keys[: len(judged_sets[0])]  # not the legal moves' first ones
    # an iteration budget judges every move, in the legal moves' order
    prior, order = StrongBot(iterations=10)._root_prior(engine, state, 0, 2, Rng(b"o", "1"), None)
    assert list(prior) == list(dict.fromkeys(keys)) and order == []


def test_strong_search_reports_its_root_statistics():
    view = SECRET_NIM.view(_nim_state(9), 0)
    result = StrongBot(iterations=80).search(SECRET_NIM, view, 0, Rng(b"stats", "1"))
    assert result.iterations == 80
    assert sum(result.visits.values()) == 80
    assert result.moves[max(result.visits, key=result.visits.get)] == result.move
    assert 0 <= result.value <= 1


# Duel's games are cheap and a search of 15 iterations draws (equal regions) or loses about one
# game in ten against random (89-91 wins in 100 games, whichever way the hidden cards are
# drawn): ten games, most of them won, say it beats random where two games of two would rest on
# the seeds
@pytest.mark.parametrize(
    ("engine", "players", "games", "wins_needed"),
    [(ENGINES["middle-earth-duel"], 2, 10, 7), (ENGINES["tigris-euphyu"], 2, 2, 2)],
    ids=lambda value: getattr(value, "slug", str(value)),
)
def test_strong_beats_random_in_a_short_match(engine, players, games, wins_needed):
    wins = 0
    for game in range(games):
        strong_seat = game % players
        bots = [BOTS["random"]] * players
        bots[strong_seat] = StrongBot(iterations=15)
        result = play_match(engine, bots, f"match-{game}".encode())
        wins += result.ranks[strong_seat] == 1 and result.ranks.count(1) == 1
    assert wins >= wins_needed
