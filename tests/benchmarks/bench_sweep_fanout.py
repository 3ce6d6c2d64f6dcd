"""Benchmark: a backlog of overdue games decided by one sweep's fan-out over real Celery workers.

BENCH_FANOUT_GAMES (default 400) two-player games already past their deadline (copies of one real
game's log, as in bench_sweep). Measured, each on a fresh backlog:
  - inline: one process decides every game itself (what a sweep did before the fan-out);
  - fan-out over W worker processes (W in BENCH_FANOUT_WORKERS, default "1,2"): one sweep decides
    CLOCK_SWEEP_INLINE_GAMES itself and queues a task per other game; the time until all are over.
Needs PostgreSQL and Redis (the workers share the database and take tasks from the broker): a
postgres DATABASE_URL, or BENCH_PG for a fresh database; REDIS_URL for the broker.
Prints `RESULT name value unit` lines for run_all.py.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import uuid
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")


def _database_url() -> str | None:
    url = os.environ.get("DATABASE_URL", "")
    if url.startswith("postgres"):
        return url
    if os.environ.get("BENCH_PG"):
        from tests.benchmarks.http_stack import fresh_database

        return fresh_database("bench_sweep_fanout")
    return None


def _fresh_queue() -> str:
    return f"bench-fanout-{uuid.uuid4().hex[:8]}"


def _backlog(template, users, count: int) -> list[int]:
    from django.utils import timezone

    from tests.benchmarks.bench_sweep import _clone_games

    past = timezone.now() - timedelta(seconds=60)
    return _clone_games(template, users, count, [past] * count)


def _all_over(game_ids: list[int], timeout: float) -> float | None:
    from games.models import Game, GameStatus

    began = time.perf_counter()
    while time.perf_counter() - began < timeout:
        done = Game.objects.filter(pk__in=game_ids, status=GameStatus.FINISHED).count()
        if done == len(game_ids):
            return time.perf_counter() - began
        time.sleep(0.05)
    return None


def measure() -> None:
    import django

    django.setup()
    from django.conf import settings

    from config.celery import app
    from games.services.timeouts import clocks_sweep
    from tests.benchmarks.bench_sweep import template_game
    from tests.games.celery_worker import WorkerProcess

    template, users = template_game("fanout")
    count = int(os.environ.get("BENCH_FANOUT_GAMES", "400"))
    worker_counts = [int(w) for w in os.environ.get("BENCH_FANOUT_WORKERS", "1,2").split(",")]
    app.conf.task_default_queue = _fresh_queue()  # the inline run's follow-ups: left unread

    games = _backlog(template, users, count)
    began = time.perf_counter()
    report = clocks_sweep(limit=count + 10, inline=count + 10)
    inline_seconds = time.perf_counter() - began
    assert report.decided == count, report
    print(f"inline: one process decided {count} overdue games in {inline_seconds:.2f} s")
    print(f"RESULT sweep_inline_ms_per_game {inline_seconds / count * 1000:.2f} ms")

    directory = Path(tempfile.mkdtemp(prefix="bench-fanout-"))
    for workers in worker_counts:
        queue = app.conf.task_default_queue = _fresh_queue()  # a queue of its own each time
        games = _backlog(template, users, count)
        # the workers' own beat sweeps once an hour here: only the sweep below fans out
        processes = [
            WorkerProcess(directory, queue, extra_env={"CLOCK_SWEEP_SECONDS": "3600"})
            for _ in range(workers)
        ]
        try:
            began = time.perf_counter()
            report = clocks_sweep(limit=count + 10)
            sweep_seconds = time.perf_counter() - began
            waited = _all_over(games, timeout=600)
        finally:
            for process in processes:
                process.stop()
        if waited is None:
            print(f"fan-out over {workers} worker(s): not all decided within 600 s")
            continue
        total = sweep_seconds + waited
        print(
            f"fan-out over {workers} worker(s): the sweep decided {report.decided} and queued "
            f"{report.queued} in {sweep_seconds:.2f} s; all {count} over after {total:.2f} s "
            f"({inline_seconds / total:.2f}x the inline sweep)"
        )
        print(f"RESULT sweep_fanout_{workers}w_seconds {total:.2f} s")
        print(f"RESULT sweep_fanout_{workers}w_speedup {inline_seconds / total:.2f} x")
    print(f"(CLOCK_SWEEP_INLINE_GAMES={settings.CLOCK_SWEEP_INLINE_GAMES}; {os.cpu_count()} cores)")
    eta_lag(template, users, directory)


def eta_lag(template, users, directory: Path) -> None:
    """Lag from deadline to decision with the ETA tasks: BENCH_ETA_GAMES (200) deadlines spread
    over the next BENCH_ETA_SPREAD seconds (10), each with the ETA task a move would queue
    (`deadline_check_queue`: the deadline plus ETA_AFTER_DEADLINE), one worker whose beat
    sweep is off (an hour), so only the ETA tasks decide. Goal: p99 under 1 s."""
    from django.utils import timezone

    from config.celery import app
    from games.models import Game, GameStatus
    from games.queue import task_enqueue
    from games.services.clock_keeping import ETA_AFTER_DEADLINE
    from tests.benchmarks.bench_sweep import _clone_games
    from tests.games.celery_worker import WorkerProcess

    count = int(os.environ.get("BENCH_ETA_GAMES", "200"))
    spread = float(os.environ.get("BENCH_ETA_SPREAD", "10"))
    queue = app.conf.task_default_queue = _fresh_queue()
    worker = WorkerProcess(directory, queue, extra_env={"CLOCK_SWEEP_SECONDS": "3600"})
    try:
        start = timezone.now() + timedelta(seconds=3)  # after the games and tasks are made
        deadlines = [start + timedelta(seconds=spread * i / count) for i in range(count)]
        games = _clone_games(template, users, count, deadlines)
        for game_id, deadline in zip(games, deadlines, strict=True):
            task_enqueue(
                "games.clock_deadline_check",
                game_id,
                template.seq,
                eta=deadline + ETA_AFTER_DEADLINE,
            )
        waited = _all_over(games, timeout=spread + 120)
    finally:
        worker.stop()
    deadline_of = dict(zip(games, deadlines, strict=True))
    finished = Game.objects.filter(pk__in=games, status=GameStatus.FINISHED)
    lags = sorted((g.finished_at - deadline_of[g.pk]).total_seconds() for g in finished)
    if waited is None or not lags:
        print(f"ETA tasks: {len(lags)}/{count} decided within {spread + 120:g} s")
        return
    p50, p99 = lags[len(lags) // 2], lags[max(0, int(len(lags) * 0.99) - 1)]
    print(
        f"ETA tasks, one worker, no sweep: {len(lags)}/{count} deadlines over {spread:g} s "
        f"decided; lag median {p50:.3f} s, p99 {p99:.3f} s, max {lags[-1]:.3f} s"
    )
    print(f"RESULT sweep_eta_lag_p50 {p50:.3f} s")
    print(f"RESULT sweep_eta_lag_p99 {p99:.3f} s")
    print(f"RESULT sweep_eta_lag_p99_to_goal_1s {p99:.3f} x")


def main() -> int:
    if sys.argv[1:] == ["--measure"]:
        measure()
        return 0
    database = _database_url()
    if not database or not os.environ.get("REDIS_URL"):
        print(
            "bench_sweep_fanout: skipped (needs a postgres DATABASE_URL or BENCH_PG, and REDIS_URL)"
        )
        return 0
    import subprocess

    env = {**os.environ, "DATABASE_URL": database}
    return subprocess.call([sys.executable, __file__, "--measure"], env=env, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
