"""game_actions_for: the buttons of a game's page follow the services' own refusals."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db import transaction

from errors import PlatformError
from games import selectors, services
from games.models import Game

pytestmark = pytest.mark.django_db


def allowed(user, game: Game) -> dict[str, bool]:
    actions = selectors.game_actions_for(user, Game.objects.get(pk=game.pk))
    return {
        "join": actions.join,
        "start": actions.start,
        "resign": actions.resign,
        "move": actions.move,
    }


def service_allows(action, game: Game, user) -> bool:
    """Whether the service itself takes the action (run inside a savepoint that is undone)."""
    try:
        with transaction.atomic():
            action(game=Game.objects.get(pk=game.pk), user=user)
            raise _Undo
    except _Undo:
        return True
    except PlatformError:
        return False


class _Undo(Exception):  # noqa: N818 - a signal that rolls back, not an error
    pass


def test_an_open_three_seat_table(secret_nim, alice, bob, carol):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=3)
    assert allowed(alice, game) == {"join": False, "start": False, "resign": False, "move": False}
    assert allowed(bob, game) == {"join": True, "start": False, "resign": False, "move": False}
    assert allowed(AnonymousUser(), game) == dict.fromkeys(
        ("join", "start", "resign", "move"), False
    )
    services.game_join(game=game, user=bob)
    assert allowed(alice, game)["start"] is True  # the creator, with the minimum seated
    assert allowed(bob, game)["start"] is False
    assert allowed(carol, game)["join"] is True


def test_the_selector_agrees_with_the_services(secret_nim, alice, bob, carol):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=3)
    services.game_join(game=game, user=bob)
    for user in (alice, bob, carol):
        actions = selectors.game_actions_for(user, Game.objects.get(pk=game.pk))
        assert actions.join == service_allows(services.game_join, game, user)
        assert actions.start == service_allows(services.game_start, game, user)
        assert actions.resign == service_allows(services.game_resign, game, user)
    services.game_start(game=game, user=alice)
    for user in (alice, bob, carol):
        actions = selectors.game_actions_for(user, Game.objects.get(pk=game.pk))
        assert actions.join == service_allows(services.game_join, game, user)
        assert actions.start == service_allows(services.game_start, game, user)
        assert actions.resign == service_allows(services.game_resign, game, user)


def test_in_play_the_seat_to_act_may_move_and_the_seated_may_resign(secret_nim, alice, bob, carol):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    assert game.to_act == [0]
    assert allowed(alice, game) == {"join": False, "start": False, "resign": True, "move": True}
    assert allowed(bob, game) == {"join": False, "start": False, "resign": True, "move": False}
    assert allowed(carol, game) == dict.fromkeys(("join", "start", "resign", "move"), False)
    services.game_resign(game=game, user=bob)
    assert allowed(alice, game)["resign"] is False  # the game is over
