"""Pages and API ask the same check: where a page once re-derived a rule (the invite page's Join,
the game page's invite link, the lobby's Accept on a seek, a tournament's organiser panel), the
page now offers the action exactly when the API takes it, and says why not in the API's own
sentence."""

from __future__ import annotations

import html

import pytest
from django.test import Client
from django.urls import reverse

from games import services as game_services
from games.models import Game, GameStatus, Seat
from ratings.models import Rating
from social import services as social_services
from social.models import InviteLink
from social.services.moderation import block_create
from tournaments import services as tournament_services

pytestmark = pytest.mark.django_db

LOBBY = reverse("web:lobby")
JOIN_BUTTON = "Join the game"


@pytest.fixture
def dora(db):
    from tests.factories import UserFactory

    return UserFactory(username="dora")


def client_of(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def page_of(user, url: str) -> str:
    response = client_of(user).get(url)
    assert response.status_code == 200, response.status_code
    return html.unescape(response.content.decode())


def refusal(answer) -> tuple[int, str, str]:
    error = answer.json()["error"]
    return answer.status_code, error["code"], error["message"]


def link_to(game: Game, creator) -> InviteLink:
    return social_services.invite_link_create(game=game, user=creator)


def test_a_full_table_the_invite_page_offers_no_join_and_the_api_refuses_alike(
    secret_nim, api, alice, bob, carol, dora
):
    game = game_services.game_create(user=alice, engine="secret-nim", players=3)
    link = link_to(game, alice)
    # every seat taken while the table is still open (seats filled without the start)
    Seat.objects.create(game=game, index=1, user=bob)
    Seat.objects.create(game=game, index=2, user=carol)
    assert Game.objects.get(pk=game.pk).status == GameStatus.OPEN

    page = page_of(dora, reverse("web:invite", args=[link.token]))
    answer = api(dora).post(reverse("social-invite-link-join", args=[link.token]))

    assert refusal(answer) == (409, "game_full", "This table is full.")
    assert JOIN_BUTTON not in page
    assert "This table is full." in page


def test_seats_kept_for_invitees_the_invite_page_and_the_api_agree(
    secret_nim, api, alice, bob, carol
):
    game, _invitations = social_services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"], players=2
    )
    link = link_to(game, alice)

    page = page_of(carol, reverse("web:invite", args=[link.token]))
    answer = api(carol).post(reverse("social-invite-link-join", args=[link.token]))

    kept = "The free seats are kept for invited players."
    assert refusal(answer) == (409, "seats_reserved", kept)
    assert JOIN_BUTTON not in page and kept in page
    # the invited player's own link is their invitation: offered, and taken
    assert JOIN_BUTTON in page_of(bob, reverse("web:invite", args=[link.token]))
    assert api(bob).post(reverse("social-invite-link-join", args=[link.token])).status_code == 200


def test_an_open_seat_the_invite_page_offers_join_and_the_api_seats(secret_nim, api, alice, bob):
    game = game_services.game_create(user=alice, engine="secret-nim", players=3)
    link = link_to(game, alice)
    assert JOIN_BUTTON in page_of(bob, reverse("web:invite", args=[link.token]))
    assert api(bob).post(reverse("social-invite-link-join", args=[link.token])).status_code == 200


def test_invite_links_the_game_page_offers_them_when_the_api_makes_them(
    secret_nim, api, alice, bob
):
    game = game_services.game_create(user=alice, engine="secret-nim", players=2)
    create = reverse("social-invite-link-create", args=[game.pk])
    offer = "Create an invite link"
    assert offer in page_of(alice, reverse("web:game", args=[game.pk]))
    assert offer not in page_of(bob, reverse("web:game", args=[game.pk]))
    assert refusal(api(bob).post(create))[:2] == (403, "not_creator")

    game_services.game_join(game=game, user=bob)  # the table fills and the game starts
    assert offer not in page_of(alice, reverse("web:game", args=[game.pk]))
    assert refusal(api(alice).post(create))[:2] == (409, "game_not_open")


def rate(user, elo: float) -> None:
    Rating.objects.update_or_create(user=user, engine="secret-nim", defaults={"elo": elo})


def test_a_seek_out_of_reach_the_lobby_offers_no_accept_and_the_api_refuses(
    secret_nim, api, alice, bob, carol
):
    rate(alice, 1600)
    rate(bob, 1800)
    rate(carol, 1650)
    seek = social_services.seek_create(user=alice, engine="secret-nim", rating_window=100)
    accept_button = f'action="{reverse("web:seek-accept", args=[seek.pk])}"'

    assert accept_button not in page_of(bob, LOBBY)
    answer = api(bob).post(reverse("social-seek-accept", args=[seek.pk]))
    assert refusal(answer) == (
        403,
        "outside_rating_window",
        "This seek is for players rated within 100 points of its author.",
    )
    assert accept_button in page_of(carol, LOBBY)
    assert api(carol).post(reverse("social-seek-accept", args=[seek.pk])).status_code == 200


def test_the_organiser_panel_shows_to_whom_the_api_lets_organise(secret_nim, api, alice, bob):
    tournament = tournament_services.tournament_create(
        user=alice, name="Autumn", engine="secret-nim", format="swiss", rounds=2
    )
    page = reverse("web:tournament", args=[tournament.pk])
    panel = 'action="' + reverse("web:tournament-open", args=[tournament.pk]) + '"'
    assert panel in page_of(alice, page)
    assert panel not in page_of(bob, page)
    opened = reverse("tournament-registration-open", args=[tournament.pk])
    assert refusal(api(bob).post(opened))[:2] == (403, "not_organiser")
    assert api(alice).post(opened).status_code == 200


def test_an_invitation_across_a_block_the_pages_offer_no_accept_and_the_api_refuses(
    secret_nim, api, alice, bob, carol
):
    game, (invitation,) = social_services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"], players=3
    )
    game_services.game_join_open_seat(game=game, user=carol)
    block_create(user=bob, username="carol")  # carol already sits at the table
    accept = 'action="' + reverse("web:invitation-accept", args=[invitation.pk]) + '"'
    blocked = "You cannot sit at this table (a block is in place)."

    lobby = page_of(bob, LOBBY)
    table = page_of(bob, reverse("web:game", args=[game.pk]))
    answer = api(bob).post(reverse("social-invitation-accept", args=[invitation.pk]))

    assert refusal(answer) == (403, "blocked", blocked)
    assert accept not in lobby and blocked in lobby
    assert accept not in table and blocked in table


def test_a_games_visibility_only_its_creator_sets_on_the_page_and_through_the_api(
    secret_nim, api, alice, bob
):
    game = game_services.game_create(user=alice, engine="secret-nim", players=3)
    visibility = 'action="' + reverse("web:visibility", args=[game.pk]) + '"'
    assert visibility in page_of(alice, reverse("web:game", args=[game.pk]))
    assert visibility not in page_of(bob, reverse("web:game", args=[game.pk]))
    put = reverse("social-visibility", args=[game.pk])
    assert refusal(api(bob).put(put, {"public": False}, format="json"))[:2] == (
        403,
        "not_creator",
    )
    assert api(alice).put(put, {"public": False}, format="json").status_code == 200
