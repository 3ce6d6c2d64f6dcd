"""After a change to a game's log: play dropped seats, move the clocks, project, queue the work.

Every write that changes whose turn it is (start, move, bot move, resignation, timeout, a
vacation starting or ending) ends with `play_settle`, inside its transaction, so the clocks,
projections, bot turns and the `game_settled` notice follow one path.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from django.utils import timezone

from engines.contract import Engine
from games.conditional.firing import conditional_moves_play
from games.log.play_state import PlayState, outcome, to_act
from games.log.projections import project
from games.models import Game, GameStatus, Seat
from games.quiet_keeping import quiet_calls_settle
from games.services.autoplay import play_dropped_seats, queue_bot_turns
from games.services.clock_keeping import clocks_update, deadline_check_queue
from games.signals import game_settled
from games.stream.bus import game_channel, publish_on_commit, user_channel
from games.table_reads import seats_of

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def seat_of_user(seats: list[Seat], user: User) -> Seat | None:
    """`user`'s seat among `seats` (None for a spectator; bot seats have no user)."""
    return next((s for s in seats if s.user_id is not None and s.user_id == user.pk), None)


def play_settle(
    game: Game,
    engine: Engine,
    play: PlayState,
    *,
    reason: str,
    mover: int | None = None,
    now: datetime | None = None,
    seats: list[Seat] | None = None,
) -> PlayState:
    """Finish a change of `game` (locked by the caller) whose new rows are already appended.

    `reason` is written into the clock row ("start", "move", "resign", "timeout", "vacation");
    `mover` is the seat whose move this was (its Fischer increment); `seats` are the game's
    seats from `games.table_reads.seats_of`, read under the lock (read here when not given).
    """
    now = now or timezone.now()
    seats = seats_of(game) if seats is None else seats
    was_to_act = list(game.to_act)
    was_finished = game.status == GameStatus.FINISHED
    play = play_dropped_seats(game, engine, play)
    play = conditional_moves_play(game, engine, play, seats=seats)
    play = clocks_update(
        game,
        engine,
        play,
        seats=seats,
        to_act=to_act(engine, play),
        finished=outcome(engine, play, game.seat_count) is not None,
        now=now,
        reason=reason,
        mover=mover,
    )
    project(game, engine, play, seats=seats)
    deadline_check_queue(game, seats=seats)
    queue_bot_turns(game, seats=seats)
    finished = game.status == GameStatus.FINISHED and not was_finished
    game_settled.send(
        sender=Game,
        game=game,
        seats=seats,
        started=reason == "start",
        finished=finished,
        called_to_act=[]
        if finished
        else quiet_calls_settle(
            seats, seats_called_to_act(game, seats, was_to_act, mover), to_act=game.to_act
        ),
    )
    # the game's streams and its players' own streams (whose turn it is) wake after the commit
    players = sorted({seat.user_id for seat in seats if seat.user_id is not None})
    publish_on_commit([game_channel(game.pk), *(user_channel(uid) for uid in players)])
    return play


def seats_called_to_act(
    game: Game, seats: list[Seat], was_to_act: list[int], mover: int | None
) -> list[int]:
    """The seats a change asks to act: to act now and not before (or again, after their own
    move), leaving out seats that dropped out."""
    return [
        seat.index
        for seat in seats
        if seat.index in game.to_act
        and not seat.dropped
        and (seat.index not in was_to_act or seat.index == mover)
    ]
