"""A game's projections (the game row and its seats): written from the folded state after each
change, and rebuilt from the log alone."""

from __future__ import annotations

from datetime import UTC, datetime

from django.db import transaction
from django.utils import timezone

from compiled_sql.writes import row_update
from games.clocks import SeatClock
from games.log.clock_rows import clocks_from_log
from games.log.play_state import PlayState, outcome, to_act
from games.log.state_loading import engine_of, load_play_state
from games.models import Game, GameEvent, GameStatus, Seat
from games.signals import game_finished


def project(game: Game, engine, play: PlayState, *, seats: list[Seat] | None = None) -> None:
    """Write the projections of the folded state onto the game and its seats, and save them.

    `seats`: the game's seats already read under the lock (read here when needed if not given);
    their results are set in place. A game that just finished sends `game_finished` after the
    commit."""
    game.to_act = to_act(engine, play)
    if play.aborted and game.status != GameStatus.ABORTED:
        game.status = GameStatus.ABORTED  # annulled: no outcome, no ratings, no game_finished
        game.finished_at = game.finished_at or timezone.now()
    result = outcome(engine, play, game.seat_count)
    if play.dropped or result is not None:
        _project_seats(list(game.seats.all()) if seats is None else seats, play, result)
    if result is not None:
        game.outcome = result
        if game.status != GameStatus.FINISHED:
            game.status = GameStatus.FINISHED
            game.finished_at = game.finished_at or timezone.now()
            game_id = game.pk
            transaction.on_commit(lambda: game_finished.send(sender=Game, game_id=game_id))
    row_update(game)  # game.save() without compiling the UPDATE again


def _project_seats(seats: list[Seat], play: PlayState, result: dict | None) -> None:
    """Seat results: only seats whose projection changed are written, in one statement."""
    changed_seats, changed_fields = [], set()
    for seat in seats:
        wanted = {"dropped": seat.index in play.dropped}
        if result is not None:
            wanted["rank"] = result["ranks"][seat.index]
            wanted["score"] = result["scores"][seat.index]
        changed = [name for name, value in wanted.items() if getattr(seat, name) != value]
        for name in changed:
            setattr(seat, name, wanted[name])
        if changed:
            changed_seats.append(seat)
            changed_fields.update(changed)
    if changed_seats:
        Seat.objects.bulk_update(changed_seats, sorted(changed_fields))


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
        seat.clock_quiet_until = (
            None if clock.quiet_until is None else datetime.fromtimestamp(clock.quiet_until, tz=UTC)
        )
    Seat.objects.bulk_update(
        seats, ["clock_bank", "clock_deadline", "clock_paused", "clock_quiet_until"]
    )


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
