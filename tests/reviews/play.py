"""Games for the reviews tests, played through the services as a client would."""

from __future__ import annotations

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
