"""Test helpers that play games through the services, as a client would."""

from __future__ import annotations

from engines import Rng
from games import services
from games.models import Game
from games.selectors import legal_moves_for


def play_to_end(
    game: Game, users_by_seat: dict, seed: bytes = b"test-bot", limit: int = 5000
) -> Game:
    """Random legal moves through move_submit until the game is over."""
    chooser = Rng(seed, "choose")
    for _ in range(limit):
        game.refresh_from_db()
        if not game.to_act:
            return game
        seat = game.to_act[0]
        move = chooser.choice(legal_moves_for(game, seat))
        services.move_submit(game=game, user=users_by_seat[seat], move=move, expected_seq=game.seq)
    raise AssertionError("game did not finish")
