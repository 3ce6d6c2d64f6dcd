"""Strength per CPU: today's strong bot at 250 ms a move against the strong bot of the code before
the speed-up (tests/benchmarks/search_baseline.py: that commit's `engines`, run in a child
process of its own) at 1,000 ms a move, for every engine and player count, today's bot in every
seat (the others the old bot). Prints today's share of wins (a shared first place counts as a
share) with a 95 % Wilson interval against the goal of 50 %; in games of three or four seats
also the share of the old bots it finished ahead of (50 % is equal strength there, while the
share of wins of an equal bot is 1 / seats).

Both bots' budgets count the thinking thread's CPU time (`time.thread_time`; the old bot's
clock is injected the same way), not the wall clock, so the machine's load does not decide a
match; neither has a wall-clock ceiling here. The old bot is asked over a pipe: the seat's view
as JSON and a seed drawn from the seat's rng; it answers with its move and its search's CPU
seconds and iterations.

Games run in BENCH_STRENGTH_JOBS worker processes (2), each game with its own old-bot child;
seeds are fixed (`bench-strength-<slug>-<players>-<round>`), each round plays every seat order.
Knobs: BENCH_STRENGTH_GAMES rounds (games per seat order, 1), BENCH_STRENGTH_SETUPS e.g.
"middle-earth-duel:2,tigris-euphyu:2" (cheapest first by default), BENCH_STRENGTH_NEW_MS and
BENCH_STRENGTH_OLD_MS the two budgets (250 and 1000), BENCH_STRENGTH_ITERATIONS (unset: those
budgets; N: both bots search exactly N iterations a move, the two searches compared at equal
work), BENCH_STRENGTH_FIRST_ROUND (0: later rounds add games to an earlier run),
BENCH_STRENGTH_OUT a JSON-lines file each finished game is appended to (`--summary FILE`
prints the table of such a file). The games are played round by round (every setup's first
round, cheapest setup first, then every setup's second...), so a run stopped early has played
each setup's seat orders alike.

Run: python tests/benchmarks/bench_strength.py
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

HERE = Path(__file__).resolve()
sys.path.insert(0, str(HERE.parents[2]))

SETUPS = [
    ("middle-earth-duel", 2),
    ("tigris-euphyu", 2),
    ("after-the-flood", 3),
    ("tigris-euphrates", 2),
    ("tigris-euphrates", 4),
]
GOAL = 0.5


def thread_clocked(bot_class, iterations: int | None):
    """The old code's strong bot, on the thinking thread's CPU clock whether it searches for a
    time budget or `iterations`: the old `StrongBot`'s clock defaults to the wall clock
    (`time.perf_counter`), which would bill it a loaded machine's waits as its seconds."""
    return bot_class(iterations=iterations, clock=time.thread_time)


def serve() -> None:
    """In the child (on the old code): answer each line {slug, view, seat, seed, budget_ms}
    with the old strong bot's move, its CPU seconds and iterations. Its budget and its seconds
    are read on the thread's CPU clock, as today's bot's."""
    from tests.benchmarks.search_baseline import child_path

    child_path()
    from engines import ENGINES, Rng
    from engines.bots import StrongBot

    for line in sys.stdin:
        asked = json.loads(line)
        bot = thread_clocked(StrongBot, asked.get("iterations"))
        result = bot.search(
            ENGINES[asked["slug"]],
            asked["view"],
            asked["seat"],
            Rng(bytes.fromhex(asked["seed"]), "old-bot"),
            asked["budget_ms"],
        )
        answer = {"move": result.move, "seconds": result.seconds, "iterations": result.iterations}
        print(json.dumps(answer), flush=True)


class OldStrongBot:
    """The old code's strong bot, in a child process, as a Bot (CPU seconds and iterations
    of its searches summed)."""

    name = "old-strong"

    def __init__(self, budget_ms: int, iterations: int | None = None):
        from tests.benchmarks.search_baseline import baseline_tree

        tree = baseline_tree()
        self.budget_ms = budget_ms
        self.iterations_a_move = iterations
        self.seconds, self.iterations, self.moves = 0.0, 0, 0
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
            "iterations": self.iterations_a_move,
        }
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(asked) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        self.seconds += answer["seconds"]
        self.iterations += answer["iterations"]
        self.moves += 1
        return answer["move"]

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(30)


class TimedStrongBot:
    """Today's strong bot at its own budget (whatever budget the match passes), on the thread's
    CPU clock without a wall-clock ceiling; CPU seconds and iterations of its searches summed."""

    name = "strong"

    def __init__(self, budget_ms: int, **options):
        from engines.bots import StrongBot

        self.bot = StrongBot(wall_factor=None, **options)
        self.budget_ms = budget_ms
        self.seconds, self.iterations, self.moves = 0.0, 0, 0

    def choose(self, engine, view, seat, rng, budget_ms=None):
        result = self.bot.search(engine, view, seat, rng, self.budget_ms)
        self.seconds += result.seconds
        self.iterations += result.iterations
        self.moves += 1
        return result.move


def ahead_share(ranks: list[int], seat: int) -> float:
    """The share of the other seats that `seat` finished ahead of (a tie counts a half)."""
    others = [rank for other, rank in enumerate(ranks) if other != seat]
    return sum(1.0 if ranks[seat] < r else 0.5 if ranks[seat] == r else 0.0 for r in others) / len(
        others
    )


def play_one(task: dict) -> dict:
    """One game (in a worker process): today's bot in `task['seat']`, the old bot elsewhere."""
    from engines import ENGINES
    from engines.bots.matches import play_match

    players, seat = task["players"], task["seat"]
    iterations = task.get("iterations")
    old = OldStrongBot(task["old_ms"], iterations)
    new = TimedStrongBot(task["new_ms"], iterations=iterations)
    began = time.perf_counter()
    try:
        bots: list = [old] * players
        bots[seat] = new
        result = play_match(ENGINES[task["slug"]], bots, task["seed"].encode())
    finally:
        old.close()
    return {
        **task,
        "ranks": result.ranks,
        "plies": result.plies,
        "wall": time.perf_counter() - began,
        "new": [new.moves, new.seconds, new.iterations],
        "old": [old.moves, old.seconds, old.iterations],
    }


def run_pool(
    tasks: list[dict], play: Callable[[dict], dict], jobs: int, out: str | None
) -> Iterable[dict]:
    """Play `tasks` in `jobs` worker processes; yield each finished game (appended to `out`)."""
    with ProcessPoolExecutor(jobs) as pool:
        futures = [pool.submit(play, task) for task in tasks]
        for future in as_completed(futures):
            game = future.result()
            if out:
                with open(out, "a") as file:
                    file.write(json.dumps(game) + "\n")
            yield game


def summarise(games: list[dict], label: Callable[[dict], str], print_result: bool = True) -> None:
    """Per setup: today's share of wins with its Wilson interval (and per seat), plus the
    share of old bots finished behind in games of more than two seats, and CPU per move."""
    from tests.benchmarks.bench_bots import share_of_win, wilson

    setups: dict[tuple[str, int], list[dict]] = {}
    for game in games:
        setups.setdefault((game["slug"], game["players"]), []).append(game)
    for (slug, players), played in setups.items():
        wins = sum(share_of_win(g["ranks"], g["seat"]) for g in played)
        count = len(played)
        low, high = wilson(wins, count)
        per_seat = []
        for seat in range(players):
            in_seat = [g for g in played if g["seat"] == seat]
            seat_wins = sum(share_of_win(g["ranks"], seat) for g in in_seat)
            per_seat.append(f"{seat_wins:g}/{len(in_seat)}")
        verdict = "met" if low >= GOAL else ("not shown" if high >= GOAL else "NOT met")
        new_moves = sum(g["new"][0] for g in played)
        old_moves = sum(g["old"][0] for g in played)
        new_cpu = sum(g["new"][1] for g in played)
        old_cpu = sum(g["old"][1] for g in played)
        new_it = sum(g["new"][2] for g in played)
        old_it = sum(g["old"][2] for g in played)
        line = (
            f"{slug} {players}p: {label(played[0])}: wins {wins:g}/{count} = {wins / count:.0%} "
            f"(95% {low:.0%}-{high:.0%}; by seat {', '.join(per_seat)}); goal {GOAL:.0%}: "
            f"{verdict}"
        )
        if players > 2:
            ahead = sum(ahead_share(g["ranks"], g["seat"]) for g in played)
            a_low, a_high = wilson(ahead, count)
            line += f"; ahead of the old bots {ahead / count:.0%} ({a_low:.0%}-{a_high:.0%})"
        line += (
            f"; CPU a move: today's {1000 * new_cpu / max(new_moves, 1):.0f} ms "
            f"({new_it / max(new_cpu, 1e-9):.0f} it/s), the other "
            f"{1000 * old_cpu / max(old_moves, 1):.0f} ms ({old_it / max(old_cpu, 1e-9):.0f} it/s)"
        )
        print(line, flush=True)
        if print_result:
            print(
                f"RESULT {slug}-{players}p-{label(played[0]).replace(' ', '-')} "
                f"{wins / count:.3f} fraction ({count} games, 95% {low:.2f}-{high:.2f}, "
                f"goal {GOAL})",
                flush=True,
            )


def strength_label(game: dict) -> str:
    if game.get("iterations"):
        return f"{game['iterations']} iterations vs old {game['iterations']} iterations"
    return f"{game['new_ms']}ms vs old {game['old_ms']}ms"


def main() -> None:
    from tests.benchmarks.search_baseline import baseline_tree, chosen_setups

    games = int(os.environ.get("BENCH_STRENGTH_GAMES", "1"))
    first_round = int(os.environ.get("BENCH_STRENGTH_FIRST_ROUND", "0"))
    new_ms = int(os.environ.get("BENCH_STRENGTH_NEW_MS", "250"))
    old_ms = int(os.environ.get("BENCH_STRENGTH_OLD_MS", "1000"))
    jobs = int(os.environ.get("BENCH_STRENGTH_JOBS", "2"))
    out = os.environ.get("BENCH_STRENGTH_OUT")
    iterations = int(os.environ.get("BENCH_STRENGTH_ITERATIONS", "0")) or None
    setups = chosen_setups("BENCH_STRENGTH_SETUPS", SETUPS)
    baseline_tree()  # unpacked here once: a worker unpacks its own copy when it starts
    budgets = (
        f"{iterations} iterations a move each (equal search)"
        if iterations
        else f"{new_ms} ms of CPU a move against the old one at {old_ms} ms"
    )
    print(
        f"today's strong bot at {budgets}, {games} game(s) per seat order, {jobs} games at a time",
        flush=True,
    )
    tasks = [
        {
            "slug": slug,
            "players": players,
            "seat": seat,
            "round": round_index,
            "seed": f"bench-strength-{slug}-{players}-{round_index}",
            "new_ms": new_ms,
            "old_ms": old_ms,
            "iterations": iterations,
        }
        for round_index in range(first_round, first_round + games)
        for slug, players in setups
        for seat in range(players)
    ]
    finished = []
    for game in run_pool(tasks, play_one, jobs, out):
        finished.append(game)
        print(
            f"  {game['slug']} {game['players']}p round {game['round']}: today's bot in seat "
            f"{game['seat']}, ranks {game['ranks']}, {game['plies']} plies, "
            f"{game['wall']:.0f} s of wall time",
            flush=True,
        )
    summarise(finished, strength_label)


if __name__ == "__main__":
    if sys.argv[1:] == ["--serve"]:
        serve()
    elif sys.argv[1:2] == ["--summary"]:
        lines = Path(sys.argv[2]).read_text().splitlines()
        summarise([json.loads(line) for line in lines if line.strip()], strength_label)
    else:
        main()
