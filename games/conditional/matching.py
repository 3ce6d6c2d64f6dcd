"""How a stored tree follows the game: pure functions over the tree, the moves it observed and the
moves of the log, with no database.

A tree is a list of branches {"if": [moves], "then": move, "next": [branches]}. The seat's
`observed` list holds the others' moves since the tree was stored (or last answered), each as
the seat sees it: the move when its whole content is public, None when it is hidden from it.
- Another seat moves: the move is observed; branches whose "if" no longer begins with the
  observed moves are dropped (nothing left: the tree is empty, the game left what it foresaw).
- The seat is called to act: a branch whose "if" is exactly the observed moves answers with
  its "then"; once played, its "next" becomes the tree and nothing is observed yet.
- The seat moves itself: if the others have moved since the tree was stored, the branches
  waiting there are passed and cleared; before they moved, nothing was passed.
A key is compared with the observed move by its canonical JSON (keys sorted), so the order of
a move's fields never matters. Every decision reads only what the seat sees.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

Tree = list[dict[str, Any]]


def canonical(move: Any) -> str:
    """One text per move, whatever the order of its fields."""
    return json.dumps(move, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def seen_form(engine, move: Any) -> Any:
    """Another seat's move as this seat sees it: the move when public, else None."""
    public = getattr(engine, "public_move", None)
    if public is None or not isinstance(move, dict):
        return None
    return move if public(move) else None


def _begins_with(keys: list, observed: list) -> bool:
    if len(observed) > len(keys):
        return False
    return all(
        seen is not None and canonical(key) == canonical(seen)
        for key, seen in zip(keys, observed, strict=False)
    )


@dataclass
class Following:
    """A seat's tree as the game goes on: what is left of it and what it observed."""

    tree: Tree
    observed: list = field(default_factory=list)

    def other_moved(self, seen: Any) -> None:
        """Another seat moved (`seen`: as this seat sees it): keep the branches still possible."""
        if not self.tree:
            return
        observed = [*self.observed, seen]
        self.tree = [branch for branch in self.tree if _begins_with(branch["if"], observed)]
        self.observed = observed if self.tree else []

    def answer(self) -> dict | None:
        """The branch that answers now: its "if" is exactly the observed moves."""
        if not self.observed:
            return None
        return next(
            (
                branch
                for branch in self.tree
                if len(branch["if"]) == len(self.observed)
                and _begins_with(branch["if"], self.observed)
            ),
            None,
        )

    def answered(self, branch: dict) -> None:
        """The branch's answer was played for the seat: go on with what follows it."""
        self.tree = list(branch.get("next") or [])
        self.observed = []

    def dropped(self, branch: dict) -> None:
        """The branch's answer could not be played: the branch and what follows it are gone."""
        self.tree = [other for other in self.tree if other is not branch]
        if not self.tree:
            self.observed = []

    def moved_itself(self) -> None:
        """The seat made a move of its own: the branches waiting since the others moved are
        passed (cleared); before they moved, the tree stays as it was."""
        if self.observed:
            self.tree = []
            self.observed = []
