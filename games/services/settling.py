"""After a change to a game's log: play dropped seats, move the clocks, project, queue the work.

Every write that changes whose turn it is (start, move, bot move, resignation, timeout, a
vacation starting or ending) ends with `play_settle`, inside its transaction, so the clocks,
projections, bot turns and notifications follow one path.
"""

from __future__ import annotations

from datetime import datetime

from django.utils import timezone

from games.models import Game, GameStatus
from games.play_state import PlayState, outcome, to_act
from games.services.autoplay import play_dropped_seats, queue_bot_turns
from games.services.clock_keeping import clocks_update, deadline_check_queue
from games.services.log_writer import project
from games.services.notifications import game_notifications_send


def play_settle(
    game: Game,
    engine,
    play: PlayState,
    *,
    reason: str,
    mover: int | None = None,
    now: datetime | None = None,
) -> PlayState:
    """Finish a change of `game` (locked by the caller) whose new rows are already appended.

    `reason` is written into the clock row ("start", "move", "resign", "timeout", "vacation");
    `mover` is the seat whose move this was (its Fischer increment).
    """
    now = now or timezone.now()
    was_to_act = list(game.to_act)
    was_finished = game.status == GameStatus.FINISHED
    play = play_dropped_seats(game, engine, play)
    play = clocks_update(
        game,
        engine,
        play,
        to_act=to_act(engine, play),
        finished=outcome(engine, play, game.seat_count) is not None,
        now=now,
        reason=reason,
        mover=mover,
    )
    project(game, engine, play)
    deadline_check_queue(game)
    queue_bot_turns(game)
    game_notifications_send(
        game,
        was_to_act=was_to_act,
        started=reason == "start",
        finished=game.status == GameStatus.FINISHED and not was_finished,
        mover=mover,
    )
    return play
