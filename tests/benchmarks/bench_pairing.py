"""Benchmark: seconds to pair one Swiss round of 40, 100 and 1,000 players (two- and four-player).

Arguments: rounds (default 5), then optionally the field sizes (default 40 100 1000).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tournaments.pairing import (
    Entrant,
    GameRecord,
    RoundRecord,
    pods,
    swiss,
    swiss_round,
)


def play(pairing, chooser: random.Random) -> RoundRecord:
    """Random results for every table of a pairing (two players: a draw now and then)."""
    games = []
    for table in pairing.tables:
        if len(table) == 2:
            places = chooser.choice([(1, 2), (2, 1), (1, 2), (2, 1), (1, 1)])
        else:
            order = list(range(len(table)))
            chooser.shuffle(order)
            places = tuple(order.index(seat) + 1 for seat in range(len(table)))
        games.append(GameRecord(seats=table, places=places))
    return RoundRecord(games=games, byes=pairing.byes)


def bench(players: int, table_size: int, rounds: int) -> list[float]:
    chooser = random.Random(20261129)
    entrants = [Entrant(id=number, rating=chooser.gauss(1500, 300)) for number in range(players)]
    history: list[RoundRecord] = []
    seconds = []
    for _ in range(rounds):
        started = time.perf_counter()
        pairing = swiss_round(entrants, history, table_size=table_size)
        seconds.append(time.perf_counter() - started)
        history.append(play(pairing, chooser))
    return seconds


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    fields = [int(value) for value in sys.argv[2:]] or [40, 100, 1000]
    print(
        f"two-player: bye decided first, then networkx blossom on chunks of {swiss.CHUNK} players "
        "in standings order (exact whole-field fallback); four-player: branch and bound on "
        f"repeats up to {pods.EXACT_LIMIT} players, local search beyond"
    )
    for players in fields:
        for table_size in (2, 4):
            seconds = bench(players, table_size, rounds)
            figures = ", ".join(f"{value:.2f}" for value in seconds)
            mean = sum(seconds) / len(seconds)
            print(
                f"{players} players, {table_size}-player tables: seconds per round [{figures}] "
                f"mean {mean:.2f} max {max(seconds):.2f}"
            )
            print(f"RESULT pairing_{players}_players_{table_size}p_round {mean:.2f} s")
            if players == 1000 and table_size == 2:
                print(f"RESULT pairing_1000_players_2p_to_goal_2s {mean / 2:.3f} x")


if __name__ == "__main__":
    main()
