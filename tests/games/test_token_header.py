"""One reading of the `Authorization: Token <key>` header for every door: the API and both
streams take the keyword in any case and any whitespace after it (DRF's reading), and refuse a
header that names Token without exactly one key. Before, the streams read `token KEY` or a tab
after the keyword as no header at all, and served them as anonymous."""

from __future__ import annotations

import pytest
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from games.stream import sse
from tests.games.play import nim_started

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _stream_reads_on_this_thread(monkeypatch):
    monkeypatch.setattr(sse, "SHARED_DB_THREADS", False)


@pytest.fixture
def key(bob) -> str:
    return Token.objects.get_or_create(user=bob)[0].key


def _get(path: str, header: str):
    return APIClient().get(path, HTTP_AUTHORIZATION=header)


@pytest.mark.parametrize("form", ["Token {key}", "token {key}", "TOKEN {key}", "Token\t{key}"])
def test_every_door_reads_the_same_header_as_bob(secret_nim, alice, bob, key, form):
    game = nim_started(alice, bob)
    header = form.format(key=key)
    me = _get("/api/me", header)
    assert me.status_code == 200 and "vacation_days_left" in me.json(), me.content
    mine = _get("/api/me/stream", header)
    assert mine.status_code == 200, mine.content  # not 401 login_required: bob, not anonymous
    assert _get(f"/api/games/{game.pk}/stream", header).status_code == 200


@pytest.mark.parametrize("form", ["Token", "Token {key} extra", "token wrong-key", "Token\t\x00"])
def test_every_door_refuses_the_same_bad_header(secret_nim, alice, bob, key, form):
    game = nim_started(alice, bob)
    header = form.format(key=key)
    for path in ("/api/me", "/api/me/stream", f"/api/games/{game.pk}/stream"):
        answer = _get(path, header)
        assert answer.status_code == 401, (path, answer.content)


@pytest.mark.parametrize("header", ["", "Bearer abc", "Basic Ym9iOng="])
def test_another_scheme_is_no_token_on_any_door(secret_nim, alice, bob, header):
    game = nim_started(alice, bob)
    assert _get("/api/me/stream", header).json()["error"]["code"] == "login_required"
    assert _get(f"/api/games/{game.pk}/stream", header).status_code == 200  # watching anonymously
