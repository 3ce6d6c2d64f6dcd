"""The outcome of a finished game: ranks as the `game_ended` event fixed them, scores in VP."""

from __future__ import annotations


def outcome(state: dict) -> dict | None:
    """None while the game runs; then the final ranks, VP and the VP of final scoring."""
    final = state["final"]
    if final is None:
        return None
    return {
        "ranks": list(final["ranks"]),
        "scores": list(state["vp"]),
        "details": {"end_vp": list(final["end_vp"]), "order": list(state["order"])},
    }
