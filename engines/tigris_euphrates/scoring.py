"""Final scoring: treasures as wild points on the weakest colour, ranks by the sorted vector."""

from __future__ import annotations

from collections.abc import Iterable

from engines.tigris_euphrates.data import COLORS
from engines.tigris_euphrates.state import State


def final_totals(points: Iterable[int], treasures: int) -> list[int]:
    """Colour totals after each treasure goes to the weakest colour (greedy is optimal)."""
    totals = list(points)
    for _ in range(treasures):
        totals[totals.index(min(totals))] += 1
    return totals


def standings(points: list, treasures: list[int]) -> tuple[list[int], list[int], list[dict]]:
    """(ranks, scores, details per seat) from each seat's colour points and treasures: the score
    is the lowest colour after treasures; ties compare the sorted vectors; dense ranks."""
    vectors = []
    details = []
    for seat_points, seat_treasures in zip(points, treasures, strict=True):
        totals = final_totals(seat_points, seat_treasures)
        vector = sorted(totals)
        vectors.append(vector)
        details.append(
            {
                "points": dict(zip(COLORS, seat_points, strict=True)),
                "treasures": seat_treasures,
                "totals": dict(zip(COLORS, totals, strict=True)),
                "sorted": vector,
            }
        )
    distinct = sorted({tuple(vector) for vector in vectors}, reverse=True)
    ranks = [1 + distinct.index(tuple(vector)) for vector in vectors]
    return ranks, [vector[0] for vector in vectors], details


def outcome(state: State) -> dict | None:
    """The final ranks and scores; None while the game runs."""
    if not state.over:
        return None
    ranks, scores, details = standings(list(state.points), list(state.treasures_won))
    return {
        "ranks": ranks,
        "scores": scores,
        "details": {"seats": details, "end": state.end_reason},
    }
