"""How far a move's judgement is the search's luck: the analysis' verdicts (inaccuracy,
mistake, blunder) found twice on the same positions by searches that differ only in their rng,
at several budgets. A verdict both rngs give says something of the move; one only a single rng
gives is the search's luck (docs/bots.md, "seventh look": in Tigris & Euphrates most of the
mover's-view ones, at every budget measured).

One game per setup played by the strong bot (BENCH_AGREEMENT_PLAY iterations a move, 150 by
default, from each seat's view: positions as real play makes them, not a random game's
blunders); before every
move with a choice:
- the mover's-view judgement (`games.services.judgements.seen_loss`, what the review's
  "visible" notes and the accuracies read) at each budget of BENCH_AGREEMENT_BUDGETS, with two
  rngs;
- the omniscient search (`games.services.analysis._ply`, the chart's and the "unlucky" notes'
  loss) at ANALYSIS_ITERATIONS (production's 200), with two rngs.

Prints per setup and budget the moves flagged by both rngs against those flagged by either, how
many positions got the same verdict, the mean difference of the two losses, and the CPU seconds
of one judgement of the whole game; each budget's first rng is also compared with the largest
budget's second (a verdict the larger search would give).

Run: python tests/benchmarks/bench_judgement_agreement.py (BENCH_AGREEMENT_SETUPS as
"tigris-euphrates:2,tigris-euphrates:4"; BENCH_AGREEMENT_BUDGETS as "50,200,800").
"""

from __future__ import annotations

import os
import sys
import time
from itertools import product
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

SEEDS = ("first", "second")


def agreement(first: list[dict], second: list[dict]) -> dict:
    """How two judgements of the same positions agree: flagged by both, by either, the same
    verdict, and the mean absolute difference of their losses."""
    pairs = list(zip(first, second, strict=True))
    return {
        "both": sum(bool(a["verdict"]) and bool(b["verdict"]) for a, b in pairs),
        "either": sum(bool(a["verdict"]) or bool(b["verdict"]) for a, b in pairs),
        "same": sum(a["verdict"] == b["verdict"] for a, b in pairs),
        "difference": sum(abs(a["loss"] - b["loss"]) for a, b in pairs) / max(1, len(pairs)),
    }


def judge_game(slug: str, players: int, budgets: list[int], play: int, production: int) -> dict:
    """A strong-bot game of a setup, each move with a choice judged from the mover's view at
    every budget and by the omniscient search at production's budget, each with two rngs."""
    from engines import ENGINES, Rng, replay
    from engines.bots import StrongBot
    from engines.bots.collector import collector_paused
    from engines.bots.matches import MAX_PLIES
    from games.services.analysis import _ply
    from games.services.judgements import seen_loss, verdict_of

    engine = ENGINES[slug]
    seed = f"bench-agreement-{slug}-{players}".encode()
    state = replay(engine, engine.start(players, {}, Rng(seed, "0")))
    seen: dict[tuple[int, str], list[dict]] = {(b, s): [] for b in budgets for s in SEEDS}
    omniscient: dict[str, list[dict]] = {s: [] for s in SEEDS}
    seconds = dict.fromkeys(budgets, 0.0)
    bot = StrongBot(iterations=play)
    with collector_paused():
        for ply in range(MAX_PLIES):
            acting = engine.to_act(state)
            if not acting:
                break
            seat = acting[0]
            moves = engine.legal_moves(state, seat)
            view = engine.view(state, seat)
            move = (
                bot.choose(engine, view, seat, Rng(seed, f"play:{ply}")) if moves[1:] else moves[0]
            )
            before = state
            state = replay(engine, engine.decide(state, seat, move, Rng(seed, str(ply + 1))), state)
            if not moves[1:]:
                continue
            for budget, name in product(budgets, SEEDS):
                rng = Rng(seed, f"judgement:{ply}:{budget}:{name}")
                began = time.process_time()
                seen[budget, name].append(seen_loss(engine, view, seat, move, players, rng, budget))
                seconds[budget] += time.process_time() - began
            for name in SEEDS:
                rng = Rng(seed, f"analysis:{ply}:{name}")
                loss = _ply(engine, before, seat, move, state, players, rng, production)["loss"]
                omniscient[name].append({"loss": loss, "verdict": verdict_of(loss)})
    return {
        "positions": len(omniscient[SEEDS[0]]),
        "seen": seen,
        "omniscient": omniscient,
        "seconds": {budget: total / len(SEEDS) for budget, total in seconds.items()},
    }


def described(found: dict) -> str:
    return (
        f"flagged by both rngs {found['both']} of {found['either']} flagged by either, "
        f"same verdict at {found['same']} positions, mean loss difference "
        f"{found['difference']:.3f}"
    )


def main() -> None:
    import django

    django.setup()
    from django.conf import settings

    from tests.benchmarks.search_baseline import ISSUE_SETUPS, chosen_setups

    budgets = sorted(int(b) for b in os.environ.get("BENCH_AGREEMENT_BUDGETS", "50,200").split(","))
    play = int(os.environ.get("BENCH_AGREEMENT_PLAY", "150"))
    production = settings.ANALYSIS_ITERATIONS
    largest = budgets[-1]
    for slug, players in chosen_setups("BENCH_AGREEMENT_SETUPS", ISSUE_SETUPS):
        found = judge_game(slug, players, budgets, play, production)
        name = f"{slug}-{players}p"
        print(f"{name}: {found['positions']} positions of a strong-bot game", flush=True)
        first, second = SEEDS
        for budget in budgets:
            same_budget = agreement(found["seen"][budget, first], found["seen"][budget, second])
            print(
                f"  mover's view, {budget} iterations ({found['seconds'][budget]:.1f} s a game): "
                + described(same_budget)
            )
            if budget != largest:
                against = agreement(found["seen"][budget, first], found["seen"][largest, second])
                print(f"    against {largest} iterations: " + described(against))
            print(
                f"RESULT judgement-agreement-{name}-view-{budget} "
                f"{same_budget['both']}/{same_budget['either']} flagged moves both rngs flag"
            )
        omniscient = agreement(found["omniscient"][first], found["omniscient"][second])
        print(f"  omniscient, {production} iterations: " + described(omniscient), flush=True)
        print(
            f"RESULT judgement-agreement-{name}-omniscient "
            f"{omniscient['both']}/{omniscient['either']} flagged moves both rngs flag"
        )


if __name__ == "__main__":
    main()
