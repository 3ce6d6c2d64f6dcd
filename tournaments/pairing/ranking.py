"""Pairing order (score, then rating, then id) and who receives the byes of a round."""

from __future__ import annotations

from collections.abc import Sequence

from .records import Entrant, PlayerId
from .scoring import Tally


def pairing_order(entrants: Sequence[Entrant], tallies: dict[PlayerId, Tally]) -> list[PlayerId]:
    """Entrants best first: higher score, then higher rating, then id as text."""
    ordered = sorted(
        entrants,
        key=lambda entrant: (
            -tallies[entrant.id].score,
            -entrant.rating,
            str(entrant.id),
        ),
    )
    return [entrant.id for entrant in ordered]


def bye_recipients(
    ordered: Sequence[PlayerId], tallies: dict[PlayerId, Tally], count: int
) -> list[PlayerId]:
    """The `count` lowest-ranked players with the fewest byes so far (none, when possible)."""
    if count == 0:
        return []
    ranked_from_bottom = list(reversed(ordered))
    by_need = sorted(
        range(len(ranked_from_bottom)),
        key=lambda index: (tallies[ranked_from_bottom[index]].byes, index),
    )
    return [ranked_from_bottom[index] for index in by_need[:count]]
