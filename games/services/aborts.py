"""Aborting a game in its opening: a `platform.aborted` row, the clocks stopped, the game
annulled (games.abort_rules says when)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone

from games.abort_rules import abort_check
from games.log.appending import NewEvent, append_events
from games.log.play_state import ABORTED
from games.log.projections import project
from games.log.state_loading import engine_of, load_play_state
from games.models import Game
from games.services.clock_keeping import clocks_update
from games.services.lifecycle import _locked
from games.services.settling import seat_of_user
from games.stream.bus import game_channel, publish_on_commit, user_channel
from games.table_reads import seats_of

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def game_abort(*, game: Game, user: User) -> Game:
    """Annul `game` for `user`'s seat: no outcome, no rating, its clocks stopped."""
    with transaction.atomic():
        game = _locked(game.pk)
        seats = seats_of(game)
        seat = abort_check(game, seat_of_user(seats, user))
        engine = engine_of(game)
        play = load_play_state(game)
        play, _rows = append_events(
            game, engine, play, [NewEvent(ABORTED, {"seat": seat.index}, seat.index)]
        )
        clocks_update(
            game,
            engine,
            play,
            seats=seats,
            to_act=[],
            finished=True,
            now=timezone.now(),
            reason="abort",
        )
        project(game, engine, play, seats=seats)
        players = sorted({s.user_id for s in seats if s.user_id is not None})
        publish_on_commit([game_channel(game.pk), *(user_channel(uid) for uid in players)])
    return game
