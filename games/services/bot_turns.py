"""A bot seat's turn, played by a worker: the chooser of the seat's kind picks from its moves."""

from __future__ import annotations

from django.db import transaction

from engines.rng import Rng
from games.log.state_loading import engine_of, load_play_state
from games.models import Game, GameStatus
from games.services.autoplay import BOT_CHOOSERS, bot_seats_to_act
from games.services.decisions import apply_move
from games.services.settling import play_settle, seats_with_users


def bot_turn_play(*, game_id: int, expected_seq: int) -> bool:
    """Play one bot move if the game is still at `expected_seq` and a bot is to act."""
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game_id)
        if game.status != GameStatus.ACTIVE or game.seq != expected_seq:
            return False
        seats = seats_with_users(game)
        bots = bot_seats_to_act(game, seats)
        if not bots:
            return False
        bot = bots[0]
        engine = engine_of(game)
        play = load_play_state(game)
        chooser = Rng(bytes.fromhex(game.seed), f"bot:{game.seq}")
        move = BOT_CHOOSERS[bot.bot_kind or "random"](engine, play.engine_state, bot.index, chooser)
        play, _ = apply_move(game, engine, play, bot.index, move, by="bot")
        play_settle(game, engine, play, reason="bot", mover=bot.index, seats=seats)
    return True
