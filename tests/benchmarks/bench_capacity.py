"""Per-unit costs for the capacity model (docs/scaling.md) that no other benchmark measures: per
engine, whole games between `random` bots and between `greedy` bots (pure engines, one core):
the CPU a bot move takes at each of those levels, the events a game writes, and the bytes of
those events as stored (canonical JSON of the data, plus the row's hash). The baseline in the
same run is the `random` bot's move; `greedy` is printed as a ratio to it. (The `strong` bot's
move is its budget, BOT_THINK_MS; a whole game's analysis is bench_analysis_speed's.)

CAPACITY_GAMES sets the games per engine and level (default 3).

Run: python tests/benchmarks/bench_capacity.py
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run from anywhere

from engines import ENGINES, Rng
from engines.bots import BOTS

GAMES = int(os.environ.get("CAPACITY_GAMES", "3"))
HASH_BYTES = 64  # a row's sha256, hex


def whole_game(engine, level: str, players: int, seed: bytes) -> tuple[float, int, int, int]:
    """(CPU seconds the bots took, bot moves, events written, bytes of those events)."""
    bot = BOTS[level]
    events = list(engine.start(players, {}, Rng(seed, "0")))
    state = None
    for event in events:
        state = engine.evolve(state, event)
    streams = [Rng(seed, f"bot-{seat}") for seat in range(players)]
    cpu, moves, written = 0.0, 0, len(events)
    size = sum(len(json.dumps(e, separators=(",", ":"), sort_keys=True)) for e in events)
    while (acting := engine.to_act(state)) and moves < 20_000:
        seat = acting[0]
        began = time.process_time()
        move = bot.choose(engine, engine.view(state, seat), seat, streams[seat], None)
        cpu += time.process_time() - began
        moves += 1
        new = engine.decide(state, seat, move, Rng(seed, str(written)))
        for event in new:
            state = engine.evolve(state, event)
        row = {"move": move, "by": "bot"}  # the move row stored before its events
        size += len(json.dumps(row, separators=(",", ":"), sort_keys=True)) + HASH_BYTES
        size += sum(
            len(json.dumps(e, separators=(",", ":"), sort_keys=True)) + HASH_BYTES for e in new
        )
        written += 1 + len(new)
    return cpu, moves, written, size


def main() -> None:
    for slug in sorted(ENGINES):
        if slug == "secret-nim":
            continue
        engine = ENGINES[slug]
        players = max(2, engine.min_players)
        per_level: dict[str, float] = {}
        for level in ("random", "greedy"):
            cpu, moves, rows, size = [], [], [], []
            for number in range(GAMES):
                seconds, made, written, stored = whole_game(
                    engine, level, players, f"capacity-{number}".encode()
                )
                cpu.append(seconds)
                moves.append(made)
                rows.append(written)
                size.append(stored)
            per_move = 1000 * sum(cpu) / max(1, sum(moves))
            per_level[level] = per_move
            print(f"RESULT capacity_{slug}_{players}p_{level}_ms_per_bot_move {per_move:.2f} ms")
            if level == "random":
                print(
                    f"RESULT capacity_{slug}_{players}p_events_per_game "
                    f"{statistics.median(rows):.0f} rows (median of {GAMES}; moves "
                    f"{statistics.median(moves):.0f})"
                )
                print(
                    f"RESULT capacity_{slug}_{players}p_event_bytes_per_game "
                    f"{statistics.median(size) / 1024:.1f} KiB "
                    f"({statistics.median(size) / statistics.median(rows):.0f} B a row)"
                )
        ratio = per_level["greedy"] / per_level["random"] if per_level["random"] else 0.0
        print(f"RESULT capacity_{slug}_{players}p_greedy_to_random {ratio:.1f} x")


if __name__ == "__main__":
    main()
