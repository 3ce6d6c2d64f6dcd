"""Fixtures of the reviews tests: a game of a real engine in play, and the same game over."""

from __future__ import annotations

import pytest

from games import services
from games.models import Game
from tests.reviews.play import played, two_player_game


@pytest.fixture
def in_play(alice, bob) -> Game:
    """Tigris & Euphrates, alice in seat 0 and bob in seat 1, a few moves in."""
    return played(two_player_game("tigris-euphrates", alice, bob), 3)


@pytest.fixture
def finished(alice, bob) -> Game:
    """Tigris & Euphrates after four moves, ended by bob's resignation."""
    game = played(two_player_game("tigris-euphrates", alice, bob), 4)
    services.game_resign(game=game, user=bob)
    return Game.objects.get(pk=game.pk)


@pytest.fixture(autouse=True)
def _stream_reads_on_this_thread(monkeypatch):
    """Streams read inside the test's transaction (as tests/games/test_streams.py does)."""
    from games.stream import sse

    monkeypatch.setattr(sse, "SHARED_DB_THREADS", False)
