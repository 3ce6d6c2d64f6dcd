"""The league pages: the list, a league's page with every division's table and each player's
rank range, join and opt-out by form; in English and in Korean."""

from __future__ import annotations

import pytest
from django.test import Client

from leagues import services
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def league(secret_nim):
    director = UserFactory(username="director")
    league = services.league_create(
        user=director, name="Winter league", engine=secret_nim.slug, promoted=1, relegated_from=3
    )
    for name in ("ann", "ben", "cat"):
        services.league_join(league=league, user=UserFactory(username=name))
    services.season_start(league=league, user=director)
    return league


def test_the_league_page_shows_the_division_table_with_rank_ranges(league):
    page = Client().get(f"/leagues/{league.pk}/").content.decode()
    assert "Winter league" in page and "Division 1" in page
    assert "Places still possible" in page and "1–3" in page
    assert "standings.csv" in page and "crosstable.csv" in page
    assert "Winter league" in Client().get("/leagues/").content.decode()


def test_the_league_page_in_korean(league):
    client = Client(HTTP_ACCEPT_LANGUAGE="ko")
    page = client.get(f"/leagues/{league.pk}/").content.decode()
    assert "아직 가능한 순위" in page and "디비전 1" in page


def test_join_and_opt_out_by_form(league):
    newcomer = UserFactory(username="dan")
    client = Client()
    client.force_login(newcomer)
    assert client.post(f"/leagues/{league.pk}/join").status_code == 302
    assert league.members.filter(user=newcomer, opted_out=False).exists()
    assert 'id="opt-out"' in client.get(f"/leagues/{league.pk}/").content.decode()
    assert client.post(f"/leagues/{league.pk}/opt-out").status_code == 302
    assert league.members.filter(user=newcomer, opted_out=True).exists()
    assert Client().get("/leagues/999999/").status_code == 404
