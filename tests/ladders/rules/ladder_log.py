"""A test ladder: runs commands, appends their events and keeps the live projection."""

from __future__ import annotations

from ladders.rules import LadderState, evolve, project
from ladders.rules.clock import days

T0 = 1_700_000_000.0  # epoch seconds of the first event in most scenarios


def at_day(day: float) -> float:
    """Epoch seconds `day` days after T0."""
    return T0 + days(day)


class LadderLog:
    """An append-only event log with its live projection, folded event by event."""

    def __init__(self) -> None:
        self.events: list[dict] = []
        self.ladder = LadderState()

    def run(self, command, *args, **kwargs) -> list[dict]:
        """Run a command against the live ladder, append and fold its events, return them."""
        before = self.ladder.copy()  # containers copied; their items are immutable
        events = command(self.ladder, *args, **kwargs)
        assert self.ladder == before, "a command changed the ladder it was given"
        for event in events:
            self.events.append(event)
            self.ladder = evolve(self.ladder, event)
        return events

    @property
    def players(self) -> list:
        return list(self.ladder.players)

    def replayed(self) -> LadderState:
        return project(self.events)
