"""What a player hides stays hidden in clubs: a block hides the two players from each other in
the member list (API and page) and in the club's games; a private game never shows in a club's
games list to anyone not seated at it. Everything else the readers see is the same."""

from __future__ import annotations

import pytest
from django.test import Client

from clubs import services
from games import services as game_services
from social.models import Block, GameVisibility
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def club(open_club, bob, carol):
    services.club_join(club=open_club, user=bob)
    services.club_join(club=open_club, user=carol)
    return open_club


def _names(api, user, club) -> list[str]:
    rows = api(user).get(f"/api/clubs/{club.pk}/members").json()["results"]
    return [row["username"] for row in rows]


def _page(user, club) -> str:
    client = Client()
    client.force_login(user)
    return client.get(f"/clubs/{club.pk}/").content.decode()


def test_a_blocked_player_does_not_see_the_blocker_in_the_member_list(club, alice, bob, carol, api):
    assert _names(api, bob, club) == ["alice", "bob", "carol"]
    Block.objects.create(blocker=carol, blocked=bob)
    assert _names(api, bob, club) == ["alice", "bob"]
    assert _names(api, carol, club) == ["alice", "carol"]  # the block hides both ways
    assert _names(api, alice, club) == ["alice", "bob", "carol"]  # others see both
    assert 'data-username="carol"' not in _page(bob, club)
    assert 'data-username="carol"' in _page(alice, club)


def test_the_member_list_differs_only_by_the_block(club, alice, bob, carol, api):
    """Noninterference: with and without a block elsewhere, alice's answer is the same."""
    before = api(alice).get(f"/api/clubs/{club.pk}/members").json()
    Block.objects.create(blocker=carol, blocked=bob)
    after = api(alice).get(f"/api/clubs/{club.pk}/members").json()
    assert before == after


def test_a_private_game_between_members_stays_out_of_the_clubs_games(
    secret_nim, club, alice, bob, carol, api
):
    public = game_services.game_create(user=alice, engine="secret-nim", players=2)
    game_services.game_join(game=public, user=bob)
    hidden = game_services.game_create(user=alice, engine="secret-nim", players=2)
    game_services.game_join(game=hidden, user=carol)
    GameVisibility.objects.create(game=hidden, public=False)
    outsider = UserFactory(username="erin")

    def ids(user) -> set[int]:
        answer = api(user).get(f"/api/clubs/{club.pk}/games").json()["results"]
        return {row["id"] for row in answer}

    assert ids(outsider) == {public.pk}
    assert ids(bob) == {public.pk}  # a member, not seated at it: hidden all the same
    assert ids(alice) == {public.pk, hidden.pk}  # seated at it
    assert f"#{hidden.pk}" not in _page(bob, club)
    anonymous = api().get(f"/api/clubs/{club.pk}/games").json()["results"]
    assert {row["id"] for row in anonymous} == {public.pk}
    Block.objects.create(blocker=bob, blocked=carol)
    assert ids(carol) == {hidden.pk}  # bob's game is hidden from carol now


def test_a_private_profile_keeps_its_ratings_and_games_out_of_the_club(
    secret_nim, club, alice, bob, carol, api
):
    from archive.services import privacy_set
    from ratings.models import Rating

    Rating.objects.create(user=bob, engine="secret-nim", elo=1612.4, games=3)
    game = game_services.game_create(user=alice, engine="secret-nim", players=2)
    game_services.game_join(game=game, user=bob)

    def seen_by(user) -> tuple[dict, set[int]]:
        rows = api(user).get(f"/api/clubs/{club.pk}/members").json()["results"]
        games = api(user).get(f"/api/clubs/{club.pk}/games").json()["results"]
        return {r["username"]: r["ratings"] for r in rows}["bob"], {g["id"] for g in games}

    assert seen_by(carol) == ({"secret-nim": 1612}, {game.pk})
    privacy_set(user=bob, private_profile=True)
    assert seen_by(carol) == ({}, set())  # still a member, but nothing of what bob hides
    assert seen_by(bob) == ({"secret-nim": 1612}, {game.pk})  # bob sees his own
    assert "1612" not in _page(carol, club)
