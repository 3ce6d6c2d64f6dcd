"""Giving time: a player adds hours to another seat's clock in the same game, logged as a clock
row (`reason` "time_given", `given`: who gave how many seconds to whom)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden, NotFound, PlatformError
from games import clocks
from games.clocks import SeatClock
from games.log.state_loading import engine_of, load_play_state
from games.models import Game, GameStatus, Seat
from games.quiet_keeping import seats_quiet_calendars
from games.services.clock_keeping import clock_row_append, clocks_project, seat_clock
from games.services.settling import play_settle, seat_of_user
from games.table_reads import game_locked, seats_of
from players.quiet_hours import NO_QUIET, QuietCalendar

if TYPE_CHECKING:
    from django.contrib.auth.models import User

MIN_HOURS = 1
MAX_HOURS = 168  # a week at most in one gift
REASON = "time_given"


def time_give_check(game: Game, seats: list[Seat], user: User, seat: int | None = None) -> Seat:
    """Whether `user` may give time in `game` (to `seat`, when named); the giver's seat.

    Only a player of a game in play with a clock who is still in it, to another player's seat
    (not a bot's, not one that left the game)."""
    if game.status != GameStatus.ACTIVE:
        raise Conflict("game_not_active", _("This game is not in play."))
    if not clocks.has_clock(game.time_control):
        raise Conflict("no_clock", _("This game has no clock."))
    giver = seat_of_user(seats, user) if user.is_authenticated else None
    if giver is None:
        raise Forbidden("not_a_player", _("You have no seat at this table."))
    if giver.dropped:
        raise Conflict("already_dropped", _("You have already left this game."))
    if seat is None:
        return giver
    target = next((s for s in seats if s.index == seat), None)
    if target is None:
        raise NotFound("seat_not_found", _("This table has no such seat."))
    if target.index == giver.index:
        raise PlatformError("own_seat", _("You cannot give time to yourself."))
    if target.is_bot or target.user_id is None:
        raise PlatformError("bot_seat", _("A bot's seat has no clock to give time to."))
    if target.dropped:
        raise Conflict("seat_left", _("That player has left the game."))
    return giver


def _with_more_time(
    control: dict, clock: SeatClock, seconds: int, now: float, quiet: QuietCalendar
) -> SeatClock | None:
    """The clock with `seconds` more (its quiet hours still skipped), or None when there is no
    time on it to add to (a per-move clock waiting for its seat's turn)."""
    if clock.running:
        left = (clocks.remaining(clock, now, quiet) or 0.0) + seconds
        return clocks.running_from(now, left, quiet)
    if clock.paused:
        return SeatClock(bank=round((clock.bank or 0.0) + seconds, 3), paused=True)
    if control.get("kind") == clocks.FISCHER:
        base = control["initial"] if clock.bank is None else clock.bank
        return SeatClock(bank=round(base + seconds, 3))
    return None


def clock_takes_time(game: Game, seat: Seat) -> bool:
    """Whether `seat`'s clock has time to add to now (not a per-move clock between turns)."""
    clock = seat_clock(seat)
    return clock.active or game.time_control.get("kind") == clocks.FISCHER


def time_give(
    *, game: Game | int, user: User, seat: int, hours: int, now: datetime | None = None
) -> Game:
    """Add `hours` (MIN_HOURS to MAX_HOURS) to `seat`'s clock: a running clock's deadline moves
    later by that much running time, a paused or Fischer clock's bank grows."""
    if not isinstance(hours, int) or isinstance(hours, bool) or not MIN_HOURS <= hours <= MAX_HOURS:
        raise PlatformError(
            "bad_hours",
            _("Give a whole number of hours from %(low)d to %(high)d.")
            % {"low": MIN_HOURS, "high": MAX_HOURS},
        )
    now = now or timezone.now()
    with transaction.atomic():
        try:
            locked = game_locked(game.pk if isinstance(game, Game) else game)
        except Game.DoesNotExist as error:
            raise NotFound("game_not_found", _("There is no such game.")) from error
        seats = seats_of(locked)
        giver = time_give_check(locked, seats, user, seat)
        players = [s for s in seats if not s.is_bot]
        quiet = seats_quiet_calendars(locked, seats)
        before = {s.index: seat_clock(s) for s in players}
        given = _with_more_time(
            locked.time_control,
            before[seat],
            hours * 3600,
            now.timestamp(),
            quiet.get(seat, NO_QUIET),
        )
        if given is None:
            raise Conflict(
                "clock_not_running", _("That seat's clock is not running: give time on its turn.")
            )
        after = {**before, seat: given}
        engine = engine_of(locked)
        extra = {"given": {"by": giver.index, "seat": seat, "seconds": hours * 3600}}
        play = clock_row_append(
            locked,
            engine,
            load_play_state(locked),
            before,
            after,
            now=now,
            reason=REASON,
            extra=extra,
        )
        clocks_project(players, before, after, now, quiet)
        play_settle(locked, engine, play, reason=REASON, now=now, seats=seats)
    return locked
