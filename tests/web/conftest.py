"""Fixtures of the page tests."""

from __future__ import annotations

import pytest

# the headless Chromium and the flushable event log, for every browser test module of the pages
from tests.web.test_browser import browser, event_log_flushable  # noqa: F401


@pytest.fixture
def eager_bots(settings):
    """Bot turns run at once (Celery eager) instead of waiting for a worker. The Celery app's own
    conf is set too: once a test has set it there, Django's setting alone no longer counts."""
    from config.celery import app

    settings.CELERY_TASK_ALWAYS_EAGER = True
    before = app.conf.task_always_eager
    app.conf.task_always_eager = True
    yield
    app.conf.task_always_eager = before
