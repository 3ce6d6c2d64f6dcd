"""Who may write notes, and read, write in or own a review: the checks the services run, and
that the pages ask to decide which forms they offer. Each raises an errors.PlatformError."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden, NotFound, PlatformError
from games.access import game_view_check
from games.checks import FORKED_ROW
from games.log.visibility import game_is_over
from games.models import Game, GameEvent, GameStatus
from reviews.models import Review, ReviewContributor, Visibility

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def _signed_in(user) -> None:
    if user is None or not user.is_authenticated:
        raise PlatformError("login_required", _("Log in first."), status=401)


def seat_of_user(game: Game, user) -> int | None:
    """The seat `user` holds at `game` (None for anyone else)."""
    if user is None or not user.is_authenticated:
        return None
    for seat in game.seats.all():
        if seat.user_id == user.pk:
            return seat.index
    return None


def note_write_check(game: Game, user) -> int:
    """May `user` write a note at `game` now: a seat of a game in play. Returns the seat."""
    _signed_in(user)
    seat = seat_of_user(game, user)
    if seat is None:
        raise Forbidden("not_a_player", _("Only the players of a game write notes at it."))
    if game.status != GameStatus.ACTIVE:
        raise Conflict("notes_during_play", _("Notes are written while the game is in play."))
    return seat


def note_publish_check(game: Game, user) -> None:
    """May `user` publish their notes of `game`: once it is over."""
    _signed_in(user)
    if not game_is_over(game):
        raise Conflict("game_not_over", _("Your notes can be published once the game is over."))


def is_fork(game: Game) -> bool:
    """Whether `game` is a sandbox forked from a finished game (its seed is public)."""
    return GameEvent.objects.filter(game=game, type=FORKED_ROW).exists()


def reviewable_check(game: Game, user) -> None:
    """May `user` review `game`: they may see it, and it is over or a fork. Nothing of a
    running game is reviewable (a review could carry what a seat may not see)."""
    game_view_check(game, user)
    if game.status == GameStatus.OPEN:
        raise Conflict("not_started", _("This game has not started yet."))
    if not game_is_over(game) and not is_fork(game):
        raise Conflict(
            "game_not_over", _("A game can be reviewed once it is over (a fork at any time).")
        )


def is_author(review: Review, user) -> bool:
    """The owner or an invited contributor."""
    if user is None or not user.is_authenticated:
        return False
    if review.owner_id == user.pk:
        return True
    return ReviewContributor.objects.filter(review=review, user=user).exists()


def review_read_check(review: Review, user, key: str | None = None) -> None:
    """May `user` read `review`: its authors always; anyone who may see the game when it is
    public, or unlisted with the link's key; nobody else (a 404: a private review is not
    there for others)."""
    allowed = (
        is_author(review, user)
        or review.visibility == Visibility.PUBLIC
        or (
            review.visibility == Visibility.UNLISTED
            and isinstance(key, str)
            and secrets.compare_digest(key.encode(), review.link_key.encode())
        )
    )
    if not allowed:
        raise NotFound("review_not_found", _("There is no such review."))
    game_view_check(review.game, user)


def review_write_check(review: Review, user) -> None:
    """May `user` add to `review`: its owner or a contributor."""
    _signed_in(user)
    if not is_author(review, user):
        raise Forbidden("not_an_author", _("Only the review's owner and contributors write in it."))


def review_owner_check(review: Review, user: User) -> None:
    """May `user` change who writes in `review` and who reads it: its owner only."""
    _signed_in(user)
    if review.owner_id != user.pk:
        raise Forbidden("not_the_owner", _("Only the review's owner may do this."))
