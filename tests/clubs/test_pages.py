"""The club pages: the list and its form, a club's page with the forms each role is offered,
the menu's link, Korean throughout, and the ladder page's rules naming the club."""

from __future__ import annotations

import pytest
from django.test import Client

from clubs import services
from clubs.models import Club
from ladders import services as ladder_services

pytestmark = pytest.mark.django_db


def _client(user=None, language: str | None = None) -> Client:
    client = Client(HTTP_ACCEPT_LANGUAGE=language) if language else Client()
    if user is not None:
        client.force_login(user)
    return client


def test_a_club_is_created_joined_and_announced_to_through_the_pages(alice, bob):
    owner = _client(alice)
    answer = owner.post("/clubs/new", {"name": "Page Club", "policy": "open", "description": ""})
    club = Club.objects.get(name="Page Club")
    assert answer.status_code == 302 and answer.url == f"/clubs/{club.pk}/"
    page = owner.get(f"/clubs/{club.pk}/").content.decode()
    assert "Club created: you are its owner." in page and 'id="club-invite"' in page
    member = _client(bob)
    assert 'id="club-join"' in member.get(f"/clubs/{club.pk}/").content.decode()
    member.post(f"/clubs/{club.pk}/join")
    page = member.get(f"/clubs/{club.pk}/").content.decode()
    assert "Welcome to the club." in page and 'id="club-invite"' not in page
    owner.post(f"/clubs/{club.pk}/announce", {"text": "Tea at five"})
    assert "Tea at five" in member.get(f"/clubs/{club.pk}/").content.decode()
    refused = member.post(f"/clubs/{club.pk}/announce", {"text": "Me"}, follow=True)
    assert "Only the club&#x27;s owners and moderators can do this." in refused.content.decode()
    listing = _client().get("/clubs/").content.decode()
    assert "Page Club" in listing and 'href="/clubs/"' in listing


def test_an_invitation_is_accepted_from_the_clubs_page(invitation_club, alice, bob):
    _client(alice).post(f"/clubs/{invitation_club.pk}/invite", {"username": "bob"})
    invited = _client(bob)
    page = invited.get("/clubs/").content.decode()
    assert "Quiet Owls" in page and "invited by alice" in page
    invited.post(f"/clubs/{invitation_club.pk}/join")
    assert 'data-username="bob"' in invited.get(f"/clubs/{invitation_club.pk}/").content.decode()


def test_the_pages_read_in_korean(open_club, alice):
    page = _client(alice, "ko").get(f"/clubs/{open_club.pk}/").content.decode()
    assert "회원" in page and "클럽 나가기" in page and "공개: 누구나 가입" in page
    assert "클럽" in _client(None, "ko").get("/clubs/").content.decode()


def test_a_club_only_ladder_says_so_on_its_page(secret_nim, alice):
    alice.is_staff = True
    alice.save()
    club = services.club_create(user=alice, name="Ladder Folk", policy="open")
    ladder = ladder_services.ladder_create(user=alice, name="Folk ladder", engine="secret-nim")
    _client(alice).post(f"/clubs/{club.pk}/event", {"kind": "ladder", "id": ladder.pk})
    page = _client().get(f"/ladders/{ladder.pk}/").content.decode()
    assert "Only members of the club “Ladder Folk” can enter." in page


def test_the_organisers_events_not_started_are_offered_in_one_click(secret_nim, open_club, alice):
    from tournaments import services as tournament_services

    tournament = tournament_services.tournament_create(
        user=alice, name="One-click Swiss", engine="secret-nim", format="swiss", rounds=2
    )
    owner = _client(alice)
    page = owner.get(f"/clubs/{open_club.pk}/").content.decode()
    assert "One-click Swiss" in page and 'id="club-event-offers"' in page
    owner.post(f"/clubs/{open_club.pk}/event", {"kind": "tournament", "id": tournament.pk})
    page = owner.get(f"/clubs/{open_club.pk}/").content.decode()
    assert 'id="club-event-offers"' not in page  # taken now: listed among the club's events
    assert f'href="/tournaments/{tournament.pk}/"' in page


def test_a_visitor_reads_a_club_without_its_announcements_or_forms(
    secret_nim, open_club, alice, bob
):
    from games import services as game_services

    services.club_join(club=open_club, user=bob)
    services.announcement_post(club=open_club, user=alice, text="Members only news")
    game = game_services.game_create(user=alice, engine="secret-nim", players=2)
    game_services.game_join(game=game, user=bob)
    page = _client().get(f"/clubs/{open_club.pk}/").content.decode()
    assert 'data-username="bob"' in page and f"#{game.pk}" in page
    assert "Members only news" not in page and 'id="club-invite"' not in page
    assert 'id="club-join"' not in page  # signed out: no form to send
