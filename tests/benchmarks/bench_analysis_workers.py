"""Analysis spread over workers: one random-bot game's analysis (as bench_analysis_speed: a search
of ANALYSIS_ITERATIONS before every move with a choice) cut into chunks of ANALYSIS_CHUNK_PLIES
moves as the platform cuts it, the chunks handed to a pool of one worker process, then of two;
prints the wall seconds of each and their ratio (two workers should take about half).

This measures the chunking without Celery or a database (each worker folds its chunk's states
forward from the game's log, as games.analysis_chunk does); on a machine whose two cores are
busy with other work, two workers cannot take half. BENCH_WORKERS_SETUP ("tigris-euphrates:2").

Run: python tests/benchmarks/bench_analysis_workers.py
"""

from __future__ import annotations

import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines import ENGINES, Rng
from engines.bots import StrongBot
from engines.bots.matches import MAX_PLIES

ITERATIONS = int(os.environ.get("ANALYSIS_ITERATIONS", "200"))
CHUNK_PLIES = int(os.environ.get("ANALYSIS_CHUNK_PLIES", "20"))


def game_log(slug: str, players: int) -> list[tuple[int, dict, list]]:
    """A random game as (seat, move, the events it caused) per ply."""
    engine = ENGINES[slug]
    seed = f"bench-analysis-{slug}-{players}".encode()
    state = None
    start = list(engine.start(players, {}, Rng(seed, "0")))
    for event in start:
        state = engine.evolve(state, event)
    log = [(-1, {}, start)]
    chooser = Rng(seed, "moves")
    for ply in range(MAX_PLIES):
        acting = engine.to_act(state)
        if not acting:
            break
        seat = acting[0]
        move = chooser.choice(engine.legal_moves(state, seat))
        events = engine.decide(state, seat, move, Rng(seed, str(ply + 1)))
        for event in events:
            state = engine.evolve(state, event)
        log.append((seat, move, events))
    return log


def chunk(arguments: tuple) -> int:
    """Analyse plies [first, last] of the log: fold the states forward once, search each."""
    slug, players, first, last = arguments
    engine = ENGINES[slug]
    log = game_log(slug, players)
    state = None
    for _, _, events in log[:first]:
        for event in events:
            state = engine.evolve(state, event)
    searched = 0
    for index in range(first, last + 1):
        seat, _, events = log[index]
        if len(engine.legal_moves(state, seat)) > 1:
            StrongBot(iterations=ITERATIONS).search_state(
                engine, state, seat, players, Rng(b"analysis", str(index))
            )
            searched += 1
        for event in events:
            state = engine.evolve(state, event)
    return searched


def main() -> None:
    slug, players = os.environ.get("BENCH_WORKERS_SETUP", "tigris-euphrates:2").split(":")
    count = len(game_log(slug, int(players))) - 1
    chunks = [
        (slug, int(players), first, min(first + CHUNK_PLIES, count + 1) - 1)
        for first in range(1, count + 1, CHUNK_PLIES)
    ]
    seconds = {}
    for workers in (1, 2):
        began = time.perf_counter()
        with ProcessPoolExecutor(workers) as pool:
            searched = sum(pool.map(chunk, chunks))
        seconds[workers] = time.perf_counter() - began
        print(
            f"{slug} {players}p: {searched} positions in {len(chunks)} chunks, {workers} "
            f"worker(s): {seconds[workers]:.1f} s",
            flush=True,
        )
        print(f"RESULT {slug}-{players}p-analysis-{workers}-worker {seconds[workers]:.1f} s")
    print(f"RESULT {slug}-{players}p-analysis-two-workers-ratio {seconds[2] / seconds[1]:.2f} x")


if __name__ == "__main__":
    main()
