"""A real Celery worker (with beat) in a subprocess, on REDIS_URL (or the embedded broker), sharing
the test database."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

from django.db import connection
from kombu import pools

ROOT = Path(__file__).resolve().parents[2]


def wait_for(predicate, timeout: float, step: float = 0.1):
    """Poll until `predicate()` is truthy; its value, or None after `timeout` seconds."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    return None


def test_database_url() -> str:
    """The URL of the database this test process uses (pytest-django's test_... name)."""
    s = connection.settings_dict
    password = f":{s['PASSWORD']}" if s.get("PASSWORD") else ""
    port = f":{s['PORT']}" if s.get("PORT") else ""
    return f"postgres://{s['USER']}{password}@{s['HOST'] or '127.0.0.1'}{port}/{s['NAME']}"


class WorkerProcess:
    """`celery -A tests.games.worker_app worker --beat --pool=solo` on its own queue."""

    def __init__(
        self,
        directory: Path,
        queue: str,
        extra_env: dict | None = None,
        without_env: tuple[str, ...] = (),
    ):
        self.directory = directory
        self.queue = queue
        self.log = directory / f"worker-{uuid.uuid4().hex[:6]}.log"
        env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "config.settings",
            "DATABASE_URL": test_database_url(),
            "CELERY_QUEUE": queue,
            "CLOCK_SWEEP_SECONDS": "1",
            "BOT_MOVE_DELAY_SECONDS": "0.2",
            "WEBHOOK_RETRY_BASE_SECONDS": "1",
            "PLATFORM_VAR_DIR": str(directory / "var"),
            "PYTHONPATH": str(ROOT),
        }
        env.pop("TEST_STALL_FILE", None)
        env.pop("TEST_STALL_TASKS", None)
        env.update(extra_env or {})
        for name in without_env:  # e.g. REDIS_URL, for a worker on the embedded broker
            env.pop(name, None)
        command = [
            sys.executable, "-m", "celery", "-A", "tests.games.worker_app", "worker",
            "--beat", "--pool=solo", "--loglevel=INFO", "-Q", queue,
            "-n", f"{queue}-{uuid.uuid4().hex[:6]}@%h",
            "--schedule", str(directory / "beat-schedule"),
        ]  # fmt: skip
        self.output = open(self.log, "wb")  # noqa: SIM115 - closed in stop()
        self.process = subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=self.output, stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
        ready = wait_for(
            lambda: b" ready." in self.log.read_bytes() or self.process.poll() is not None, 60
        )
        if not ready or self.process.poll() is not None:
            self.stop()
            raise RuntimeError(f"the Celery worker did not start:\n{self.log.read_text()[-3000:]}")

    def kill(self) -> None:
        """SIGKILL the worker and its beat, at once (a crash, not a shutdown)."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(10)
        self.output.close()

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(10)
        self.output.close()


def forget_connections(app) -> None:
    """Drop the app's pooled broker connections so the next message uses conf.broker_url, and
    kombu's process-wide pools too: a producer pool kept there for a broker URL would otherwise
    hand out connections of a pool closed here (even an eager task acquires a producer)."""
    if app._pool is not None:
        app._pool.force_close_all()
        app._pool = None
    app.amqp._producer_pool = None
    pools.reset()
