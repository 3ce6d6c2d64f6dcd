"""The state a determinizer built last, handed back when a new one holds the same: every seat's
view of a position can give the same state, and the analysis searches a position twice (the true
position, then the mover's view); one object for both lets the second search find what the first
remembered by identity (engines.identity_memo, the search tree's states)."""

from __future__ import annotations

import json
from typing import Any


class LastBuilt:
    """One (content, state) pair, read and replaced whole (no thread sees the content of one
    position with the state of another)."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[str, Any] | None = None

    def shared(self, state: Any) -> Any:
        """The state built last when it holds the same as `state` (compared as sorted JSON),
        else `state`, remembered as the last."""
        content = json.dumps(state, sort_keys=True)
        last = self._last
        if last is not None and last[0] == content:
            return last[1]
        self._last = (content, state)
        return state
