"""Moves the platform makes itself: turns of dropped seats (inline), bot seats (queued).

Bots choose from the seat's view only (engines.bots), never from the state. A dropped seat of a
game of three or more is played by the "greedy" bot where the engine can judge positions
(`evaluate`); otherwise, and in two-player games, by the fixed policy (the first passive move).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils.translation import gettext_lazy as _

from engines.bots import BOTS, Bot, fallback_move
from engines.contract import Engine, Move, State
from engines.rng import Rng
from errors import PlatformError
from games.log.play_state import PlayState, to_act
from games.models import Game, GameStatus, Seat
from games.queue import task_enqueue_on_commit
from games.services.decisions import apply_move

MAX_AUTOPLAY_MOVES = 100_000
BOT_CHOOSERS: dict[str, Bot] = BOTS  # bot kinds a table may seat: "random", "greedy", "strong"
DEFAULT_BOT_KIND = "random"
DROPPED_SEAT_BOT = "greedy"


def bot_seats_check(kind: Any, *, rated: bool, seats: int = 1) -> None:
    """The one rule for seating bots (a game's `bot_kind`, a tournament's `bot_fill`): a known
    kind, and no bot seat at a rated table."""
    if not isinstance(kind, str) or kind not in BOT_CHOOSERS:
        raise PlatformError(
            "bad_bot_kind", _("A bot is one of: %(kinds)s.") % {"kinds": ", ".join(BOT_CHOOSERS)}
        )
    if rated and seats:
        raise PlatformError("bots_unrated_only", _("Bots may sit only at unrated tables."))


def bot_move(
    engine: Engine, state: State, seat: int, kind: str, rng: Rng, think_ms: int | None = None
) -> Move:
    """The move the bot of `kind` makes for `seat`, chosen from that seat's view alone; a
    strong bot thinks `think_ms` (the table's level; BOT_THINK_MS when not given)."""
    bot = BOT_CHOOSERS[kind or DEFAULT_BOT_KIND]
    budget = settings.BOT_THINK_MS if think_ms is None else think_ms
    return bot.choose(engine, engine.view(state, seat), seat, rng, budget)


def dropped_seat_move(game: Game, engine: Engine, state: State, seat: int) -> Move:
    """The platform's move for a dropped seat: "greedy" in larger games whose engine judges
    positions, else the fixed policy. Its choices come from the game's seed and seq."""
    if game.seat_count > 2 and getattr(engine, "evaluate", None) is not None:
        rng = Rng(bytes.fromhex(game.seed), f"dropped:{game.seq}")
        return BOT_CHOOSERS[DROPPED_SEAT_BOT].choose(engine, engine.view(state, seat), seat, rng)
    return fallback_move(engine, state, seat)


def play_dropped_seats(game: Game, engine: Engine, play: PlayState) -> PlayState:
    """While the game waits on seats that dropped out, play them (`dropped_seat_move`)."""
    for _attempt in range(MAX_AUTOPLAY_MOVES):
        waiting = [s for s in to_act(engine, play) if s in play.dropped]
        if not waiting:
            return play
        seat = waiting[0]
        move = dropped_seat_move(game, engine, play.engine_state, seat)
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
