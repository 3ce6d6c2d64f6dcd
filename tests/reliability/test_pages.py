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


def test_a_tables_minimum_from_its_page(secret_nim, alice, bob, client):
    from reliability.models import TableMinimum

    table = services.game_create(user=alice, engine="secret-nim", players=2)
    client.force_login(alice)
    assert (
        f'action="/games/{table.pk}/reliability-minimum"'
        in client.get(f"/games/{table.pk}/").content.decode()
    )
    client.post(
        f"/games/{table.pk}/reliability-minimum", {"min_finished_percent": "90", "last_games": "20"}
    )
    assert TableMinimum.objects.get(game=table).min_finished_percent == 90
    page = client.get(f"/games/{table.pk}/").content.decode()
    assert "finished at least 90 % of their last 20 games" in page
    answer = client.post(
        f"/games/{table.pk}/reliability-minimum", {"min_finished_percent": "0", "last_games": "x"}
    )
    assert answer.status_code == 302
    assert TableMinimum.objects.get(game=table).min_finished_percent == 90
    client.force_login(bob)
    other = client.get(f"/games/{table.pk}/").content.decode()
    assert "finished at least 90 %" in other and "reliability-minimum" not in other
    client.post(f"/games/{table.pk}/reliability-minimum", {"clear": "1"})
    assert TableMinimum.objects.filter(game=table).exists()  # only its creator clears it
    client.force_login(alice)
    client.post(f"/games/{table.pk}/reliability-minimum", {"clear": "1"})
    assert not TableMinimum.objects.filter(game=table).exists()
