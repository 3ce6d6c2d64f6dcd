"""What the table shows of quiet hours and giving time: the seats inside their quiet hours (and
until when), and the "Give time" control for a player of a game in play with a clock."""

from __future__ import annotations

from errors import PlatformError
from games.models import Game
from games.services.time_gifts import MAX_HOURS, clock_takes_time, time_give_check

GIFT_HOURS = (1, 6, 12, 24, 48, 72, MAX_HOURS)


def quiet_until_by_seat(game: Game) -> dict:
    """seat index -> the end of the quiet hours its running clock is inside."""
    return {
        seat.index: seat.clock_quiet_until
        for seat in game.seats.all()
        if getattr(seat, "clock_quiet_until", None) is not None and seat.clock_deadline
    }


def give_time_context(game: Game, user, names: list[str]) -> dict | None:
    """The seats `user` may give time to, with the hours offered (None: no control)."""
    seats = list(game.seats.all())
    try:
        time_give_check(game, seats, user)
    except PlatformError:
        return None
    targets = []
    for seat in seats:
        try:
            time_give_check(game, seats, user, seat.index)
        except PlatformError:
            continue
        if clock_takes_time(game, seat):
            targets.append({"index": seat.index, "name": names[seat.index]})
    return {"targets": targets, "hours": GIFT_HOURS} if targets else None
