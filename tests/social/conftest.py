"""Fixtures of social tests: a spectator, tables in play (public and private), helpers."""

from __future__ import annotations

import pytest

from games import services as game_services
from social import services
from social.models import GameVisibility


def error_of(response) -> dict:
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message", "details"}
    return body["error"]


@pytest.fixture
def dora(db):
    from tests.factories import UserFactory

    return UserFactory(username="dora")


@pytest.fixture
def table(secret_nim, alice, bob):
    """A public secret-nim game in play: alice (seat 0, creator) against bob (seat 1)."""
    game = game_services.game_create(
        user=alice, engine="secret-nim", players=2, options={"pile": 9}, random_seating=False
    )
    game_services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


@pytest.fixture
def private_table(secret_nim, alice, bob):
    """A private game of alice and bob (seats drawn at random): only they may see it."""
    game, invitations = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"], options={"pile": 9}, public=False
    )
    services.invitation_accept(invitation_id=invitations[0].pk, user=bob)
    game.refresh_from_db()
    assert GameVisibility.objects.get(game=game).public is False
    return game
