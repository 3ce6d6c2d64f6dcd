"""Every read of ratings: the leaderboard of a game and a player's ratings with their history."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.db.models import F, Min, QuerySet, Window
from django.db.models.functions import RowNumber
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from engines import ENGINES
from errors import NotFound, PlatformError
from games.models import Game, GameStatus
from ratings.models import RatedGame, Rating, RatingChange

if TYPE_CHECKING:
    from django.contrib.auth.models import User

ORDERS = {
    "elo": [F("elo").desc(), F("games").desc(), F("user_id").asc()],
    "openskill": [(F("mu") - 3 * F("sigma")).desc(), F("games").desc(), F("user_id").asc()],
}


def _known_engine(engine: str) -> None:
    if engine not in ENGINES and not Rating.objects.filter(engine=engine).exists():
        raise NotFound("unknown_engine", _("There is no game called %(name)r.") % {"name": engine})


def leaderboard(
    *,
    engine: str,
    active_days: int | None = None,
    min_games: int | None = None,
    order: str = "elo",
    include_provisional: bool = True,
) -> QuerySet[Rating]:
    """Ratings of `engine`, best first, each with its `rank` (1 = best) among those shown;
    optionally only players active in the last N days, with at least `min_games` rated games,
    or with established ratings."""
    _known_engine(engine)
    if order not in ORDERS:
        raise PlatformError(
            "bad_order", _("order is one of %(values)s.") % {"values": ", ".join(ORDERS)}
        )
    ratings = Rating.objects.filter(engine=engine).select_related("user")
    if active_days is not None:
        ratings = ratings.filter(last_played__gte=timezone.now() - timedelta(days=active_days))
    if min_games is not None:
        ratings = ratings.filter(games__gte=min_games)
    if not include_provisional:
        ratings = ratings.filter(provisional=False)
    ranking = ORDERS[order]
    return ratings.annotate(rank=Window(RowNumber(), order_by=ranking)).order_by(*ranking)


def user_ratings(*, user: User, engine: str | None = None, history: int = 100) -> list[dict]:
    """Each of the user's ratings (one per game) with its last `history` changes, newest first."""
    ratings = Rating.objects.filter(user=user).order_by("engine")
    if engine:
        ratings = ratings.filter(engine=engine)
    result = []
    for rating in ratings:
        changes = RatingChange.objects.filter(user=user, engine=rating.engine).order_by(
            "-finished_at", "-game_id"
        )[:history]
        result.append({"rating": rating, "history": list(changes)})
    return result


def game_rating_changes(*, game_id: int) -> list[RatingChange] | None:
    """The rating changes a finished game made, seat by seat; None while the rating task has not
    applied the game yet (its RatedGame mark and its changes are written in one transaction)."""
    if not RatedGame.objects.filter(game_id=game_id).exists():
        return None
    return list(RatingChange.objects.filter(game_id=game_id).order_by("seat"))


def rating_changes_in(*, user: User, game_ids: list[int]) -> dict[int, RatingChange]:
    """game id -> the change `user`'s rating took in that game, for those of `game_ids` applied."""
    changes = RatingChange.objects.filter(user=user, game_id__in=game_ids)
    return {change.game_id: change for change in changes}


def games_awaiting_rating() -> tuple[int, datetime | None]:
    """Rated games over and not yet rated: how many, and when the oldest ended."""
    games = Game.objects.filter(rated=True, status=GameStatus.FINISHED, rating_record__isnull=True)
    return games.count(), games.aggregate(m=Min("finished_at"))["m"]
