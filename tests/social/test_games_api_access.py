"""The games API obeys social's rules: private games, seats kept for invitees, blocks."""

from __future__ import annotations

import pytest

from social import services
from tests.social.conftest import error_of

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("path", ["", "events?after=0", "state?at=1", "legal-moves"])
def test_a_private_game_is_refused_to_strangers_on_every_games_endpoint(
    private_table, alice, dora, api, path
):
    url = f"/api/games/{private_table.pk}/{path}"
    for stranger in (dora, None):
        refused = api(stranger).get(url)
        assert refused.status_code == 403 and error_of(refused)["code"] == "private_game"
    assert api(alice).get(url).status_code == 200


def test_the_games_list_hides_private_games_from_strangers(private_table, table, alice, dora, api):
    seen_by_dora = {g["id"] for g in api(dora).get("/api/games/").json()["results"]}
    seen_by_alice = {g["id"] for g in api(alice).get("/api/games/").json()["results"]}
    assert seen_by_dora == {table.pk}
    assert seen_by_alice == {table.pk, private_table.pk}


def test_the_games_join_endpoint_keeps_seats_for_invitees_and_refuses_private_games(
    secret_nim, alice, bob, dora, api
):
    game, _ = services.invitation_game_create(user=alice, engine="secret-nim", invitees=["bob"])
    invitee = api(bob).post(f"/api/games/{game.pk}/join")
    assert invitee.status_code == 409 and error_of(invitee)["code"] == "accept_invitation"
    kept = api(dora).post(f"/api/games/{game.pk}/join")
    assert kept.status_code == 409 and error_of(kept)["code"] == "seats_reserved"
    private, _ = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"], players=3, public=False
    )
    refused = api(dora).post(f"/api/games/{private.pk}/join")
    assert refused.status_code == 403 and error_of(refused)["code"] == "private_game"


def test_the_games_join_endpoint_refuses_a_blocked_player(secret_nim, alice, dora, api):
    from games import services as game_services

    game = game_services.game_create(user=alice, engine="secret-nim", players=2)
    services.block_create(user=alice, username="dora")
    refused = api(dora).post(f"/api/games/{game.pk}/join")
    assert refused.status_code == 403 and error_of(refused)["code"] == "blocked"
