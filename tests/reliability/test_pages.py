"""The reliability figures on the profile and the page of the games behind them."""

from __future__ import annotations

import pytest
from django.test import Client

from games import services
from tests.games.play import nim_started, play_to_end

pytestmark = pytest.mark.django_db


def test_profile_and_page_link_each_figure_to_its_games(secret_nim, alice, bob):
    finished = play_to_end(nim_started(alice, bob))
    left = nim_started(alice, bob)
    services.game_resign(game=left, user=alice)
    client = Client()
    profile = client.get("/users/alice/").content.decode()
    assert "1 game left" in profile and "/users/alice/reliability?outcome=left" in profile
    page = client.get("/users/alice/reliability?outcome=left").content.decode()
    assert f"/games/{left.pk}/" in page and f"/games/{finished.pk}/" not in page
    every = client.get("/users/alice/reliability?outcome=%00bogus").content.decode()
    assert (
        f"/games/{left.pk}/" in every or client.get("/users/alice/reliability").status_code == 200
    )
    assert client.get("/users/nobody/reliability").status_code == 404


def test_korean_page(secret_nim, alice, bob):
    play_to_end(nim_started(alice, bob))
    page = Client(headers={"accept-language": "ko"}).get("/users/alice/reliability")
    assert page.status_code == 200
    assert "신뢰도" in page.content.decode()
