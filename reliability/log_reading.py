"""What one game's log says about each seat's reliability: how the seat's part in the game
ended (played to the end, left, lost on time), how long each of its moves took, and when a
vacation paused its clock. Read from the log's rows alone, so anyone holding the log gets the
same figures."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

FINISHED = "finished"
LEFT = "left"
TIMED_OUT = "timed_out"

RESIGNED_ROW = "platform.resigned"
TIMED_OUT_ROW = "platform.timed_out"
CLOCK_SET_ROW = "platform.clock_set"
FORKED_ROW = "platform.forked"
MOVE_ROW = "move"


class LogRow(Protocol):
    seq: int
    type: str
    data: Any
    seat: int | None
    created_at: datetime


@dataclass
class SeatFacts:
    """One seat's part in one game, as its log tells it."""

    outcome: str | None = None  # FINISHED, LEFT, TIMED_OUT; None while still playing
    concluded_at: datetime | None = None
    move_seconds: list[float] = field(default_factory=list)
    vacations: list[list[float]] = field(default_factory=list)  # [start, end], epoch seconds


def is_sandbox(rows: Iterable[LogRow]) -> bool:
    """A fork ("analyse from here") is practice, not part of anyone's record."""
    return any(row.type == FORKED_ROW for row in rows)


def seats_facts(rows: Sequence[LogRow], *, seat_count: int, finished: bool) -> dict[int, SeatFacts]:
    """Each seat's facts from the game's rows (in seq order); `finished`: the game is over.

    - left: the seat's `platform.resigned` row; lost on time: its `platform.timed_out` row;
      finished: neither, and the game is over. The moment is that row's (or the log's last).
    - a move's time: from the row before the seat's `move` row (the moment the game last
      changed) to that row, for the moves its player chose (not a bot's, not the platform's).
    - a vacation: from a `platform.clock_set` pausing the seat's clock to the next one
      running or stopping it, or to the seat's end in the game.
    """
    facts = {seat: SeatFacts() for seat in range(seat_count)}
    previous: LogRow | None = None
    paused_since: dict[int, float] = {}
    for row in rows:
        if row.type == MOVE_ROW and row.seat in facts and _chosen_by_player(row):
            if previous is not None and facts[row.seat].outcome is None:
                seconds = (row.created_at - previous.created_at).total_seconds()
                facts[row.seat].move_seconds.append(round(max(seconds, 0.0), 3))
        elif row.type in (RESIGNED_ROW, TIMED_OUT_ROW):
            seat = row.seat if row.seat is not None else (row.data or {}).get("seat")
            if seat in facts and facts[seat].outcome is None:
                facts[seat].outcome = LEFT if row.type == RESIGNED_ROW else TIMED_OUT
                facts[seat].concluded_at = row.created_at
                _vacation_end(facts[seat], paused_since.pop(seat, None), row.created_at)
        elif row.type == CLOCK_SET_ROW:
            _clock_row(row.data or {}, facts, paused_since)
        previous = row
    if finished and previous is not None:
        for seat, seat_facts in facts.items():
            if seat_facts.outcome is None:
                seat_facts.outcome = FINISHED
                seat_facts.concluded_at = previous.created_at
                _vacation_end(seat_facts, paused_since.pop(seat, None), previous.created_at)
    return facts


def _chosen_by_player(row: LogRow) -> bool:
    data = row.data if isinstance(row.data, dict) else {}
    return data.get("by", "player") == "player"


def _clock_row(data: dict, facts: dict[int, SeatFacts], paused_since: dict[int, float]) -> None:
    at = data.get("at")
    if not isinstance(at, int | float):
        return
    for entry in data.get("clocks") or []:
        seat = entry.get("seat")
        if seat not in facts or facts[seat].outcome is not None:
            continue
        if entry.get("paused") and seat not in paused_since:
            paused_since[seat] = float(at)
        elif not entry.get("paused") and seat in paused_since:
            start = paused_since.pop(seat)
            facts[seat].vacations.append([round(start, 3), round(float(at), 3)])


def _vacation_end(facts: SeatFacts, start: float | None, moment: datetime) -> None:
    if start is not None:
        facts.vacations.append([round(start, 3), round(moment.timestamp(), 3)])
