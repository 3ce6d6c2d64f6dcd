"""The evaluation judges a revolt under way by how it will end (engines/tigris_euphrates/
evaluation.py, `revolt_forecast`): the position before the supporters are committed is worth
what it is worth after them, so a leader placed into a revolt it cannot win is not a leader
gained (the bots' one-ply judgement once made such revolts look good, and two bots traded them
for ever: a revolt consumes no tile, so the game never ended)."""

from __future__ import annotations

import pytest

from engines.tigris_euphrates.evaluation import revolt_forecast, strength
from tests.engines.tigris_euphrates.table import Table, commit, leader


def _revolt(attacker_red: int, defender_red: int) -> Table:
    """Seat 1's priest enters the kingdom of seat 0's priest at [8,5] (one temple each)."""
    hands = [
        ["red"] * defender_red + ["black"] * (6 - defender_red),
        ["red"] * attacker_red + ["black"] * (6 - attacker_red),
    ]
    table = Table(hands)
    table.turn(leader("red", 8, 5))
    table.play(1, leader("red", 7, 6))
    assert table.pending["kind"] == "revolt"
    return table


@pytest.mark.parametrize(
    ("attacker_red", "defender_red", "winner"),
    [
        (0, 0, 0),  # 1 against 1: the defender keeps its leader
        (1, 1, 0),  # 2 against 2
        (2, 1, 1),  # 3 against 2: the newcomer wins
        (4, 3, 1),
        (0, 3, 0),
    ],
)
def test_a_revolt_under_way_is_worth_what_its_end_is_worth(attacker_red, defender_red, winner):
    table = _revolt(attacker_red, defender_red)
    pending = table.state
    assert revolt_forecast(pending) == (winner, 1 - winner, "red")
    table.play(1, commit(attacker_red))  # each side commits all its red, as forecast
    events = table.play(0, commit(defender_red))
    assert events[1]["type"] == "revolt_resolved" and events[1]["winner"] == winner
    for seat in (0, 1):
        assert strength(pending, seat) == pytest.approx(strength(table.state, seat))


def test_the_forecast_reads_the_supporters_once_committed():
    table = _revolt(attacker_red=4, defender_red=0)
    assert revolt_forecast(table.state) == (1, 0, "red")
    table.play(1, commit(0))  # the attacker holds back its red: 1 against 1
    assert revolt_forecast(table.state) == (0, 1, "red")


def test_a_hopeless_revolt_looks_worse_than_staying_out():
    """The attacker's leader, bound to go back to its supply, adds nothing; the defender's red
    point is already counted."""
    table = _revolt(attacker_red=0, defender_red=0)
    before = Table([["black"] * 6, ["black"] * 6])
    before.turn(leader("red", 8, 5))
    assert strength(table.state, 1) == pytest.approx(strength(before.state, 1))
    assert strength(table.state, 0) > strength(before.state, 0)
