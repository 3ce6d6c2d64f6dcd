"""Benchmark: the archive's game finder (GET /api/games/search's query) over 1,000,000 games.

Fills a table of BENCH_FINDER_GAMES (default 1,000,000) games among BENCH_FINDER_PLAYERS
(default 10,000) players: four engines, 2 to 4 seats, a third rated, 90 % finished, 8 % in
play, 2 % open, one a minute, 1 % private; on PostgreSQL with INSERT … SELECT over
generate_series (each column's constant taken from a model instance, so new columns with
Python defaults follow), elsewhere with bulk_create. Then times each kind of search through the
finder's own code (archive.finding: the visibility filter included), BENCH_FINDER_RUNS (9)
times each, and prints the PostgreSQL plan (EXPLAIN ANALYZE) of each. Every search must stay
under 100 ms (the median); the exit status says whether it did.

Uses DATABASE_URL (a database of its own: the tables are filled, not cleaned), else a fresh
SQLite file in a temporary folder (with BENCH_FINDER_GAMES smaller, say 100,000).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
if not os.environ.get("DATABASE_URL"):
    os.environ["PLATFORM_VAR_DIR"] = tempfile.mkdtemp(prefix="bench-finder-")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("DJANGO_DEBUG", "0")

from tests.benchmarks.http_stack import result  # noqa: E402

T0 = datetime(2024, 1, 1, tzinfo=UTC)
ENGINES = ["tigris-euphrates", "tigris-euphyu", "after-the-flood", "middle-earth-duel"]
LIMIT_MS = 100.0


def constants(instance) -> list[tuple[str, object]]:
    """(column, database value) of every concrete field of a model instance but its id."""
    from django.db import connection

    return [
        (f.column, f.get_db_prep_save(f.pre_save(instance, add=True), connection))
        for f in instance._meta.concrete_fields
        if not f.primary_key
    ]


def fill_postgresql(games: int, players: int, first_user: int) -> None:
    from django.db import connection

    from games.models import Game, Seat

    template = Game(
        engine="x", engine_version=1, seat_count=2, seed="00" * 32, seed_commitment="11" * 32
    )
    varying = {
        "engine": f"(ARRAY{[*ENGINES]})[1 + i %% 4]".replace('"', "'"),
        "seat_count": "CASE WHEN i %% 10 < 7 THEN 2 WHEN i %% 10 < 9 THEN 3 ELSE 4 END",
        "rated": "(i %% 3 = 0)",
        "status": "CASE WHEN i %% 50 = 0 THEN 'open' WHEN i %% 50 < 5 THEN 'active' ELSE 'finished' END",
        "options": "CASE WHEN i %% 7 = 0 THEN '{\"discards\": \"out\"}'::jsonb ELSE '{}'::jsonb END",
        "created_at": "%(t0)s::timestamptz + i * interval '1 minute'",
        "started_at": "CASE WHEN i %% 50 = 0 THEN NULL ELSE %(t0)s::timestamptz + i * interval '1 minute' END",
        "finished_at": "CASE WHEN i %% 50 < 5 THEN NULL ELSE %(t0)s::timestamptz + (i + 600) * interval '1 minute' END",
        "updated_at": "%(t0)s::timestamptz",
    }
    columns, values, params = ["id"], ["i"], {"t0": T0}
    for column, value in constants(template):
        columns.append(column)
        if column in varying:
            values.append(varying[column])
        else:
            params[f"c_{column}"] = value
            values.append(f"%(c_{column})s")
    # the model's own table and column names; every value is a parameter
    sql = (
        f"INSERT INTO {Game._meta.db_table} ({', '.join(columns)}) "  # noqa: S608
        f"SELECT {', '.join(values)} FROM generate_series(1, %(n)s) AS i"
    )
    seat = Seat(game_id=1, index=0)
    seat_varying = {
        "game_id": "i",
        "index": "k",
        "user_id": "%(first_user)s + (i::bigint * 7919 + k * 104729) %% %(players)s",
        "rank": "CASE WHEN i %% 50 < 5 THEN NULL ELSE 1 + (i + k) %% (CASE WHEN i %% 10 < 7 THEN 2 WHEN i %% 10 < 9 THEN 3 ELSE 4 END) END",
        "joined_at": "%(t0)s::timestamptz",
    }
    seat_columns, seat_values = [], []
    for column, value in constants(seat):
        seat_columns.append(column)
        if column in seat_varying:
            seat_values.append(seat_varying[column])
        else:
            params[f"s_{column}"] = value
            seat_values.append(f"%(s_{column})s")
    seat_sql = (
        f"INSERT INTO {Seat._meta.db_table} ({', '.join(seat_columns)}) "  # noqa: S608
        f"SELECT {', '.join(seat_values)} FROM generate_series(1, %(n)s) AS i "
        "CROSS JOIN generate_series(0, 3) AS k "
        "WHERE k < CASE WHEN i %% 10 < 7 THEN 2 WHEN i %% 10 < 9 THEN 3 ELSE 4 END"
    )
    params.update({"n": games, "players": players, "first_user": first_user})
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        cursor.execute(seat_sql, params)
        cursor.execute(
            "INSERT INTO social_gamevisibility (game_id, public, friends_only, updated_at) "
            "SELECT i, false, false, now() FROM generate_series(1, %(n)s) AS i WHERE i %% 100 = 7",
            {"n": games},
        )
        cursor.execute(
            f"SELECT setval(pg_get_serial_sequence('{Game._meta.db_table}', 'id'), %s)", [games]
        )
    with connection.cursor() as cursor:  # VACUUM cannot run inside a transaction block
        cursor.execute("VACUUM ANALYZE")


def fill_elsewhere(games: int, players: int) -> None:
    from django.contrib.auth import get_user_model

    from games.models import Game, GameStatus, Seat
    from social.models import GameVisibility

    users = list(get_user_model().objects.filter(username__startswith="finder").order_by("id"))
    batch = 5000
    for first in range(1, games + 1, batch):
        rows = []
        for i in range(first, min(games + 1, first + batch)):
            status = "open" if i % 50 == 0 else "active" if i % 50 < 5 else GameStatus.FINISHED
            rows.append(
                Game(
                    id=i,
                    engine=ENGINES[i % 4],
                    engine_version=1,
                    seat_count=2 if i % 10 < 7 else 3 if i % 10 < 9 else 4,
                    rated=i % 3 == 0,
                    status=status,
                    options={"discards": "out"} if i % 7 == 0 else {},
                    seed="00" * 32,
                    seed_commitment="11" * 32,
                    started_at=None if status == "open" else T0 + timedelta(minutes=i),
                    finished_at=T0 + timedelta(minutes=i + 600) if status == "finished" else None,
                )
            )
        Game.objects.bulk_create(rows)
        Seat.objects.bulk_create(
            [
                Seat(
                    game_id=g.id,
                    index=k,
                    user=users[(g.id * 7919 + k * 104729) % players],
                    rank=None if g.status != "finished" else 1 + (g.id + k) % g.seat_count,
                )
                for g in rows
                for k in range(g.seat_count)
            ]
        )
        GameVisibility.objects.bulk_create(
            [GameVisibility(game_id=g.id, public=False) for g in rows if g.id % 100 == 7]
        )


def statements_of(work) -> list[tuple[str, object]]:
    """The SELECTs on the games table that `work` runs (its prefetches of seats aside)."""
    from django.db import connection

    seen: list[tuple[str, object]] = []

    def keep(execute, sql, params, many, context):
        if sql.lstrip().upper().startswith("SELECT") and 'FROM "games_game"' in sql:
            seen.append((sql, params))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(keep):
        work()
    return seen


def searches(users: list, games: int) -> list[tuple[str, object]]:
    """The kinds of search timed: (name, archive.finding.GameFilter)."""
    from archive.finding import GameFilter

    someone = users[1234 % len(users)]
    other = users[(1234 + 4729) % len(users)]  # sits with `someone` in some games
    middle = (T0 + timedelta(minutes=games // 2)).date()
    kinds: list[tuple[str, dict]] = [
        ("newest", {}),
        ("player", {"player": someone}),
        ("player_and_opponent", {"player": someone, "opponent": other}),
        ("player_won", {"player": someone, "result": "won"}),
        ("engine_seats_rated", {"engine": ENGINES[1], "players": 3, "rated": True}),
        ("one_day", {"started_from": middle, "started_to": middle}),
        ("engine_option", {"engine": ENGINES[0], "options": {"discards": "out"}}),
        ("in_play", {"status": "active"}),
        ("four_seats_in_play_rated", {"players": 4, "status": "active", "rated": True}),
        (
            "old_days_unrated",
            {"started_from": date(2024, 1, 2), "started_to": date(2024, 1, 3), "rated": False},
        ),
    ]
    return [(name, GameFilter(**fields)) for name, fields in kinds]


def main() -> int:
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import AnonymousUser
    from django.core.management import call_command
    from django.db import connection

    from archive.finding import games_matching, page_of
    from games.models import Game

    call_command("migrate", verbosity=0)
    games = int(os.environ.get("BENCH_FINDER_GAMES", "1000000"))
    players = int(os.environ.get("BENCH_FINDER_PLAYERS", "10000"))
    runs = int(os.environ.get("BENCH_FINDER_RUNS", "9"))
    User = get_user_model()
    if Game.objects.count() < games:
        began = time.perf_counter()
        User.objects.bulk_create(
            [User(username=f"finder{i}") for i in range(players)], ignore_conflicts=True
        )
        if connection.vendor == "postgresql":
            first_user = User.objects.filter(username__startswith="finder").order_by("id")[0].pk
            fill_postgresql(games, players, first_user)
        else:
            fill_elsewhere(games, players)
        print(
            f"filled {games:,} games among {players:,} players in {time.perf_counter() - began:.1f} s"
        )
    users = list(User.objects.filter(username__startswith="finder").order_by("id"))
    print(f"database: {connection.vendor}; {Game.objects.count():,} games")
    viewer = AnonymousUser()
    slow = []
    for name, wanted in searches(users, games):
        timings, found = [], 0
        for run in range(runs):
            began = time.perf_counter()
            rows, next_before = page_of(games_matching(wanted, viewer), before=None, limit=20)
            if run == 0 and next_before:  # the second page, once: keyset paging costs the same
                page_of(games_matching(wanted, viewer), before=next_before, limit=20)
            timings.append((time.perf_counter() - began) * 1000)
            found = len(rows)
        median = statistics.median(timings)
        print(
            f"{name}: {found} games on the first page; median {median:.1f} ms, max {max(timings):.1f} ms"
        )
        result(f"finder_{name}_ms", median, "ms")
        if connection.vendor == "postgresql" and os.environ.get("BENCH_FINDER_PLANS", "1") == "1":
            for sql, params in statements_of(
                lambda w=wanted: page_of(games_matching(w, viewer), before=None, limit=20)
            ):
                with connection.cursor() as cursor:
                    cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS) {sql}", params)
                    print("\n".join(row[0] for row in cursor.fetchall()))
        if median > LIMIT_MS:
            slow.append(name)
    print("every search under 100 ms" if not slow else f"over 100 ms: {', '.join(slow)}")
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
