"""The archive's pages: the finder, head-to-head and statistics, in English and Korean."""

from __future__ import annotations

import pytest
from django.test import Client

from archive.services import privacy_set
from tests.games.play import nim_started, play_to_end

pytestmark = pytest.mark.django_db


@pytest.fixture
def finished(secret_nim, alice, bob):
    return [play_to_end(nim_started(alice, bob, pile=p), seed=bytes([p])) for p in (7, 9)]


def test_finder_page(finished, alice):
    client = Client()
    page = client.get("/games/find", {"player": "alice", "limit": 1}).content.decode()
    assert f"/games/{finished[1].pk}/" in page and "before=" in page
    older = client.get("/games/find", {"player": "alice", "limit": 1, "before": finished[1].pk})
    assert f"/games/{finished[0].pk}/" in older.content.decode()
    bad = client.get("/games/find", {"players": "many"})
    assert bad.status_code == 200 and 'role="alert"' in bad.content.decode()
    assert client.get("/games/find", {"player": "nobody"}).status_code == 200


def test_head_to_head_and_statistics_pages(finished, alice, bob):
    client = Client()
    page = client.get("/users/alice/versus/bob").content.decode()
    assert "2 games together" in page and "<svg" in page
    assert client.get("/versus", {"first": "alice", "second": "bob"}).status_code == 302
    assert client.get("/users/alice/versus/nobody").status_code == 404
    stats = client.get("/statistics/secret-nim").content.decode()
    assert "Win rate by seat" in stats and "<svg" in stats
    assert client.get("/statistics/nothing").status_code == 404
    assert client.get("/statistics/secret-nim?players=x").status_code == 200
    player = client.get("/users/alice/statistics").content.decode()
    assert "/users/alice/versus/bob" in player
    privacy_set(user=bob, private_profile=True)
    assert client.get("/users/bob/statistics").status_code == 403
    assert client.get("/users/alice/versus/bob").status_code == 403


def test_korean(finished):
    client = Client(headers={"accept-language": "ko"})
    for path in ("/games/find?player=alice", "/users/alice/versus/bob", "/statistics/secret-nim"):
        answer = client.get(path)
        assert answer.status_code == 200
        assert 'lang="ko"' in answer.content.decode()


def test_the_profile_switch_keeps_a_profile_private(db, alice, client):
    client.force_login(alice)
    assert 'name="private_profile"' in client.get("/users/alice/").content.decode()
    client.post("/settings/privacy", {"private_profile": "on"})
    assert Client().get("/games/find", {"player": "alice"}).content.decode().count("private") >= 1
    assert 'name="private_profile" checked' in client.get("/users/alice/").content.decode()
    client.post("/settings/privacy", {})
    assert 'name="private_profile" checked' not in client.get("/users/alice/").content.decode()
