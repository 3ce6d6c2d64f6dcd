"""Benchmark: the clock sweep over 10,000 games with running clocks.

Sets up BENCH_GAMES (default 10,000) two-player per-move games, each with a running clock on
seat 0 (copies of one real game's log, so each can be decided for real), then measures:
  1. the sweep's indexed query with nothing overdue (the cost of every idle beat tick);
  2. one sweep deciding BENCH_OVERDUE (default 1,000) games already past their deadline;
  3. lag from deadline to decision: BENCH_LAG_GAMES (default 300) deadlines spread over the next
     BENCH_LAG_SPREAD seconds (default 10), the sweep run every CLOCK_SWEEP_SECONDS (default 4,
     as in settings) — the worst case with the sweep alone, no ETA tasks.
Uses DATABASE_URL if set, else a fresh SQLite file in a temporary folder.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
if not os.environ.get("DATABASE_URL"):
    os.environ["PLATFORM_VAR_DIR"] = tempfile.mkdtemp(prefix="bench-sweep-")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

from tests.benchmarks.http_stack import result  # noqa: E402


def _clone_games(template, users, count: int, deadlines) -> list[int]:
    """`count` copies of `template` (same seed, same log: the hash chain does not name the game)
    with seat 0's clock running until deadlines[i]."""
    from games.models import Game, GameEvent, Seat

    events = list(GameEvent.objects.filter(game=template).order_by("seq"))
    fields = {
        f.name: getattr(template, f.name)
        for f in Game._meta.concrete_fields
        if f.name not in ("id", "created_at", "updated_at")
    }
    ids = []
    for start in range(0, count, 1000):
        batch = Game.objects.bulk_create([Game(**fields) for _ in range(min(1000, count - start))])
        if batch[0].pk is None:  # backends that return no ids
            batch = list(Game.objects.order_by("-id")[: len(batch)])[::-1]
        seats, rows = [], []
        for offset, game in enumerate(batch):
            deadline = deadlines[start + offset]
            seats.append(Seat(game=game, index=0, user=users[0], clock_deadline=deadline))
            seats.append(Seat(game=game, index=1, user=users[1]))
            rows += [
                GameEvent(game=game, seq=e.seq, type=e.type, data=e.data, seat=e.seat, hash=e.hash)
                for e in events
            ]
        Seat.objects.bulk_create(seats)
        GameEvent.objects.bulk_create(rows)
        ids += [g.pk for g in batch]
    return ids


def template_game(name: str):
    """A migrated database with the test-only engine, two users and one running two-player game
    with a day's clock: what `_clone_games` copies. (template, users)"""
    from django.contrib.auth import get_user_model
    from django.core.management import call_command

    from engines import ENGINES
    from games import services
    from tests.engines.toy_engine import SECRET_NIM

    call_command("migrate", verbosity=0)
    ENGINES.setdefault(SECRET_NIM.slug, SECRET_NIM)
    User = get_user_model()
    users = [User.objects.get_or_create(username=f"{name}{i}")[0] for i in range(2)]
    template = services.game_create(
        random_seating=False,
        user=users[0],
        engine="secret-nim",
        players=2,
        time_control={"kind": "per_move", "seconds": 86400},
    )
    services.game_join(game=template, user=users[1])
    template.refresh_from_db()
    return template, users


def main() -> None:
    import django

    django.setup()
    from django.db import connection
    from django.utils import timezone

    from games.models import Game, GameStatus, Seat
    from games.services.timeouts import clocks_sweep

    total = int(os.environ.get("BENCH_GAMES", "10000"))
    overdue = int(os.environ.get("BENCH_OVERDUE", "1000"))
    lag_games = int(os.environ.get("BENCH_LAG_GAMES", "300"))
    spread = float(os.environ.get("BENCH_LAG_SPREAD", "10"))
    interval = float(os.environ.get("CLOCK_SWEEP_SECONDS", "4"))
    template, users = template_game("sweep")

    now = timezone.now()
    far = [now + timedelta(days=1, seconds=i) for i in range(total - overdue - lag_games)]
    past = [now - timedelta(seconds=60) + timedelta(milliseconds=i) for i in range(overdue)]
    began = time.perf_counter()
    far_ids = _clone_games(template, users, len(far), far)
    past_ids = _clone_games(template, users, overdue, past)
    print(f"database: {connection.vendor}; set up {len(far_ids) + len(past_ids)} games "
          f"in {time.perf_counter() - began:.1f} s")  # fmt: skip

    with connection.cursor() as cursor:  # fresh statistics, as autovacuum would have by now
        cursor.execute("ANALYZE")
    idle = []
    for _ in range(20):
        report = clocks_sweep(now=now - timedelta(seconds=61), limit=2000, inline=2000)
        idle.append(report.total_seconds)
    print(f"1. idle sweep over {Seat.objects.filter(clock_deadline__isnull=False).count()} "
          f"running clocks: median {statistics.median(idle) * 1000:.2f} ms")  # fmt: skip
    result("sweep_idle_median", statistics.median(idle) * 1000, "ms")

    # every game decided by this one process (no workers here to take the fan-out's tasks)
    report = clocks_sweep(limit=overdue + 10, inline=overdue + 10)
    per_game = (report.total_seconds - report.query_seconds) / max(report.decided, 1)
    print(f"2. sweep deciding {report.decided}/{report.found} overdue games: "
          f"{report.total_seconds:.2f} s (query {report.query_seconds * 1000:.1f} ms, "
          f"{per_game * 1000:.2f} ms per decided game)")  # fmt: skip
    result("sweep_per_decided_game", per_game * 1000, "ms")
    assert Game.objects.filter(pk__in=past_ids, status=GameStatus.FINISHED).count() == overdue

    start = timezone.now() + timedelta(seconds=1)
    deadlines = [start + timedelta(seconds=spread * i / lag_games) for i in range(lag_games)]
    lag_ids = _clone_games(template, users, lag_games, deadlines)
    deadline_of = dict(zip(lag_ids, deadlines, strict=True))
    end = time.monotonic() + spread + interval + 5
    sweeps = []
    while time.monotonic() < end:
        tick = time.monotonic()
        sweeps.append(clocks_sweep(inline=2000).total_seconds)
        time.sleep(max(0.0, interval - (time.monotonic() - tick)))
    finished = Game.objects.filter(pk__in=lag_ids, status=GameStatus.FINISHED)
    lags = sorted((g.finished_at - deadline_of[g.pk]).total_seconds() for g in finished)
    print(f"3. lag deadline -> decision, sweep every {interval:g} s, {len(lags)}/{lag_games} "
          f"decided: median {statistics.median(lags):.2f} s, p99 {lags[int(len(lags) * 0.99) - 1]:.2f} s, "
          f"max {lags[-1]:.2f} s; sweeps took up to {max(sweeps):.2f} s")  # fmt: skip
    p99 = lags[int(len(lags) * 0.99) - 1]
    result("sweep_alone_lag_median", statistics.median(lags), "s")
    result("sweep_alone_lag_p99", p99, "s")
    result("sweep_alone_lag_p99_to_goal_5s", p99 / 5, "x")


if __name__ == "__main__":
    main()
