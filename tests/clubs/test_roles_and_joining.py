"""Who may do what in a club: joining (open, by request, by invitation), leaving, removing,
banning and roles; each refusal has its code and sentence, through the services and the API."""

from __future__ import annotations

import pytest

from clubs import selectors, services
from clubs.checks import role_of
from clubs.models import ClubInvitation, JoinRequest, Membership
from errors import PlatformError
from notifications.models import Notification

pytestmark = pytest.mark.django_db


def _refused(call, **kwargs) -> str:
    with pytest.raises(PlatformError) as refused:
        call(**kwargs)
    assert str(refused.value.message)
    return refused.value.code


def test_the_creator_owns_the_club_and_names_are_unique_whatever_their_case(alice, bob):
    club = services.club_create(user=alice, name="Tigers", policy="open")
    assert role_of(club, alice) == "owner"
    assert _refused(services.club_create, user=bob, name="tigers", policy="open") == "name_taken"


def test_an_open_club_takes_anyone_at_once(open_club, bob):
    assert services.club_join(club=open_club, user=bob) == "joined"
    assert role_of(open_club, bob) == "member"
    assert _refused(services.club_join, club=open_club, user=bob) == "already_member"


def test_a_club_by_request_waits_for_a_moderator(request_club, alice, bob, carol):
    assert services.club_join(club=request_club, user=bob) == "requested"
    assert role_of(request_club, bob) is None
    assert JoinRequest.objects.filter(club=request_club, user=bob).exists()
    # a member who is no moderator may not answer
    services.club_join(club=request_club, user=carol)
    services.join_request_answer(club=request_club, by=alice, user=carol, accept=True)
    code = _refused(
        services.join_request_answer, club=request_club, by=carol, user=bob, accept=True
    )
    assert code == "not_moderator"
    services.join_request_answer(club=request_club, by=alice, user=bob, accept=True)
    assert role_of(request_club, bob) == "member"
    assert Notification.objects.filter(user=bob, kind="club_request_accepted").exists()


def test_a_declined_request_leaves_the_player_out(request_club, alice, bob):
    services.club_join(club=request_club, user=bob)
    services.join_request_answer(club=request_club, by=alice, user=bob, accept=False)
    assert role_of(request_club, bob) is None
    assert not JoinRequest.objects.filter(club=request_club).exists()


def test_a_club_by_invitation_refuses_the_uninvited_and_takes_the_invited(
    invitation_club, alice, bob
):
    assert _refused(services.club_join, club=invitation_club, user=bob) == "invitation_only"
    services.club_invite(club=invitation_club, by=alice, user=bob)
    note = Notification.objects.get(user=bob, kind="club_invitation")
    assert note.payload["club_name"] == "Quiet Owls" and note.payload["by"] == "alice"
    assert _refused(services.club_invite, club=invitation_club, by=alice, user=bob) == (
        "already_invited"
    )
    assert services.club_join(club=invitation_club, user=bob) == "joined"
    assert not ClubInvitation.objects.filter(club=invitation_club).exists()


def test_an_invitation_can_be_declined(invitation_club, alice, bob):
    services.club_invite(club=invitation_club, by=alice, user=bob)
    services.invitation_decline(club=invitation_club, user=bob)
    assert _refused(services.club_join, club=invitation_club, user=bob) == "invitation_only"
    assert _refused(services.invitation_decline, club=invitation_club, user=bob) == (
        "no_invitation"
    )


def test_only_moderators_invite_and_blocks_stop_an_invitation(
    invitation_club, alice, bob, carol, dora
):
    services.club_invite(club=invitation_club, by=alice, user=bob)
    services.club_join(club=invitation_club, user=bob)
    assert _refused(services.club_invite, club=invitation_club, by=bob, user=carol) == (
        "not_moderator"
    )
    from social.models import Block

    Block.objects.create(blocker=dora, blocked=alice)
    assert _refused(services.club_invite, club=invitation_club, by=alice, user=dora) == "blocked"


def test_the_roles_decide_who_removes_whom(open_club, alice, bob, carol, dora):
    for user in (bob, carol, dora):
        services.club_join(club=open_club, user=user)
    services.role_set(club=open_club, by=alice, user=bob, role="moderator")
    # a moderator removes a member, not another moderator nor an owner
    services.member_remove(club=open_club, by=bob, user=dora)
    assert role_of(open_club, dora) is None
    services.role_set(club=open_club, by=alice, user=carol, role="moderator")
    assert _refused(services.member_remove, club=open_club, by=bob, user=carol) == "not_owner"
    assert _refused(services.member_remove, club=open_club, by=bob, user=alice) == "not_owner"
    # a member removes nobody; only owners change roles
    services.role_set(club=open_club, by=alice, user=carol, role="member")
    assert _refused(services.member_remove, club=open_club, by=carol, user=bob) == ("not_moderator")
    assert _refused(services.role_set, club=open_club, by=bob, user=carol, role="owner") == (
        "not_owner"
    )
    # an owner removes a moderator
    services.member_remove(club=open_club, by=alice, user=bob)
    assert role_of(open_club, bob) is None
    assert _refused(services.member_remove, club=open_club, by=alice, user=alice) == (
        "not_yourself"
    )


def test_the_last_owner_stays_until_another_owner_is_made(open_club, alice, bob):
    services.club_join(club=open_club, user=bob)
    assert _refused(services.club_leave, club=open_club, user=alice) == "last_owner"
    assert _refused(services.role_set, club=open_club, by=alice, user=alice, role="member") == (
        "last_owner"
    )
    services.role_set(club=open_club, by=alice, user=bob, role="owner")
    services.club_leave(club=open_club, user=alice)
    assert role_of(open_club, alice) is None
    assert _refused(services.club_leave, club=open_club, user=alice) == "not_a_member"


def test_a_ban_ends_membership_and_stops_every_way_back_until_lifted(open_club, alice, bob):
    services.club_join(club=open_club, user=bob)
    services.member_ban(club=open_club, by=alice, user=bob)
    assert role_of(open_club, bob) is None
    assert _refused(services.club_join, club=open_club, user=bob) == "banned"
    assert _refused(services.club_invite, club=open_club, by=alice, user=bob) == "banned"
    assert _refused(services.member_ban, club=open_club, by=alice, user=bob) == "already_banned"
    assert [ban.user for ban in selectors.bans_of(open_club)] == [bob]
    services.ban_lift(club=open_club, by=alice, user=bob)
    assert services.club_join(club=open_club, user=bob) == "joined"


def test_a_ban_reaches_a_player_who_is_not_a_member_and_their_pending_request(
    request_club, alice, bob
):
    services.club_join(club=request_club, user=bob)
    services.member_ban(club=request_club, by=alice, user=bob)
    assert not JoinRequest.objects.filter(club=request_club).exists()
    assert _refused(services.club_join, club=request_club, user=bob) == "banned"


def test_owners_change_the_settings(open_club, alice, bob):
    services.club_join(club=open_club, user=bob)
    assert _refused(services.club_update, club=open_club, user=bob, policy="request") == (
        "not_owner"
    )
    services.club_update(club=open_club, user=alice, policy="invitation", description="Hi")
    open_club.refresh_from_db()
    assert (open_club.policy, open_club.description) == ("invitation", "Hi")


# --- the same through the API -----------------------------------------------------------------


def test_the_api_runs_the_whole_membership_cycle(api, alice, bob, carol):
    created = api(alice).post("/api/clubs/", {"name": "Lions", "policy": "request"}, format="json")
    assert created.status_code == 201, created.content
    club = created.json()
    assert club["your_role"] == "owner" and club["members"] == 1
    base = f"/api/clubs/{club['id']}/"
    assert api(bob).post(base + "join").json() == {"result": "requested"}
    assert api(bob).get(base).json()["requested"] is True
    assert api(bob).get(base + "requests").status_code == 403
    listed = api(alice).get(base + "requests").json()
    assert [row["username"] for row in listed["results"]] == ["bob"]
    assert (
        api(alice).post(base + "requests/bob", {"accept": True}, format="json").status_code == 204
    )
    assert (
        api(alice).patch(base + "members/bob", {"role": "moderator"}, format="json").json()["role"]
        == "moderator"
    )
    invited = api(bob).post(base + "invitations", {"username": "carol"}, format="json")
    assert invited.status_code == 201
    assert [
        row["club_name"] for row in api(carol).get("/api/clubs/invitations").json()["results"]
    ] == ["Lions"]
    assert api(carol).post(base + "join").json() == {"result": "joined"}
    members = api(carol).get(base + "members").json()["results"]
    assert [(m["username"], m["role"]) for m in members] == [
        ("alice", "owner"),
        ("bob", "moderator"),
        ("carol", "member"),
    ]
    refused = api(carol).delete(base + "members/bob")
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "not_moderator"
    assert api(bob).post(base + "bans", {"username": "carol"}, format="json").status_code == 201
    assert api(carol).post(base + "join").json()["error"]["code"] == "banned"
    assert api(bob).delete(base + "bans/carol").status_code == 204
    assert api(bob).post(base + "leave").status_code == 204
    assert api(alice).get("/api/clubs/", {"q": "lio"}).json()["results"][0]["members"] == 1


def test_an_unknown_club_or_player_is_a_404(api, alice, open_club):
    assert api(alice).get("/api/clubs/999999/").status_code == 404
    answer = api(alice).post(
        f"/api/clubs/{open_club.pk}/invitations", {"username": "nobody"}, format="json"
    )
    assert answer.status_code == 404 and answer.json()["error"]["code"] == "user_not_found"
    assert Membership.objects.filter(club=open_club).count() == 1


def test_a_club_needs_a_name_and_one_player_starts_a_bounded_number(alice):
    from clubs.services import MAX_CLUBS_STARTED

    assert _refused(services.club_create, user=alice, name="   ", policy="open") == "bad_name"
    for number in range(MAX_CLUBS_STARTED):
        services.club_create(user=alice, name=f"Club {number}", policy="open")
    assert _refused(services.club_create, user=alice, name="One more", policy="open") == (
        "too_many_clubs"
    )
