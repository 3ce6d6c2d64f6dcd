"""The outcome of a finished game: the winner by the quest, races or regions, else a draw."""

from __future__ import annotations

from .data import SIDES
from .state import presence


def outcome(state: dict) -> dict | None:
    """None while the game runs; then ranks (the winner 1, both 1 for a draw) and, as scores,
    the regions each side is present in."""
    result = state["result"]
    if result is None:
        return None
    scores = [len(presence(state, seat)) for seat in range(2)]
    winner = result["winner"]
    ranks = [1, 1] if winner is None else [1 if seat == winner else 2 for seat in range(2)]
    return {
        "ranks": ranks,
        "scores": scores,
        "details": {
            "reason": result["reason"],
            "winner": None if winner is None else SIDES[winner],
        },
    }
