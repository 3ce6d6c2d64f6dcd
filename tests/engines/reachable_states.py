"""Reachable states of every engine, from seeded random-bot games, shared by the fuzz tests.

`reachable_states(engine)` plays a few short random games (cached per engine) and keeps each
state where someone is to act, so fuzzers can pick a real position instead of building one.
"""

from __future__ import annotations

from functools import cache

from engines import Rng
from engines.bots import random_move
from tests.engines.contract_plan import contract_games

GAMES_PER_ENGINE = 4
MAX_PLIES = 400


def play_states(engine, players: int, options: dict, seed: bytes, max_plies: int = MAX_PLIES):
    """(state, events so far) before each ply of one random-bot game, while someone is to act."""
    events = list(engine.start(players, options, Rng(seed, "0")))
    state = None
    for event in events:
        state = engine.evolve(state, event)
    bot = Rng(seed, "bot")
    for _ in range(max_plies):
        acting = engine.to_act(state)
        if not acting:
            return
        yield state, list(events)
        seat = bot.choice(acting)
        new_events = engine.decide(
            state, seat, random_move(engine, state, seat, bot), Rng(seed, str(len(events)))
        )
        for event in new_events:
            state = engine.evolve(state, event)
        events.extend(new_events)


@cache
def reachable_states(engine) -> list:
    """States (with someone to act) from GAMES_PER_ENGINE games over the engine's plan."""
    plans = contract_games(engine)
    states = []
    for index in range(GAMES_PER_ENGINE):
        players, options, _ = plans[index % len(plans)]
        seed = f"fuzz-{engine.slug}-{index}".encode()
        states.extend(state for state, _ in play_states(engine, players, options, seed))
    return states
