"""Blocking: no invitations, challenges (is_blocked), seeks or chat from a blocked player."""

from __future__ import annotations

import pytest

from errors import Forbidden, NotFound, PlatformError
from games import services as game_services
from social import checks, selectors, services
from social.models import Block, ChatMessage, Invitation, InvitationStatus
from tests.social.conftest import error_of

pytestmark = pytest.mark.django_db


def test_is_blocked_is_either_way_and_ends_with_unblock(alice, bob, carol, api):
    assert not checks.is_blocked(alice, bob)
    made = api(bob).post("/api/social/blocks/", {"username": "alice"}, format="json")
    assert made.status_code == 201 and made.json()["username"] == "alice"
    # ladders ask this before a challenge: either direction forbids it
    assert checks.is_blocked(alice, bob) and checks.is_blocked(bob, alice)
    assert selectors.has_blocked(bob, alice) and not selectors.has_blocked(alice, bob)
    assert not checks.is_blocked(alice, carol) and not checks.is_blocked(alice, alice)
    assert [b["username"] for b in api(bob).get("/api/social/blocks/").json()["results"]] == [
        "alice"
    ]
    assert api(bob).delete("/api/social/blocks/alice").status_code == 204
    assert not checks.is_blocked(alice, bob)
    again = api(bob).delete("/api/social/blocks/alice")
    assert again.status_code == 404 and error_of(again)["code"] == "not_blocked"


def test_blocking_yourself_or_nobody_is_refused(alice):
    with pytest.raises(PlatformError) as self_block:
        services.block_create(user=alice, username="alice")
    assert self_block.value.code == "block_self"
    with pytest.raises(NotFound):
        services.block_create(user=alice, username="nobody")
    assert not Block.objects.exists()


@pytest.mark.parametrize("blocker", ["alice", "bob"])
def test_a_block_either_way_stops_invitations(secret_nim, alice, bob, api, blocker):
    services.block_create(
        user=bob if blocker == "bob" else alice, username="alice" if blocker == "bob" else "bob"
    )
    refused = api(alice).post(
        "/api/social/invitations/games",
        {"engine": "secret-nim", "invitees": ["bob"]},
        format="json",
    )
    assert refused.status_code == 403 and error_of(refused)["code"] == "blocked"
    assert not Invitation.objects.exists()


def test_blocking_declines_pending_invitations_and_an_old_one_cannot_be_accepted(
    secret_nim, alice, bob, carol
):
    _, [to_bob] = services.invitation_game_create(user=alice, engine="secret-nim", invitees=["bob"])
    services.block_create(user=bob, username="alice")
    assert Invitation.objects.get(pk=to_bob.pk).status == InvitationStatus.DECLINED
    _, [to_carol] = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["carol"]
    )
    services.block_create(user=alice, username="carol")  # the inviter blocks after inviting
    with pytest.raises(Forbidden) as refused:
        services.invitation_accept(invitation_id=to_carol.pk, user=carol)
    assert refused.value.code == "blocked"


def test_a_blocked_player_cannot_take_the_blockers_seek_or_see_it(secret_nim, alice, bob, api):
    seek = services.seek_create(user=alice, engine="secret-nim")
    services.block_create(user=alice, username="bob")
    assert api(bob).get("/api/social/seeks/").json()["results"] == []
    assert [s["id"] for s in api().get("/api/social/seeks/").json()["results"]] == [seek.pk]
    refused = api(bob).post(f"/api/social/seeks/{seek.pk}/accept")
    assert refused.status_code == 403 and error_of(refused)["code"] == "blocked"


def test_a_blocked_player_cannot_join_the_blockers_table(secret_nim, alice, bob):
    game = game_services.game_create(user=alice, engine="secret-nim", players=2)
    link = services.invite_link_create(game=game, user=alice)
    services.block_create(user=alice, username="bob")
    with pytest.raises(Forbidden) as refused:
        services.invite_link_join(token=link.token, user=bob)
    assert refused.value.code == "blocked"
    with pytest.raises(Forbidden):
        checks.join_check(game, bob)


def test_a_blocked_player_cannot_message_the_blocker(table, alice, bob, api):
    before = services.chat_post(game=table, user=bob, text="before the block")
    services.block_create(user=alice, username="bob")
    refused = api(bob).post(f"/api/social/games/{table.pk}/chat", {"text": "hey"})
    assert refused.status_code == 403 and error_of(refused)["code"] == "blocked"
    assert list(ChatMessage.objects.values_list("text", flat=True)) == ["before the block"]
    assert selectors.chat_read(table, alice)["messages"] == []  # older lines hidden too
    assert [m.pk for m in selectors.chat_read(table, bob)["messages"]] == [before.pk]
    assert services.chat_post(game=table, user=alice, text="bye").channel == "players"


def test_a_blocked_spectator_is_hidden_from_the_blocker_after_the_end(table, alice, bob, dora):
    from tests.games.play import play_to_end

    services.chat_post(game=table, user=dora, text="from the stands")
    services.block_create(user=alice, username="dora")
    play_to_end(table)
    assert selectors.chat_read(table, alice)["messages"] == []
    assert [m.text for m in selectors.chat_read(table, bob)["messages"]] == ["from the stands"]
