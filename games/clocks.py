"""Clock arithmetic for per-move and Fischer time controls; pure, the time is always an argument.

A seat's clock is a `SeatClock`: running (a `deadline`, epoch seconds), paused (vacation: the
seconds that were left kept in `bank`), or stopped (Fischer: the bank it starts with next time;
per move: nothing). `advance` takes the clocks before a change, the seats the game now waits
on, the seat that moved (if any), the time and the seats on vacation, and returns the clocks
after it:

- the mover's clock stops (Fischer: what was left plus the increment, capped at `max`);
- a seat no longer to act stops without an increment (its move was not needed);
- every seat to act whose clock is not running starts (several at once when the game waits on
  several); per move: `seconds` from now; Fischer: its bank from now;
- a seat to act whose player is on vacation is paused, and resumes with what it had left when
  the vacation ends;
- a seat's quiet hours (a `QuietCalendar` per seat in `quiet`) are skipped: a running clock's
  `deadline` is the real one, the moment its running seconds are used up outside its quiet
  spans, and while the seat is inside one the clock says so (`quiet_until`, the span's end)
  without its deadline moving: a pause and a resume are rows of the log, a missed one never
  times anybody out early.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from players.quiet_hours import NO_QUIET, QuietCalendar

NONE = "none"
PER_MOVE = "per_move"
FISCHER = "fischer"


@dataclass(frozen=True)
class SeatClock:
    bank: float | None = None
    deadline: float | None = None
    paused: bool = False
    quiet_until: float | None = None

    @property
    def running(self) -> bool:
        return self.deadline is not None

    @property
    def active(self) -> bool:
        """Running or paused: the seat owes a decision under this clock."""
        return self.deadline is not None or self.paused

    def as_json(self, seat: int) -> dict:
        row = {"seat": seat, "bank": self.bank, "deadline": self.deadline, "paused": self.paused}
        if self.quiet_until is not None:
            row["quiet_until"] = self.quiet_until
        return row


def _ms(seconds: float) -> float:
    return round(seconds, 3)


def has_clock(control: dict) -> bool:
    return bool(control) and control.get("kind", NONE) != NONE


def remaining(clock: SeatClock, now: float, quiet: QuietCalendar = NO_QUIET) -> float | None:
    """Seconds left on a running or paused clock (its running seconds: quiet ones not counted);
    None for a stopped one."""
    if clock.paused:
        return clock.bank
    if clock.deadline is not None:
        return max(0.0, _ms(quiet.active_between(now, clock.deadline)))
    return None


def running_from(now: float, seconds: float, quiet: QuietCalendar = NO_QUIET) -> SeatClock:
    """A clock that runs from `now` with `seconds` left: its real deadline, and whether it starts
    inside a quiet span."""
    span = quiet.span_at(now)
    return SeatClock(
        deadline=_ms(quiet.deadline_after(now, seconds)),
        quiet_until=None if span is None else _ms(span[1]),
    )


def _stop(
    control: dict, clock: SeatClock, now: float, quiet: QuietCalendar, *, moved: bool
) -> SeatClock:
    if control["kind"] == PER_MOVE:
        return SeatClock()
    left = remaining(clock, now, quiet) or 0.0
    if moved:
        left = min(float(control["max"]), left + control["increment"])
    return SeatClock(bank=_ms(left))


def _start(control: dict, clock: SeatClock, now: float, quiet: QuietCalendar) -> SeatClock:
    if control["kind"] == PER_MOVE:
        return running_from(now, control["seconds"], quiet)
    bank = control["initial"] if clock.bank is None else clock.bank
    return running_from(now, bank, quiet)


def _pause(clock: SeatClock, now: float, quiet: QuietCalendar) -> SeatClock:
    return SeatClock(bank=remaining(clock, now, quiet), paused=True)


def _resume(clock: SeatClock, now: float, quiet: QuietCalendar) -> SeatClock:
    return running_from(now, clock.bank or 0.0, quiet)


def quiet_settled(clock: SeatClock, now: float, quiet: QuietCalendar) -> SeatClock:
    """A running clock with `quiet_until` saying whether `now` is inside a quiet span (a pause
    when it enters one, a resume when it leaves it); the deadline stays where it is."""
    if not clock.running:
        return clock
    span = quiet.span_at(now)
    until = None if span is None else _ms(span[1])
    return clock if clock.quiet_until == until else replace(clock, quiet_until=until)


def advance(
    control: dict,
    clocks: dict[int, SeatClock],
    *,
    to_act: Iterable[int],
    now: float,
    mover: int | None = None,
    on_vacation: Iterable[int] = (),
    quiet: Mapping[int, QuietCalendar] | None = None,
) -> dict[int, SeatClock]:
    """The clocks of the seats in `clocks` after a change (see the module's docstring).

    Seats without a clock (bots, dropped seats) are simply not in `clocks`; `to_act` may name
    them and they are ignored. With no time control every clock stays stopped.
    """
    if not has_clock(control):
        return {seat: SeatClock() for seat in clocks}
    acting = set(to_act)
    away = set(on_vacation)
    quiet = quiet or {}
    after = {}
    for seat, before in clocks.items():
        clock = before
        calendar = quiet.get(seat, NO_QUIET)
        if clock.active and (seat == mover or seat not in acting):
            clock = _stop(control, clock, now, calendar, moved=seat == mover)
        if seat in acting and not clock.active:
            clock = _start(control, clock, now, calendar)
        if seat in acting and seat in away and clock.running:
            clock = _pause(clock, now, calendar)
        elif seat in acting and seat not in away and clock.paused:
            clock = _resume(clock, now, calendar)
        after[seat] = quiet_settled(clock, now, calendar)
    return after


def expired(clocks: dict[int, SeatClock], now: float) -> list[int]:
    """Seats whose running clock has run out at `now` (paused clocks never run out)."""
    return sorted(s for s, c in clocks.items() if c.deadline is not None and c.deadline <= now)


def changed(before: dict[int, SeatClock], after: dict[int, SeatClock]) -> dict[int, SeatClock]:
    return {seat: clock for seat, clock in after.items() if before.get(seat, SeatClock()) != clock}


def reminders_already_past(thresholds: list[int], seconds_left: float | None) -> int:
    """How many reminders (thresholds in seconds, largest first) make no sense for a clock that
    starts with `seconds_left`: a 2-hour move gets the 1-hour reminder, not the 24-hour one."""
    if seconds_left is None:
        return len(thresholds)
    return sum(1 for threshold in thresholds if threshold >= seconds_left)


def reminder_due(thresholds: list[int], sent: int, seconds_left: float) -> int | None:
    """The index of the reminder to send now (the most urgent one due and not sent), or None."""
    due = [i for i, threshold in enumerate(thresholds) if i >= sent and seconds_left <= threshold]
    return due[-1] if due else None


def rebased(clock: SeatClock, now: float, old: QuietCalendar, new: QuietCalendar) -> SeatClock:
    """A running clock after its seat's quiet hours changed from `old` to `new` at `now`: the
    running seconds it had left, spent under the new schedule."""
    if not clock.running:
        return clock
    return running_from(now, remaining(clock, now, old) or 0.0, new)
