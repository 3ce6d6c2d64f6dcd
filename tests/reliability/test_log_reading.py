"""The reliability facts a log gives each seat, as a table: rows in, facts out."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from reliability.log_reading import FINISHED, LEFT, TIMED_OUT, is_sandbox, seats_facts

T0 = datetime(2026, 1, 1, tzinfo=UTC)


@dataclass
class Row:
    seq: int
    type: str
    data: Any
    seat: int | None
    created_at: datetime


def log(*entries) -> list[Row]:
    """(seconds after T0, type, seat, data) → rows in seq order."""
    return [
        Row(seq, kind, data, seat, T0 + timedelta(seconds=at))
        for seq, (at, kind, seat, data) in enumerate(entries, start=1)
    ]


def clock(at: float, *seats: tuple[int, bool]) -> tuple:
    stamp = (T0 + timedelta(seconds=at)).timestamp()
    entries = [{"seat": s, "paused": p, "deadline": None, "bank": None} for s, p in seats]
    return (at, "platform.clock_set", None, {"at": stamp, "clocks": entries, "reason": "x"})


def move(at: float, seat: int, by: str = "player") -> tuple:
    return (at, "move", seat, {"by": by, "move": {}})


START = (0, "game_started", None, {})

CASES = [
    # name, rows, finished, expected {seat: (outcome, move seconds, vacation seconds)}
    (
        "played to the end",
        log(START, move(10, 0), (10, "taken", None, {}), move(40, 1), move(45, 0)),
        True,
        {0: (FINISHED, [10.0, 5.0], []), 1: (FINISHED, [30.0], [])},
    ),
    (
        "a resignation leaves, the other plays on to the end",
        log(START, move(5, 0), (9, "platform.resigned", 1, {"seat": 1})),
        True,
        {0: (FINISHED, [5.0], []), 1: (LEFT, [], [])},
    ),
    (
        "a timeout loses on time; a game still running concludes nobody else",
        log(START, move(5, 0), (99, "platform.timed_out", 1, {"seat": 1})),
        False,
        {0: (None, [5.0], []), 1: (TIMED_OUT, [], [])},
    ),
    (
        "bots' and the platform's moves are not the player's time",
        log(START, move(5, 0, by="bot"), move(8, 1, by="policy"), move(9, 0)),
        True,
        {0: (FINISHED, [1.0], []), 1: (FINISHED, [], [])},
    ),
    (
        "a vacation: from the pause to the clock running again",
        log(START, clock(10, (0, True)), clock(3610, (0, False)), move(3700, 0)),
        True,
        {0: (FINISHED, [90.0], [3600.0]), 1: (FINISHED, [], [])},
    ),
    (
        "a vacation still running ends with the seat's part in the game",
        log(START, clock(10, (1, True)), (110, "platform.resigned", 1, {"seat": 1})),
        False,
        {0: (None, [], []), 1: (LEFT, [], [100.0])},
    ),
]


@pytest.mark.parametrize(("name", "rows", "finished", "expected"), CASES, ids=[c[0] for c in CASES])
def test_seat_facts(name, rows, finished, expected):
    facts = seats_facts(rows, seat_count=2, finished=finished)
    for seat, (outcome, seconds, vacation) in expected.items():
        assert facts[seat].outcome == outcome
        assert facts[seat].move_seconds == seconds
        assert [round(end - start, 3) for start, end in facts[seat].vacations] == vacation


def test_a_fork_is_practice():
    assert is_sandbox(log(START, (0, "platform.forked", None, {"from_game": 1})))
    assert not is_sandbox(log(START, move(1, 0)))


def test_overlapping_vacations_count_once():
    from reliability.selectors import covered_seconds

    assert covered_seconds([(0, 10), (5, 20), (30, 40), (35, 36)]) == 30
    assert covered_seconds([]) == 0
