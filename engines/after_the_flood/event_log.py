"""The events one decision produces, with the state they lead to kept up to date."""

from __future__ import annotations

from engines.after_the_flood.state import evolve


class EventLog:
    """Collects events and folds each into `state`, so later checks see earlier effects."""

    def __init__(self, state: dict):
        self.state = state
        self.events: list[dict] = []

    def emit(self, *events: dict) -> None:
        for event in events:
            self.state = evolve(self.state, event)
            self.events.append(event)
