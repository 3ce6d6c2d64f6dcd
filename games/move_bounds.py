"""The form a move is stored in: a small JSON object holding only the fields its engine uses.

A move is bounded before the engine reads it (an object, at most MAX_MOVE_DEPTH levels,
MAX_MOVE_BYTES encoded, text without NUL bytes or lone surrogates) and, once the engine has
accepted it, any key the engine's moves of that type never carry is REFUSED (400
`unknown_move_keys`, naming them) rather than dropped: the same for the API, the pages and
imported records, so what a client sent is exactly what the log keeps.

The engine declares its fields through `legal_moves` (the contract: every legal move is listed
with its fields); the keys seen per move type are remembered per engine, so the legal moves are
listed again only when a move carries a key not seen yet.
"""

from __future__ import annotations

import json
from typing import Any

from django.utils.translation import gettext_lazy as _

from api.input_bounds import check_json_tree
from errors import PlatformError
from games.engine_messages import refusal_in_language

MAX_MOVE_DEPTH = 6  # {"type": …, "areas": [[…]]} nests three levels; six is room to spare
MAX_MOVE_BYTES = 8 * 1024
MAX_MOVE_NODES = 1024

_KEYS_BY_TYPE: dict[tuple[str, Any], frozenset[str]] = {}


def bounded_move(move: Any) -> dict:
    """`move` itself when it is an object within the bounds, else a 400 (`unknown_move` for
    no object, `invalid_input` past a bound, `bad_move` when too long)."""
    if not isinstance(move, dict):  # the engines' own refusal, word for word
        raise PlatformError(
            "unknown_move",
            refusal_in_language("unknown_move", "A move is an object with a 'type'."),
        )
    check_json_tree(move, max_depth=MAX_MOVE_DEPTH, max_nodes=MAX_MOVE_NODES)
    if len(json.dumps(move, ensure_ascii=False).encode()) > MAX_MOVE_BYTES:
        raise PlatformError(
            "bad_move",
            str(_("A move may take at most %(most)d bytes.") % {"most": MAX_MOVE_BYTES}),
        )
    return move


def _type_key(move: dict) -> Any:
    kind = move.get("type")
    return kind if isinstance(kind, str | int) and not isinstance(kind, bool) else None


def _learn_keys(engine, state, seat: int) -> None:
    for legal in engine.legal_moves(state, seat):
        if isinstance(legal, dict):
            index = (engine.slug, _type_key(legal))
            _KEYS_BY_TYPE[index] = _KEYS_BY_TYPE.get(index, frozenset()) | frozenset(legal)


def unknown_move_keys(engine, state, seat: int, move: dict) -> list[str]:
    """The keys of an accepted `move` that the engine's moves of its type never carry."""
    index = (engine.slug, _type_key(move))
    if not set(move) <= _KEYS_BY_TYPE.get(index, frozenset()):
        _learn_keys(engine, state, seat)
    return sorted(set(move) - _KEYS_BY_TYPE.get(index, frozenset()))


def refuse_unknown_move_keys(engine, state, seat: int, move: dict) -> None:
    """A 400 `unknown_move_keys` naming the keys the engine does not use, if there are any."""
    unknown = unknown_move_keys(engine, state, seat, move)
    if unknown:
        raise PlatformError(
            "unknown_move_keys",
            str(
                _("This move carries fields the game does not use: %(keys)s.")
                % {"keys": ", ".join(unknown)}
            ),
            details={"keys": unknown},
        )
