"""Accounts and the player's profile over HTTP: register, tokens, /api/me (email mode,
language, vacation), and the footer's language switch kept on the profile."""

from __future__ import annotations

import pytest
from django.test import Client

from players.models import PlayerProfile

pytestmark = pytest.mark.django_db


def _error(response):
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message", "details"}
    return body["error"]


def test_register_then_token_then_authenticated_call(client, api):
    registered = api().post(
        "/api/auth/register", {"username": "dora", "password": "long enough pw"}, format="json"
    )
    assert registered.status_code == 201
    token = api().post(
        "/api/auth/token", {"username": "dora", "password": "long enough pw"}, format="json"
    )
    assert token.status_code == 200 and token.json()["token"] == registered.json()["token"]
    wrong = api().post("/api/auth/token", {"username": "dora", "password": "nope"}, format="json")
    assert wrong.status_code == 401 and _error(wrong)["code"] == "bad_credentials"
    again = api().post(
        "/api/auth/register", {"username": "DORA", "password": "long enough pw"}, format="json"
    )
    assert again.status_code == 409 and _error(again)["code"] == "username_taken"
    short = api().post("/api/auth/register", {"username": "ed", "password": "x"}, format="json")
    assert short.status_code == 400 and set(_error(short)["details"]) == {"username", "password"}


def test_profile_and_vacation_api(api, alice):
    client = api(alice)
    assert client.get("/api/me").json() == {
        "on_vacation_until": None,
        "vacation_days_left": 30,
        "email_mode": "each",
        "language": "en",
        "notification_channels": {},
        "time_zone": "",
        "confirm_moves": True,
        "quiet_hours": [],
        "quiet_hours_weekly_hours": 0.0,
        "quiet_hours_limit": 72,
    }
    started = client.post("/api/me/vacation", {"days": 4}, format="json").json()
    assert started["vacation_days_left"] == 26 and started["on_vacation_until"]
    again = client.post("/api/me/vacation", {"days": 1}, format="json")
    assert again.status_code == 409 and again.json()["error"]["code"] == "already_on_vacation"
    # the day begun is spent; the 3 not begun are given back
    assert client.delete("/api/me/vacation").json()["vacation_days_left"] == 29
    assert client.delete("/api/me/vacation").status_code == 409


def test_the_footer_switch_keeps_the_language_for_emails(alice):
    client = Client()
    client.force_login(alice)
    client.post("/i18n/setlang/", {"language": "ko", "next": "/"})
    assert PlayerProfile.objects.get(user=alice).language == "ko"
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    assert PlayerProfile.objects.get(user=alice).language == "en"
