"""The decision log of After the Flood: the shared DecisionLog folding with this game's evolve."""

from __future__ import annotations

from engines.after_the_flood.state import evolve
from engines.decision_log import DecisionLog

EventLog = DecisionLog[dict]


def event_log(state: dict | None) -> EventLog:
    """A decision log starting from `state` ({} before game_started)."""
    return DecisionLog({} if state is None else state, evolve)
