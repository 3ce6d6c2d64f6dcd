"""Analysis spread over workers: one random-bot game's analysis (as bench_analysis_speed: a search
of ANALYSIS_ITERATIONS before every move with a choice) cut into chunks of ANALYSIS_CHUNK_PLIES
moves as the platform cuts it, the chunks handed to a pool of one worker process, then of two;
prints the wall seconds of each and their ratio (two workers should take about half).

On a machine whose two cores are busy with other work, two worker processes cannot take half
of the wall time whatever the chunking does, so it also prints what the load does not change:
each chunk's CPU seconds (time.process_time in the worker) and, for the pool of two, each worker
process's CPU seconds; the busier worker's sum is the critical path, the time two workers with a
core each take, and its ratio to the one worker's CPU seconds is the speed-up the chunking allows.

This measures the chunking without Celery or a database (each worker folds its chunk's states
forward from the game's log, as games.analysis_chunk does), and only the omniscient search (the
platform's chunks also run the mover's-view search, which doubles each chunk's cost alike).
BENCH_WORKERS_SETUP ("tigris-euphrates:2").

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


def chunk(arguments: tuple) -> tuple[int, int, float]:
    """Analyse plies [first, last] of the log: fold the states forward once, search each.
    Returns the positions searched, the worker's pid and the chunk's CPU seconds."""
    began = time.process_time()
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
    return searched, os.getpid(), time.process_time() - began


def main() -> None:
    slug, players = os.environ.get("BENCH_WORKERS_SETUP", "tigris-euphrates:2").split(":")
    count = len(game_log(slug, int(players))) - 1
    chunks = [
        (slug, int(players), first, min(first + CHUNK_PLIES, count + 1) - 1)
        for first in range(1, count + 1, CHUNK_PLIES)
    ]
    seconds, critical = {}, {}
    for workers in (1, 2):
        began = time.perf_counter()
        with ProcessPoolExecutor(workers) as pool:
            done = list(pool.map(chunk, chunks))
        seconds[workers] = time.perf_counter() - began
        searched = sum(positions for positions, _, _ in done)
        per_worker: dict[int, float] = {}
        for _, pid, cpu in done:
            per_worker[pid] = per_worker.get(pid, 0.0) + cpu
        critical[workers] = max(per_worker.values())
        print(
            f"{slug} {players}p: {searched} positions in {len(chunks)} chunks, {workers} "
            f"worker(s): {seconds[workers]:.1f} s of wall time; CPU seconds per worker "
            f"{', '.join(f'{cpu:.1f}' for cpu in per_worker.values())}",
            flush=True,
        )
        print(f"RESULT {slug}-{players}p-analysis-{workers}-worker {seconds[workers]:.1f} s wall")
        print(
            f"RESULT {slug}-{players}p-analysis-{workers}-worker-cpu-critical "
            f"{critical[workers]:.1f} s CPU (the busiest worker)"
        )
    print(
        f"RESULT {slug}-{players}p-analysis-two-workers-ratio {seconds[2] / seconds[1]:.2f} x wall"
    )
    print(
        f"RESULT {slug}-{players}p-analysis-two-workers-cpu-ratio "
        f"{critical[2] / critical[1]:.2f} x (critical path over one worker's CPU; goal about 0.5)"
    )


if __name__ == "__main__":
    main()
