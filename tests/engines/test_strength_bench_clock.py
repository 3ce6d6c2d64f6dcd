"""bench_strength's old-bot child reads its searches' seconds on the thinking thread's CPU clock
in both of its modes (a time budget and a fixed number of iterations): the old code's
`StrongBot` defaults to the wall clock, which billed it a loaded machine's waits as its own
seconds at equal work (docs/bots.md, "Strength per CPU, third look"). Run here on today's code
through the child's own loop, with the thread clock replaced by one that jumps 1,000 s a call."""

from __future__ import annotations

import io
import itertools
import json
import sys
import time
from pathlib import Path

from engines import ENGINES, Rng
from tests.benchmarks import bench_strength

ROOT = Path(__file__).resolve().parents[2]


def opening_view(slug: str, players: int) -> tuple[dict, int]:
    engine = ENGINES[slug]
    state = None
    for event in engine.start(players, {}, Rng(b"strength-clock", "0")):
        state = engine.evolve(state, event)
    seat = engine.to_act(state)[0]
    return engine.view(state, seat), seat


def test_the_old_bots_child_bills_thread_cpu_seconds_in_both_modes(monkeypatch):
    view, seat = opening_view("middle-earth-duel", 2)
    asked = [
        {
            "slug": "middle-earth-duel",
            "view": view,
            "seat": seat,
            "seed": "00" * 16,
            "budget_ms": 250,
            "iterations": iterations,
        }
        for iterations in (12, None)
    ]
    jumps = itertools.count(0.0, 1000.0)
    monkeypatch.setattr(time, "thread_time", lambda: next(jumps))
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setenv("SEARCH_TREE", str(ROOT))
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(json.dumps(a) + "\n" for a in asked)))
    answers = io.StringIO()
    monkeypatch.setattr(sys, "stdout", answers)
    bench_strength.serve()
    by_iterations, timed = (json.loads(line) for line in answers.getvalue().splitlines())
    assert by_iterations["iterations"] == 12
    assert by_iterations["seconds"] >= 1000.0
    assert timed["seconds"] >= 1000.0
    assert timed["iterations"] >= 1
