"""An rng stand-in for exact enumerations: its `randrange` answers a fixed sequence of picks, so a
test can walk every outcome of a draw and compare laws as exact fractions."""

from __future__ import annotations


class FixedPicks:
    """An rng whose randrange answers a fixed sequence (one enumerated outcome)."""

    def __init__(self, picks: tuple[int, ...]) -> None:
        self._picks = list(picks)

    def randrange(self, n: int) -> int:
        pick = self._picks.pop(0)
        assert 0 <= pick < n
        return pick
