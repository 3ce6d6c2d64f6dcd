"""Moves that reveal nothing, for the contract's `reveals_nothing`: a move is quiet when every
event it caused is of a kind its game declares quiet (moving public pieces, scoring in public),
so no tile or card was drawn, no die rolled and no hidden value shown."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engines.contract import Event, Move


def quiet_when(kinds: Iterable[str]) -> Callable[[Move, list[Event]], bool]:
    """A `reveals_nothing` judging by event kinds: True when the move caused events and every one
    is of a kind in `kinds`."""
    quiet = frozenset(kinds)

    def reveals_nothing(move: Move, events: list[Event]) -> bool:
        return bool(events) and all(
            isinstance(event, dict) and event.get("type") in quiet for event in events
        )

    return reveals_nothing
