"""Who may see and join what: stacked options stay hidden in every output until the end, the
page's join asks the API's access check, ladder challenges respect blocks, the notifications
feed is marked read only when asked explicitly."""

from __future__ import annotations

import pytest
from django.test import Client

from errors import Forbidden, PlatformError
from games import services as game_services
from games.models import Game
from games.stacked_options import HIDDEN_OPTION_VALUE
from ladders import services as ladder_services
from notifications.models import Notification
from notifications.services import notification_send
from social import services as social_services
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db

STACKED = {"pile": 9, "cards": [7, 3]}
SEEN_DURING_PLAY = {"pile": 9, "cards": HIDDEN_OPTION_VALUE}


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _stacked_game(api, alice, bob) -> int:
    created = api(alice).post(
        "/api/games/",
        {"engine": "secret-nim", "players": 2, "options": STACKED, "random_seating": False},
        format="json",
    )
    assert created.status_code == 201, created.content
    game_id = created.json()["id"]
    assert api(bob).post(f"/api/games/{game_id}/join").status_code == 200
    return game_id


# Finding 1: every output of a game's options hides the stacked ones until the end.


def test_the_export_hides_stacked_options_during_play_and_shows_them_after(
    secret_nim, api, alice, bob
):
    game_id = _stacked_game(api, alice, bob)
    for client in (Client(), logged_in(alice)):
        record = client.get(f"/games/{game_id}/export.json").json()
        assert record["options"] == SEEN_DURING_PLAY
    assert api().get(f"/api/games/{game_id}/").json()["options"] == SEEN_DURING_PLAY
    api(alice).post(f"/api/games/{game_id}/resign")
    assert Client().get(f"/games/{game_id}/export.json").json()["options"] == STACKED


def test_seeks_hide_stacked_options_until_their_game_is_over(secret_nim, api, alice, bob):
    made = api(alice).post(
        "/api/social/seeks/", {"engine": "secret-nim", "options": STACKED}, format="json"
    )
    assert made.status_code == 201, made.content
    assert made.json()["options"] == SEEN_DURING_PLAY
    [listed] = api().get("/api/social/seeks/").json()["results"]
    assert listed["options"] == SEEN_DURING_PLAY
    taken = api(bob).post(f"/api/social/seeks/{listed['id']}/accept").json()
    assert taken["options"] == SEEN_DURING_PLAY and taken["game_id"]
    api(alice).post(f"/api/games/{taken['game_id']}/resign")
    finished = api(alice).post(f"/api/social/seeks/{listed['id']}/cancel")  # closed: 409
    assert finished.status_code == 409


def test_tournaments_hide_stacked_options(secret_nim, api, alice):
    made = api(alice).post(
        "/api/tournaments/",
        {
            "name": "Stacked",
            "engine": "secret-nim",
            "format": "swiss",
            "rounds": 1,
            "options": STACKED,
        },
        format="json",
    )
    assert made.status_code == 201, made.content
    assert made.json()["options"] == SEEN_DURING_PLAY
    shown = api().get(f"/api/tournaments/{made.json()['id']}/").json()
    assert shown["options"] == SEEN_DURING_PLAY
    listed = api().get("/api/tournaments/").json()["results"]
    assert [t["options"] for t in listed] == [SEEN_DURING_PLAY]


def test_a_ladder_refuses_stacked_options_its_rated_games_could_not_take(secret_nim):
    staff = UserFactory(username="referee", is_staff=True)
    with pytest.raises(PlatformError) as refused:
        ladder_services.ladder_create(
            user=staff, name="Stacked", engine="secret-nim", options=STACKED
        )
    assert refused.value.code == "stacked_options_unrated_only"


def test_invitation_games_hide_stacked_options(secret_nim, api, alice, bob):
    made = api(alice).post(
        "/api/social/invitations/games",
        {"engine": "secret-nim", "invitees": ["bob"], "options": STACKED},
        format="json",
    )
    assert made.status_code == 201, made.content
    assert made.json()["game"]["options"] == SEEN_DURING_PLAY


# Finding 2: the page's join button makes the API's access check.


def _join_page(user, game_id: int) -> str:
    """POST the game page's join button; the sentence the page shows after it."""
    client = logged_in(user)
    assert client.post(f"/games/{game_id}/join").status_code == 302
    return " ".join(str(m) for m in client.get("/").context["messages"])


def test_the_page_join_refuses_a_private_game(secret_nim, alice, bob, carol):
    game, _ = social_services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"], players=3, public=False
    )
    assert "join it through its invite link" in _join_page(carol, game.pk)
    assert not game.seats.filter(user=carol).exists()


def test_the_page_join_leaves_a_seat_kept_for_an_invitee(secret_nim, alice, bob, carol):
    game, [invitation] = social_services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"]
    )
    assert "kept for invited players" in _join_page(carol, game.pk)
    assert not game.seats.filter(user=carol).exists()
    social_services.invitation_accept(invitation_id=invitation.pk, user=bob)  # still works
    assert game.seats.filter(user=bob).exists()


def test_the_page_join_refuses_the_table_of_a_player_who_blocked_you(secret_nim, alice, bob):
    game = game_services.game_create(user=alice, engine="secret-nim", players=2)
    social_services.block_create(user=alice, username="bob")
    assert "a block is in place" in _join_page(bob, game.pk)
    assert not game.seats.filter(user=bob).exists()
    with pytest.raises(Forbidden):
        game_services.game_join_open_seat(game=game, user=bob)


def test_an_invitee_cannot_sit_with_another_seated_player_who_blocked_them(
    secret_nim, alice, bob, carol
):
    _game, [to_bob, to_carol] = social_services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob", "carol"], players=3
    )
    social_services.invitation_accept(invitation_id=to_bob.pk, user=bob)
    social_services.block_create(user=bob, username="carol")
    with pytest.raises(Forbidden) as refused:
        social_services.invitation_accept(invitation_id=to_carol.pk, user=carol)
    assert refused.value.code == "blocked"


# Finding 7: a ladder challenge respects blocks either way.


@pytest.mark.parametrize("blocker", ["challenger", "defender"])
def test_a_ladder_challenge_is_refused_across_a_block(secret_nim, api, blocker):
    staff = UserFactory(username="referee", is_staff=True)
    ladder = ladder_services.ladder_create(user=staff, name="Nim", engine="secret-nim")
    top, low = UserFactory(username="top"), UserFactory(username="low")
    ladder_services.ladder_join(ladder=ladder, user=top)
    ladder_services.ladder_join(ladder=ladder, user=low)
    if blocker == "defender":
        social_services.block_create(user=top, username="low")
    else:
        social_services.block_create(user=low, username="top")
    refused = api(low).post(
        f"/api/ladders/{ladder.pk}/challenges", {"defender": "top"}, format="json"
    )
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "blocked"
    assert not Game.objects.exists()
    standings = api(low).get(f"/api/ladders/{ladder.pk}/standings").json()["standings"]
    assert [row["can_challenge"] for row in standings] == [False, False]


# Finding 16: marking notifications read needs {"ids": [...]} or {"all": true}.


@pytest.mark.parametrize(
    "body", [{}, {"al": True}, {"all": False}, {"ids": [1], "all": True}, None]
)
def test_marking_read_without_saying_what_is_refused(api, alice, body):
    notification_send(user=alice, kind="reminder", payload={"game_id": 1})
    answer = api(alice).post("/api/notifications/read", body, format="json")
    assert answer.status_code == 400
    assert set(answer.json()["error"]) == {"code", "message", "details"}
    assert Notification.objects.filter(read_at__isnull=True).count() == 1


def test_marking_read_all_or_some(api, alice):
    first = notification_send(user=alice, kind="reminder", payload={"game_id": 1})
    notification_send(user=alice, kind="reminder", payload={"game_id": 2})
    some = api(alice).post("/api/notifications/read", {"ids": [first.pk]}, format="json")
    assert some.json() == {"marked": 1}
    assert api(alice).post("/api/notifications/read", {"all": True}, format="json").json() == {
        "marked": 1
    }


def test_the_page_marks_all_read_only_when_asked(alice):
    notification_send(user=alice, kind="reminder", payload={"game_id": 1})
    page = logged_in(alice)
    page.post("/notifications/read", {"id": "x1"})
    assert Notification.objects.filter(read_at__isnull=True).count() == 1
    page.post("/notifications/read", {"all": "1"})
    assert Notification.objects.filter(read_at__isnull=True).count() == 0
