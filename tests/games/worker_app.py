"""The Celery app the integration tests' worker runs: the platform's app plus the test-only engine.

With TEST_STALL_FILE set, the first timeout-deciding task (ETA check or sweep; or the tasks
named in TEST_STALL_TASKS) that starts after the time written in that file touches
`<file>.stalled` and sleeps, so a test can kill the worker in the middle of it.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from celery.signals import task_prerun

from config.celery import app
from engines import ENGINES
from tests.engines.toy_engine import SECRET_NIM

ENGINES[SECRET_NIM.slug] = SECRET_NIM

DEFAULT_STALLING_TASKS = "games.clock_deadline_check,games.clocks_sweep"


@task_prerun.connect
def _stall_for_a_kill(task=None, **kwargs):
    stall = os.environ.get("TEST_STALL_FILE")
    stalling = os.environ.get("TEST_STALL_TASKS", DEFAULT_STALLING_TASKS).split(",")
    if not stall or task is None or task.name not in stalling:
        return
    path = Path(stall)
    if path.exists() and time.time() >= float(path.read_text() or "0"):
        Path(f"{stall}.stalled").write_text(task.name)
        time.sleep(120)


__all__ = ["app"]
