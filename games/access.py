"""Who may see or join a game: checks that other apps plug in, so games imports none of them.

An app registers its checks in its AppConfig.ready (social registers private games, invitations
and blocking). A check raises an errors.PlatformError to refuse. Apps beside social (ladders)
ask these too, so they import none of social.
"""

from __future__ import annotations

from collections.abc import Callable

from django.db.models import QuerySet
from django.utils.translation import gettext_lazy as _

from errors import PlatformError

view_checks: list[Callable] = []  # (game, user) -> None; may the user see this game?
join_checks: list[Callable] = []  # (game, user) -> None; may the user take a free seat?
list_filters: list[Callable] = []  # (games, user) -> games; drop games the user may not see
pair_checks: list[Callable] = []  # (user, other) -> None; may these two sit at one table?
abort_checks: list[Callable] = []  # (game) -> None; may this game be aborted (not in events)?
takeback_checks: list[Callable] = []  # (game) -> None; does the game's event permit takebacks?


def game_view_check(game, user) -> None:
    for check in view_checks:
        check(game, user)


def game_join_check(game, user) -> None:
    for check in join_checks:
        check(game, user)


def players_pair_check(user, other) -> None:
    """Refuse to seat `user` and `other` together (a ladder challenge): blocks, either way."""
    for check in pair_checks:
        check(user, other)


def game_abort_check(game) -> None:
    """Refuse to abort a game another app holds on to (a tournament's table)."""
    for check in abort_checks:
        check(game)


def game_takeback_check(game) -> None:
    """Refuse a takeback in a game whose event does not permit them."""
    for check in takeback_checks:
        check(game)


def games_visible(games: QuerySet, user) -> QuerySet:
    for keep_visible in list_filters:
        games = keep_visible(games, user)
    return games


def analysis_check(game) -> None:
    """May the game be analysed? Only once it is over: a search from the true position during
    play would show what a seat may not see (and help a player in a rated or tournament game).
    Raises errors.PlatformError (409) to refuse. Pages and API both ask here."""
    if game.status != "finished":  # GameStatus.FINISHED: apps load this module before models
        raise PlatformError(
            "analysis_after_the_end",
            _("A game can be analysed once it is over."),
            status=409,
        )
