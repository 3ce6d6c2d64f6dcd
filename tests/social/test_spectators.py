"""Spectators: public games show the public view only; private games only their players."""

from __future__ import annotations

import pytest

from games.models import GameStatus
from social import services
from tests.games.play import play_to_end
from tests.social.conftest import error_of

pytestmark = pytest.mark.django_db


def _cards(api, user, game):
    response = api(user).get(f"/api/social/games/{game.pk}/watch")
    assert response.status_code == 200, response.content
    return response.json()["your_seat"], response.json()["view"]["cards"]


def test_a_spectator_never_sees_a_seat_hidden_card_until_the_end(table, alice, bob, dora, api):
    from games.selectors import game_view

    dealt = game_view(table, 0)["cards"][0], game_view(table, 1)["cards"][1]
    assert _cards(api, alice, table) == (0, [dealt[0], None])
    assert _cards(api, bob, table) == (1, [None, dealt[1]])
    assert _cards(api, dora, table) == (None, [None, None])
    assert _cards(api, None, table) == (None, [None, None])
    seed = api(dora).get(f"/api/social/games/{table.pk}/watch").json()["seed"]
    assert seed is None

    play_to_end(table)
    assert _cards(api, dora, table) == (None, list(dealt))
    assert api(dora).get(f"/api/social/games/{table.pk}/watch").json()["seed"]


def test_a_private_game_is_shown_to_its_players_only(private_table, alice, bob, dora, api):
    assert _cards(api, bob, private_table)[0] in (0, 1)
    for user in (dora, None):
        refused = api(user).get(f"/api/social/games/{private_table.pk}/watch")
        assert refused.status_code == 403 and error_of(refused)["code"] == "private_game"


def test_live_games_list_public_games_in_play_only(table, private_table, alice, api):
    finished_public = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"]
    )[0]
    listed = api().get("/api/social/games/live").json()["results"]
    assert [g["id"] for g in listed] == [table.pk]
    assert finished_public.status == GameStatus.OPEN
    assert api().get("/api/social/games/live", {"engine": "other"}).json()["results"] == []


def test_the_creator_switches_a_game_private_and_back(table, alice, bob, dora, api):
    url = f"/api/social/games/{table.pk}/visibility"
    assert api(dora).get(url).json() == {"game_id": table.pk, "public": True, "friends_only": False}
    refused = api(bob).put(url, {"public": False}, format="json")
    assert refused.status_code == 403 and error_of(refused)["code"] == "not_creator"
    assert api(alice).put(url, {"public": False}, format="json").json()["public"] is False
    assert api(dora).get(f"/api/social/games/{table.pk}/watch").status_code == 403
    assert api(alice).put(url, {"public": True}, format="json").json()["public"] is True
    assert api(dora).get(f"/api/social/games/{table.pk}/watch").status_code == 200


def test_the_games_list_filter_hides_private_games_from_strangers(table, private_table, bob, dora):
    from games.models import Game
    from social.selectors import games_visible_to

    everything = Game.objects.order_by("pk")
    assert list(games_visible_to(everything, dora)) == [table]
    assert list(games_visible_to(everything, None)) == [table]
    assert list(games_visible_to(everything, bob)) == [table, private_table]
