"""Whole games between bots, each seeing only its own seat's view: for tests and benchmarks."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engines.bots.judgement import Bot
from engines.contract import Engine
from engines.rng import Rng

MAX_PLIES = 20_000


@dataclass
class MatchResult:
    """The ranks of a finished game and the time each seat spent choosing its moves."""

    ranks: list[int]
    plies: int
    seconds: list[float] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    state: Any = None


def play_match(
    engine: Engine,
    bots: Sequence[Bot],
    seed: bytes,
    options: dict | None = None,
    budget_ms: int | None = None,
    max_plies: int = MAX_PLIES,
) -> MatchResult:
    """Play one game, seat i played by `bots[i]` from its view. Draws of the game come from
    `Rng(seed, n)` (n the events so far), each bot's choices from its own stream."""
    players = len(bots)
    events = list(engine.start(players, dict(options or {}), Rng(seed, "0")))
    state = None
    for event in events:
        state = engine.evolve(state, event)
    streams = [Rng(seed, f"bot-{seat}") for seat in range(players)]
    seconds = [0.0] * players
    moves = [0] * players
    for ply in range(max_plies):
        acting = engine.to_act(state)
        if not acting:
            result = engine.outcome(state)
            if result is None:
                raise AssertionError("nobody to act, yet no outcome")
            return MatchResult(list(result["ranks"]), ply, seconds, moves, state)
        seat = acting[0]
        began = time.perf_counter()
        move = bots[seat].choose(engine, engine.view(state, seat), seat, streams[seat], budget_ms)
        seconds[seat] += time.perf_counter() - began
        moves[seat] += 1
        new_events = engine.decide(state, seat, move, Rng(seed, str(len(events))))
        for event in new_events:
            state = engine.evolve(state, event)
        events.extend(new_events)
    raise RuntimeError(f"{engine.slug}: game did not finish within {max_plies} plies")
