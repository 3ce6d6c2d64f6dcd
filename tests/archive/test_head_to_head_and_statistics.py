"""Head-to-head between two players and statistics per engine and per player: counted from
finished open games only (never a private or friends-only one), refused for a private profile."""

from __future__ import annotations

import pytest

from archive.selectors import engine_statistics
from archive.services import privacy_set
from social.models import GameVisibility
from tests.games.play import nim_started, play_to_end

pytestmark = pytest.mark.django_db


@pytest.fixture
def rivalry(secret_nim, alice, bob, carol):
    games = [play_to_end(nim_started(alice, bob, pile=p), seed=bytes([p])) for p in (7, 8, 9, 10)]
    games.append(play_to_end(nim_started(alice, carol)))
    nim_started(alice, bob)  # running: not counted
    return games


def _ahead(game, first, second) -> str:
    ranks = {s.user_id: s.rank for s in game.seats.all()}
    if ranks[first.pk] < ranks[second.pk]:
        return "first"
    return "second" if ranks[second.pk] < ranks[first.pk] else "even"


def test_head_to_head_counts_who_finished_ahead(rivalry, alice, bob, api):
    body = api(None).get("/api/users/alice/versus/bob").json()
    expected = [_ahead(g, alice, bob) for g in rivalry[:4]]
    assert body["total"] == {
        "games": 4,
        "first_ahead": expected.count("first"),
        "second_ahead": expected.count("second"),
        "even": expected.count("even"),
    }
    assert body["by_engine"] == {"secret-nim": body["total"]}
    assert sorted(row["game"]["id"] for row in body["games"]) == sorted(g.pk for g in rivalry[:4])
    mirrored = api(None).get("/api/users/bob/versus/alice").json()["total"]
    assert mirrored["first_ahead"] == body["total"]["second_ahead"]


def test_private_games_and_profiles_stay_out(rivalry, alice, bob, carol, api):
    GameVisibility.objects.create(game=rivalry[0], public=False)
    assert api(carol).get("/api/users/alice/versus/bob").json()["total"]["games"] == 3
    assert api(bob).get("/api/users/alice/versus/bob").json()["total"]["games"] == 4
    assert api(None).get("/api/users/alice/statistics").json()["games"] == 4
    assert engine_statistics("secret-nim").games == 4
    privacy_set(user=bob, private_profile=True)
    assert api(carol).get("/api/users/alice/versus/bob").status_code == 403
    assert api(carol).get("/api/users/bob/statistics").status_code == 403
    opponents = api(carol).get("/api/users/alice/statistics").json()["by_opponent"]
    assert {o["username"] for o in opponents} == {"", "carol"}


def test_engine_statistics(rivalry, api):
    body = api(None).get("/api/statistics/secret-nim").json()
    assert body["games"] == 5
    assert [row["seat"] for row in body["seat_wins"]] == [0, 1]
    assert sum(row["wins"] for row in body["seat_wins"]) == 5  # one winner a game
    assert body["first_player_wins"]["games"] == 5
    assert body["moves"]["min"] >= 1 and body["moves"]["median"] is not None
    assert body["move_seconds"]["moves"] > 0
    only = api(None).get("/api/statistics/secret-nim", {"option": "pile=9"}).json()
    assert only["games"] == 1
    assert api(None).get("/api/statistics/secret-nim", {"players": 3}).json()["games"] == 0


def test_player_statistics(rivalry, alice, api):
    body = api(None).get("/api/users/alice/statistics").json()
    assert body["games"] == 5
    assert sum(row["games"] for row in body["by_seat"]) == 5
    assert {o["username"]: o["games"] for o in body["by_opponent"]} == {"bob": 4, "carol": 1}


@pytest.mark.parametrize(
    "path",
    [
        "/api/statistics/no-such-game",
        "/api/statistics/secret-nim?players=0",
        "/api/statistics/secret-nim?option=%7B",
        "/api/users/nobody/statistics",
        "/api/users/alice/statistics?engine=" + "x" * 65,
        "/api/users/alice/versus/nobody",
    ],
)
def test_bad_reads(secret_nim, alice, api, path):
    answer = api(None).get(path)
    assert 400 <= answer.status_code < 500


def test_running_games_leave_statistics_alone(rivalry, alice, bob, api):
    """Noninterference: statistics read finished games only, so games in play (with whatever
    secrets) change nothing in them."""
    from games import services

    before = [
        api(None).get(path).json()
        for path in ("/api/statistics/secret-nim", "/api/users/alice/statistics")
    ]
    for cards in ([1, 2], [9, 8]):
        game = services.game_create(
            user=alice, engine="secret-nim", players=2, options={"pile": 9, "cards": cards}
        )
        services.game_join(game=game, user=bob)
    after = [
        api(None).get(path).json()
        for path in ("/api/statistics/secret-nim", "/api/users/alice/statistics")
    ]
    assert after == before
