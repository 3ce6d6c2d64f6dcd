"""Seeks in the lobby: offer a game, take it, and the game starts when the seek fills."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden, PlatformError
from games import services as game_services
from games.models import Game
from games.time_controls import TimeControl
from social import checks, selectors
from social.models import GameVisibility, Seek, SeekEntry, SeekStatus

if TYPE_CHECKING:
    from django.contrib.auth.models import User

MAX_OPEN_SEEKS = 5


class _DryRun(Exception):  # noqa: N818 - a signal that rolls back, not an error
    """Raised to roll back the dry run of game_create that checks a seek's settings."""


def _dry_run_game_create(
    *, user: User, engine: str, players: Any, options: Any, rated: Any, time_control: Any
) -> dict:
    """Run games' own checks by creating the game in a savepoint that is rolled back.

    So a seek is refused at once, with games' own error, for anything game_create would refuse
    when the seek fills; the rules never drift apart. Returns the normalised time control.
    """
    try:
        with transaction.atomic():
            game = game_services.game_create(
                user=user,
                engine=engine,
                players=players,
                options=options,
                rated=rated,
                time_control=time_control,
            )
            normalised = dict(game.time_control)
            raise _DryRun
    except _DryRun:
        return normalised


def seek_create(
    *,
    user: User,
    engine: str,
    players: int = 2,
    options: dict | None = None,
    rated: bool = False,
    time_control: TimeControl | dict | None = None,
    public: bool = True,
    rating_window: int | None = None,
    friends_only: bool = False,
) -> Seek:
    """An open seek; with `rating_window` only rated players within ± that many points of the
    seeker's rating may take it (the seeker must be rated); `friends_only`: only the seeker's
    friends see and take it (and watch the game it makes)."""
    options = options or {}
    if not isinstance(players, int) or isinstance(players, bool) or players < 2:
        raise PlatformError("bad_players", _("A seek is for two or more players."))
    seeker_rating = checks.rating_of(user, engine)
    if rating_window is not None:
        if (
            not isinstance(rating_window, int)
            or isinstance(rating_window, bool)
            or rating_window < 1
        ):
            raise PlatformError(
                "bad_rating_window", _("A rating window is a positive whole number of points.")
            )
        if not checks.ratings_available():
            raise Conflict(
                "ratings_unavailable",
                _("Ratings are not available yet, so a seek cannot be limited by rating."),
            )
        if seeker_rating is None:
            raise Conflict(
                "not_rated",
                _("You have no rating in this game yet, so you cannot limit by rating."),
            )
    with transaction.atomic():
        if Seek.objects.filter(seeker=user, status=SeekStatus.OPEN).count() >= MAX_OPEN_SEEKS:
            raise Conflict("too_many_seeks", _("You have five open seeks already."))
        normalised = _dry_run_game_create(
            user=user,
            engine=engine,
            players=players,
            options=options,
            rated=rated,
            time_control=time_control,
        )
        return Seek.objects.create(
            seeker=user,
            engine=engine,
            players=players,
            options=options,
            rated=rated,
            time_control=normalised,
            time_control_kind=normalised.get("kind", "none"),
            public=public,
            friends_only=bool(friends_only),
            rating_window=rating_window,
            seeker_rating=seeker_rating,
        )


def seek_accept(*, seek_id: int, user: User) -> Seek:
    """Take a seek. The last player to take it starts the game: the seeker in seat 0, the
    others in the order they came."""
    with transaction.atomic():
        seek = selectors.seek_get(seek_id)
        seek = Seek.objects.select_for_update().select_related("seeker").get(pk=seek.pk)
        entrants = [entry.user for entry in seek.entries.select_related("user")]
        checks.seek_accept_check(seek, user, entrants=entrants)
        if len(entrants) + 2 < seek.players:
            SeekEntry.objects.create(seek=seek, user=user)
            return seek
        game = _game_from(seek, [*entrants, user])
        seek.status = SeekStatus.FILLED
        seek.game = game
        seek.save(update_fields=["status", "game"])
    return seek


def _game_from(seek: Seek, joiners: list) -> Game:
    game = game_services.game_create(
        user=seek.seeker,
        engine=seek.engine,
        players=seek.players,
        options=seek.options,
        rated=seek.rated,
        time_control=seek.time_control,
    )
    if not seek.public or seek.friends_only:
        GameVisibility.objects.create(game=game, public=seek.public, friends_only=seek.friends_only)
    for joiner in joiners:
        game_services.game_join(game=game, user=joiner)
    game.refresh_from_db()
    return game


def seek_cancel(*, seek_id: int, user: User) -> Seek:
    with transaction.atomic():
        seek = selectors.seek_get(seek_id)
        if seek.seeker_id != user.pk:
            raise Forbidden("not_your_seek", _("Only the seek's author can cancel it."))
        seek = Seek.objects.select_for_update().get(pk=seek.pk)
        if seek.status != SeekStatus.OPEN:
            raise Conflict("seek_closed", _("This seek is no longer open."))
        seek.status = SeekStatus.CANCELLED
        seek.save(update_fields=["status"])
    return seek
