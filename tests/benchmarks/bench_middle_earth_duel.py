"""Benchmark: random-bot games of Duel for Middle-earth per second (run as a script, not by pytest)."""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from engines import get_engine
from engines.bots import play_random_game


def main(games: int = 200) -> None:
    engine = get_engine("middle-earth-duel")
    reasons: Counter = Counter()
    winners: Counter = Counter()
    moves = 0
    started = time.perf_counter()
    for index in range(games):
        state, events = play_random_game(engine, 2, {}, f"bench-{index}".encode())
        outcome = engine.outcome(state)
        reasons[outcome["details"]["reason"]] += 1
        winners[outcome["details"]["winner"]] += 1
        moves += sum(
            1 for e in events if e["type"] in ("card_taken", "landmark_taken", "choice_made")
        )
    elapsed = time.perf_counter() - started
    print(f"middle-earth-duel: {games} random games in {elapsed:.2f} s")
    print(f"  games/s: {games / elapsed:.1f}")
    print(f"  moves/s: {moves / elapsed:.0f} (about {moves / games:.0f} moves a game)")
    print(f"RESULT middle_earth_duel_games_per_s {games / elapsed:.1f} games/s")
    print(f"  reasons: {dict(reasons)}")
    print(f"  winners: {dict(winners)}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
