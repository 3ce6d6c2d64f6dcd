"""What a table is set up with, checked once for every way a game is made: the game by its name,
and its options (an object; options that fix the draws only in unrated games; the engine's own
checks at each table size). games' game_create and tournaments' tournament_create both ask here,
with the time control's rules in games.time_controls."""

from __future__ import annotations

from collections.abc import Iterable

from django.utils.translation import gettext_lazy as _

from engines import ENGINES, IllegalMove, Rng
from engines.contract import Engine, stacked_options_in
from errors import PlatformError
from games.engine_messages import engine_refusal


def engine_named(engine: str) -> Engine:
    """The installed game called `engine` (refused: no such game)."""
    if engine not in ENGINES:
        raise PlatformError(
            "unknown_engine", _("There is no game called %(name)r.") % {"name": engine}
        )
    return ENGINES[engine]


def options_checked(
    game_engine: Engine, options: object, *, rated: bool, sizes: Iterable[int]
) -> dict:
    """`options` (None: none) when a game of `game_engine` may start with them at each of
    `sizes` seats: an object, nothing that fixes the draws in a rated game, and what the
    engine's start accepts (a probe start draws from a throwaway stream)."""
    options = options or {}
    if not isinstance(options, dict):
        raise PlatformError("bad_options", _("Options must be an object."))
    stacked = stacked_options_in(game_engine, options)
    if rated and stacked:
        raise PlatformError(
            "stacked_options_unrated_only",
            _("Options that fix the draws are allowed only in unrated games."),
            details={"options": stacked},
        )
    for size in sizes:
        try:
            game_engine.start(size, options, Rng(b"options-probe", "0"))
        except IllegalMove as error:
            raise PlatformError(
                error.code, engine_refusal(game_engine.slug, error.code, error.message)
            ) from error
    return options
