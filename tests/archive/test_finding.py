"""Finding any game (/api/games/search): each filter, keyset pages, what a player hides, bad
input answered with a 400, and a noninterference test: running games that differ only in their
secrets are found alike and show the same."""

from __future__ import annotations

import pytest

from archive.services import privacy_set
from games import services
from games.models import Game
from social.models import GameVisibility
from tests.factories import UserFactory
from tests.games.play import nim_started, play_to_end

pytestmark = pytest.mark.django_db
URL = "/api/games/search"


def ids(response) -> list[int]:
    assert response.status_code == 200, response.content
    return [game["id"] for game in response.json()["results"]]


@pytest.fixture
def played(secret_nim, alice, bob, carol):
    """alice–bob finished (twice), alice–carol finished, bob–carol running, an open 3-seat table."""
    first = play_to_end(nim_started(alice, bob))
    second = play_to_end(nim_started(alice, bob, pile=12))
    third = play_to_end(nim_started(alice, carol))
    running = nim_started(bob, carol)
    table = services.game_create(user=carol, engine="secret-nim", players=3, rated=True)
    return {"first": first, "second": second, "third": third, "running": running, "table": table}


def test_each_filter(played, alice, bob, api):
    client = api(None)
    everything = ids(client.get(URL))
    assert everything == sorted((g.pk for g in played.values()), reverse=True)
    assert set(ids(client.get(URL, {"player": "alice"}))) == {
        played["first"].pk,
        played["second"].pk,
        played["third"].pk,
    }
    assert set(ids(client.get(URL, {"player": "alice", "opponent": "bob"}))) == {
        played["first"].pk,
        played["second"].pk,
    }
    assert ids(client.get(URL, {"players": 3})) == [played["table"].pk]
    assert ids(client.get(URL, {"rated": "true"})) == [played["table"].pk]
    assert ids(client.get(URL, {"status": "active"})) == [played["running"].pk]
    assert ids(client.get(URL, {"option": "pile=12"})) == [played["second"].pk]
    assert ids(client.get(URL, {"engine": "tigris-euphrates"})) == []
    assert ids(client.get(URL, {"player": "nobody"})) == []  # a name nobody has: no games
    assert set(ids(client.get(URL, {"opponent": "carol"}))) == {
        played["third"].pk,
        played["running"].pk,
        played["table"].pk,
    }
    assert len(ids(client.get(URL, {"result": "won"}))) == 3  # without a player: finished
    assert ids(client.get(URL, {"option": "pile=NaN"})) == []  # read as text
    assert ids(client.get(URL, {"started_to": "9999-12-31"})) != []
    won = ids(client.get(URL, {"player": "alice", "result": "won"}))
    lost = ids(client.get(URL, {"player": "alice", "result": "lost"}))
    assert sorted(won + lost) == sorted(
        [played["first"].pk, played["second"].pk, played["third"].pk]
    )
    today = played["first"].started_at.date().isoformat()
    assert len(ids(client.get(URL, {"started_from": today, "started_to": today}))) == 4
    assert ids(client.get(URL, {"started_to": "2000-01-01"})) == []


def test_rating_range_and_event(played, alice, bob, api):
    from ratings.models import RatingChange

    RatingChange.objects.create(
        user=alice,
        engine="secret-nim",
        game=played["first"],
        finished_at=played["first"].finished_at,
        seat=0,
        rank=1,
        games=1,
        provisional=True,
        elo_before=1650,
        elo_after=1660,
        elo_delta=10,
        k=20,
        mu_before=25,
        sigma_before=8,
        mu_after=26,
        sigma_after=7,
    )
    assert ids(api(None).get(URL, {"rating_min": 1600, "rating_max": 1700})) == [played["first"].pk]
    assert ids(api(None).get(URL, {"player": "bob", "rating_min": 1600})) == []
    assert ids(api(None).get(URL, {"event": 12345})) == []


def test_pages_by_keyset(played, api):
    client = api(None)
    first_page = client.get(URL, {"limit": 2}).json()
    assert len(first_page["results"]) == 2 and first_page["next_before"]
    rest = client.get(URL, {"limit": 2, "before": first_page["next_before"]}).json()
    second_ids = [g["id"] for g in rest["results"]]
    assert max(second_ids) < min(g["id"] for g in first_page["results"])
    last = client.get(URL, {"limit": 100}).json()
    assert last["next_before"] is None


def test_private_and_friends_only_games_stay_hidden(played, alice, bob, carol, api):
    GameVisibility.objects.create(game=played["first"], public=False)
    GameVisibility.objects.create(game=played["third"], public=True, friends_only=True)
    stranger = api(UserFactory(username="zed"))
    assert played["first"].pk not in ids(stranger.get(URL))
    assert played["third"].pk not in ids(stranger.get(URL))
    assert played["first"].pk in ids(api(bob).get(URL))  # its player sees it
    assert played["third"].pk in ids(api(carol).get(URL))


def test_a_private_profile_is_not_found_by_name_and_is_not_named(played, alice, bob, api):
    privacy_set(user=alice, private_profile=True)
    refused = api(bob).get(URL, {"player": "alice"})
    assert refused.status_code == 403
    assert refused.json()["error"]["code"] == "private_profile"
    assert api(bob).get(URL, {"player": "bob", "opponent": "alice"}).status_code == 403
    rows = api(bob).get(URL, {"player": "bob"}).json()["results"]
    names = {seat["username"] for game in rows for seat in game["seats"]}
    assert "alice" not in names and None in names
    assert len(ids(api(alice).get(URL, {"player": "alice"}))) == 3  # herself
    assert api(alice).get("/api/me/privacy").json() == {"private_profile": True}
    assert (
        api(alice).put("/api/me/privacy", {"private_profile": "yes"}, format="json").status_code
        == 400
    )


@pytest.mark.parametrize(
    "query",
    [
        {"players": 0},
        {"players": "two"},
        {"players": "1.0"},
        {"rated": "perhaps"},
        {"status": "sleeping"},
        {"started_from": "2026-13-40"},
        {"rating_min": "nan"},
        {"rating_min": "1e400"},
        {"event": "-1"},
        {"event": str(2**64)},
        {"option": "[1, 2]"},
        {"option": "{"},
        {"option": "a b=1"},
        {"option": "=1"},
        {"option": "a=" + "x" * 101},
        {"option": [f"k{i}=1" for i in range(9)]},
        {"before": "0"},
        {"limit": "101"},
        {"player": "x" * 151},
        {"started_from": "10000-01-01"},
    ],
)
def test_bad_queries_are_refused_not_failed(alice, api, query):
    answer = api(None).get(URL, query)
    assert 400 <= answer.status_code < 500, (query, answer.status_code)
    assert "error" in answer.json()


def _normalised(game: dict) -> dict:
    return {k: v for k, v in game.items() if k not in ("id", "created_at", "started_at")}


def test_running_games_show_nothing_of_their_secrets(secret_nim, alice, bob, api):
    """Noninterference: two running games that differ only in their secrets (the seed, the
    stacked hidden cards) are found by the same filters and read the same."""
    games = []
    for cards in ([1, 2], [8, 9]):
        game = services.game_create(
            random_seating=False,
            user=alice,
            engine="secret-nim",
            players=2,
            options={"pile": 9, "cards": cards},
        )
        services.game_join(game=game, user=bob)
        games.append(Game.objects.get(pk=game.pk))
    assert games[0].seed != games[1].seed
    client = api(None)
    found = client.get(URL, {"player": "alice"}).json()["results"]
    assert len(found) == 2 and _normalised(found[0]) == _normalised(found[1])
    assert found[0]["options"]["cards"] == "hidden until the game ends"
    for key in ("seed", "head_hash", "outcome", "score"):
        assert key not in str(found)
    for card in (1, 2, 8, 9):  # a filter on a stacked option never matches a running game
        assert ids(client.get(URL, {"option": f"cards={card}"})) == []
