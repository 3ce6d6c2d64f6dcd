"""A club-only event: a tournament or a ladder whose entry rule is the club's membership. A
non-member is refused with the reason (registering, or being added by the organiser), the
event's rules say so in words, and tournaments and ladders import nothing of clubs."""

from __future__ import annotations

import pytest

from clubs import services
from errors import PlatformError
from ladders import services as ladder_services
from ladders.entry_rules import entry_rule_lines as ladder_rule_lines
from tests.ladders.test_layers import offenders
from tournaments import services as tournament_services
from tournaments.rule_words import event_rule_lines

pytestmark = pytest.mark.django_db


def _swiss(organiser):
    tournament = tournament_services.tournament_create(
        user=organiser, name="Club Swiss", engine="secret-nim", format="swiss", rounds=2
    )
    tournament_services.tournament_registration_open(tournament=tournament, user=organiser)
    return tournament


def test_a_club_only_tournament_refuses_a_non_member_with_the_reason(
    secret_nim, open_club, alice, bob, carol, api
):
    services.club_join(club=open_club, user=bob)
    tournament = _swiss(alice)
    made = api(alice).post(
        f"/api/clubs/{open_club.pk}/events",
        {"kind": "tournament", "id": tournament.pk},
        format="json",
    )
    assert made.status_code == 201, made.content
    assert made.json() == {"kind": "tournament", "id": tournament.pk, "name": "Club Swiss"}
    tournament_services.entrant_register(tournament=tournament, user=bob)
    refused = api(carol).post(f"/api/tournaments/{tournament.pk}/register")
    assert refused.status_code == 403
    error = refused.json()["error"]
    assert error["code"] == "club_members_only"
    assert error["message"] == "Only members of the club “Open Tigers” can enter this event."
    assert error["details"] == {"club": open_club.pk}
    # the rules in words, on the event's page
    assert "Only members of the club “Open Tigers” can enter." in event_rule_lines(tournament, [])
    page = api(carol).get(f"/tournaments/{tournament.pk}/")
    assert "Only members of the club “Open Tigers” can enter." in page.content.decode()
    # once a member, the player enters
    services.club_join(club=open_club, user=carol)
    tournament_services.entrant_register(tournament=tournament, user=carol)


def test_an_open_tournament_says_nothing_of_clubs(secret_nim, alice):
    tournament = _swiss(alice)
    assert not any("club" in line for line in event_rule_lines(tournament, []))


def test_the_organiser_cannot_add_a_non_member_to_a_running_club_swiss(
    secret_nim, open_club, alice, bob, carol, dora
):
    for user in (bob, carol):
        services.club_join(club=open_club, user=user)
    tournament = _swiss(alice)
    services.club_event_set(club=open_club, user=alice, kind="tournament", event_id=tournament.pk)
    for user in (bob, carol):
        tournament_services.entrant_register(tournament=tournament, user=user)
    tournament_services.tournament_start(tournament=tournament, user=alice)
    with pytest.raises(PlatformError) as refused:
        tournament_services.entrant_add(tournament=tournament, user=alice, username="dora")
    assert refused.value.code == "club_members_only"


def test_only_the_organiser_who_moderates_the_club_makes_an_event_club_only_before_it_starts(
    secret_nim, open_club, alice, bob, carol
):
    services.club_join(club=open_club, user=bob)
    bobs = _swiss(bob)
    with pytest.raises(PlatformError) as member_only:
        services.club_event_set(club=open_club, user=bob, kind="tournament", event_id=bobs.pk)
    assert member_only.value.code == "not_moderator"
    with pytest.raises(PlatformError) as not_theirs:
        services.club_event_set(club=open_club, user=alice, kind="tournament", event_id=bobs.pk)
    assert not_theirs.value.code == "not_organiser"
    tournament = _swiss(alice)
    for user in (bob, carol):
        tournament_services.entrant_register(tournament=tournament, user=user)
    tournament_services.tournament_start(tournament=tournament, user=alice)
    with pytest.raises(PlatformError) as started:
        services.club_event_set(
            club=open_club, user=alice, kind="tournament", event_id=tournament.pk
        )
    assert started.value.code == "event_started"
    with pytest.raises(PlatformError) as missing:
        services.club_event_set(club=open_club, user=alice, kind="ladder", event_id=10**12)
    assert missing.value.code == "event_not_found"


def test_a_club_only_ladder_refuses_a_non_member_and_says_so(secret_nim, alice, bob, carol):
    alice.is_staff = True
    alice.save()
    club = services.club_create(user=alice, name="Ladder Club", policy="open")
    ladder = ladder_services.ladder_create(user=alice, name="Club ladder", engine="secret-nim")
    services.club_event_set(club=club, user=alice, kind="ladder", event_id=ladder.pk)
    with pytest.raises(PlatformError) as already:
        services.club_event_set(club=club, user=alice, kind="ladder", event_id=ladder.pk)
    assert already.value.code == "already_club_only"
    services.club_join(club=club, user=bob)
    ladder_services.ladder_join(ladder=ladder, user=bob)
    with pytest.raises(PlatformError) as refused:
        ladder_services.ladder_join(ladder=ladder, user=carol)
    assert refused.value.code == "club_members_only"
    assert "Ladder Club" in str(refused.value.message)
    assert ladder_rule_lines(ladder) == ["Only members of the club “Ladder Club” can enter."]


def test_tournaments_and_ladders_import_nothing_of_clubs():
    assert offenders("tournaments", {"clubs"}) == {}
    assert offenders("ladders", {"clubs"}) == {}
