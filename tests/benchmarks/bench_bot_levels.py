"""The bot levels a table may choose (games.bot_levels: 100, 250, 1,000 ms a move): today's strong
bot at each level against "greedy" in the two-player games, the strong bot in both seats. The
default level is the cheapest whose share of wins reaches 75 %. Prints each level's share with a
95 % Wilson interval. BENCH_LEVELS_GAMES games per seat order (2), BENCH_LEVELS the levels
("100,250,1000"), BENCH_LEVELS_SETUPS e.g. "middle-earth-duel:2".

Run: python tests/benchmarks/bench_bot_levels.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines import ENGINES
from engines.bots import BOTS
from engines.bots.matches import play_match
from tests.benchmarks.bench_bots import share_of_win, wilson
from tests.benchmarks.bench_strength import TimedStrongBot

SETUPS = [("tigris-euphrates", 2), ("tigris-euphyu", 2), ("middle-earth-duel", 2)]
TARGET = 0.75


def main() -> None:
    games = int(os.environ.get("BENCH_LEVELS_GAMES", "2"))
    levels = [int(ms) for ms in os.environ.get("BENCH_LEVELS", "100,250,1000").split(",")]
    chosen = os.environ.get("BENCH_LEVELS_SETUPS")
    setups = SETUPS
    if chosen:
        wanted = {(name, int(n)) for name, n in (s.split(":") for s in chosen.split(","))}
        setups = [setup for setup in SETUPS if setup in wanted]
    for think_ms in levels:
        strong = TimedStrongBot(think_ms)
        total, count = 0.0, 0
        for slug, players in setups:
            wins, played = 0.0, 0
            for round_index in range(games):
                for seat in range(players):
                    bots = [BOTS["greedy"]] * players
                    bots[seat] = strong
                    seed = f"bench-levels-{slug}-{round_index}".encode()
                    result = play_match(ENGINES[slug], bots, seed)
                    wins += share_of_win(result.ranks, seat)
                    played += 1
            low, high = wilson(wins, played)
            total += wins
            count += played
            print(
                f"{think_ms} ms, {slug} {players}p vs greedy: {wins:g}/{played} = "
                f"{wins / played:.0%} (95% {low:.0%}-{high:.0%})",
                flush=True,
            )
            print(
                f"RESULT level-{think_ms}ms-{slug}-vs-greedy {wins / played:.3f} fraction "
                f"({played} games, 95% {low:.2f}-{high:.2f}, target {TARGET})"
            )
        low, high = wilson(total, count)
        print(f"RESULT level-{think_ms}ms-two-player-vs-greedy {total / count:.3f} fraction "
              f"({count} games, 95% {low:.2f}-{high:.2f}, target {TARGET})")  # fmt: skip


if __name__ == "__main__":
    main()
