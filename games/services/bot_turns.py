"""A bot seat's turn, played by a worker: the bot of the seat's kind chooses from its view.

The bot thinks outside the game's lock (a strong bot takes up to BOT_THINK_MS); the move is then
applied under the lock only if the game is still where the bot saw it (same seq)."""

from __future__ import annotations

from django.db import transaction

from engines.rng import Rng
from games.log.state_loading import engine_of, load_play_state
from games.models import Game, GameStatus, Seat
from games.services.autoplay import bot_move, bot_seats_to_act
from games.services.decisions import apply_move
from games.services.settling import play_settle
from games.table_reads import game_locked, seats_of


def _bot_to_act(game: Game, seats: list[Seat], expected_seq: int) -> Seat | None:
    """The bot seat to play now, if the game is active, at `expected_seq` and waits on a bot."""
    if game.status != GameStatus.ACTIVE or game.seq != expected_seq:
        return None
    bots = bot_seats_to_act(game, seats)
    return bots[0] if bots else None


def bot_turn_play(*, game_id: int, expected_seq: int) -> bool:
    """Play one bot move if the game is still at `expected_seq` and a bot is to act."""
    game = Game.objects.get(pk=game_id)
    bot = _bot_to_act(game, list(game.seats.all()), expected_seq)
    if bot is None:
        return False
    engine = engine_of(game)
    seen = load_play_state(game)
    chooser = Rng(bytes.fromhex(game.seed), f"bot:{game.seq}")
    move = bot_move(engine, seen.engine_state, bot.index, bot.bot_kind, chooser, game.bot_think_ms)
    with transaction.atomic():
        game = game_locked(game_id)
        seats = seats_of(game)
        if _bot_to_act(game, seats, expected_seq) is None:
            return False
        play = load_play_state(game)
        play, _ = apply_move(game, engine, play, bot.index, move, by="bot")
        play_settle(game, engine, play, reason="bot", mover=bot.index, seats=seats)
    return True
