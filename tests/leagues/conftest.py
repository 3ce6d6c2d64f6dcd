"""Fixtures shared by these tests: Celery tasks run in process; the headless Chromium and the
flushable event log for the browser test of the league page."""

from tests.eager_celery import eager_celery  # noqa: F401
from tests.web.test_browser import browser, event_log_flushable  # noqa: F401
