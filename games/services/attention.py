"""Players' attention to their games: a seat's `last_seen_at`, set when its player opens or polls
the game (page or API) or moves in it. Notifications keep quiet while it is recent."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.utils import timezone

from games.models import Game, Seat

if TYPE_CHECKING:
    from django.contrib.auth.models import User

# A poll every two seconds writes at most one row this often.
REFRESH = timedelta(seconds=15)


def seat_seen(
    *, game: Game, user: User, now: datetime | None = None, seats: list[Seat] | None = None
) -> bool:
    """Record that `user` is at `game` now (nothing for a spectator): at most once in REFRESH.
    Whether a row was written. `seats`: the game's seats as the caller read them."""
    if user is None or not user.is_authenticated:
        return False
    now = now or timezone.now()
    for seat in game.seats.all() if seats is None else seats:
        if seat.user_id != user.pk:
            continue
        if seat.last_seen_at is not None and now - seat.last_seen_at < REFRESH:
            return False
        Seat.objects.filter(pk=seat.pk).update(last_seen_at=now)
        seat.last_seen_at = now
        return True
    return False
