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
  the vacation ends.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

NONE = "none"
PER_MOVE = "per_move"
FISCHER = "fischer"


@dataclass(frozen=True)
class SeatClock:
    bank: float | None = None
    deadline: float | None = None
    paused: bool = False

    @property
    def running(self) -> bool:
        return self.deadline is not None

    @property
    def active(self) -> bool:
        """Running or paused: the seat owes a decision under this clock."""
        return self.deadline is not None or self.paused

    def as_json(self, seat: int) -> dict:
        return {"seat": seat, "bank": self.bank, "deadline": self.deadline, "paused": self.paused}


def _ms(seconds: float) -> float:
    return round(seconds, 3)


def has_clock(control: dict) -> bool:
    return bool(control) and control.get("kind", NONE) != NONE


def remaining(clock: SeatClock, now: float) -> float | None:
    """Seconds left on a running or paused clock; None for a stopped one."""
    if clock.paused:
        return clock.bank
    if clock.deadline is not None:
        return max(0.0, _ms(clock.deadline - now))
    return None


def _stop(control: dict, clock: SeatClock, now: float, *, moved: bool) -> SeatClock:
    if control["kind"] == PER_MOVE:
        return SeatClock()
    left = remaining(clock, now) or 0.0
    if moved:
        left = min(float(control["max"]), left + control["increment"])
    return SeatClock(bank=_ms(left))


def _start(control: dict, clock: SeatClock, now: float) -> SeatClock:
    if control["kind"] == PER_MOVE:
        return SeatClock(deadline=_ms(now + control["seconds"]))
    bank = control["initial"] if clock.bank is None else clock.bank
    return SeatClock(deadline=_ms(now + bank))


def _pause(clock: SeatClock, now: float) -> SeatClock:
    return SeatClock(bank=remaining(clock, now), paused=True)


def _resume(clock: SeatClock, now: float) -> SeatClock:
    return SeatClock(deadline=_ms(now + (clock.bank or 0.0)))


def advance(
    control: dict,
    clocks: dict[int, SeatClock],
    *,
    to_act: Iterable[int],
    now: float,
    mover: int | None = None,
    on_vacation: Iterable[int] = (),
) -> dict[int, SeatClock]:
    """The clocks of the seats in `clocks` after a change (see the module's docstring).

    Seats without a clock (bots, dropped seats) are simply not in `clocks`; `to_act` may name
    them and they are ignored. With no time control every clock stays stopped.
    """
    if not has_clock(control):
        return {seat: SeatClock() for seat in clocks}
    acting = set(to_act)
    away = set(on_vacation)
    after = {}
    for seat, before in clocks.items():
        clock = before
        if clock.active and (seat == mover or seat not in acting):
            clock = _stop(control, clock, now, moved=seat == mover)
        if seat in acting and not clock.active:
            clock = _start(control, clock, now)
        if seat in acting and seat in away and clock.running:
            clock = _pause(clock, now)
        elif seat in acting and seat not in away and clock.paused:
            clock = _resume(clock, now)
        after[seat] = clock
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
