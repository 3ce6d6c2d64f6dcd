"""The strong bot's search after its speed-up finds what the code before it found: on a sample of
positions of every engine and player count (random playouts), a search of a fixed number of
iterations with the same rng gives the same move and the same root visit counts as the old code
did (tests/engines/search_golden.json, written from that commit's code by
`python tests/benchmarks/bench_search_speed.py --golden`). A setup listed under "today" there
draws its chance differently from the old code (bench_search_speed.REDRAWN, docs/bots.md): its
entries are what the code found when they were written, so any later change to its search
still shows here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.benchmarks.bench_search_speed import GOLDEN_FILE, SETUPS, child

GOLDEN = json.loads(Path(GOLDEN_FILE).read_text())


@pytest.mark.parametrize(("slug", "players"), SETUPS)
def test_the_search_finds_what_the_old_code_found(slug, players, monkeypatch):
    monkeypatch.setenv("SEARCH_TREE", str(Path(__file__).resolve().parents[2]))
    expected = GOLDEN["found"][f"{slug}:{players}"]
    found = child(
        {
            "slug": slug,
            "players": players,
            "positions": len(expected),
            "iterations": GOLDEN["iterations"],
        }
    )["found"]
    assert found == expected
