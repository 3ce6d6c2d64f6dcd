"""Seat clocks in the log: `platform.clock_set` rows from games.clocks, projected onto the seats."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from django.conf import settings

from engines.contract import Engine
from games import clocks
from games.clocks import SeatClock
from games.log.appending import NewEvent, append_events
from games.log.clock_rows import CLOCK_SET
from games.log.play_state import PlayState
from games.models import Game, Seat
from games.queue import task_enqueue_on_commit
from games.quiet_keeping import next_quiet_change, seats_away_and_quiet
from players.quiet_hours import NO_QUIET

ETA_AFTER_DEADLINE = timedelta(milliseconds=50)


def _as_datetime(epoch: float | None) -> datetime | None:
    return None if epoch is None else datetime.fromtimestamp(epoch, tz=UTC)


def seat_clock(seat: Seat) -> SeatClock:
    deadline = seat.clock_deadline.timestamp() if seat.clock_deadline else None
    quiet_until = seat.clock_quiet_until.timestamp() if seat.clock_quiet_until else None
    return SeatClock(
        bank=seat.clock_bank, deadline=deadline, paused=seat.clock_paused, quiet_until=quiet_until
    )


def clocks_update(
    game: Game,
    engine: Engine,
    play: PlayState,
    *,
    seats: list[Seat],
    to_act: list[int],
    finished: bool,
    now: datetime,
    reason: str,
    mover: int | None = None,
) -> PlayState:
    """Advance the seats' clocks for a change of the game, log the changes, project them.

    Players' seats have clocks (bots and dropped seats are never waited for). When the game is
    over the clocks just stop in the projection: the end of the game says so in the log.
    `seats` are all the game's seats; the players' ones get their new clocks in place.
    """
    seats = [s for s in seats if not s.is_bot]
    before = {s.index: seat_clock(s) for s in seats}
    dropped = {s.index for s in seats if s.dropped} | set(play.dropped)
    quiet: dict = {}
    if finished or not clocks.has_clock(game.time_control):
        after = {seat: SeatClock(bank=clock.bank) for seat, clock in before.items()}
    else:
        away, quiet = seats_away_and_quiet(game, seats, now=now)
        after = clocks.advance(
            game.time_control,
            before,
            to_act=[s for s in to_act if s not in dropped],
            now=now.timestamp(),
            mover=mover,
            on_vacation=away,
            quiet=quiet,
        )
        play = clock_row_append(game, engine, play, before, after, now=now, reason=reason)
    clocks_project(seats, before, after, now, quiet)
    return play


def clock_row_append(
    game: Game,
    engine: Engine,
    play: PlayState,
    before: dict[int, SeatClock],
    after: dict[int, SeatClock],
    *,
    now: datetime,
    reason: str,
    extra: dict | None = None,
) -> PlayState:
    """One `platform.clock_set` row with the clocks that changed (none: no row), `extra` fields
    beside them (a gift of time says who gave what)."""
    changes = clocks.changed(before, after)
    if not changes:
        return play
    data = {
        "reason": reason,
        "at": round(now.timestamp(), 3),
        "clocks": [changes[seat].as_json(seat) for seat in sorted(changes)],
        **(extra or {}),
    }
    play, _ = append_events(game, engine, play, [NewEvent(CLOCK_SET, data)])
    return play


def clocks_project(
    seats: list[Seat], before: dict, after: dict, now: datetime, quiet: dict | None = None
) -> None:
    """The new clocks onto the seats, with when quiet hours next change each running one.

    The reminders already sent are counted again for a clock that starts or changes, but not
    when quiet hours only pause or resume it: a reminder that fell due inside them goes out at
    their end."""
    quiet = quiet or {}
    changed = []
    for seat in seats:
        clock = after[seat.index]
        calendar = quiet.get(seat.index, NO_QUIET)
        change_at = _as_datetime(next_quiet_change(clock, now.timestamp(), calendar))
        was = before[seat.index]
        if clock == was and change_at == seat.quiet_change_at:
            continue
        seat.clock_bank = clock.bank
        seat.clock_deadline = _as_datetime(clock.deadline)
        seat.clock_paused = clock.paused
        seat.clock_quiet_until = _as_datetime(clock.quiet_until)
        seat.quiet_change_at = change_at
        only_quiet = was.deadline == clock.deadline and was.running
        if clock.running and not only_quiet:
            seat.reminders_sent = clocks.reminders_already_past(
                settings.CLOCK_REMINDERS, clocks.remaining(clock, now.timestamp())
            )
        changed.append(seat)
    if changed:
        Seat.objects.bulk_update(
            changed,
            [
                "clock_bank",
                "clock_deadline",
                "clock_paused",
                "clock_quiet_until",
                "quiet_change_at",
                "reminders_sent",
            ],
        )


def deadline_check_queue(game: Game, *, seats: list[Seat]) -> None:
    """After the commit, an ETA task for the game's next deadline if it is near (the beat sweep
    catches the far ones, and any ETA task lost with a worker). `seats`: as projected now."""
    deadlines = [s.clock_deadline for s in seats if s.clock_deadline is not None]
    if not deadlines:
        return
    eta = min(deadlines) + ETA_AFTER_DEADLINE  # a timer firing a hair early finds nothing due
    if (eta - datetime.now(tz=UTC)).total_seconds() > settings.CLOCK_ETA_HORIZON_SECONDS:
        return
    task_enqueue_on_commit("games.clock_deadline_check", game.pk, game.seq, eta=eta)
