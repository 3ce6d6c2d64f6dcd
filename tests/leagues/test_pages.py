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


def test_a_one_division_league_says_nobody_goes_up_or_down(league):
    page = Client().get(f"/leagues/{league.pk}/").content.decode()
    assert "There is one division, so nobody goes up or down between seasons." in page
    assert "Between seasons the top" not in page
    korean = Client(HTTP_ACCEPT_LANGUAGE="ko").get(f"/leagues/{league.pk}/").content.decode()
    assert "디비전이 하나뿐이라 시즌 사이에 올라가거나 내려가는 사람이 없습니다." in korean


def test_a_league_of_several_divisions_says_who_goes_up_and_down(secret_nim):
    director = UserFactory(username="director")
    league = services.league_create(
        user=director,
        name="Big league",
        engine=secret_nim.slug,
        promoted=1,
        relegated_from=3,
        division_size=3,
        rookie_minimum=7,
    )
    page = Client().get(f"/leagues/{league.pk}/").content.decode()
    assert "There is one division" in page  # nobody has joined: one division at most
    for number in range(6):
        services.league_join(league=league, user=UserFactory(username=f"p{number}"))
    page = Client().get(f"/leagues/{league.pk}/").content.decode()
    assert "Between seasons the top 1 of a division go up a tier; place 3 and below" in page
    services.season_start(league=league, user=director)
    assert league.seasons.get().divisions.count() == 2
    page = Client(HTTP_ACCEPT_LANGUAGE="ko").get(f"/leagues/{league.pk}/").content.decode()
    assert "시즌 사이에 디비전 상위 1명은 한 단계 올라가고" in page
