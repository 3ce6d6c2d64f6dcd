"""The folded state of a game: the engine's state plus the platform's own facts.

The log holds three kinds of rows: engine events (folded by `engine.evolve`), `move` rows (the
accepted decision that caused the engine events after it; not folded) and `platform.*` rows
(resignations, timeouts, clocks; folded here). Dropped seats rank last, the first dropped lowest.

Two platform rows change the play itself: `platform.aborted` annuls the game (nobody is to act,
there is no outcome) and `platform.move_taken_back` returns the game to the state before the last
`move` row, which the folded state keeps for that (`before_move`, one move deep; a drop or an
abort forgets it). The takeback's checks are games.takeback_rules'; the fold only obeys.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

MOVE = "move"
PLATFORM_PREFIX = "platform."
RESIGNED = "platform.resigned"
TIMED_OUT = "platform.timed_out"
SEATING_DRAWN = "platform.seating_drawn"
SEATING_STREAM = "seating"
DROPPING_EVENTS = (RESIGNED, TIMED_OUT)
ABORTED = "platform.aborted"
TAKEN_BACK = "platform.move_taken_back"


def is_engine_event(event_type: str) -> bool:
    return event_type != MOVE and not event_type.startswith(PLATFORM_PREFIX)


@dataclass
class PlayState:
    """What a game is now: engine state, seats that dropped out, and whether the game is over."""

    engine_state: Any = None
    dropped: list[int] = field(default_factory=list)
    ended_early: bool = False
    aborted: bool = False
    # the play state before the last move row (itself without one): what a takeback returns to
    before_move: PlayState | None = None

    def dump(self, engine) -> dict:
        data = {
            "engine": None if self.engine_state is None else engine.dump(self.engine_state),
            "dropped": list(self.dropped),
            "ended_early": self.ended_early,
        }
        if self.aborted:
            data["aborted"] = True
        if self.before_move is not None:
            data["before_move"] = self.before_move.dump(engine)
        return data

    @classmethod
    def load(cls, engine, data: dict) -> PlayState:
        engine_state = None if data["engine"] is None else engine.load(data["engine"])
        before = data.get("before_move")
        return cls(
            engine_state,
            list(data["dropped"]),
            bool(data["ended_early"]),
            bool(data.get("aborted", False)),
            None if before is None else cls.load(engine, before),
        )

    def without_undo(self) -> PlayState:
        return PlayState(self.engine_state, self.dropped, self.ended_early, self.aborted)


def fold(engine, play: PlayState, event_type: str, data: dict, seat_count: int) -> PlayState:
    """Apply one stored row to the play state (a new object; the old one is left as it was)."""
    if is_engine_event(event_type):
        return PlayState(
            engine.evolve(play.engine_state, data),
            play.dropped,
            play.ended_early,
            play.aborted,
            play.before_move,
        )
    if event_type == MOVE:
        return PlayState(
            play.engine_state, play.dropped, play.ended_early, play.aborted, play.without_undo()
        )
    if event_type in DROPPING_EVENTS and data["seat"] not in play.dropped:
        dropped = [*play.dropped, data["seat"]]
        return PlayState(play.engine_state, dropped, seat_count - len(dropped) <= 1, play.aborted)
    if event_type == ABORTED:
        return PlayState(play.engine_state, play.dropped, play.ended_early, aborted=True)
    if event_type == TAKEN_BACK and play.before_move is not None:
        before = play.before_move
        return PlayState(before.engine_state, play.dropped, play.ended_early, play.aborted)
    return play


def fold_all(engine, rows, seat_count: int, play: PlayState | None = None) -> PlayState:
    """Fold stored rows (objects with .type and .data) into a play state."""
    play = play or PlayState()
    for row in rows:
        play = fold(engine, play, row.type, row.data, seat_count)
    return play


def to_act(engine, play: PlayState) -> list[int]:
    """Seats the game waits on; [] once it is over."""
    if play.ended_early or play.aborted or play.engine_state is None:
        return []
    return list(engine.to_act(play.engine_state))


def outcome(engine, play: PlayState, seat_count: int) -> dict | None:
    """The engine's outcome with dropped seats ranked last; None while the game runs."""
    if play.engine_state is None or play.aborted:
        return None
    base: dict[str, Any] | None
    if play.ended_early:
        base = {"ranks": [1] * seat_count, "scores": [None] * seat_count, "details": {}}
    else:
        base = engine.outcome(play.engine_state)
        if base is None:
            return None
    standing = [s for s in range(seat_count) if s not in play.dropped]
    standing.sort(key=lambda s: base["ranks"][s])
    ranks = [0] * seat_count
    for position, seat in enumerate(standing):
        tied_with_previous = (
            position and base["ranks"][seat] == base["ranks"][standing[position - 1]]
        )
        ranks[seat] = ranks[standing[position - 1]] if tied_with_previous else position + 1
    for position, seat in enumerate(reversed(play.dropped)):
        ranks[seat] = len(standing) + position + 1
    details = dict(base.get("details") or {})
    if play.dropped:
        details["dropped"] = list(play.dropped)
    return {"ranks": ranks, "scores": list(base["scores"]), "details": details}
