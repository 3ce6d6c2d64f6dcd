"""The bot levels a table may choose (games.bot_levels: 100, 250, 1,000 ms a move): today's strong
bot at each level against "greedy" in the two-player games, the strong bot in both seats. The
default level is the cheapest whose share of wins reaches 75 %. Prints each level's share with a
95 % Wilson interval.

The strong bot's budget counts its thread's CPU time (as in production), without a wall-clock
ceiling, so the machine's load does not decide a game. Games run in BENCH_LEVELS_JOBS worker
processes (2); seeds are fixed (`bench-levels-<slug>-<round>`). Knobs: BENCH_LEVELS_GAMES games
per seat order (2), BENCH_LEVELS the levels ("100,250,1000"), BENCH_LEVELS_SETUPS e.g.
"middle-earth-duel:2", BENCH_LEVELS_FIRST_ROUND (0), BENCH_LEVELS_OUT a JSON-lines file each
finished game is appended to (`--summary FILE` prints the table of such a file).

Run: python tests/benchmarks/bench_bot_levels.py
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines import ENGINES
from engines.bots import BOTS
from engines.bots.matches import play_match
from tests.benchmarks.bench_bots import share_of_win, wilson
from tests.benchmarks.bench_strength import TimedStrongBot, run_pool
from tests.benchmarks.search_baseline import chosen_setups

SETUPS = [("middle-earth-duel", 2), ("tigris-euphyu", 2), ("tigris-euphrates", 2)]
TARGET = 0.75


def play_one(task: dict) -> dict:
    """One game (in a worker process): the strong bot at the task's level in its seat, greedy
    in the others."""
    strong = TimedStrongBot(task["think_ms"])
    bots: list = [BOTS["greedy"]] * task["players"]
    bots[task["seat"]] = strong
    began = time.perf_counter()
    result = play_match(ENGINES[task["slug"]], bots, task["seed"].encode())
    return {
        **task,
        "ranks": result.ranks,
        "plies": result.plies,
        "wall": time.perf_counter() - began,
        "new": [strong.moves, strong.seconds, strong.iterations],
    }


def summarise(games: list[dict]) -> None:
    levels: dict[int, dict[tuple[str, int], list[dict]]] = {}
    for game in games:
        levels.setdefault(game["think_ms"], {}).setdefault(
            (game["slug"], game["players"]), []
        ).append(game)
    for think_ms in sorted(levels):
        total, count = 0.0, 0
        for (slug, players), played in levels[think_ms].items():
            wins = sum(share_of_win(g["ranks"], g["seat"]) for g in played)
            per_seat = [
                f"{sum(share_of_win(g['ranks'], s) for g in played if g['seat'] == s):g}/"
                f"{sum(1 for g in played if g['seat'] == s)}"
                for s in range(players)
            ]
            low, high = wilson(wins, len(played))
            cpu = sum(g["new"][1] for g in played)
            moves = sum(g["new"][0] for g in played)
            total += wins
            count += len(played)
            print(
                f"{think_ms} ms, {slug} {players}p vs greedy: {wins:g}/{len(played)} = "
                f"{wins / len(played):.0%} (95% {low:.0%}-{high:.0%}; by seat "
                f"{', '.join(per_seat)}); CPU a move {1000 * cpu / max(moves, 1):.0f} ms",
                flush=True,
            )
            print(
                f"RESULT level-{think_ms}ms-{slug}-vs-greedy {wins / len(played):.3f} fraction "
                f"({len(played)} games, 95% {low:.2f}-{high:.2f}, target {TARGET})"
            )
        low, high = wilson(total, count)
        print(f"RESULT level-{think_ms}ms-two-player-vs-greedy {total / count:.3f} fraction "
              f"({count} games, 95% {low:.2f}-{high:.2f}, target {TARGET})")  # fmt: skip


def main() -> None:
    games = int(os.environ.get("BENCH_LEVELS_GAMES", "2"))
    first_round = int(os.environ.get("BENCH_LEVELS_FIRST_ROUND", "0"))
    levels = [int(ms) for ms in os.environ.get("BENCH_LEVELS", "100,250,1000").split(",")]
    jobs = int(os.environ.get("BENCH_LEVELS_JOBS", "2"))
    setups = chosen_setups("BENCH_LEVELS_SETUPS", SETUPS)
    tasks = [
        {
            "slug": slug,
            "players": players,
            "seat": seat,
            "round": round_index,
            "seed": f"bench-levels-{slug}-{round_index}",
            "think_ms": think_ms,
        }
        for think_ms in levels
        for slug, players in setups
        for round_index in range(first_round, first_round + games)
        for seat in range(players)
    ]
    finished = []
    for game in run_pool(tasks, play_one, jobs, os.environ.get("BENCH_LEVELS_OUT")):
        finished.append(game)
        print(
            f"  {game['think_ms']} ms {game['slug']} round {game['round']}: strong in seat "
            f"{game['seat']}, ranks {game['ranks']}, {game['plies']} plies, "
            f"{game['wall']:.0f} s of wall time",
            flush=True,
        )
    summarise(finished)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--summary"]:
        lines = Path(sys.argv[2]).read_text().splitlines()
        summarise([json.loads(line) for line in lines if line.strip()])
    else:
        main()
