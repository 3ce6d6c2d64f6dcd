"""A running game's estimated finish: the median duration of the finished games of its engine,
player count and clock (the newest FINISH_ESTIMATE_SAMPLE of them), added to its start and said
in words ("about 3 weeks"). None with fewer than FINISH_ESTIMATE_MIN_GAMES such games.

The median per (engine, players, clock) is kept in the cache for ESTIMATE_KEPT_SECONDS: a page
or API answer costs one cache read, the query runs at most once per kind of game and period.
"""

from __future__ import annotations

import hashlib
import json
import statistics
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.core.cache import cache
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.models import Game, GameStatus

ESTIMATE_KEPT_SECONDS = 600
HOUR, DAY, WEEK, MONTH = 3600, 86400, 7 * 86400, 30 * 86400


@dataclass(frozen=True)
class FinishEstimate:
    at: datetime
    median_seconds: float
    games: int
    in_words: str

    def as_json(self) -> dict:
        return {
            "at": self.at.isoformat(),
            "median_seconds": round(self.median_seconds),
            "games": self.games,
            "in_words": self.in_words,
        }


def _kind_key(game: Game) -> str:
    clock = json.dumps(game.time_control, sort_keys=True)
    digest = hashlib.sha256(f"{game.engine}|{game.seat_count}|{clock}".encode()).hexdigest()
    return f"finish-estimate:{digest[:32]}"


def median_duration(game: Game) -> tuple[float, int] | None:
    """The median seconds from start to finish of finished games like `game` and how many
    there were (None when too few)."""
    key = _kind_key(game)
    kept = cache.get(key)
    if isinstance(kept, list):
        return None if not kept else (float(kept[0]), int(kept[1]))
    spans = (
        Game.objects.filter(
            engine=game.engine,
            seat_count=game.seat_count,
            status=GameStatus.FINISHED,
            time_control=game.time_control,
            started_at__isnull=False,
            finished_at__isnull=False,
        )
        .order_by("-finished_at")
        .values_list("started_at", "finished_at")[: settings.FINISH_ESTIMATE_SAMPLE]
    )
    seconds = [
        (finished - started).total_seconds() for started, finished in spans if started and finished
    ]
    found = (
        (statistics.median(seconds), len(seconds))
        if len(seconds) >= settings.FINISH_ESTIMATE_MIN_GAMES
        else None
    )
    cache.set(key, [] if found is None else list(found), ESTIMATE_KEPT_SECONDS)
    return found


def duration_in_words(seconds: float) -> str:
    """ "about 3 weeks", "about 5 days", "about 2 hours", "any time now"."""
    if seconds < HOUR:
        return _("any time now")
    if seconds < 2 * DAY:
        hours = round(seconds / HOUR)
        return ngettext("about %(n)d hour", "about %(n)d hours", hours) % {"n": hours}
    if seconds < 2 * WEEK:
        days = round(seconds / DAY)
        return ngettext("about %(n)d day", "about %(n)d days", days) % {"n": days}
    if seconds < 2 * MONTH:
        weeks = round(seconds / WEEK)
        return ngettext("about %(n)d week", "about %(n)d weeks", weeks) % {"n": weeks}
    months = round(seconds / MONTH)
    return ngettext("about %(n)d month", "about %(n)d months", months) % {"n": months}


def finish_estimate(game: Game, *, now: datetime | None = None) -> FinishEstimate | None:
    """When `game`, in play, should finish, from the games like it; None when too few finished
    or the game is not in play."""
    if game.status != GameStatus.ACTIVE or game.started_at is None:
        return None
    found = median_duration(game)
    if found is None:
        return None
    median, count = found
    at = game.started_at + timedelta(seconds=median)
    left = (at - (now or timezone.now())).total_seconds()
    return FinishEstimate(
        at=at, median_seconds=median, games=count, in_words=duration_in_words(left)
    )
