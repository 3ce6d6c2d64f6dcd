"""Finding games: the filters of the archive's finder turned into one indexed query, a page at
a time by keyset (`before`: the smallest id of the page before), newest first. No count of every
match: counting a million rows would cost more than the page."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date, datetime, time, timedelta
from typing import Any

from django.apps import apps
from django.db.models import F, Max, Min, QuerySet
from django.utils import timezone

from archive.checks import player_lookup_check
from engines import ENGINES
from engines.contract import options_of
from games import access
from games.models import Game, GameStatus, Seat

WON, LOST = "won", "lost"


class Nobody:
    """A name no player has: found as a player, they sat at no game."""

    pk = None
    username = ""


NOBODY = Nobody()
MAX_LIMIT = 100
NEWEST_WINDOW = 50_000  # ids read down the primary key before the filters' indexes take over


@dataclass
class GameFilter:
    """What the finder was asked; every field optional (None: any)."""

    player: Any = None
    opponent: Any = None
    engine: str | None = None
    players: int | None = None
    rated: bool | None = None
    status: str | None = None
    result: str | None = None
    started_from: date | None = None
    started_to: date | None = None
    rating_min: float | None = None
    rating_max: float | None = None
    event: int | None = None
    options: dict = field(default_factory=dict)


def stacked_option_names() -> set[str]:
    """Options that stay secret while a game runs, in any engine."""
    return {
        option.name for spec in ENGINES.values() for option in options_of(spec) if option.stacked
    }


def games_matching(wanted: GameFilter, viewer: Any) -> QuerySet[Game]:
    """Every game matching `wanted` that `viewer` may see, newest first (not yet paged).

    A private profile is refused (checks.player_lookup_check) when named as player or
    opponent. A stacked option's value matches only games that are over, so a filter never
    tells what a running game keeps secret."""
    games = Game.objects.all()
    order = "-id"
    if wanted.player is NOBODY or wanted.opponent is NOBODY:
        return games.none()
    if wanted.player is None and wanted.opponent is not None:  # an opponent alone: a player
        wanted = replace(wanted, player=wanted.opponent, opponent=None)
    if wanted.player is not None:
        # driven by the player's seats, read backward on the seats' (user, game) index: the
        # newest of their games come first and the scan stops at the page's end
        player_lookup_check(wanted.player, viewer)
        games = games.filter(seats__user=wanted.player)
        order = "-seats__game_id"
    if wanted.opponent is not None:
        player_lookup_check(wanted.opponent, viewer)
        games = games.filter(pk__in=Seat.objects.filter(user=wanted.opponent).values("game_id"))
    if wanted.engine:
        games = games.filter(engine=wanted.engine)
    if wanted.players is not None:
        games = games.filter(seat_count=wanted.players)
    if wanted.rated is not None:
        games = games.filter(rated=wanted.rated)
    if wanted.status:
        games = games.filter(status=wanted.status)
    if wanted.result:  # a player's result; without a player, any finished game
        games = games.filter(status=GameStatus.FINISHED)
    if wanted.result and wanted.player is not None:
        seats = Seat.objects.filter(user=wanted.player)
        seats = seats.filter(rank=1) if wanted.result == WON else seats.exclude(rank=1)
        games = games.filter(pk__in=seats.values("game_id"))
    if wanted.started_from or wanted.started_to:
        games = _started_between(games, wanted.started_from, wanted.started_to)
    if wanted.rating_min is not None or wanted.rating_max is not None:
        games = games.filter(pk__in=_rated_between(wanted))
    if wanted.event is not None:
        games = games.filter(pk__in=_event_games(wanted.event))
    stacked = stacked_option_names()
    for name, value in wanted.options.items():
        games = games.filter(**{f"options__{name}": value})
        if name in stacked:
            games = games.filter(status__in=[GameStatus.FINISHED, GameStatus.ABORTED])
    return access.games_visible(games, viewer).order_by(order)


def page_of(
    games: QuerySet[Game], *, before: int | None, limit: int
) -> tuple[list[Game], int | None]:
    """One page (ids below `before`) and the `before` of the next page (None: the last).

    Newest first in two steps, so no search walks a million rows: first among the newest
    NEWEST_WINDOW ids, read down the primary key (a page of common games fills there at
    once); when that leaves the page short, the older games are found through the filters'
    own indexes and only the matches are sorted (`id + 0` keeps the planner off the primary
    key's order, which it would otherwise walk to the end when the matches are rare)."""
    if before is not None:
        games = games.filter(pk__lt=before)
    wanted = limit + 1
    if games.query.order_by == ("-id",):
        top = (before - 1) if before is not None else Game.objects.aggregate(top=Max("id"))["top"]
        if top is None:
            return [], None
        floor = top - NEWEST_WINDOW
        rows = list(games.filter(pk__gt=floor).prefetch_related("seats__user")[:wanted])
        if len(rows) < wanted:
            older = games.filter(pk__lte=floor).order_by((F("id") + 0).desc())
            rows += list(older.prefetch_related("seats__user")[: wanted - len(rows)])
    else:
        rows = list(games.prefetch_related("seats__user")[:wanted])
    more = len(rows) > limit
    rows = rows[:limit]
    return rows, (rows[-1].pk if more and rows else None)


def _started_between(games: QuerySet[Game], first: date | None, last: date | None) -> QuerySet:
    """Games started from `first` to `last` (days, both included), and the range of ids those
    games have (read from the (started_at, id) index): the newest-first scan then starts among
    them instead of walking down from the newest game of all."""
    window = Game.objects.all()
    if first:
        window = window.filter(started_at__gte=_day_start(first))
    if last:
        window = window.filter(started_at__lt=_day_start(last, next_day=True))
    # min(id + 0), not min(id): read from the (started_at, id) index, not by walking the ids
    bounds = window.aggregate(low=Min(F("id") + 0), high=Max(F("id") + 0))
    if bounds["low"] is None:
        return games.none()
    return games.filter(pk__gte=bounds["low"], pk__lte=bounds["high"]).filter(
        pk__in=window.values("pk")
    )


def _day_start(day: date, *, next_day: bool = False) -> datetime:
    if next_day and day == date.max:
        return datetime.max.replace(tzinfo=timezone.get_current_timezone())
    moment = datetime.combine(day, time.min, tzinfo=timezone.get_current_timezone())
    return moment + timedelta(days=1) if next_day else moment


def _rated_between(wanted: GameFilter) -> QuerySet:
    """Games where a player's rating (Elo) before the game was in range: the named player's
    when one is named, else anyone's. Rated games only, once rated."""
    if not apps.is_installed("ratings"):
        return Game.objects.none().values("pk")
    changes = apps.get_model("ratings", "RatingChange").objects.all()
    if wanted.player is not None:
        changes = changes.filter(user=wanted.player)
    if wanted.rating_min is not None:
        changes = changes.filter(elo_before__gte=wanted.rating_min)
    if wanted.rating_max is not None:
        changes = changes.filter(elo_before__lte=wanted.rating_max)
    return changes.values("game_id")


def _event_games(event: int) -> QuerySet:
    if not apps.is_installed("tournaments"):
        return Game.objects.none().values("pk")
    tables = apps.get_model("tournaments", "Table").objects.filter(round__tournament_id=event)
    return tables.filter(game__isnull=False).values("game_id")
