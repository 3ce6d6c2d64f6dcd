"""Benchmark: `manage.py recompute_ratings` over synthetic finished games (games/s).

Creates BENCH_GAMES (default 100,000) finished rated games among BENCH_PLAYERS (default 2,000)
players with bulk_create (no event logs: rating reads only the games, seats and outcomes),
70% two-player, 15% three-player and 15% four-player, random ranks with ties; then times the
command, and the incremental task path for BENCH_INCREMENTAL (default 1,000) more games.
Uses DATABASE_URL if set, else a fresh SQLite file in a temporary folder.
"""

from __future__ import annotations

import io
import os
import random
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
if not os.environ.get("DATABASE_URL"):
    os.environ["PLATFORM_VAR_DIR"] = tempfile.mkdtemp(prefix="bench-ratings-")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DJANGO_DEBUG", "0")  # DEBUG logs every query's SQL: not what production pays

from tests.benchmarks.http_stack import result  # noqa: E402

ENGINE = "bench-game"
# The rate issue #21 recorded as the one to keep (this machine, SQLite): the summary's ratio.
RECORDED_GAMES_PER_S = 7665
T0 = datetime(2026, 1, 1, tzinfo=UTC)


def synthetic_games(count: int, users: list, start: int, rng: random.Random) -> None:
    """Bulk-create `count` finished rated games with seats, finishing a minute apart."""
    from games.models import Game, GameStatus, Seat

    batch = 5000
    for first in range(0, count, batch):
        sizes, tables = [], []
        for _ in range(min(batch, count - first)):
            roll = rng.random()
            size = 2 if roll < 0.7 else 3 if roll < 0.85 else 4
            players = rng.sample(users, size)
            ranks = [1 + rng.randrange(size) for _ in players]
            sizes.append(size)
            tables.append((players, ranks))
        games = Game.objects.bulk_create(
            [
                Game(
                    engine=ENGINE,
                    engine_version=1,
                    rated=True,
                    seat_count=len(players),
                    seed="00" * 32,
                    seed_commitment="11" * 32,
                    status=GameStatus.FINISHED,
                    outcome={"ranks": ranks, "scores": [None] * len(ranks), "details": {}},
                    started_at=T0,
                    finished_at=T0 + timedelta(minutes=start + first + offset),
                )
                for offset, (players, ranks) in enumerate(tables)
            ]
        )
        Seat.objects.bulk_create(
            [
                Seat(game=game, index=index, user=user)
                for game, (players, _) in zip(games, tables, strict=True)
                for index, user in enumerate(players)
            ]
        )


def main() -> None:
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.core.management import call_command
    from django.db import connection

    from ratings.models import Rating, RatingChange
    from ratings.tasks import ratings_apply_for_game

    call_command("migrate", verbosity=0)
    games = int(os.environ.get("BENCH_GAMES", "100000"))
    player_count = int(os.environ.get("BENCH_PLAYERS", "2000"))
    incremental = int(os.environ.get("BENCH_INCREMENTAL", "1000"))
    progress = os.environ.get("BENCH_PROGRESS", "") == "1"
    rng = random.Random(20260101)
    User = get_user_model()
    User.objects.bulk_create([User(username=f"bench{i}") for i in range(player_count)])
    users = list(User.objects.filter(username__startswith="bench"))

    began = time.perf_counter()
    synthetic_games(games, users, 0, rng)
    print(f"database: {connection.vendor}; {games:,} games, {player_count:,} players")
    print(f"created the synthetic games in {time.perf_counter() - began:.1f} s")

    began, cpu_began = time.perf_counter(), time.process_time()
    call_command("recompute_ratings", engine=ENGINE, no_progress=not progress, stdout=io.StringIO())
    seconds, cpu = time.perf_counter() - began, time.process_time() - cpu_began
    changes = RatingChange.objects.filter(engine=ENGINE).count()
    print(
        f"recompute_ratings: {games:,} games ({changes:,} rating changes) in {seconds:.1f} s"
        f" = {games / seconds:,.0f} games/s (CPU time of this process {cpu:.1f} s;"
        f" a wall time far above it means a busy machine or a database server's work)"
    )
    result("recompute_games_per_s", games / seconds, "games/s")
    result("recompute_to_recorded_7665", games / seconds / RECORDED_GAMES_PER_S, "x")

    from games.models import Game

    last = Game.objects.filter(engine=ENGINE).count()
    synthetic_games(incremental, users, last + 1, rng)
    new_ids = list(
        Game.objects.filter(engine=ENGINE, rating_record__isnull=True)
        .order_by("finished_at", "id")
        .values_list("id", flat=True)
    )
    began = time.perf_counter()
    for game_id in new_ids:
        ratings_apply_for_game(game_id)
    seconds = time.perf_counter() - began
    print(
        f"incremental task, one game at a time: {len(new_ids):,} games in {seconds:.1f} s"
        f" = {len(new_ids) / seconds:,.0f} games/s"
    )
    result("ratings_incremental_games_per_s", len(new_ids) / seconds, "games/s")
    top = Rating.objects.filter(engine=ENGINE).order_by("-elo").first()
    print(f"top Elo {top.elo:.1f} after {top.games} games")


if __name__ == "__main__":
    main()
