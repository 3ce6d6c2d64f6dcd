"""Seeks in the lobby: filters, taking one starts the game, blocks, rating windows."""

from __future__ import annotations

import pytest

from errors import Conflict, Forbidden, PlatformError
from games.models import Game, GameStatus
from social import checks, services
from social.models import Seek, SeekStatus
from tests.social.conftest import error_of

pytestmark = pytest.mark.django_db


def test_taking_a_seek_over_http_creates_and_starts_the_game(secret_nim, alice, bob, api):
    made = api(alice).post(
        "/api/social/seeks/",
        {"engine": "secret-nim", "time_control": {"kind": "per_move", "seconds": 3600}},
        format="json",
    )
    assert made.status_code == 201, made.content
    assert made.json()["time_control"] == {"kind": "per_move", "seconds": 3600}
    assert not Game.objects.exists()
    taken = api(bob).post(f"/api/social/seeks/{made.json()['id']}/accept")
    assert taken.status_code == 200 and taken.json()["status"] == "filled"
    game = Game.objects.get(pk=taken.json()["game_id"])
    assert game.status == GameStatus.ACTIVE and game.time_control["seconds"] == 3600
    assert sorted(s.user.username for s in game.seats.all()) == ["alice", "bob"]
    again = api(bob).post(f"/api/social/seeks/{made.json()['id']}/accept")
    assert again.status_code == 409 and error_of(again)["code"] == "seek_closed"


def test_a_three_player_seek_waits_for_its_last_player(secret_nim, alice, bob, carol):
    seek = services.seek_create(user=alice, engine="secret-nim", players=3, public=False)
    services.seek_accept(seek_id=seek.pk, user=carol)
    assert Seek.objects.get(pk=seek.pk).status == SeekStatus.OPEN and not Game.objects.exists()
    with pytest.raises(Conflict):
        services.seek_accept(seek_id=seek.pk, user=carol)
    filled = services.seek_accept(seek_id=seek.pk, user=bob)
    game = Game.objects.get(pk=filled.game_id)
    assert game.status == GameStatus.ACTIVE
    assert sorted(s.user.username for s in game.seats.all()) == ["alice", "bob", "carol"]
    assert checks.is_public(game) is False


@pytest.mark.parametrize(
    ("settings_", "code"),
    [
        ({"engine": "no-such-game"}, "unknown_engine"),
        ({"players": 4}, "bad_players"),
        ({"players": 1}, "bad_players"),
        ({"options": {"pile": 1}}, "bad_options"),
        ({"time_control": {"kind": "hourglass"}}, "bad_time_control"),
        ({"rating_window": 0}, "bad_rating_window"),
    ],
)
def test_a_seek_is_checked_by_games_own_rules_when_made(secret_nim, alice, settings_, code):
    with pytest.raises(PlatformError) as refused:
        services.seek_create(user=alice, **{"engine": "secret-nim", **settings_})
    assert refused.value.code == code
    assert not Seek.objects.exists() and not Game.objects.exists()


def test_the_lobby_filters_by_engine_time_control_and_rating(
    secret_nim, alice, bob, api, monkeypatch
):
    monkeypatch.setattr(
        checks, "rating_of", lambda user, engine: {"alice": 1600}.get(user.username)
    )
    blitz = services.seek_create(
        user=alice, engine="secret-nim", time_control={"kind": "per_move", "seconds": 60}
    )
    slow = services.seek_create(user=bob, engine="secret-nim")

    def ids(**query):
        response = api().get("/api/social/seeks/", query)
        assert response.status_code == 200, response.content
        return [s["id"] for s in response.json()["results"]]

    assert ids() == [slow.pk, blitz.pk]
    assert ids(engine="secret-nim") == [slow.pk, blitz.pk] and ids(engine="other") == []
    assert ids(time_control="per_move") == [blitz.pk] and ids(time_control="none") == [slow.pk]
    assert ids(rating_min=1500, rating_max=1700) == [blitz.pk]  # bob has no rating
    assert ids(rating_min=1650) == [] and ids(rating_max=1599) == []
    services.seek_cancel(seek_id=slow.pk, user=bob)
    assert ids() == [blitz.pk]


def test_rating_windows_read_the_ratings_app(secret_nim, alice, bob):
    from ratings.models import Rating

    assert checks.ratings_available() is True
    assert checks.rating_of(alice, "secret-nim") is None
    with pytest.raises(PlatformError) as unrated:
        services.seek_create(user=alice, engine="secret-nim", rating_window=100)
    assert unrated.value.code == "not_rated"
    Rating.objects.create(user=alice, engine="secret-nim", elo=1612.5)
    Rating.objects.create(user=bob, engine="secret-nim", elo=1500.0)
    assert checks.rating_of(alice, "secret-nim") == 1612.5
    seek = services.seek_create(user=alice, engine="secret-nim", rating_window=100)
    assert seek.seeker_rating == 1612.5
    with pytest.raises(PlatformError) as outside:
        services.seek_accept(seek_id=seek.pk, user=bob)
    assert outside.value.code == "outside_rating_window"


@pytest.mark.parametrize(
    ("ratings", "code"),
    [
        ({"alice": 1500, "bob": 1600}, None),
        ({"alice": 1500, "bob": 1400}, None),
        ({"alice": 1500, "bob": 1601}, "outside_rating_window"),
        ({"alice": 1500, "bob": 1399}, "outside_rating_window"),
        ({"alice": 1500}, "not_rated"),
    ],
)
def test_a_seek_for_rated_players_within_n_points(
    secret_nim, alice, bob, monkeypatch, ratings, code
):
    monkeypatch.setattr(checks, "ratings_available", lambda: True)
    monkeypatch.setattr(checks, "rating_of", lambda user, engine: ratings.get(user.username))
    seek = services.seek_create(user=alice, engine="secret-nim", rating_window=100)
    assert seek.seeker_rating == 1500
    if code is None:
        assert services.seek_accept(seek_id=seek.pk, user=bob).status == SeekStatus.FILLED
        return
    with pytest.raises(Forbidden) as refused:
        services.seek_accept(seek_id=seek.pk, user=bob)
    assert refused.value.code == code


def test_an_unrated_seeker_cannot_limit_by_rating(secret_nim, alice, monkeypatch):
    monkeypatch.setattr(checks, "ratings_available", lambda: True)
    with pytest.raises(Conflict) as refused:
        services.seek_create(user=alice, engine="secret-nim", rating_window=100)
    assert refused.value.code == "not_rated"


def test_own_seek_cancel_and_limits(secret_nim, alice, bob):
    seek = services.seek_create(user=alice, engine="secret-nim")
    with pytest.raises(Conflict) as own:
        services.seek_accept(seek_id=seek.pk, user=alice)
    assert own.value.code == "own_seek"
    with pytest.raises(Forbidden):
        services.seek_cancel(seek_id=seek.pk, user=bob)
    for _ in range(4):
        services.seek_create(user=alice, engine="secret-nim")
    with pytest.raises(Conflict) as many:
        services.seek_create(user=alice, engine="secret-nim")
    assert many.value.code == "too_many_seeks"
