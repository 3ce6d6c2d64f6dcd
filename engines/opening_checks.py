"""The checks every game's `decide` and `start` open with, one sentence each for all games."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any

from engines.contract import OptionSpec
from engines.errors import IllegalMove
from engines.move_fields import is_int


def checked_move_type(
    move: object,
    seat: object,
    *,
    move_types: Collection[str],
    game_over: bool,
    to_act: Collection[int],
) -> str:
    """The move's type, once the move is an object with a type the game knows, the game is not
    over and `seat` owes a decision (`to_act`); IllegalMove otherwise, checked in that order."""
    if not isinstance(move, dict) or not isinstance(move.get("type"), str):
        raise IllegalMove("unknown_move", "A move is an object with a 'type'.")
    kind: str = move["type"]
    if kind not in move_types:
        raise IllegalMove("unknown_move", f"Unknown move type {kind!r}.")
    if game_over:
        raise IllegalMove("game_over", "The game is over.")
    if not is_int(seat) or seat not in to_act:
        raise IllegalMove("not_your_turn", "It is not your turn.")
    return kind


def checked_options(options: object, declared: Iterable[OptionSpec]) -> dict[str, Any]:
    """`options`, once it is an object naming only declared options; IllegalMove("bad_options")
    otherwise. The game checks the values."""
    if not isinstance(options, dict):
        raise IllegalMove("bad_options", "Options must be an object.")
    unknown = set(options) - {option.name for option in declared}
    if unknown:
        names = ", ".join(sorted(map(str, unknown)))
        raise IllegalMove("bad_options", f"Unknown options: {names}.")
    return options
