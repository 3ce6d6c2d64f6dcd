"""A test ladder: runs commands, appends their events and keeps the live projection."""

from __future__ import annotations

import inspect

from ladders.rules import LadderRules, LadderState, evolve, project
from ladders.rules.clock import days

# The rules the older scenarios were written for (before OGS's rules became the defaults):
# reach 5 places or 40 %, no incoming cap, the rechallenge wait from the issue, a timeout only a
# loss, leaving cancels, the inactivity drop spares nobody.
CLASSIC = LadderRules(
    reach_places=5,
    reach_by_rating=0,
    incoming_cap_top_5=10**6,
    incoming_cap_top_10=10**6,
    incoming_cap_below=10**6,
    rechallenge_from_game_end=False,
    timeout_removes_player=False,
    annul_timeout_without_moves=False,
    leaving_resigns_challenges=False,
    inactivity_spares_top=False,
)

T0 = 1_700_000_000.0  # epoch seconds of the first event in most scenarios


def at_day(day: float) -> float:
    """Epoch seconds `day` days after T0."""
    return T0 + days(day)


class LadderLog:
    """An append-only event log with its live projection, folded event by event."""

    def __init__(self, rules: LadderRules | None = None) -> None:
        self.events: list[dict] = []
        self.ladder = LadderState()
        self.rules = rules

    def run(self, command, *args, **kwargs) -> list[dict]:
        """Run a command against the live ladder, append and fold its events, return them.
        The log's rules (if any) go to every command that takes rules, unless given."""
        if self.rules is not None and not args and "rules" in inspect.signature(command).parameters:
            kwargs.setdefault("rules", self.rules)
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
