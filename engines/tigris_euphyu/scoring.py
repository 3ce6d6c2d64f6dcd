"""Final scores and the outcome: points plus the weakest captured colour, dense ranks."""

from __future__ import annotations

from engines.tigris_euphyu.data import COLOURS
from engines.tigris_euphyu.state import State


def captured_by_colour(counts: list[int]) -> dict[str, int]:
    """Captured tiles as {"red": n, "blue": n, "green": n, "black": n}."""
    return dict(zip(COLOURS, counts, strict=True))


def final_score(state: State, seat: int) -> int:
    """Points plus the count of the seat's weakest captured colour."""
    return state.points[seat] + min(state.captured[seat])


def dense_ranks(scores: list[int], points: list[int], last: list[int]) -> list[int]:
    """Rank 1 for the highest final score, ties broken by points, still tied shared (dense);
    the seats in `last` rank below everyone else."""
    ranked = [seat for seat in range(len(scores)) if seat not in last]
    keys = sorted({(scores[seat], points[seat]) for seat in ranked}, reverse=True)
    ranks = [0] * len(scores)
    for seat in ranked:
        ranks[seat] = keys.index((scores[seat], points[seat])) + 1
    for seat in last:
        ranks[seat] = len(keys) + 1
    return ranks


def outcome(state: State) -> dict | None:
    """None while the game runs; then ranks by final score, ties by points, else shared (dense).

    In survival, the player who could not place a pair ranks last.
    """
    if state.phase != "over":
        return None
    scores = [final_score(state, seat) for seat in range(state.players)]
    last = [seat for seat in range(state.players) if state.mode == "survival" and state.out[seat]]
    ranks = dense_ranks(scores, state.points, last)
    return {
        "ranks": ranks,
        "scores": scores,
        "details": {
            "reason": state.end_reason,
            "points": list(state.points),
            "weakest_colour": [min(counts) for counts in state.captured],
            "captured": [captured_by_colour(counts) for counts in state.captured],
            "out": list(state.out),
        },
    }
