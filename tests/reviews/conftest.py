"""Fixtures of the reviews tests: a game of a real engine in play, and the same game over."""

from __future__ import annotations

import pytest

from engines import Rng
from games import services
from games.models import Game
from games.selectors import legal_moves_for


def played(game: Game, plies: int, seed: bytes = b"review-tests") -> Game:
    """`plies` legal moves by whoever is to act (the first seat listed), through move_submit."""
    chooser = Rng(seed, "choose")
    users = {seat.index: seat.user for seat in game.seats.all()}
    for _ in range(plies):
        game.refresh_from_db()
        if not game.to_act:
            break
        seat = game.to_act[0]
        move = chooser.choice(legal_moves_for(game, seat))
        services.move_submit(game=game, user=users[seat], move=move, expected_seq=game.seq)
    game.refresh_from_db()
    return game


def two_player_game(engine: str, first, second) -> Game:
    game = services.game_create(user=first, engine=engine, players=2, random_seating=False)
    services.game_join(game=game, user=second)
    return Game.objects.get(pk=game.pk)


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
