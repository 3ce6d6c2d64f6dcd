"""Benchmark: After the Flood random-bot games per second (start to final scoring, with legal_moves)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines import get_engine
from engines.bots import play_random_game


def main(games: int = 30) -> None:
    engine = get_engine("after-the-flood")
    moves = 0
    began = time.perf_counter()
    for index in range(games):
        _, events = play_random_game(engine, 3, {}, f"bench-{index}".encode())
        moves += len(events)
    elapsed = time.perf_counter() - began
    print(f"after-the-flood: {games} random-bot games in {elapsed:.2f} s")
    print(
        f"  {games / elapsed:.1f} games/s, {moves / games:.0f} events/game, "
        f"{moves / elapsed:.0f} events/s"
    )
    print(f"RESULT after_the_flood_games_per_s {games / elapsed:.1f} games/s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
