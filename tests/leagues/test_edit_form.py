"""The director's form to edit a league (/leagues/{id}/edit): what PATCH /api/leagues/{id}/
allows, through the API's serializer and the same service; refusals on the field they concern,
in English and in Korean, and the same sentence the API answers; others are turned away."""

from __future__ import annotations

import pytest
from django.test import Client

from leagues import services
from leagues.models import LeagueEvent
from tests.conftest import api_client_for
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

GOOD = {
    "name": "Spring league",
    "time_control": "fischer",
    "initial": "86400",
    "increment": "3600",
    "max": "172800",
    "options": "",
    "signup_opens_at": "2027-01-01T09:00",
    "signup_closes_at": "2027-01-10T09:00",
    "next_season_at": "2027-01-11T12:00",
}


@pytest.fixture
def league(secret_nim):
    director = UserFactory(username="director")
    return services.league_create(user=director, name="Winter league", engine=secret_nim.slug)


def as_user(user, language: str = "en") -> Client:
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    client.force_login(user)
    return client


def test_the_director_edits_the_league_through_the_form(league):
    client = as_user(league.director)
    page = client.get(f"/leagues/{league.pk}/").content.decode()
    assert f'href="/leagues/{league.pk}/edit"' in page
    form = client.get(f"/leagues/{league.pk}/edit").content.decode()
    assert 'value="Winter league"' in form and 'type="datetime-local"' in form
    assert "<code>pile</code>" in form and "bag_order" not in form  # its game's options only
    korean = as_user(league.director, "ko").get(f"/leagues/{league.pk}/edit").content.decode()
    assert "옵션 (JSON)" in korean and "참가 신청 마감" in korean and "리그 저장" in korean
    response = client.post(f"/leagues/{league.pk}/edit", GOOD)
    assert response.status_code == 302 and response["Location"] == f"/leagues/{league.pk}/"
    league.refresh_from_db()
    assert league.name == "Spring league"
    assert league.time_control == {
        "kind": "fischer",
        "initial": 86400,
        "increment": 3600,
        "max": 172800,
    }
    assert league.signup_opens_at.isoformat() == "2027-01-01T09:00:00+00:00"
    assert league.signup_closes_at.isoformat() == "2027-01-10T09:00:00+00:00"
    assert league.next_season_at.isoformat() == "2027-01-11T12:00:00+00:00"
    event = LeagueEvent.objects.get(league=league, type="league_edited")
    assert "name" in event.data["fields"] and event.actor == league.director
    page = client.get(f"/leagues/{league.pk}/").content.decode()
    assert "Spring league" in page and "The league is saved." in page
    form = client.get(f"/leagues/{league.pk}/edit").content.decode()
    assert 'value="2027-01-10T09:00"' in form  # shown back as it was typed (UTC here)


def test_emptying_the_window_and_the_start_clears_them(league):
    client = as_user(league.director)
    client.post(f"/leagues/{league.pk}/edit", GOOD)
    cleared = {**GOOD, "signup_opens_at": "", "signup_closes_at": "", "next_season_at": ""}
    cleared["time_control"] = "none"
    assert client.post(f"/leagues/{league.pk}/edit", cleared).status_code == 302
    league.refresh_from_db()
    assert league.signup_opens_at is None and league.signup_closes_at is None
    assert league.next_season_at is None and league.time_control == {"kind": "none"}


@pytest.mark.parametrize(
    ("change", "field", "english", "korean"),
    [
        (
            {"signup_closes_at": "2026-12-31T09:00"},
            "signup_closes_at",
            "Sign-up must close after it opens.",
            None,
        ),
        ({"options": '{"no_such_option": 1}'}, "options", None, None),
        ({"options": "[1, 2]"}, "options", "Options must be a JSON object.", None),
        ({"time_control": "per_move", "seconds": ""}, "seconds", "Needed for this clock.", None),
        ({"name": ""}, "name", "This field is required.", "이 항목은 필수입니다."),
    ],
)
def test_a_refusal_is_shown_on_its_field_in_english_and_korean(
    league, change, field, english, korean
):
    before = (league.name, league.options, league.time_control)
    for language in ("en", "ko"):
        response = as_user(league.director, language).post(
            f"/leagues/{league.pk}/edit", {**GOOD, **change}
        )
        assert response.status_code == 200
        page = response.content.decode()
        block = page.split(f'data-field="{field}"')[1].split('<div class="field')[0]
        assert 'class="field-error"' in block, block
        if language == "en" and english:
            assert english in block
        if language == "ko":
            assert korean in block if korean else "field-error" in block
            text = block.split('class="field-error" role="alert">')[1].split("<")[0]
            assert not any("a" <= ch.lower() <= "z" for ch in text.replace("JSON", "")), text
    league.refresh_from_db()
    assert (league.name, league.options, league.time_control) == before
    assert not LeagueEvent.objects.filter(league=league, type="league_edited").exists()


def test_the_form_and_the_api_refuse_with_the_same_sentence(league):
    body = {"signup_opens_at": "2027-01-02T00:00:00Z", "signup_closes_at": "2027-01-01T00:00:00Z"}
    api = api_client_for(league.director)
    answer = api.patch(f"/api/leagues/{league.pk}/", body, format="json", HTTP_ACCEPT_LANGUAGE="ko")
    assert answer.status_code == 400
    message = answer.json()["error"]["message"]
    page = as_user(league.director, "ko").post(
        f"/leagues/{league.pk}/edit",
        {**GOOD, "signup_opens_at": "2027-01-02T00:00", "signup_closes_at": "2027-01-01T00:00"},
    )
    assert message in page.content.decode()


def test_only_the_director_may_open_the_form(league):
    player = UserFactory(username="ann")
    assert as_user(player).get(f"/leagues/{league.pk}/edit").status_code == 403
    assert as_user(player).post(f"/leagues/{league.pk}/edit", GOOD).status_code == 403
    assert 'id="edit-league"' not in as_user(player).get(f"/leagues/{league.pk}/").content.decode()
    anonymous = Client().get(f"/leagues/{league.pk}/edit")
    assert anonymous.status_code == 302 and "login" in anonymous["Location"]
    assert as_user(league.director).get("/leagues/999999/edit").status_code == 404
    league.refresh_from_db()
    assert league.name == "Winter league"
