"""Test helpers that play games through the services, as a client would."""

from __future__ import annotations

from engines import Rng
from games import services
from games.models import Game
from games.selectors import legal_moves_for


def nim_started(first, second, *, pile: int = 10) -> Game:
    """A two-player secret-nim game (the test-only engine) that `first` created and `second`
    joined, in seat order, read again as started."""
    game = services.game_create(
        random_seating=False,
        user=first,
        engine="secret-nim",
        players=2,
        options={"pile": pile},
    )
    services.game_join(game=game, user=second)
    game.refresh_from_db()
    return game


def play_to_end(game: Game, seed: bytes = b"test-bot", limit: int = 5000) -> Game:
    """Random legal moves through move_submit, by whoever sits in each seat, until the end."""
    chooser = Rng(seed, "choose")
    users_by_seat = {seat.index: seat.user for seat in game.seats.all()}
    for _ in range(limit):
        game.refresh_from_db()
        if not game.to_act:
            return game
        seat = game.to_act[0]
        move = chooser.choice(legal_moves_for(game, seat))
        services.move_submit(game=game, user=users_by_seat[seat], move=move, expected_seq=game.seq)
    raise AssertionError("game did not finish")
