"""Fixtures shared by these tests: Celery tasks run in process."""

from tests.eager_celery import eager_celery  # noqa: F401
