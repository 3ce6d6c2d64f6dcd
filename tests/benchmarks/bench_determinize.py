"""Determinization benchmark: microseconds per `engine.determinize` call, per engine and player
count, over the views of every seat at positions of random-bot games; `view` and `dump`+`load`
of the same positions for scale. Each figure is the best of a few rounds (the machine is shared).

Run: python tests/benchmarks/bench_determinize.py [games per setup]
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run from anywhere

from engines import ENGINES, Rng
from engines.bots import random_move

ROUNDS = 3
POSITIONS_EVERY = 3
MAX_PLIES = 20_000


def positions(engine, players: int, seed: bytes) -> list:
    """Every POSITIONS_EVERY-th state of one random-bot game while someone is to act."""
    state = None
    for event in engine.start(players, {}, Rng(seed, "0")):
        state = engine.evolve(state, event)
    bot = Rng(seed, "bot")
    states = []
    for ply in range(MAX_PLIES):
        acting = engine.to_act(state)
        if not acting:
            break
        if ply % POSITIONS_EVERY == 0:
            states.append(state)
        seat = bot.choice(acting)
        move = random_move(engine, state, seat, bot)
        for event in engine.decide(state, seat, move, Rng(seed, str(ply + 1))):
            state = engine.evolve(state, event)
    return states


def best_microseconds(calls: list, work) -> float:
    """The best of ROUNDS rounds of `work` over `calls`, in microseconds per call."""
    best = float("inf")
    for _ in range(ROUNDS):
        began = time.perf_counter()
        for call in calls:
            work(call)
        best = min(best, time.perf_counter() - began)
    return best / len(calls) * 1e6


def bench(engine, players: int, games: int) -> None:
    states = [
        state
        for game in range(games)
        for state in positions(engine, players, f"det-{engine.slug}-{game}".encode())
    ]
    cases = [
        (json.loads(json.dumps(engine.view(state, seat))), seat, index)
        for index, state in enumerate(states)
        for seat in range(players)
    ]
    name = f"{engine.slug}_{players}p"
    determinize = best_microseconds(
        cases, lambda case: engine.determinize(case[0], case[1], Rng(b"bench", str(case[2])))
    )
    view = best_microseconds(cases, lambda case: engine.view(states[case[2]], case[1]))
    reload = best_microseconds(states, lambda state: engine.load(engine.dump(state)))
    print(f"{name}: {len(cases)} views of {len(states)} positions")
    print(f"RESULT determinize_{name} {determinize:.0f} us/call")
    print(f"RESULT view_{name} {view:.0f} us/call")
    print(f"RESULT dump_load_{name} {reload:.0f} us/call")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    for engine in ENGINES.values():
        for players in range(engine.min_players, engine.max_players + 1):
            bench(engine, players, games)


if __name__ == "__main__":
    main()
