"""Tigris & Euphrates speed: random-bot games per second, replayed events per second, and
`decide` calls per second over every legal move of sampled positions.

Run: python tests/benchmarks/bench_tigris_euphrates.py [games per player count]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines import Rng, get_engine, replay
from engines.bots import play_random_game


def main(games: int = 20) -> None:
    engine = get_engine("tigris-euphrates")
    logs = []
    for players in (2, 3, 4):
        started = time.perf_counter()
        moves = 0
        for index in range(games):
            state, events = play_random_game(
                engine, players, {}, f"bench-{players}-{index}".encode()
            )
            assert engine.outcome(state) is not None
            logs.append(events)
            moves += sum(1 for event in events if event["type"] != "game_started")
        elapsed = time.perf_counter() - started
        print(
            f"{players} players: {games / elapsed:7.2f} random-bot games/s "
            f"({elapsed / games * 1000:6.1f} ms a game, {len(logs[-1])} events in the last)"
        )

    started = time.perf_counter()
    events_replayed = 0
    for events in logs:
        replay(engine, events)
        events_replayed += len(events)
    elapsed = time.perf_counter() - started
    print(f"replay: {events_replayed / elapsed:10.0f} events/s ({events_replayed} events)")

    positions = []
    for events in logs[:: max(1, len(logs) // 6)]:
        state = None
        for number, event in enumerate(events):
            state = engine.evolve(state, event)
            if number % 50 == 0 and engine.to_act(state):
                positions.append(engine.load(engine.dump(state)))
    started = time.perf_counter()
    decided = 0
    for state in positions:
        seat = engine.to_act(state)[0]
        for move in engine.legal_moves(state, seat):
            engine.decide(state, seat, move, Rng(b"bench", "decide"))
            decided += 1
    elapsed = time.perf_counter() - started
    print(
        f"decide: {decided / elapsed:10.0f} moves/s over every legal move of "
        f"{len(positions)} positions (legal_moves included)"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
