"""Moves as hashable keys, and moves built once that carry their key (`KeyedMove`).

A search keys hundreds of moves a node (the same move from two determinizations must get the
same key). An engine whose moves come from a fixed set (a colour on a square, say) builds each
once as a `KeyedMove`: its legal moves are then shared dicts whose key is already known, and
nothing builds or keys them again. A `KeyedMove` is an ordinary dict to everything else (JSON,
equality, the platform); like every legal move handed out, it must not be changed.
"""

from __future__ import annotations

from typing import Any

_CONTAINERS = (list, tuple, dict)


class KeyedMove(dict):
    """A move (a dict) built once, with its `move_key` computed then."""

    __slots__ = ("key",)

    def __init__(self, *args: Any, **fields: Any) -> None:
        super().__init__(*args, **fields)
        self.key = plain_move_key(self)


class KeyedMoves(list):
    """A list of legal moves handed out with their keys and each key's place among them,
    computed once (a memo of an engine's legal moves hands the same list out again and again,
    and a search keys it at every node it meets it). `keys` and `order` are shared between the
    copies: like the moves, they must not be changed. `order` is None when a key comes twice."""

    __slots__ = ("keys", "order")

    keys: list[Any]
    order: dict[Any, int] | None

    @classmethod
    def of(cls, moves: list[dict]) -> KeyedMoves:
        """`moves` with their keys and places computed."""
        keyed = cls(moves)
        keyed.keys = [
            move.key if type(move) is KeyedMove else plain_move_key(move) for move in moves
        ]
        order = dict(zip(keyed.keys, range(len(keyed.keys)), strict=True))
        keyed.order = order if len(order) == len(keyed.keys) else None
        return keyed

    def copy(self) -> KeyedMoves:  # type: ignore[override]
        """A new list of the same moves, sharing the keys and places."""
        new = KeyedMoves(self)
        new.keys = self.keys
        new.order = self.order
        return new


def move_key(move: dict) -> Any:
    """A hashable key for a move (the same move from two determinizations gets the same key):
    a KeyedMove's own, else computed; scalars (most values) are taken as they are."""
    if type(move) is KeyedMove:
        return move.key
    return plain_move_key(move)


def plain_move_key(move: dict) -> Any:
    """The key of any move dict: its fields sorted by name, containers as tuples."""
    return tuple(
        [
            (name, value if type(value) not in _CONTAINERS else _hashable(value))
            for name, value in sorted(move.items())
        ]
    )


def _hashable(value: Any) -> Any:
    kind = type(value)
    if kind is list or kind is tuple:
        return tuple([item if type(item) not in _CONTAINERS else _hashable(item) for item in value])
    if kind is dict or kind is KeyedMove:
        return tuple((name, _hashable(item)) for name, item in sorted(value.items()))
    return value
