"""Strength per CPU: today's strong bot at 250 ms a move against the strong bot of the code before
the speed-up (tests/benchmarks/search_baseline.py: that commit's `engines`, run in a child
process of its own) at 1,000 ms a move, for every engine and player count, today's bot in every
seat (the others the old bot). Prints today's share of wins (a shared first place counts as a
share) with a 95 % Wilson interval against the goal of 50 %.

The old bot is asked over a pipe: the seat's view as JSON and a seed drawn from the seat's rng;
it answers with its move. Both think on the wall clock of the same machine, in the same run.
BENCH_STRENGTH_GAMES games per seat order (1 by default: a full table of intervals takes many
hours of one core), BENCH_STRENGTH_SETUPS e.g. "middle-earth-duel:2,tigris-euphyu:2",
BENCH_STRENGTH_NEW_MS and BENCH_STRENGTH_OLD_MS the two budgets (250 and 1000).

Run: python tests/benchmarks/bench_strength.py
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve()
sys.path.insert(0, str(HERE.parents[2]))

SETUPS = [
    ("tigris-euphrates", 2),
    ("tigris-euphyu", 2),
    ("middle-earth-duel", 2),
    ("after-the-flood", 3),
    ("tigris-euphrates", 4),
]
GOAL = 0.5


def serve() -> None:
    """In the child (on the old code): answer each line {slug, view, seat, seed, budget_ms}
    with the old strong bot's move."""
    from tests.benchmarks.search_baseline import child_path

    child_path()
    from engines import ENGINES, Rng
    from engines.bots import StrongBot

    bot = StrongBot()
    for line in sys.stdin:
        asked = json.loads(line)
        move = bot.choose(
            ENGINES[asked["slug"]],
            asked["view"],
            asked["seat"],
            Rng(bytes.fromhex(asked["seed"]), "old-bot"),
            asked["budget_ms"],
        )
        print(json.dumps(move), flush=True)


class OldStrongBot:
    """The old code's strong bot, in a child process, as a Bot."""

    name = "old-strong"

    def __init__(self, budget_ms: int):
        from tests.benchmarks.search_baseline import baseline_tree

        tree = baseline_tree()
        self.budget_ms = budget_ms
        self.process = subprocess.Popen(
            [sys.executable, str(HERE), "--serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=tree,
            env={**os.environ, "PYTHONPATH": str(tree), "SEARCH_TREE": str(tree)},
        )

    def choose(self, engine, view, seat, rng, budget_ms=None):
        from engines.bots.judgement import stream_seed

        asked = {
            "slug": engine.slug,
            "view": view,
            "seat": seat,
            "seed": stream_seed(rng).hex(),
            "budget_ms": self.budget_ms,
        }
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(asked) + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(30)


class TimedStrongBot:
    """Today's strong bot at its own budget (whatever budget the match passes)."""

    name = "strong"

    def __init__(self, budget_ms: int):
        from engines.bots import StrongBot

        self.bot = StrongBot()
        self.budget_ms = budget_ms

    def choose(self, engine, view, seat, rng, budget_ms=None):
        return self.bot.choose(engine, view, seat, rng, self.budget_ms)


def main() -> None:
    from engines import ENGINES
    from engines.bots.matches import play_match
    from tests.benchmarks.bench_bots import share_of_win, wilson
    from tests.benchmarks.search_baseline import chosen_setups

    games = int(os.environ.get("BENCH_STRENGTH_GAMES", "1"))
    new_ms = int(os.environ.get("BENCH_STRENGTH_NEW_MS", "250"))
    old_ms = int(os.environ.get("BENCH_STRENGTH_OLD_MS", "1000"))
    setups = chosen_setups("BENCH_STRENGTH_SETUPS", SETUPS)
    old = OldStrongBot(old_ms)
    new = TimedStrongBot(new_ms)
    print(f"today's strong bot at {new_ms} ms against the old one at {old_ms} ms", flush=True)
    try:
        for slug, players in setups:
            engine = ENGINES[slug]
            wins, played = 0.0, 0
            for round_index in range(games):
                for seat in range(players):
                    bots = [old] * players
                    bots[seat] = new
                    seed = f"bench-strength-{slug}-{players}-{round_index}".encode()
                    result = play_match(engine, bots, seed)
                    wins += share_of_win(result.ranks, seat)
                    played += 1
                    print(
                        f"  {slug} {players}p: today's bot in seat {seat}, ranks {result.ranks}, "
                        f"{result.plies} plies",
                        flush=True,
                    )
            low, high = wilson(wins, played)
            rate = wins / played
            verdict = "met" if low >= GOAL else ("not shown" if high >= GOAL else "NOT met")
            print(
                f"{slug} {players}p: {wins:g}/{played} = {rate:.0%} (95% {low:.0%}-{high:.0%}); "
                f"goal {GOAL:.0%}: {verdict}",
                flush=True,
            )
            print(
                f"RESULT {slug}-{players}p-{new_ms}ms-vs-old-{old_ms}ms {rate:.3f} fraction "
                f"({played} games, 95% {low:.2f}-{high:.2f}, goal {GOAL})"
            )
    finally:
        old.close()


if __name__ == "__main__":
    if sys.argv[1:] == ["--serve"]:
        serve()
    else:
        main()
