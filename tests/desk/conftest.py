"""Fixtures of the desk's tests: a running tournament and a running league season (secret-nim,
Celery in process), and a director log that a transactional test may leave behind."""

from __future__ import annotations

import pytest

from tests.eager_celery import eager_celery  # noqa: F401
from tests.web.test_browser import append_only_table_empty, browser, event_log_flushable  # noqa: F401


@pytest.fixture
def director_log_flushable(transactional_db):
    """The test database is flushed after a transactional test: on SQLite the log is emptied
    first with its triggers lifted (PostgreSQL's flush TRUNCATEs, which row triggers ignore)."""
    yield
    append_only_table_empty("desk_directoraction")


def running_tournament(organiser, entrants, **settings):
    """A started tournament of secret-nim (round 1 paired and in play)."""
    from tournaments import services
    from tournaments.models import Tournament

    tournament = services.tournament_create(
        user=organiser, engine="secret-nim", name="Spring open", **settings
    )
    services.tournament_registration_open(tournament=tournament, user=organiser)
    for user in entrants:
        services.entrant_register(tournament=tournament, user=user)
    services.tournament_start(tournament=tournament, user=organiser)
    return Tournament.objects.get(pk=tournament.pk)


def running_league(director, members, **settings):
    """A league of secret-nim with its first season started (a round robin of every member)."""
    from leagues import services
    from leagues.models import League

    league = services.league_create(
        user=director, name="Winter league", engine="secret-nim", **settings
    )
    for user in members:
        services.league_join(league=league, user=user)
    services.season_start(league=league, user=director)
    return League.objects.get(pk=league.pk)
