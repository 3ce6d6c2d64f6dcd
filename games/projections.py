"""Rebuilding a game's projections (game row and seats) from its log alone."""

from __future__ import annotations

from datetime import UTC, datetime

from django.db import transaction

from games.clocks import SeatClock
from games.models import Game, GameEvent, GameStatus, Seat
from games.services.clock_keeping import clocks_from_log
from games.services.log_writer import project
from games.state_loading import engine_of, load_play_state


def projections_rebuild(*, game_id: int) -> bool:
    """Recompute status, to_act, outcome, seq, head hash and seat results from the log.

    Returns whether anything changed. Open games (no events yet) are left as they are.
    """
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game_id)
        last = GameEvent.objects.filter(game=game).order_by("-seq").first()
        if last is None:
            return False
        before = _projection_of(game)
        game.seq, game.head_hash = last.seq, last.hash
        engine = engine_of(game)
        play = load_play_state(game, use_snapshots=False)
        if game.status == GameStatus.OPEN:
            game.status = GameStatus.ACTIVE
        project(game, engine, play)
        _clocks_rebuild(game)
        return _projection_of(Game.objects.get(pk=game_id)) != before


def _clocks_rebuild(game: Game) -> None:
    """Seat clocks from the last `platform.clock_set` naming each seat (stopped once the game ended)."""
    logged = clocks_from_log(game)
    seats = list(game.seats.all())
    for seat in seats:
        clock = logged.get(seat.index, SeatClock())
        if game.status != GameStatus.ACTIVE:
            clock = SeatClock(bank=clock.bank)
        seat.clock_bank, seat.clock_paused = clock.bank, clock.paused
        seat.clock_deadline = (
            None if clock.deadline is None else datetime.fromtimestamp(clock.deadline, tz=UTC)
        )
    Seat.objects.bulk_update(seats, ["clock_bank", "clock_deadline", "clock_paused"])


def _projection_of(game: Game) -> dict:
    return {
        "status": game.status,
        "seq": game.seq,
        "head_hash": game.head_hash,
        "to_act": game.to_act,
        "outcome": game.outcome,
        "seats": [
            (s.index, s.dropped, s.rank, s.score, s.clock_bank, s.clock_deadline, s.clock_paused)
            for s in game.seats.order_by("index")
        ],
    }
