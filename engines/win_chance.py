"""Turning per-seat strengths into win chances: the common scale of every game's `evaluate`.

A game's `evaluate(state, seat)` answers "how likely is `seat` to win from here", a float in
[0, 1]. Each game measures a strength per seat in its own units (points, tracks, cities) and
hands the list here with a temperature in those units: `chances_from_strengths` is a softmax,
so a lead of one temperature turns into odds of e:1 between two seats. A finished game is scored
by its ranks instead (`chances_from_ranks`): the winners share 1, the others get 0.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any


def chances_from_strengths(strengths: Sequence[float], temperature: float) -> list[float]:
    """Each seat's chance to win, from strengths in the game's units (softmax at `temperature`)."""
    if temperature <= 0:
        raise ValueError("temperature must be positive")
    top = max(strengths)
    weights = [math.exp((strength - top) / temperature) for strength in strengths]
    total = sum(weights)
    return [weight / total for weight in weights]


def chances_from_ranks(ranks: Sequence[int]) -> list[float]:
    """Each seat's share of a finished game: the seats ranked first share 1, the others get 0."""
    winners = [seat for seat, rank in enumerate(ranks) if rank == 1]
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(len(ranks))]


def remember_last(
    win_chances: Callable[[Any], list[float]],
) -> Callable[[Any], list[float]]:
    """`win_chances(state)` that remembers its last state (states are never mutated), so asking
    for each seat of one position in turn computes the position once."""
    last: list[Any] = [None, None]

    def remembered(state: Any) -> list[float]:
        if last[0] is not state:
            last[1] = win_chances(state)
            last[0] = state
        return last[1]

    remembered.__doc__ = win_chances.__doc__
    return remembered
