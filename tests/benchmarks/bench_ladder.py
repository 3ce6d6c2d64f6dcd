"""Benchmark: how fast a challenge ladder's log is written through the commands and replayed."""

import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))  # run from any directory

from ladders.rules import project
from tests.ladders.rules.test_projection import random_season


def main() -> None:
    started = time.perf_counter()
    log = random_season(seed=11, steps=20_000)
    written = time.perf_counter() - started
    started = time.perf_counter()
    replayed = project(log.events)
    replay_seconds = time.perf_counter() - started
    assert replayed == log.ladder
    print(f"commands: 20000 in {written:.2f} s (live projection folded with evolve)")
    print(
        f"replay: {len(log.events)} events in {replay_seconds * 1000:.1f} ms "
        f"({len(log.events) / replay_seconds:,.0f} events/s), {len(log.players)} players at the end"
    )
    print(f"RESULT ladder_replay_events_per_s {len(log.events) / replay_seconds:.0f} events/s")


if __name__ == "__main__":
    main()
