"""Follows and friends: following players, their finished games and events in the feed (quietly,
per kind), friends (mutual follows), friends-only seeks and tables, and blocks ending follows."""

from __future__ import annotations

import pytest

from games import services as game_services
from notifications.models import Notification
from players.services import notification_channels_set, profile_of
from social import services
from social.models import GameVisibility
from social.services.follows import followers_notify_event
from tests.games.play import nim_started, play_to_end
from tests.social.conftest import error_of

pytestmark = pytest.mark.django_db


def _usernames(response) -> list[str]:
    return [row["username"] for row in response.json()["results"]]


def test_follow_unfollow_and_friends(alice, bob, carol, api):
    made = api(alice).post("/api/me/following", {"username": "bob"}, format="json")
    assert made.status_code == 201 and made.json()["friend"] is False
    assert (
        api(alice).post("/api/me/following", {"username": "bob"}, format="json").status_code == 201
    )
    api(alice).post("/api/me/following", {"username": "carol"}, format="json")
    assert sorted(_usernames(api(alice).get("/api/me/following"))) == ["bob", "carol"]
    assert _usernames(api(bob).get("/api/me/followers")) == ["alice"]
    assert _usernames(api(alice).get("/api/me/friends")) == []
    back = api(bob).post("/api/me/following", {"username": "alice"}, format="json")
    assert back.json()["friend"] is True
    assert _usernames(api(alice).get("/api/me/friends")) == ["bob"]
    assert _usernames(api(bob).get("/api/me/friends")) == ["alice"]
    assert api(alice).delete("/api/me/following/bob").status_code == 204
    assert _usernames(api(bob).get("/api/me/friends")) == []
    assert error_of(api(alice).delete("/api/me/following/bob"))["code"] == "not_following"


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"username": "alice"}, 400, "follow_self"),
        ({"username": "nobody"}, 404, None),
        ({"username": 12}, 400, None),
        ({"username": "x" * 151}, 400, None),
        ({}, 400, None),
        ([], 400, None),
    ],
)
def test_bad_follows(alice, api, body, status, code):
    answer = api(alice).post("/api/me/following", body, format="json")
    assert answer.status_code == status
    if code:
        assert error_of(answer)["code"] == code


def test_lists_need_a_sign_in_and_refuse_bad_pages(alice, api):
    assert api(None).get("/api/me/following").status_code == 401
    assert api(alice).get("/api/me/followers?limit=0").status_code == 400
    assert api(alice).get("/api/me/friends?offset=-1").status_code == 400


def test_a_block_ends_follows_and_refuses_new_ones(alice, bob, api):
    api(alice).post("/api/me/following", {"username": "bob"}, format="json")
    api(bob).post("/api/me/following", {"username": "alice"}, format="json")
    services.block_create(user=alice, username="bob")
    # the blocked player no longer sees alice in any of his follows, nor she him
    for path in ("/api/me/following", "/api/me/followers", "/api/me/friends"):
        assert _usernames(api(bob).get(path)) == []
        assert _usernames(api(alice).get(path)) == []
    refused = api(bob).post("/api/me/following", {"username": "alice"}, format="json")
    assert refused.status_code == 403 and error_of(refused)["code"] == "blocked"


def test_followers_hear_quietly_of_a_finished_game(secret_nim, alice, bob, carol, dora):
    services.follow_create(user=carol, username="alice")
    services.follow_create(user=carol, username="bob")
    services.follow_create(user=bob, username="alice")  # a player of the game: not told
    game = play_to_end(nim_started(alice, bob))
    notes = Notification.objects.filter(kind="followed_game_finished")
    assert [(n.user.username, n.payload["game_id"]) for n in notes] == [("carol", game.pk)]
    assert notes[0].read_at is None  # in the feed
    assert profile_of(carol).channels_for("followed_game_finished") == ["in_app"]  # quietly
    # a per-kind preference: dora follows alice and turns the kind off
    services.follow_create(user=dora, username="alice")
    notification_channels_set(user=dora, channels={"followed_game_finished": []})
    play_to_end(nim_started(alice, bob))
    assert not Notification.objects.filter(user=dora).exists()


def test_a_private_game_tells_no_follower(secret_nim, alice, bob, carol):
    services.follow_create(user=carol, username="alice")
    game = nim_started(alice, bob)
    GameVisibility.objects.create(game=game, public=False)
    play_to_end(game)
    assert not Notification.objects.filter(user=carol, kind="followed_game_finished").exists()


def test_followers_hear_where_an_event_ended(alice, bob, carol):
    services.follow_create(user=carol, username="alice")

    class Event:
        pk, name = 7, "Spring Swiss"

    assert followers_notify_event(tournament=Event, standings=[(alice, 2), (bob, 1)]) == 1
    note = Notification.objects.get(user=carol)
    assert note.payload == {
        "tournament_id": 7,
        "name": "Spring Swiss",
        "player": "alice",
        "rank": 2,
    }


def _friends(a, b):
    services.follow_create(user=a, username=b.username)
    services.follow_create(user=b, username=a.username)


def test_a_friends_only_seek(secret_nim, alice, bob, carol, api):
    _friends(alice, bob)
    made = api(alice).post(
        "/api/social/seeks/", {"engine": "secret-nim", "friends_only": True}, format="json"
    )
    assert made.status_code == 201 and made.json()["friends_only"] is True
    seek_id = made.json()["id"]
    assert seek_id not in [s["id"] for s in api(carol).get("/api/social/seeks/").json()["results"]]
    assert seek_id not in [s["id"] for s in api(None).get("/api/social/seeks/").json()["results"]]
    assert seek_id in [s["id"] for s in api(bob).get("/api/social/seeks/").json()["results"]]
    refused = api(carol).post(f"/api/social/seeks/{seek_id}/accept")
    assert refused.status_code == 403 and error_of(refused)["code"] == "friends_only"
    taken = api(bob).post(f"/api/social/seeks/{seek_id}/accept")
    assert taken.status_code == 200
    game_id = taken.json()["game_id"]
    assert api(carol).get(f"/api/games/{game_id}/").status_code == 403


def test_a_friends_only_table(secret_nim, alice, bob, carol, api):
    _friends(alice, bob)
    table = game_services.game_create(user=alice, engine="secret-nim", players=2)
    answer = api(alice).put(
        f"/api/social/games/{table.pk}/visibility",
        {"public": True, "friends_only": True},
        format="json",
    )
    assert answer.json() == {"game_id": table.pk, "public": True, "friends_only": True}
    assert table.pk not in [g["id"] for g in api(carol).get("/api/games/").json()["results"]]
    assert table.pk in [g["id"] for g in api(bob).get("/api/games/").json()["results"]]
    refused = api(carol).post(f"/api/games/{table.pk}/join")
    assert refused.status_code == 403 and error_of(refused)["code"] == "friends_only"
    assert api(carol).get(f"/api/games/{table.pk}/").status_code == 403
    assert api(bob).post(f"/api/games/{table.pk}/join").status_code in (200, 201)
    assert table.pk not in [
        g["id"] for g in api(None).get("/api/social/games/live").json()["results"]
    ]


def test_pages_follow_unfollow_and_list(alice, bob, client):
    client.force_login(alice)
    profile = client.get("/users/bob/").content.decode()
    assert "/users/bob/follow" in profile
    client.post("/users/bob/follow")
    assert "Unfollow" in client.get("/users/bob/").content.decode()
    services.follow_create(user=bob, username="alice")
    assert "friends." in client.get("/users/bob/").content.decode()
    page = client.get("/following").content.decode()
    assert page.count('href="/users/bob/"') == 3  # friend, followed, follower
    client.post("/users/bob/unfollow")
    assert "/users/bob/follow" in client.get("/users/bob/").content.decode()
    korean = client.get("/following", headers={"accept-language": "ko"})
    assert korean.status_code == 200 and "친구" in korean.content.decode()


def test_game_page_offers_friends_only(secret_nim, alice, client):
    table = game_services.game_create(user=alice, engine="secret-nim", players=2)
    client.force_login(alice)
    client.post(f"/games/{table.pk}/visibility", {"public": "1", "friends_only": "1"})
    assert GameVisibility.objects.get(game=table).friends_only
    assert "Friends only: its creator" in client.get(f"/games/{table.pk}/").content.decode()
