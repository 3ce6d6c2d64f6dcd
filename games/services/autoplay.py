"""Moves the platform makes itself: turns of dropped seats (inline) and of bot seats (a task)."""

from __future__ import annotations

from django.db import transaction

from engines.bots import fallback_move, greedy_move, random_move
from engines.rng import Rng
from games.models import Game, GameStatus, Seat
from games.play_state import PlayState, to_act
from games.services.decisions import apply_move

MAX_AUTOPLAY_MOVES = 100_000
BOT_CHOOSERS = {"random": random_move, "greedy": greedy_move}


def play_dropped_seats(game: Game, engine, play: PlayState) -> PlayState:
    """While the game waits on seats that dropped out, play them by the fixed policy."""
    for _ in range(MAX_AUTOPLAY_MOVES):
        waiting = [s for s in to_act(engine, play) if s in play.dropped]
        if not waiting:
            return play
        seat = waiting[0]
        move = fallback_move(engine, play.engine_state, seat)
        play, _ = apply_move(game, engine, play, seat, move, by="policy")
    raise RuntimeError(
        f"game {game.pk}: dropped seats still to act after {MAX_AUTOPLAY_MOVES} moves"
    )


def bot_seats_to_act(game: Game, seats: list[Seat]) -> list[Seat]:
    """The bot seats the game waits on, in the order of `game.to_act`."""
    bots = {seat.index: seat for seat in seats if seat.is_bot}
    return [bots[index] for index in game.to_act if index in bots]


def queue_bot_turns(game: Game, *, seats: list[Seat] | None = None) -> None:
    """After the commit, ask a worker to play the bot seats now to act (if any)."""
    if game.status != GameStatus.ACTIVE:
        return
    if bot_seats_to_act(game, list(game.seats.all()) if seats is None else seats):
        from django.conf import settings

        from games.tasks import bot_turns_play, enqueue

        game_id, seq, delay = game.pk, game.seq, settings.BOT_MOVE_DELAY_SECONDS
        transaction.on_commit(lambda: enqueue(bot_turns_play, game_id, seq, countdown=delay))


def bot_turn_play(*, game_id: int, expected_seq: int) -> bool:
    """Play one bot move if the game is still at `expected_seq` and a bot is to act."""
    from games.services.settling import play_settle, seats_with_users
    from games.state_loading import engine_of, load_play_state

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
