"""API tokens: the compiled token read answers as DRF's TokenAuthentication does, on the API and
on the streams' door (players.token_auth)."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from players.token_auth import token_user

pytestmark = pytest.mark.django_db


def _client(key: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {key}")
    return client


def test_a_token_authenticates_its_user(alice, bob):
    zones = {alice: "Asia/Seoul", bob: "Europe/Paris"}
    for user, zone in zones.items():
        assert (
            _client(_key(user)).patch("/api/me", {"time_zone": zone}, format="json").status_code
            == 200
        )
    for user in (alice, bob, alice):  # the later reads run the kept statement
        answer = _client(_key(user)).get("/api/me")
        assert answer.status_code == 200, answer.content
        assert answer.json()["time_zone"] == zones[user]
        assert token_user(_key(user)) == user


def _key(user) -> str:
    return Token.objects.get_or_create(user=user)[0].key


def test_an_unknown_token_is_refused_as_drf_refuses_it(alice):
    Token.objects.get_or_create(user=alice)
    answer = _client("0" * 40).get("/api/me")
    assert answer.status_code == 401
    assert "Invalid token." in answer.content.decode()
    assert token_user("0" * 40) is None


def test_the_token_of_an_inactive_user_is_refused(alice):
    token, _ = Token.objects.get_or_create(user=alice)
    alice.is_active = False
    alice.save()
    answer = _client(token.key).get("/api/me")
    assert answer.status_code == 401
    assert "User inactive or deleted." in answer.content.decode()
    assert token_user(token.key) is None


@pytest.mark.parametrize("key", ["a" * 41, "a" * 5000, "abc\x00def"])
def test_a_key_no_token_can_be_is_refused_without_a_read(key):
    with CaptureQueriesContext(connection) as queries:
        assert token_user(key) is None
        answer = _client(key).get("/api/me")
    assert answer.status_code in (400, 401)
    assert not [q for q in queries if "authtoken_token" in q["sql"]]
