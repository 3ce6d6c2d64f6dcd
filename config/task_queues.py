"""Which Celery queue each task goes to: bots and analyses on queues of their own, so a web
process's tasks and the move and timer work never wait behind a bot's thinking or a search.

`celery` (the default queue) carries everything else: moves' follow-ups, clocks, notifications,
ratings, tournaments. A deployment starts a worker per queue (`-Q bots`, `-Q analysis`,
`-Q celery`); `make run`'s single worker consumes all three. A renamed default queue
(CELERY_QUEUE: each test process's own worker) carries every task, so a worker started on that
one queue still runs them all.
"""

from __future__ import annotations

import os
from typing import Any

DEFAULT_QUEUE = "celery"
BOTS_QUEUE = os.environ.get("CELERY_BOTS_QUEUE", "bots")
ANALYSIS_QUEUE = os.environ.get("CELERY_ANALYSIS_QUEUE", "analysis")
OWN_QUEUES = (BOTS_QUEUE, ANALYSIS_QUEUE)

QUEUE_OF_TASK = {
    "games.bot_turns_play": BOTS_QUEUE,
    "games.analysis_run": ANALYSIS_QUEUE,
    "games.analysis_chunk": ANALYSIS_QUEUE,
}


def task_queue_route(name: str, args: Any, kwargs: Any, options: Any, task: Any = None, **kw: Any):
    """Celery's router: the task's own queue, or None (the default queue) for the others and
    whenever the default queue is renamed."""
    from celery import current_app  # noqa: PLC0415 - read when routing, after the app is set

    if current_app.conf.task_default_queue != DEFAULT_QUEUE:
        return None
    queue = QUEUE_OF_TASK.get(name)
    return None if queue is None else {"queue": queue}
