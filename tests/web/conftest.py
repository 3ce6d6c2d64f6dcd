"""Fixtures of the page tests."""

from __future__ import annotations

import pytest

# the headless Chromium and the flushable event log, for every browser test module of the pages
from tests.web.test_browser import browser, event_log_flushable  # noqa: F401


@pytest.fixture
def eager_bots(settings, monkeypatch):
    """Bot turns run at once (Celery eager) instead of waiting for a worker. The Celery app's own
    conf is set too: once a test has set it there, Django's setting alone no longer counts.

    A task queued after a commit while another runs waits for it to return, then runs (a queue
    in the test's thread, as a worker takes one task after another): run inside it, a game of
    bots playing to its end would nest one bot turn in the last and overflow the stack. Each
    thread (the test's, the live server's) keeps its own queue."""
    import threading
    from collections import deque

    from config.celery import app
    from games import queue

    settings.CELERY_TASK_ALWAYS_EAGER = True
    before = app.conf.task_always_eager
    app.conf.task_always_eager = True
    local = threading.local()
    run_now = queue.task_enqueue

    def enqueue_in_turn(name, *args, **options):
        if getattr(local, "waiting", None) is not None:  # a task of this thread is running
            local.waiting.append((name, args, options))
            return
        local.waiting = deque([(name, args, options)])
        try:
            while local.waiting:
                name, args, options = local.waiting.popleft()
                run_now(name, *args, **options)
        finally:
            local.waiting = None

    monkeypatch.setattr(queue, "task_enqueue", enqueue_in_turn)
    yield
    app.conf.task_always_eager = before
