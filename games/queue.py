"""Queueing Celery tasks by name: services name the task they want run and never import a tasks
module, so every tasks.py imports its services at the top without an import circle.

A task runs in process when CELERY_TASK_ALWAYS_EAGER is on (tests), else it goes to the broker.
A broker that is down is logged, never the caller's error: what asked for the task is already
committed, and the periodic sweeps catch whatever a lost task would have done.
"""

from __future__ import annotations

import logging
from typing import Any

from celery import Task, current_app
from django.db import transaction

log = logging.getLogger(__name__)


def task_named(name: str) -> Task:
    """The registered task called `name` (Celery's autodiscovery imports every app's tasks.py
    the first time a name is missing); an unknown name is a bug and raises KeyError."""
    tasks = current_app.tasks
    if name not in tasks:
        current_app.loader.import_default_modules()
    return tasks[name]


def task_enqueue(name: str, *args: Any, **options: Any) -> None:
    """Queue the task `name` with positional `args` now (options: countdown, eta, …)."""
    task = task_named(name)
    try:
        task.apply_async(args, **options)
    except Exception:
        log.exception("could not queue %s%r", name, args)


def task_enqueue_on_commit(name: str, *args: Any, **options: Any) -> None:
    """Queue the task `name` once the current transaction commits (at once outside one)."""
    transaction.on_commit(lambda: task_enqueue(name, *args, **options))
