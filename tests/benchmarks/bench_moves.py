"""Benchmark: random-bot games played through move_submit (lock, load, decide, append, project).

Prints moves/s and p50/p99 latency per engine. Uses DATABASE_URL if set, else a fresh SQLite file
in a temporary folder. `BENCH_GAMES` (default 3) games per engine.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
if not os.environ.get("DATABASE_URL"):
    os.environ["PLATFORM_VAR_DIR"] = tempfile.mkdtemp(prefix="bench-moves-")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("OPEN_GAMES_CAP", "1000000")  # two players, many games: not the cap's test


def main() -> None:
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection

    from engines import ENGINES, Rng
    from games import services
    from games.models import Game
    from games.selectors import legal_moves_for
    from tests.engines.toy_engine import SECRET_NIM

    call_command("migrate", verbosity=0)
    ENGINES.setdefault(SECRET_NIM.slug, SECRET_NIM)
    games_per_engine = int(os.environ.get("BENCH_GAMES", "3"))
    User = get_user_model()
    users = [User.objects.get_or_create(username=f"bench{i}")[0] for i in range(4)]
    print(f"database: {connection.vendor}; {games_per_engine} game(s) per engine")
    print(f"{'engine':<20} {'moves':>7} {'moves/s':>9} {'p50 ms':>8} {'p99 ms':>8}")
    for engine in ENGINES.values():
        players = min(engine.max_players, max(engine.min_players, 2))
        latencies = []
        for index in range(games_per_engine):
            game = services.game_create(user=users[0], engine=engine.slug, players=players)
            for user in users[1:players]:
                services.game_join(game=game, user=user)
            chooser = Rng(f"bench-{index}".encode(), "choose")
            user_at = {seat.index: seat.user for seat in game.seats.all()}  # seats are drawn
            while True:
                game = Game.objects.get(pk=game.pk)
                if not game.to_act:
                    break
                seat = game.to_act[0]
                move = chooser.choice(legal_moves_for(game, seat))
                began = time.perf_counter()
                services.move_submit(
                    game=game, user=user_at[seat], move=move, expected_seq=game.seq
                )
                latencies.append(time.perf_counter() - began)
        total = sum(latencies)
        p50 = statistics.median(latencies) * 1000
        p99 = sorted(latencies)[int(len(latencies) * 0.99) - 1] * 1000
        print(
            f"{engine.slug:<20} {len(latencies):>7} {len(latencies) / total:>9.1f} {p50:>8.2f} {p99:>8.2f}"
        )
        print(f"RESULT move_submit_{engine.slug.replace('-', '_')}_p50 {p50:.2f} ms")


if __name__ == "__main__":
    main()
