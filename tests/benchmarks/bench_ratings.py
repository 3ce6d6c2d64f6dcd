"""Benchmark: Elo and OpenSkill updates per second, as `recompute_ratings` would run them."""

import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2]))  # run from any directory

from ratings import elo, openskill_rating


def main() -> None:
    games = 20_000
    seats = [(1500.0, 12, 1), (1530.0, 40, 2), (1480.0, 3, 2), (1610.0, 80, 4)]
    started = time.perf_counter()
    for _ in range(games):
        elo.rate(seats)
    seconds = time.perf_counter() - started
    print(f"elo, 4 seats: {games / seconds:,.0f} games/s")
    started = time.perf_counter()
    for _ in range(games):
        elo.rate(seats[:2])
    seconds = time.perf_counter() - started
    print(f"elo, 2 seats: {games / seconds:,.0f} games/s")
    print(f"RESULT elo_2_seats {games / seconds:.0f} games/s")
    skill_games = 2_000
    skill_seats = [(25.0, 8.3, 1), (27.0, 5.0, 2), (22.0, 6.0, 2), (30.0, 3.0, 4)]
    started = time.perf_counter()
    for _ in range(skill_games):
        openskill_rating.rate(skill_seats)
    seconds = time.perf_counter() - started
    print(f"openskill plackett-luce, 4 seats: {skill_games / seconds:,.0f} games/s")
    print(f"RESULT openskill_4_seats {skill_games / seconds:.0f} games/s")


if __name__ == "__main__":
    main()
