"""Which quiet hours a game honours for each seat, and when they next pause or resume a clock.

A player's quiet hours (players.quiet_hours) count in a game unless the game forbids them
(`Game.quiet_hours_max` 0) or caps them below the player's weekly hours: then that player plays
on the plain clock in that game. Bots and players without quiet hours have none.
"""

from __future__ import annotations

from datetime import datetime

from django.conf import settings
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from errors import PlatformError
from games.clocks import SeatClock
from games.models import Game, Seat
from players.quiet_hours import QuietCalendar, weekly_minutes
from players.selectors import clock_settings_of


def quiet_hours_max_check(cap: object) -> None:
    """A game's cap on quiet hours: None or a whole number of hours from 0 to a week."""
    if cap is None:
        return
    if not isinstance(cap, int) or isinstance(cap, bool) or not 0 <= cap <= 168:
        raise PlatformError(
            "bad_quiet_hours_max",
            _("A game's cap on quiet hours is a whole number of hours a week, 0 to 168."),
        )


def quiet_hours_rule_line(cap: int | None) -> str:
    """An event's rule on quiet hours in words, for its "rules of this event" (active language)."""
    if cap == 0:
        return gettext("Quiet hours do not count here: every clock runs at every hour.")
    if cap is None or cap >= settings.QUIET_HOURS_MAX_WEEKLY_HOURS:
        return gettext(
            "A player's quiet hours (at most %(limit)s hours a week) stop their clock."
        ) % {"limit": settings.QUIET_HOURS_MAX_WEEKLY_HOURS}
    return gettext(
        "A player's quiet hours stop their clock only if they take at most %(cap)s hours a "
        "week; longer ones do not count here."
    ) % {"cap": cap}


def honoured(game: Game, calendar: QuietCalendar) -> bool:
    """Whether `game`'s rules let these quiet hours stop its clocks."""
    cap = game.quiet_hours_max
    return cap is None or weekly_minutes(calendar.rules) <= cap * 60


def seats_quiet_calendars(game: Game, seats: list[Seat]) -> dict[int, QuietCalendar]:
    """seat index -> the quiet hours the game honours for it (seats without any left out)."""
    return seats_away_and_quiet(game, seats, now=None)[1]


def seats_away_and_quiet(
    game: Game, seats: list[Seat], *, now: datetime | None
) -> tuple[set[int], dict[int, QuietCalendar]]:
    """In one read of the players' profiles: the seats whose player is on vacation at `now`
    (none if the game forbids vacations, or without `now`) and the quiet hours the game honours
    for each seat."""
    by_user = {s.user_id: s.index for s in seats if s.user_id and not s.is_bot}
    vacations = game.vacation_allowed and now is not None
    if not by_user or (not vacations and game.quiet_hours_max == 0):
        return set(), {}
    away, calendars = clock_settings_of(list(by_user), now=now, vacations=vacations)
    quiet = {}
    if game.quiet_hours_max != 0:
        quiet = {
            by_user[user_id]: calendar
            for user_id, calendar in calendars.items()
            if honoured(game, calendar)
        }
    return {by_user[user_id] for user_id in away}, quiet


def next_quiet_change(clock: SeatClock, now: float, calendar: QuietCalendar) -> float | None:
    """When quiet hours next pause or resume this clock: the end of the quiet span it is in, else
    the start of the next one before its deadline; None for a clock that is not running."""
    if not clock.running or not calendar:
        return None
    if clock.quiet_until is not None:
        return clock.quiet_until
    start = calendar.next_start(now)
    deadline = clock.deadline if clock.deadline is not None else now
    return start if start is not None and start < deadline else None


def quiet_calls_settle(seats: list[Seat], called: list[int], *, to_act: list[int]) -> list[int]:
    """The seats to tell "your turn" now: a seat called inside its quiet hours is told when they
    end instead (its flag `quiet_call_deferred` kept meanwhile)."""
    told = []
    flagged = []
    for seat in seats:
        quiet = seat.clock_quiet_until is not None
        if seat.index in called and quiet:
            if not seat.quiet_call_deferred:
                seat.quiet_call_deferred = True
                flagged.append(seat)
            continue
        if seat.index in called:
            told.append(seat.index)
        elif seat.quiet_call_deferred and not quiet:
            if seat.index in to_act and not seat.dropped and seat.clock_deadline is not None:
                told.append(seat.index)
            seat.quiet_call_deferred = False
            flagged.append(seat)
    if flagged:
        Seat.objects.bulk_update(flagged, ["quiet_call_deferred"])
    return sorted(told)
