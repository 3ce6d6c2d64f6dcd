"""The events one decision produces, each folded into the working state as it is emitted, so
every later step of `decide` sees the facts before it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

S = TypeVar("S")


class DecisionLog(Generic[S]):
    """The events emitted so far (`events`) and the state they lead to (`state`)."""

    def __init__(self, state: S, evolve: Callable[[S, dict[str, Any]], S]):
        self.state = state
        self.events: list[dict[str, Any]] = []
        self._evolve = evolve

    def emit(self, *events: dict[str, Any]) -> None:
        """Record `events` in order, folding each into `state`."""
        for event in events:
            self.state = self._evolve(self.state, event)
            self.events.append(event)
