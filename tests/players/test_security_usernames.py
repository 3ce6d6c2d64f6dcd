"""Usernames are unique whatever their case, in the database itself: two sign-ups racing with
`racercann` and `RACERCANN` cannot both succeed, and the loser gets a clean refusal."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import UserManager
from django.db import IntegrityError, transaction
from django.test import Client

from errors import Conflict
from players.services import user_register
from tests.games.test_concurrency import _race

pytestmark = pytest.mark.django_db


def test_the_database_refuses_a_case_variant_username():
    User = get_user_model()
    User.objects.create_user(username="racercann", password="x")
    with pytest.raises(IntegrityError), transaction.atomic():
        User.objects.create_user(username="RACERCANN", password="x")
    assert User.objects.filter(username__iexact="racercann").count() == 1


@pytest.fixture
def rival_wins_the_race(monkeypatch):
    """Another sign-up commits `racercann` between our check and our insert."""
    create_user = UserManager.create_user

    def racing(self, username, *args, **kwargs):
        create_user(self, username.lower(), password="rival's password")
        return create_user(self, username, *args, **kwargs)

    monkeypatch.setattr(UserManager, "create_user", racing)


def test_registration_losing_the_race_is_a_conflict(rival_wins_the_race, api):
    with pytest.raises(Conflict) as refused:
        user_register(username="RACERCANN", password="a long password")
    assert refused.value.code == "username_taken"
    answer = api().post(
        "/api/auth/register",
        {"username": "RaceRCann", "password": "a long password"},
        format="json",
    )
    assert answer.status_code == 409 and answer.json()["error"]["code"] == "username_taken"


def test_the_sign_up_page_losing_the_race_shows_the_form_again(rival_wins_the_race):
    answer = Client().post(
        "/signup/",
        {
            "username": "RACERCANN",
            "password1": "a long password 1",
            "password2": "a long password 1",
        },
    )
    assert answer.status_code == 200
    assert "That username is taken." in answer.content.decode()


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_racing_case_variant_sign_ups_leave_one_account():
    names = ["racercann", "RACERCANN", "RacerCann", "racerCANN"] * 3
    outcomes = _race(
        [
            lambda name=name: user_register(username=name, password="a long password")
            for name in names
        ]
    )
    made = [o for o in outcomes if not isinstance(o, Exception)]
    refused = [o for o in outcomes if isinstance(o, Exception)]
    assert len(made) == 1, outcomes
    assert all(isinstance(o, Conflict) and o.code == "username_taken" for o in refused)
    assert get_user_model().objects.filter(username__iexact="racercann").count() == 1
