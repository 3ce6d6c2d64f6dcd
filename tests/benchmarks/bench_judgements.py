"""Judging a whole game per engine, as the analysis does at the production budget: one
random-bot game per setup, and before every move with a choice both searches the analysis runs,
the omniscient one (the true position, chance drawn anew: `_ply`) and the one from the mover's
view (`judge_move`: the strong bot's determinized search over the seat's view), at
ANALYSIS_ITERATIONS (200, production's) iterations each; no database, one process. The moves
go in chunks of ANALYSIS_CHUNK_PLIES with the garbage collector paused for each chunk, as the
worker's `games.services.analysis.analysis_chunk` runs them.

Prints per setup the positions judged, the CPU seconds of each search, and "both": the whole
loop's (both searches, the collector's passes when each chunk ends, and the random game's own
moves; time.process_time: the machine is shared); and the verdicts found from the mover's view.

Run: python tests/benchmarks/bench_judgements.py (BENCH_JUDGEMENT_SETUPS as
"tigris-euphyu:2,middle-earth-duel:2"; ANALYSIS_ITERATIONS for another budget).
"""

from __future__ import annotations

import os
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")


def judge_game(slug: str, players: int, iterations: int) -> dict:
    """One random game of a setup, every move with a choice judged both ways, in chunks of
    ANALYSIS_CHUNK_PLIES moves with the garbage collector paused for each, as the worker's
    `analysis_chunk` runs them. `total` is the CPU time of the whole loop: both searches, the
    collections when each chunk gives the collector back, and the random game's own moves."""
    from django.conf import settings

    from engines import ENGINES, Rng
    from engines.bots.collector import collector_paused
    from engines.bots.matches import MAX_PLIES
    from games.services.analysis import _ply
    from games.services.judgements import judge_move

    engine = ENGINES[slug]
    seed = f"bench-judgements-{slug}-{players}".encode()
    state = None
    for event in engine.start(players, {}, Rng(seed, "0")):
        state = engine.evolve(state, event)
    chooser = Rng(seed, "moves")
    omniscient = seen = 0.0
    positions = 0
    verdicts: Counter = Counter()
    chunk = max(1, settings.ANALYSIS_CHUNK_PLIES)
    started = time.process_time()
    ply = 0
    while ply < MAX_PLIES and engine.to_act(state):
        end = min(ply + chunk, MAX_PLIES)
        with collector_paused():
            while ply < end and engine.to_act(state):
                seat = engine.to_act(state)[0]
                moves = engine.legal_moves(state, seat)
                move = chooser.choice(moves)
                before = state
                for event in engine.decide(state, seat, move, Rng(seed, str(ply + 1))):
                    state = engine.evolve(state, event)
                if len(moves) >= 2:
                    positions += 1
                    began = time.process_time()
                    entry = _ply(
                        engine, before, seat, move, state, players,
                        Rng(seed, f"analysis:{ply}"), iterations,
                    )  # fmt: skip
                    middle = time.process_time()
                    judged = judge_move(
                        engine, before, seat, move, players, Rng(seed, f"judgement:{ply}"),
                        iterations, entry["loss"],
                    )  # fmt: skip
                    omniscient += middle - began
                    seen += time.process_time() - middle
                    verdicts[judged["seen"]["verdict"] or "fine"] += 1
                ply += 1
    total = time.process_time() - started
    return {
        "positions": positions,
        "omniscient": omniscient,
        "seen": seen,
        "total": total,
        "verdicts": verdicts,
    }


def main() -> None:
    import django

    django.setup()
    from tests.benchmarks.search_baseline import ISSUE_SETUPS, chosen_setups

    iterations = int(os.environ.get("ANALYSIS_ITERATIONS", "200"))
    for slug, players in chosen_setups("BENCH_JUDGEMENT_SETUPS", ISSUE_SETUPS):
        found = judge_game(slug, players, iterations)
        name = f"{slug}-{players}p"
        both = found["total"]
        print(
            f"{name}: {found['positions']} positions at {iterations} iterations: omniscient "
            f"{found['omniscient']:.1f} s, mover's view {found['seen']:.1f} s, both {both:.1f} s "
            f"CPU; mover's-view verdicts {dict(found['verdicts'])}",
            flush=True,
        )
        print(f"RESULT judge-{name}-both {both:.1f} s CPU ({iterations} iterations)")
        print(f"RESULT judge-{name}-view {found['seen']:.1f} s CPU (mover's view only)")


if __name__ == "__main__":
    main()
