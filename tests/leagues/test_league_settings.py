"""A league's settings beyond the rules: its options and clock checked when it is created or
edited (a 400, not a failure at season start), the sign-up window (joining outside it refused,
naming the window; shown on the page), seasons that start by themselves at the set time (the
beat's sweep, idempotent; the director can still start by hand), and rookie divisions flagged."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from errors import PlatformError
from leagues import rules, services, tasks
from leagues.models import Division, League, Season
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

NOW = timezone.now()


def _league(engine: str = "tigris-euphrates", **settings) -> League:
    return services.league_create(
        user=UserFactory(username="director"), name="Winter", engine=engine, **settings
    )


def _members(league: League, count: int, prefix: str = "p") -> list:
    users = [UserFactory(username=f"{prefix}{index}") for index in range(count)]
    for user in users:
        services.league_join(league=league, user=user)
    return users


# -- 1. options and clock ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"options": {"nonsense": 1}}, "bad_options"),
        ({"time_control": {"kind": "sundial"}}, "bad_time_control"),
        ({"time_control": {"kind": "per_move", "seconds": 0}}, "bad_time_control"),
        ({"time_control": {"kind": "fischer", "initial": 60, "increment": 5, "max": 30}},
         "bad_time_control"),
    ],
)  # fmt: skip
def test_bad_options_or_clock_are_refused_at_creation_with_a_400(api, body, code):
    answer = api(UserFactory()).post(
        "/api/leagues/", {"name": "x", "engine": "tigris-euphrates", **body}, format="json"
    )
    assert answer.status_code == 400, answer.content
    assert answer.json()["error"]["code"] == code
    assert not League.objects.exists()


def test_a_good_clock_is_stored_as_the_games_store_it():
    league = _league(time_control={"kind": "per_move", "seconds": 86400, "stray": 1})
    assert league.time_control == {"kind": "per_move", "seconds": 86400}


def test_an_edit_is_checked_as_a_creation_and_only_the_director_may_edit(api):
    league = _league()
    director = api(league.director)
    bad = director.patch(
        f"/api/leagues/{league.pk}/", {"time_control": {"kind": "none", "x": [1]}}, format="json"
    )
    assert bad.status_code == 200  # "none" takes no values: others are ignored
    refused = director.patch(
        f"/api/leagues/{league.pk}/", {"options": {"nonsense": True}}, format="json"
    )
    assert refused.status_code == 400 and refused.json()["error"]["code"] == "bad_options"
    stranger = api(UserFactory(username="zed")).patch(
        f"/api/leagues/{league.pk}/", {"name": "Mine"}, format="json"
    )
    assert stranger.status_code == 403
    assert api().patch(f"/api/leagues/{league.pk}/", {"name": "x"}, format="json").status_code in (
        401,
        403,
    )
    renamed = director.patch(f"/api/leagues/{league.pk}/", {"name": "Summer"}, format="json")
    assert renamed.status_code == 200 and renamed.json()["name"] == "Summer"
    league.refresh_from_db()
    assert league.name == "Summer" and league.events.filter(type="league_edited").count() == 2


# -- 2. the sign-up window --------------------------------------------------------------------


def test_joining_outside_the_sign_up_window_is_refused_naming_it(api):
    league = _league(
        signup_opens_at=NOW + timedelta(days=1), signup_closes_at=NOW + timedelta(days=8)
    )
    early = api(UserFactory(username="early")).post(f"/api/leagues/{league.pk}/join")
    assert early.status_code == 409
    error = early.json()["error"]
    assert error["code"] == "signup_closed"
    assert error["details"]["opens"] in error["message"]
    assert error["details"]["closes"] in error["message"]
    user = UserFactory(username="ontime")
    services.league_join(league=league, user=user, now=NOW + timedelta(days=2))
    with pytest.raises(PlatformError) as late:
        services.league_join(
            league=league, user=UserFactory(username="late"), now=NOW + timedelta(days=9)
        )
    assert late.value.code == "signup_closed"
    assert list(league.members.values_list("user__username", flat=True)) == ["ontime"]


def test_a_window_that_closes_before_it_opens_is_refused(api):
    answer = api(UserFactory()).post(
        "/api/leagues/",
        {
            "name": "x",
            "engine": "tigris-euphrates",
            "signup_opens_at": "2030-01-02T00:00:00Z",
            "signup_closes_at": "2030-01-01T00:00:00Z",
        },
        format="json",
    )
    assert answer.status_code == 400 and answer.json()["error"]["code"] == "bad_signup_window"


def test_the_page_shows_the_window_and_refuses_a_late_join(client):
    league = _league(signup_closes_at=NOW - timedelta(hours=1))
    page = client.get(f"/leagues/{league.pk}/").content.decode()
    assert 'id="signup-window"' in page and "Sign-up closes" in page
    client.force_login(UserFactory(username="late"))
    answer = client.post(f"/leagues/{league.pk}/join", follow=True)
    assert "Sign-up for this league is open from" in answer.content.decode()
    assert not league.members.exists()
    korean = client.get(f"/leagues/{league.pk}/", HTTP_ACCEPT_LANGUAGE="ko").content.decode()
    assert "참가 신청은" in korean


# -- 3. seasons that start by themselves ------------------------------------------------------


def test_the_sweep_starts_a_due_season_once(secret_nim):
    league = _league(engine=secret_nim.slug, next_season_at=NOW + timedelta(hours=1))
    _members(league, 3)
    assert services.seasons_due_start(now=NOW) == 0  # not yet
    assert services.seasons_due_start(now=NOW + timedelta(hours=2)) == 1
    assert services.seasons_due_start(now=NOW + timedelta(hours=2)) == 0  # twice is once
    assert tasks.league_seasons_start_sweep.apply().get() == 0
    season = Season.objects.get(league=league)
    assert season.number == 1 and season.started_at == NOW + timedelta(hours=2)
    league.refresh_from_db()
    assert league.next_season_at is None
    event = league.events.get(type="season_started")
    assert event.data["scheduled"] is True and event.actor == league.director


def test_a_due_league_that_cannot_start_keeps_its_time_and_the_director_can_start_by_hand(
    secret_nim,
):
    due = NOW - timedelta(minutes=1)
    league = _league(engine=secret_nim.slug, next_season_at=due)
    _members(league, 1)
    assert services.seasons_due_start(now=NOW) == 0  # too few players: tried again later
    league.refresh_from_db()
    assert league.next_season_at == due
    _members(league, 2, prefix="q")
    services.season_start(league=league, user=league.director, now=NOW)
    league.refresh_from_db()
    assert league.next_season_at is None
    assert services.seasons_due_start(now=NOW + timedelta(days=1)) == 0
    assert Season.objects.filter(league=league).count() == 1


def test_the_sweep_is_a_beat_entry():
    from django.conf import settings

    tasks_by_beat = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert "leagues.league_seasons_start_sweep" in tasks_by_beat


# -- 4. rookie divisions ----------------------------------------------------------------------


def test_rookie_tiers_are_marked_only_below_returning_players():
    movement = rules.MovementRules(promoted=1, relegated_from=3, division_size=4, rookie_minimum=3)
    first = rules.next_season_tiers([], movement, newcomers=[(n, 0.0) for n in range(8)])
    assert [rookie for _tier, rookie in first] == [False, False]
    later = rules.next_season_tiers(
        [[1, 2, 3]], movement, newcomers=[(n, float(n)) for n in range(10, 14)]
    )
    assert later == [([1, 2, 3], False), ([13, 12, 11, 10], True)]
    few = rules.next_season_tiers([[1, 2, 3]], movement, newcomers=[(10, 0.0), (11, 0.0)])
    assert few == [([1, 2, 3, 10], False), ([11], False)]  # an overflow tier is no rookie one


def test_a_rookie_division_is_flagged_in_the_api_and_on_the_page(api, client, secret_nim):
    league = _league(engine=secret_nim.slug, rookie_minimum=3, division_size=4)
    _members(league, 3)
    first = services.season_start(league=league, user=league.director, now=NOW)
    Season.objects.filter(pk=first.pk).update(status="finished")
    for place, player in enumerate(Division.objects.get(season=first).players.all(), start=1):
        player.final_place = place
        player.save(update_fields=["final_place"])
    _members(league, 3, prefix="new")
    services.season_start(league=league, user=league.director, now=NOW)
    shown = api().get(f"/api/leagues/{league.pk}/seasons/2/").json()
    assert [division["rookie"] for division in shown["divisions"]] == [False, True]
    assert (
        api().get(f"/api/leagues/{league.pk}/seasons/1/").json()["divisions"][0]["rookie"] is False
    )
    page = client.get(f"/leagues/{league.pk}/").content.decode()
    assert page.count("Rookie division") == 1
    korean = client.get(f"/leagues/{league.pk}/", HTTP_ACCEPT_LANGUAGE="ko").content.decode()
    assert "신인 디비전" in korean
