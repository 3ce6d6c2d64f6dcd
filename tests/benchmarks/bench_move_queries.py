"""Queries per move and in-process moves/s of move_submit, on SQLite and (if asked) PostgreSQL.

For each database: the queries of an ordinary move, a move with a Fischer clock and a move that
ends the game (2-player Secret Nim), the mean queries per move over whole random games, then
moves/s and p50 of move_submit timed without query capture (Secret Nim: mostly the platform;
Tigris Euphyu, 2 players: with a real engine's work).

Counts are what django's CaptureQueriesContext sees: the statements plus the BEGIN and COMMIT.
SQLite always (a fresh file in a temporary folder). PostgreSQL when DATABASE_URL is
postgres://... (that database is used) or BENCH_PG is set (a fresh database
`bench_move_queries` on that server).
BENCH_GAMES (default 3) timed games per engine.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

FISCHER = {"kind": "fischer", "initial": 600, "increment": 5, "max": 900}
TIMED_ENGINES = [("secret-nim", {"pile": 60}), ("tigris-euphyu", {})]


def measure() -> None:
    """Run in a child process whose environment names the database."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    from engines import ENGINES
    from tests.engines.toy_engine import SECRET_NIM

    call_command("migrate", verbosity=0)
    ENGINES.setdefault(SECRET_NIM.slug, SECRET_NIM)
    vendor = connection.vendor
    players = _players()
    print(f"database: {vendor}")
    for name, count in _single_move_counts(players).items():
        print(f"RESULT move_queries_{name}_{vendor} {count} queries", flush=True)
    games = int(os.environ.get("BENCH_GAMES", "3"))
    for engine, options in TIMED_ENGINES:
        label = engine.replace("-", "_")
        mean, most = _queries_per_move_over_a_game(players, engine, options)
        print(f"RESULT move_queries_mean_{label}_{vendor} {mean:.2f} queries")
        print(f"RESULT move_queries_max_{label}_{vendor} {most} queries")
        latencies = []
        for index in range(games):
            latencies += _timed_game(players, engine, options, f"bench-{index}".encode())
        rate = len(latencies) / sum(latencies)
        p50 = statistics.median(latencies) * 1000
        print(f"{engine}: {len(latencies)} moves, {rate:.1f} moves/s, p50 {p50:.2f} ms")
        print(f"RESULT move_submit_{label}_{vendor}_per_s {rate:.1f} moves/s")
        print(f"RESULT move_submit_{label}_{vendor}_p50 {p50:.2f} ms", flush=True)


def _players():
    import uuid

    from django.contrib.auth import get_user_model

    tag = uuid.uuid4().hex[:8]
    User = get_user_model()
    return [User.objects.create(username=f"bench-{tag}-{i}") for i in range(2)]


def _new_game(players, engine: str, options: dict, time_control=None):
    from games import services

    game = services.game_create(
        random_seating=False,
        user=players[0],
        engine=engine,
        players=2,
        options=options,
        time_control=time_control,
    )
    services.game_join(game=game, user=players[1])
    game.refresh_from_db()
    return game


def _counted(call) -> int:
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as captured:
        call()
    return len(captured.captured_queries)


def _take(game, user, count: int):
    from games import services

    return lambda: services.move_submit(
        game=game, user=user, move={"type": "take", "count": count}, expected_seq=game.seq
    )


def _single_move_counts(players) -> dict[str, int]:
    ordinary = _new_game(players, "secret-nim", {"pile": 10})
    clocked = _new_game(players, "secret-nim", {"pile": 10}, FISCHER)
    finishing = _new_game(players, "secret-nim", {"pile": 3})
    return {
        "ordinary": _counted(_take(ordinary, players[0], 1)),
        "clocked": _counted(_take(clocked, players[0], 1)),
        "finishing": _counted(_take(finishing, players[0], 3)),
    }


def _random_moves(players, engine: str, options: dict, seed: bytes):
    """Yield (game, user, move) for a random game to its end, one move at a time."""
    from engines import Rng
    from games.models import Game
    from games.selectors import legal_moves_for

    game = _new_game(players, engine, options)
    user_at = {seat.index: seat.user for seat in game.seats.all()}
    chooser = Rng(seed, "choose")
    while True:
        game = Game.objects.get(pk=game.pk)
        if not game.to_act:
            return
        seat = game.to_act[0]
        yield game, user_at[seat], chooser.choice(legal_moves_for(game, seat))


def _submit(game, user, move):
    from games import services

    return lambda: services.move_submit(game=game, user=user, move=move, expected_seq=game.seq)


def _queries_per_move_over_a_game(players, engine: str, options: dict) -> tuple[float, int]:
    counts = [
        _counted(_submit(game, user, move))
        for game, user, move in _random_moves(players, engine, options, b"queries")
    ]
    return statistics.mean(counts), max(counts)


def _timed_game(players, engine: str, options: dict, seed: bytes) -> list[float]:
    latencies = []
    for game, user, move in _random_moves(players, engine, options, seed):
        submit = _submit(game, user, move)
        began = time.perf_counter()
        submit()
        latencies.append(time.perf_counter() - began)
    return latencies


def _postgres_url() -> str | None:
    url = os.environ.get("DATABASE_URL", "")
    if url.startswith("postgres"):
        return url
    if os.environ.get("BENCH_PG"):
        from tests.benchmarks.http_stack import fresh_database

        return fresh_database("bench_move_queries")
    return None


def _run_child(database_url: str | None) -> int:
    env = dict(os.environ)
    env.pop("DATABASE_URL", None)
    if database_url:
        env["DATABASE_URL"] = database_url
    else:
        env["PLATFORM_VAR_DIR"] = tempfile.mkdtemp(prefix="bench-move-queries-")
    return subprocess.call([sys.executable, __file__, "--measure"], env=env, cwd=ROOT)


def main() -> int:
    if sys.argv[1:] == ["--measure"]:
        measure()
        return 0
    failed = _run_child(None)
    postgres = _postgres_url()
    if postgres:
        failed = _run_child(postgres) or failed
    else:
        print("PostgreSQL: skipped (set BENCH_PG or a postgres DATABASE_URL)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
