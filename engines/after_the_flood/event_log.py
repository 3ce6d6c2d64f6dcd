"""The events one decision produces, with the state they lead to kept up to date."""

from __future__ import annotations

from engines.after_the_flood.state import evolve


class EventLog:
    """Collects events and folds each into `state`, so later checks see earlier effects."""

    def __init__(self, state: dict | None):
        self.state: dict = {} if state is None else state  # {} before game_started
        self.events: list[dict] = []

    def emit(self, *events: dict) -> None:
        for event in events:
            self.state = evolve(self.state, event)
            self.events.append(event)
