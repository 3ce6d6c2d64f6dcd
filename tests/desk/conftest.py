"""Fixtures of the desk's tests: a director log that a transactional test may leave behind."""

from __future__ import annotations

import pytest

from tests.web.test_browser import append_only_table_empty


@pytest.fixture
def director_log_flushable(transactional_db):
    """The test database is flushed after a transactional test: on SQLite the log is emptied
    first with its triggers lifted (PostgreSQL's flush TRUNCATEs, which row triggers ignore)."""
    yield
    append_only_table_empty("desk_directoraction")
