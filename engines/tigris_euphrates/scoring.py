"""Final scoring: treasures as wild points on the weakest colour, ranks by the sorted vector."""

from __future__ import annotations

from engines.tigris_euphrates.data import COLORS
from engines.tigris_euphrates.state import State


def final_totals(points, treasures: int) -> list[int]:
    """Colour totals after each treasure goes to the weakest colour (greedy is optimal)."""
    totals = list(points)
    for _ in range(treasures):
        totals[totals.index(min(totals))] += 1
    return totals


def outcome(state: State) -> dict | None:
    """Ranks by the sorted colour vector (lowest first), dense; None while the game runs."""
    if not state.over:
        return None
    vectors = []
    details = []
    for seat in range(state.players):
        totals = final_totals(state.points[seat], state.treasures_won[seat])
        vector = sorted(totals)
        vectors.append(vector)
        details.append(
            {
                "points": dict(zip(COLORS, state.points[seat], strict=True)),
                "treasures": state.treasures_won[seat],
                "totals": dict(zip(COLORS, totals, strict=True)),
                "sorted": vector,
            }
        )
    distinct = sorted({tuple(vector) for vector in vectors}, reverse=True)
    ranks = [1 + distinct.index(tuple(vector)) for vector in vectors]
    return {
        "ranks": ranks,
        "scores": [vector[0] for vector in vectors],
        "details": {"seats": details, "end": state.end_reason},
    }
