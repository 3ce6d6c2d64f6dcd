"""A fixture that runs Celery tasks in process (as the worker would) for one test."""

from __future__ import annotations

import pytest


@pytest.fixture
def eager_celery(settings):
    from config.celery import app

    settings.CELERY_TASK_ALWAYS_EAGER = True
    app.conf.task_always_eager = True
    try:
        yield app
    finally:
        app.conf.task_always_eager = False
