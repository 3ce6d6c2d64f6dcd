"""Invitations: a game for named players who accept or decline; invite links; kept seats."""

from __future__ import annotations

import pytest

from errors import Conflict, Forbidden, NotFound, PlatformError
from games import services as game_services
from games.models import GameStatus
from social import checks, services
from social.models import Invitation, InvitationStatus
from tests.social.conftest import error_of

pytestmark = pytest.mark.django_db


def test_an_invited_player_accepts_over_http_and_the_game_starts(secret_nim, alice, bob, api):
    created = api(alice).post(
        "/api/social/invitations/games",
        {"engine": "secret-nim", "invitees": ["bob"], "options": {"pile": 10}},
        format="json",
    )
    assert created.status_code == 201, created.content
    body = created.json()
    assert body["game"]["status"] == "open" and body["game"]["your_seat"] == 0
    assert [(i["invitee"], i["status"]) for i in body["invitations"]] == [("bob", "pending")]

    inbox = api(bob).get("/api/social/invitations/").json()["results"]
    assert [(i["inviter"], i["game_id"]) for i in inbox] == [("alice", body["game"]["id"])]

    accepted = api(bob).post(f"/api/social/invitations/{inbox[0]['id']}/accept")
    assert accepted.status_code == 200 and accepted.json()["status"] == "accepted"
    game = api(bob).get(f"/api/games/{body['game']['id']}/").json()
    assert game["status"] == "active"
    assert sorted(s["index"] for s in game["seats"]) == [0, 1]
    assert sorted(s["username"] for s in game["seats"]) == ["alice", "bob"]
    bob_seat = next(s["index"] for s in game["seats"] if s["username"] == "bob")
    assert game["your_seat"] == bob_seat and game["to_act"] == [0]
    assert api(bob).get("/api/social/invitations/").json()["results"] == []


def test_three_players_the_game_starts_when_the_last_accepts(secret_nim, alice, bob, carol):
    game, invitations = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob", "carol"]
    )
    assert game.seat_count == 3
    by_name = {i.invitee.username: i for i in invitations}
    services.invitation_accept(invitation_id=by_name["carol"].pk, user=carol)
    game.refresh_from_db()
    assert game.status == GameStatus.OPEN
    services.invitation_accept(invitation_id=by_name["bob"].pk, user=bob)
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE
    assert sorted(s.user.username for s in game.seats.all()) == ["alice", "bob", "carol"]


def test_decline_frees_the_kept_seat_for_a_link(secret_nim, alice, bob, carol):
    game, [invitation] = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"]
    )
    link = services.invite_link_create(game=game, user=alice)
    with pytest.raises(Conflict) as kept:
        services.invite_link_join(token=link.token, user=carol)
    assert kept.value.code == "seats_reserved"
    services.invitation_decline(invitation_id=invitation.pk, user=bob)
    assert Invitation.objects.get(pk=invitation.pk).status == InvitationStatus.DECLINED
    with pytest.raises(Conflict) as answered:
        services.invitation_accept(invitation_id=invitation.pk, user=bob)
    assert answered.value.code == "invitation_answered"
    services.invite_link_join(token=link.token, user=carol)
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE
    assert sorted(s.user.username for s in game.seats.all()) == ["alice", "carol"]


def test_an_invite_link_seats_anyone_logged_in_and_can_be_revoked(secret_nim, alice, bob, api):
    game = game_services.game_create(user=alice, engine="secret-nim", players=3)
    made = api(alice).post(f"/api/social/games/{game.pk}/invite-links")
    assert made.status_code == 201
    path = made.json()["join_path"]
    assert path == f"/api/social/invite-links/{made.json()['token']}/join"
    assert api().post(path).status_code == 401
    joined = api(bob).post(path)
    assert joined.status_code == 200 and joined.json()["your_seat"] == 1
    again = api(bob).post(path)
    assert again.status_code == 409 and error_of(again)["code"] == "already_seated"
    assert api(alice).delete(f"/api/social/invite-links/{made.json()['token']}").status_code == 204
    gone = api(bob).post(path)
    assert gone.status_code == 404 and error_of(gone)["code"] == "link_not_found"


def test_a_link_opens_a_private_game_that_the_lobby_join_refuses(secret_nim, alice, bob, carol):
    game, _ = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"], players=3, public=False
    )
    with pytest.raises(Forbidden) as private:
        checks.join_check(game, carol)
    assert private.value.code == "private_game"
    with pytest.raises(Conflict) as invited:
        checks.join_check(game, bob)  # bob must accept, not take a stranger's seat
    assert invited.value.code == "accept_invitation"
    link = services.invite_link_create(game=game, user=alice)
    services.invite_link_join(token=link.token, user=bob)  # the link accepts bob's invitation
    assert Invitation.objects.get(game=game, invitee=bob).status == InvitationStatus.ACCEPTED
    services.invite_link_join(token=link.token, user=carol)
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE and game.seats.count() == 3


@pytest.mark.parametrize(
    ("invitees", "players", "code"),
    [
        ([], None, "bad_invitees"),
        (["bob", "bob"], None, "bad_invitees"),
        (["alice"], None, "invite_self"),
        (["nobody"], None, "user_not_found"),
        (["bob", "carol"], 2, "bad_players"),
        (["bob", "carol", "dora"], None, "bad_players"),  # secret-nim seats at most 3
    ],
)
def test_bad_invitations_are_refused(secret_nim, alice, bob, carol, dora, invitees, players, code):
    with pytest.raises(PlatformError) as refused:
        services.invitation_game_create(
            user=alice, engine="secret-nim", invitees=invitees, players=players
        )
    assert refused.value.code == code
    assert not Invitation.objects.exists()


def test_only_the_invitee_answers(secret_nim, alice, bob, carol):
    _, [invitation] = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"]
    )
    for user in (alice, carol):
        with pytest.raises(NotFound):
            services.invitation_accept(invitation_id=invitation.pk, user=user)
        with pytest.raises(NotFound):
            services.invitation_decline(invitation_id=invitation.pk, user=user)


def test_the_sent_box_and_status_filter(secret_nim, alice, bob, api):
    _, [invitation] = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"]
    )
    sent = api(alice).get("/api/social/invitations/", {"box": "sent"}).json()["results"]
    assert [i["id"] for i in sent] == [invitation.pk]
    services.invitation_decline(invitation_id=invitation.pk, user=bob)
    declined = api(bob).get("/api/social/invitations/", {"status": "declined"}).json()
    assert [i["id"] for i in declined["results"]] == [invitation.pk]
    bad = api(bob).get("/api/social/invitations/", {"box": "trash"})
    assert bad.status_code == 400 and error_of(bad)["code"] == "invalid"
