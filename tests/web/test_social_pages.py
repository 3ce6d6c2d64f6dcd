"""Social play on the pages: invitations answered from the lobby, invite links, seeks with their
filters and rating windows, blocking and reporting from a profile, private games, Korean, CSRF."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from games import services as game_services
from games.models import Game, GameStatus
from notifications.models import Notification
from social import services
from social.models import Block, Invitation, InvitationStatus, InviteLink, Report, Seek, SeekStatus
from tests.web.test_korean_pages import KOREAN, english_left, own_words_of

pytestmark = pytest.mark.django_db

LOBBY = reverse("web:lobby")


def client_of(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def said(response) -> list[str]:
    """The messages (django.contrib.messages) a followed response shows."""
    return [str(message) for message in response.context["messages"]]


def invite_form(**fields) -> dict:
    data = {"engine": "secret-nim", "invitees": "bob", "time_control": "none", "public": "on"}
    data.update(fields)
    return {f"invite-{name}": value for name, value in data.items() if value is not None}


def seek_form(**fields) -> dict:
    data = {"engine": "secret-nim", "players": "2", "time_control": "none", "public": "on"}
    data.update(fields)
    return {f"seek-{name}": value for name, value in data.items() if value is not None}


def rate(user, elo: float) -> None:
    from ratings.models import Rating

    Rating.objects.update_or_create(user=user, engine="secret-nim", defaults={"elo": elo})


# --- invitations --------------------------------------------------------------------------------


def test_an_invited_player_accepts_from_the_lobby_and_the_game_starts(secret_nim, alice, bob):
    made = client_of(alice).post(reverse("web:invitation-game-create"), invite_form(), follow=True)
    game = Game.objects.get()
    assert made.redirect_chain[-1][0] == reverse("web:game", args=[game.pk])
    assert "Invitations sent to bob; the game starts when they have all accepted." in said(made)
    assert game.status == GameStatus.OPEN and game.seat_count == 2

    note = Notification.objects.get(user=bob)
    assert note.kind == "invitation_received"
    bell = client_of(bob).get(reverse("web:notifications")).content.decode()
    assert f"alice invited you to game {game.pk}" in bell

    lobby = client_of(bob).get(LOBBY).content.decode()
    invitation = Invitation.objects.get()
    assert f"alice invites you to Secret Nim (test only) #{game.pk}" in lobby
    assert reverse("web:invitation-accept", args=[invitation.pk]) in lobby

    accepted = client_of(bob).post(
        reverse("web:invitation-accept", args=[invitation.pk]), follow=True
    )
    assert accepted.redirect_chain[-1][0] == reverse("web:game", args=[game.pk])
    assert "You accepted the invitation: the game has started." in said(accepted)
    game.refresh_from_db()
    invitation.refresh_from_db()
    assert game.status == GameStatus.ACTIVE and invitation.status == InvitationStatus.ACCEPTED
    assert "alice invites you" not in client_of(bob).get(LOBBY).content.decode()
    sent = client_of(alice).get(LOBBY).content.decode()
    assert re.search(r"to bob</span>\s*<span class=\"badge invitation-accepted\">Accepted", sent)


def test_an_invited_player_declines_and_the_inviter_sees_it(secret_nim, alice, bob, carol):
    client_of(alice).post(
        reverse("web:invitation-game-create"), invite_form(invitees="bob, carol", players="3")
    )
    game = Game.objects.get()
    assert game.seat_count == 3
    invitation = Invitation.objects.get(invitee=bob)
    declined = client_of(bob).post(
        reverse("web:invitation-decline", args=[invitation.pk]), follow=True
    )
    assert "You declined the invitation." in said(declined)
    invitation.refresh_from_db()
    assert invitation.status == InvitationStatus.DECLINED
    page = client_of(alice).get(reverse("web:game", args=[game.pk])).content.decode()
    assert re.search(r"bob <span class=\"badge invitation-declined\">Declined", page)
    assert re.search(r"carol <span class=\"badge invitation-pending\">Waiting for an answer", page)
    again = client_of(bob).post(reverse("web:invitation-accept", args=[invitation.pk]), follow=True)
    assert "This invitation has already been answered." in said(again)
    # someone else's invitation is nobody's business
    other = client_of(bob).post(
        reverse("web:invitation-accept", args=[Invitation.objects.get(invitee=carol).pk]),
        follow=True,
    )
    assert "You have no such invitation." in said(other)


def test_the_invite_form_refuses_in_the_services_sentences(secret_nim, alice, bob):
    alice_client = client_of(alice)
    for fields, sentence in (
        ({"invitees": "alice"}, "You cannot invite yourself."),
        ({"invitees": "nobody"}, "There is no player called &#x27;nobody&#x27;."),
        ({"invitees": "bob", "players": "3", "engine": "secret-nim"}, None),
        (
            {"invitees": "bob", "time_control": "per_move"},
            "Needed for this clock.",
        ),
        ({"invitees": "bob", "options": "[1]"}, "Options must be a JSON object."),
    ):
        response = alice_client.post(reverse("web:invitation-game-create"), invite_form(**fields))
        if sentence is None:
            assert response.status_code == 302
            continue
        assert response.status_code == 400
        assert sentence in response.content.decode()


# --- invite links -------------------------------------------------------------------------------


def test_a_player_joins_a_private_game_through_its_invite_link(secret_nim, alice, bob, carol):
    game, _ = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"], players=3, public=False
    )
    page = reverse("web:game", args=[game.pk])
    assert "Create an invite link" in client_of(alice).get(page).content.decode()
    refused = client_of(bob).post(reverse("web:invite-link", args=[game.pk]), follow=True)
    assert refused.status_code == 200  # bob may not see the private game: the message says why
    assert not InviteLink.objects.exists()

    made = client_of(alice).post(reverse("web:invite-link", args=[game.pk]), follow=True)
    assert "An invite link is ready: share it with the players you want." in said(made)
    link = InviteLink.objects.get()
    url = reverse("web:invite", args=[link.token])
    assert f"http://testserver{url}" in made.content.decode()

    anonymous = Client().get(url)
    assert anonymous.status_code == 302
    assert anonymous["Location"] == f"{reverse('web:login')}?next={url}"

    carol_client = client_of(carol)
    shown = carol_client.get(url).content.decode()
    assert "alice invites you to take a seat at this game." in shown
    assert "Join the game" in shown and "Private game: only its players can see it." in shown
    assert carol_client.get(page).status_code == 403
    joined = carol_client.post(reverse("web:invite-join", args=[link.token]), follow=True)
    assert joined.redirect_chain[-1][0] == page
    assert "You took a seat." in said(joined)
    assert game.seats.filter(user=carol).exists()
    assert "You already have a seat at this table." in carol_client.get(url).content.decode()


def test_a_revoked_link_is_refused(secret_nim, alice, carol, dora):
    game = game_services.game_create(user=alice, engine="secret-nim", players=3)
    alice_client = client_of(alice)
    alice_client.post(reverse("web:invite-link", args=[game.pk]))
    link = InviteLink.objects.get()
    revoked = alice_client.post(reverse("web:invite-revoke", args=[link.token]), follow=True)
    assert "The invite link is withdrawn: it no longer works." in said(revoked)
    assert link.token not in revoked.content.decode()

    url = reverse("web:invite", args=[link.token])
    shown = client_of(carol).get(url)
    assert shown.status_code == 404
    assert "This invite link does not exist or was withdrawn." in shown.content.decode()
    joined = client_of(carol).post(reverse("web:invite-join", args=[link.token]), follow=True)
    assert "This invite link does not exist or was withdrawn." in said(joined)
    assert not game.seats.filter(user=carol).exists()
    # only its maker revokes a link
    alice_client.post(reverse("web:invite-link", args=[game.pk]))
    second = InviteLink.objects.get(revoked_at__isnull=True)
    other = client_of(dora).post(reverse("web:invite-revoke", args=[second.token]), follow=True)
    assert "This invite link does not exist or was withdrawn." in said(other)
    second.refresh_from_db()
    assert second.revoked_at is None


@pytest.fixture
def dora(db):
    from tests.factories import UserFactory

    return UserFactory(username="dora")


# --- seeks --------------------------------------------------------------------------------------


def test_a_seek_is_posted_filtered_and_accepted_from_the_lobby(secret_nim, alice, bob):
    posted = client_of(alice).post(
        reverse("web:seek-post"),
        seek_form(time_control="per_move", seconds="60", rated="on"),
        follow=True,
    )
    assert "Your seek is in the lobby: the game starts when it fills." in said(posted)
    seek = Seek.objects.get()
    assert seek.time_control == {"kind": "per_move", "seconds": 60} and seek.rated

    bob_client = client_of(bob)
    lobby = bob_client.get(LOBBY).content.decode()
    assert f'data-seek="{seek.pk}"' in lobby and "clock: 60 s a move" in lobby
    accept = reverse("web:seek-accept", args=[seek.pk])
    assert accept in lobby
    for query, shown in (
        ({"seeks-time_control": "per_move"}, True),
        ({"seeks-time_control": "fischer"}, False),
        ({"seeks-engine": "secret-nim"}, True),
        ({"seeks-engine": "tigris-euphrates"}, False),
        ({"seeks-rating_min": "1000"}, False),  # alice has no rating
        ({"seeks-rating_min": "oops"}, True),  # a bad filter filters nothing
    ):
        page = bob_client.get(LOBBY, query).content.decode()
        assert (f'data-seek="{seek.pk}"' in page) is shown, query
    mine = client_of(alice).get(LOBBY).content.decode()
    assert reverse("web:seek-cancel", args=[seek.pk]) in mine and accept not in mine

    taken = bob_client.post(accept, follow=True)
    seek.refresh_from_db()
    assert seek.status == SeekStatus.FILLED
    assert taken.redirect_chain[-1][0] == reverse("web:game", args=[seek.game_id])
    assert "The seek is filled: the game has started." in said(taken)
    assert Game.objects.get(pk=seek.game_id).status == GameStatus.ACTIVE
    again = bob_client.post(accept, follow=True)
    assert "This seek is no longer open." in said(again)


def test_a_rating_window_refuses_a_player_too_far_away(secret_nim, alice, bob, carol):
    unrated = client_of(alice).post(reverse("web:seek-post"), seek_form(rating_window="100"))
    assert unrated.status_code == 400
    assert "You have no rating in this game yet" in unrated.content.decode()
    rate(alice, 1600)
    rate(bob, 1800)
    rate(carol, 1650)
    client_of(alice).post(reverse("web:seek-post"), seek_form(rating_window="100"))
    seek = Seek.objects.get()
    lobby = client_of(bob).get(LOBBY).content.decode()
    assert "alice</a> (1600)" in lobby and "rated players within ±100" in lobby
    refused = client_of(bob).post(reverse("web:seek-accept", args=[seek.pk]), follow=True)
    assert "This seek is for players rated within 100 points of its author." in said(refused)
    assert refused.redirect_chain[-1][0] == f"{LOBBY}#seeks"
    seek.refresh_from_db()
    assert seek.status == SeekStatus.OPEN
    taken = client_of(carol).post(reverse("web:seek-accept", args=[seek.pk]), follow=True)
    assert "The seek is filled: the game has started." in said(taken)


def test_the_seeker_cancels_and_nobody_else_can(secret_nim, alice, bob):
    seek = services.seek_create(user=alice, engine="secret-nim")
    cancel = reverse("web:seek-cancel", args=[seek.pk])
    refused = client_of(bob).post(cancel, follow=True)
    assert "Only the seek's author can cancel it." in said(refused)
    own = client_of(alice).post(reverse("web:seek-accept", args=[seek.pk]), follow=True)
    assert "You cannot take your own seek." in said(own)
    done = client_of(alice).post(cancel, follow=True)
    assert "Your seek is cancelled." in said(done)
    assert Seek.objects.get().status == SeekStatus.CANCELLED
    assert f'data-seek="{seek.pk}"' not in client_of(bob).get(LOBBY).content.decode()


# --- blocks and reports -------------------------------------------------------------------------


def test_a_block_from_the_profile_stops_an_invitation(secret_nim, alice, bob):
    bob_client = client_of(bob)
    profile = bob_client.get(reverse("web:profile", args=["alice"])).content.decode()
    assert "Block alice" in profile and "Report this player" in profile
    blocked = bob_client.post(reverse("web:block", args=["alice"]), follow=True)
    assert (
        "You blocked alice: no invitations, seeks or chat between you until you unblock them."
        in said(blocked)
    )
    assert Block.objects.filter(blocker=bob, blocked__username="alice").exists()
    assert "Unblock" in blocked.content.decode()

    refused = client_of(alice).post(reverse("web:invitation-game-create"), invite_form())
    assert refused.status_code == 400
    assert "bob and you cannot invite each other (a block is in place)." in refused.content.decode()
    assert not Game.objects.exists()

    own = bob_client.get(reverse("web:profile", args=["bob"])).content.decode()
    assert "People you blocked" in own and reverse("web:unblock", args=["alice"]) in own
    unblocked = bob_client.post(
        reverse("web:unblock", args=["alice"]),
        {"next": reverse("web:profile", args=["bob"])},
        follow=True,
    )
    assert unblocked.redirect_chain[-1][0] == reverse("web:profile", args=["bob"])
    assert "You unblocked alice." in said(unblocked)
    assert "You have blocked nobody." in unblocked.content.decode()
    assert not Block.objects.exists()

    self_block = bob_client.post(reverse("web:block", args=["bob"]), follow=True)
    assert "You cannot block yourself." in said(self_block)
    assert "Block bob" not in bob_client.get(reverse("web:profile", args=["bob"])).content.decode()
    anonymous = Client().post(reverse("web:block", args=["alice"]))
    assert anonymous.status_code == 302 and anonymous["Location"].startswith(reverse("web:login"))
    assert (
        "Block alice" not in Client().get(reverse("web:profile", args=["alice"])).content.decode()
    )


def test_a_block_hides_seeks_both_ways(secret_nim, alice, bob):
    seek = services.seek_create(user=alice, engine="secret-nim")
    client_of(bob).post(reverse("web:block", args=["alice"]))
    assert f'data-seek="{seek.pk}"' not in client_of(bob).get(LOBBY).content.decode()
    refused = client_of(bob).post(reverse("web:seek-accept", args=[seek.pk]), follow=True)
    assert "You cannot sit at this table (a block is in place)." in said(refused)


def test_a_player_is_reported_from_their_profile(alice, bob):
    report = reverse("web:report", args=["alice"])
    bob_client = client_of(bob)
    empty = bob_client.post(report, {"report-reason": "   "}, follow=True)
    assert "Say what is wrong in 1 to 1000 characters." in said(empty)
    assert not Report.objects.exists()
    sent = bob_client.post(report, {"report-reason": "Insults in the chat."}, follow=True)
    assert "Thank you: your report was sent to the staff." in said(sent)
    row = Report.objects.get()
    assert (row.reporter, row.reported_user, row.kind, row.reason) == (
        bob,
        alice,
        "player",
        "Insults in the chat.",
    )
    twice = bob_client.post(report, {"report-reason": "Again."}, follow=True)
    assert "You have already reported this player." in said(twice)
    assert client_of(alice).post(reverse("web:report", args=["alice"]), {"report-reason": "x"})
    assert Report.objects.count() == 1
    assert (
        bob_client.post(reverse("web:report", args=["nobody"]), {"report-reason": "x"}).status_code
        == 404
    )


# --- private games ------------------------------------------------------------------------------


def test_a_private_game_is_hidden_from_others(secret_nim, alice, bob, dora):
    game, [invitation] = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"], players=3, public=False
    )
    public = game_services.game_create(user=dora, engine="secret-nim", players=2)
    page = reverse("web:game", args=[game.pk])
    lobby = client_of(dora).get(LOBBY).content.decode()
    assert page not in lobby and reverse("web:game", args=[public.pk]) in lobby
    assert client_of(dora).get(page).status_code == 403
    assert Client().get(page).status_code == 403
    assert client_of(dora).get(reverse("web:game", args=[99999])).status_code == 404
    # the invited player sees it in their invitations, marked private
    bob_lobby = client_of(bob).get(LOBBY).content.decode()
    assert f"#{game.pk}" in bob_lobby and "private" in bob_lobby
    services.invitation_accept(invitation_id=invitation.pk, user=bob)
    game_services.game_start(game=game, user=alice)
    assert page not in client_of(dora).get(LOBBY).content.decode()  # not in "Watch live"
    assert client_of(bob).get(page).status_code == 200

    refused = client_of(bob).post(reverse("web:visibility", args=[game.pk]), {"public": "1"})
    assert refused.status_code == 302
    assert client_of(dora).get(page).status_code == 403
    shown = client_of(alice).post(
        reverse("web:visibility", args=[game.pk]), {"public": "1"}, follow=True
    )
    assert "The game is public: anyone may watch it." in said(shown)
    assert "Make it private" in shown.content.decode()
    assert client_of(dora).get(page).status_code == 200
    watch = client_of(dora).get(LOBBY).content.decode()
    assert re.search(rf'id="live".*{re.escape(page)}', watch, re.S)


def test_the_not_creator_is_told_why(secret_nim, alice, bob):
    game = game_services.game_create(user=alice, engine="secret-nim", players=3)
    response = client_of(bob).post(
        reverse("web:visibility", args=[game.pk]), {"public": "0"}, follow=True
    )
    assert "Only the game's creator can do this." in said(response)
    link = client_of(bob).post(reverse("web:invite-link", args=[game.pk]), follow=True)
    assert "Only the game's creator can do this." in said(link)
    page = client_of(bob).get(reverse("web:game", args=[game.pk])).content.decode()
    assert "Create an invite link" not in page and "Make it private" not in page


def test_an_open_table_kept_for_invited_players_is_not_offered(secret_nim, alice, bob, dora):
    game, _ = services.invitation_game_create(user=alice, engine="secret-nim", invitees=["bob"])
    join = reverse("web:game-join", args=[game.pk])
    assert join not in client_of(dora).get(LOBBY).content.decode()
    roomy, _ = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"], players=3
    )
    assert reverse("web:game-join", args=[roomy.pk]) in client_of(dora).get(LOBBY).content.decode()


# --- Korean and CSRF ----------------------------------------------------------------------------


def test_the_social_sections_read_in_korean(secret_nim, alice, bob, carol):
    rate(alice, 1600)
    services.seek_create(
        user=alice,
        engine="secret-nim",
        rating_window=100,
        time_control={"kind": "per_move", "seconds": 60},
        rated=True,
        public=False,
    )
    services.seek_create(user=bob, engine="secret-nim")
    game, _ = services.invitation_game_create(
        user=bob, engine="secret-nim", invitees=["alice", "carol"], players=3, public=False
    )
    services.invitation_decline(invitation_id=Invitation.objects.get(invitee=carol).pk, user=carol)
    own, _ = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["carol"], players=3
    )
    services.invite_link_create(game=own, user=alice)
    services.block_create(user=alice, username="carol")
    link = InviteLink.objects.get()
    alice_client, bob_client = client_of(alice), client_of(bob)
    pages = {
        "lobby": alice_client.get(LOBBY, **KOREAN),
        "bob's lobby": bob_client.get(LOBBY, **KOREAN),
        "filtered lobby": alice_client.get(LOBBY, {"seeks-rating_min": "x"}, **KOREAN),
        "own profile": alice_client.get(reverse("web:profile", args=["alice"]), **KOREAN),
        "blocked profile": alice_client.get(reverse("web:profile", args=["carol"]), **KOREAN),
        "other profile": alice_client.get(reverse("web:profile", args=["bob"]), **KOREAN),
        "own game": alice_client.get(reverse("web:game", args=[own.pk]), **KOREAN),
        "invited game": bob_client.get(reverse("web:game", args=[game.pk]), **KOREAN),
        "invite": bob_client.get(reverse("web:invite", args=[link.token]), **KOREAN),
        "bad invite": bob_client.get(reverse("web:invite", args=["nope"]), **KOREAN),
        "feed": alice_client.get(reverse("web:notifications"), **KOREAN),
        "refused seek": alice_client.post(
            reverse("web:seek-post"), seek_form(rating_window="0"), **KOREAN
        ),
    }
    texts = {name: response.content.decode() for name, response in pages.items()}
    assert "시크" in texts["lobby"] or "초대" in texts["lobby"]
    words = english_left(texts)
    # the test-only engine's title and option descriptions, OpenSkill's name (the ratings)
    for name in (*own_words_of(secret_nim), "OpenSkill"):
        words.pop(name, None)
    assert "\n".join(f"{word}: {where}" for word, where in words.items()) == ""


@pytest.mark.parametrize(
    "name,args",
    [
        ("web:seek-post", []),
        ("web:seek-accept", [1]),
        ("web:seek-cancel", [1]),
        ("web:invitation-game-create", []),
        ("web:invitation-accept", [1]),
        ("web:invitation-decline", [1]),
        ("web:invite-link", [1]),
        ("web:visibility", [1]),
        ("web:invite-join", ["token"]),
        ("web:invite-revoke", ["token"]),
        ("web:block", ["bob"]),
        ("web:unblock", ["bob"]),
        ("web:report", ["bob"]),
    ],
)
def test_every_change_needs_a_post_with_the_csrf_token(alice, bob, name, args):
    client = Client(enforce_csrf_checks=True)
    client.force_login(alice)
    assert client.post(reverse(name, args=args)).status_code == 403
    assert client.get(reverse(name, args=args)).status_code == 405
    assert not Block.objects.exists() and not Report.objects.exists()
