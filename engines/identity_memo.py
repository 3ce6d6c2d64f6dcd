"""A bounded memo keyed by an object's identity (and a hashable extra), for pure functions of
states that are never changed: a search meets the same state object again and again (the tree
keeps the states its moves led to, a game with nothing hidden samples one state for all
iterations), and asking it twice costs a dict look-up.

The memo keeps the object it was asked about, so its id cannot be reused while the entry lives;
a look-up checks the object is the one remembered. When full it is emptied (cheaper than an
eviction order; a search refills what it still uses)."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

T = TypeVar("T")
_MISSING = object()


class IdentityMemo(Generic[T]):
    """Values remembered for (an object, by identity; an extra key), at most `limit` of them."""

    __slots__ = ("_entries", "_limit")

    def __init__(self, limit: int):
        self._entries: dict[tuple[int, Any], tuple[Any, T]] = {}
        self._limit = limit

    def get(self, obj: Any, extra: Any = None) -> Any:
        """The value remembered for `obj` and `extra`, else `MISSING`."""
        entry = self._entries.get((id(obj), extra))
        if entry is None or entry[0] is not obj:
            return _MISSING
        return entry[1]

    def put(self, obj: Any, extra: Any, value: T) -> T:
        """Remember `value` for `obj` and `extra`; returns it."""
        entries = self._entries
        if len(entries) >= self._limit:
            entries.clear()
        entries[id(obj), extra] = (obj, value)
        return value

    def clear(self) -> None:
        self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)


MISSING: Any = _MISSING
