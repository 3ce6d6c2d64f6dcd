"""Moves the platform makes itself: turns of dropped seats (inline), bot seats (queued)."""

from __future__ import annotations

from django.conf import settings

from engines.bots import fallback_move, greedy_move, random_move
from games.log.play_state import PlayState, to_act
from games.models import Game, GameStatus, Seat
from games.queue import task_enqueue_on_commit
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
        task_enqueue_on_commit(
            "games.bot_turns_play", game.pk, game.seq, countdown=settings.BOT_MOVE_DELAY_SECONDS
        )
