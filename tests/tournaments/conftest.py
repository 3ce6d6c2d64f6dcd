"""Fixtures shared by these tests: Celery tasks run in process."""

import pytest

from tests.eager_celery import eager_celery  # noqa: F401


@pytest.fixture(autouse=True)
def _director_log_cleared():
    from tournaments import desk_link

    desk_link.RECORDED.clear()
    yield
