"""Clock arithmetic (games.clocks): pure, time passed in; tables of (change, expected clocks)."""

from __future__ import annotations

import pytest

from games.clocks import SeatClock, advance, changed, expired, reminder_due, reminders_already_past

PER_MOVE = {"kind": "per_move", "seconds": 100}
FISCHER = {"kind": "fischer", "initial": 300, "increment": 30, "max": 320}


def test_no_time_control_keeps_every_clock_stopped():
    after = advance({"kind": "none"}, {0: SeatClock(), 1: SeatClock()}, to_act=[0], now=10.0)
    assert after == {0: SeatClock(), 1: SeatClock()}


def test_per_move_a_move_stops_the_mover_and_starts_the_next_seat():
    start = advance(PER_MOVE, {0: SeatClock(), 1: SeatClock()}, to_act=[0], now=1000.0)
    assert start == {0: SeatClock(deadline=1100.0), 1: SeatClock()}
    after = advance(PER_MOVE, start, to_act=[1], now=1040.5, mover=0)
    assert after == {0: SeatClock(), 1: SeatClock(deadline=1140.5)}
    assert changed(start, after) == after


def test_per_move_a_mover_still_to_act_gets_a_fresh_move_time():
    running = {0: SeatClock(deadline=1100.0)}
    assert advance(PER_MOVE, running, to_act=[0], now=1050.0, mover=0) == {
        0: SeatClock(deadline=1150.0)
    }


@pytest.mark.parametrize(
    ("used", "bank_after"),
    [
        (100.0, 230.0),  # 300 - 100 + 30
        (5.0, 320.0),  # 300 - 5 + 30 = 325, capped at max 320
        (0.0, 320.0),
        (299.5, 30.5),
    ],
)
def test_fischer_move_adds_the_increment_capped_at_max(used, bank_after):
    start = advance(FISCHER, {0: SeatClock(), 1: SeatClock()}, to_act=[0], now=0.0)
    assert start[0] == SeatClock(deadline=300.0)
    after = advance(FISCHER, start, to_act=[1], now=used, mover=0)
    assert after[0] == SeatClock(bank=bank_after)
    assert after[1] == SeatClock(deadline=used + 300.0)


def test_fischer_bank_carries_to_the_next_turn():
    clocks = {0: SeatClock(bank=42.0), 1: SeatClock(deadline=500.0)}
    after = advance(FISCHER, clocks, to_act=[0], now=480.0, mover=1)
    assert after == {0: SeatClock(deadline=522.0), 1: SeatClock(bank=50.0)}  # 20 left + 30


def test_several_seats_to_act_run_at_once_and_stop_separately():
    clocks = {0: SeatClock(bank=100.0), 1: SeatClock(bank=50.0), 2: SeatClock(bank=10.0)}
    both = advance(FISCHER, clocks, to_act=[1, 2], now=0.0)
    assert both == {
        0: SeatClock(bank=100.0),
        1: SeatClock(deadline=50.0),
        2: SeatClock(deadline=10.0),
    }
    # seat 2 answers at t=4: its clock stops with the increment; seat 1's keeps running
    after = advance(FISCHER, both, to_act=[1], now=4.0, mover=2)
    assert after == {0: SeatClock(bank=100.0), 1: SeatClock(deadline=50.0), 2: SeatClock(bank=36.0)}
    # a seat no longer needed (not the mover) stops without the increment
    gone = advance(FISCHER, after, to_act=[0], now=20.0, mover=None)
    assert gone[1] == SeatClock(bank=30.0) and gone[0] == SeatClock(deadline=120.0)


def test_per_move_several_seats_keep_their_own_deadlines():
    both = advance(PER_MOVE, {0: SeatClock(), 1: SeatClock()}, to_act=[0, 1], now=0.0)
    assert both == {0: SeatClock(deadline=100.0), 1: SeatClock(deadline=100.0)}
    after = advance(PER_MOVE, both, to_act=[1], now=30.0, mover=0)
    assert after == {0: SeatClock(), 1: SeatClock(deadline=100.0)}


@pytest.mark.parametrize("control", [PER_MOVE, FISCHER])
def test_vacation_pauses_and_resumes_with_what_was_left(control):
    running = advance(control, {0: SeatClock(), 1: SeatClock()}, to_act=[0], now=0.0)
    total = running[0].deadline
    paused = advance(control, running, to_act=[0], now=40.0, on_vacation=[0])
    assert paused[0] == SeatClock(bank=total - 40.0, paused=True)
    assert expired(paused, now=10_000.0) == []  # a paused clock never runs out
    still = advance(control, paused, to_act=[0], now=5000.0, on_vacation=[0])
    assert still == paused
    back = advance(control, paused, to_act=[0], now=9000.0)
    assert back[0] == SeatClock(deadline=9000.0 + total - 40.0)


def test_a_seat_that_becomes_to_act_while_away_starts_paused():
    after = advance(FISCHER, {0: SeatClock(bank=77.0)}, to_act=[0], now=5.0, on_vacation=[0])
    assert after == {0: SeatClock(bank=77.0, paused=True)}


def test_a_move_while_on_vacation_banks_the_paused_time():
    paused = {0: SeatClock(bank=60.0, paused=True), 1: SeatClock(bank=200.0)}
    after = advance(FISCHER, paused, to_act=[1], now=99.0, mover=0, on_vacation=[0])
    assert after == {0: SeatClock(bank=90.0), 1: SeatClock(deadline=299.0)}


def test_seats_not_in_the_table_are_ignored_and_expired_lists_overdue_running_clocks():
    clocks = {
        0: SeatClock(deadline=10.0),
        1: SeatClock(deadline=20.0),
        2: SeatClock(bank=1.0, paused=True),
    }
    assert expired(clocks, now=10.0) == [0]
    assert expired(clocks, now=25.0) == [0, 1]
    assert advance(PER_MOVE, {0: SeatClock()}, to_act=[3], now=0.0) == {0: SeatClock()}


@pytest.mark.parametrize(
    ("seconds_left", "skipped"),
    [(2.0, 2), (3600.0, 2), (7200.0, 1), (86400.0, 1), (3 * 86400.0, 0), (None, 2)],
)
def test_reminders_longer_than_the_clock_are_skipped(seconds_left, skipped):
    assert reminders_already_past([86400, 3600], seconds_left) == skipped


@pytest.mark.parametrize(
    ("sent", "left", "due"),
    [
        (0, 90000.0, None),
        (0, 80000.0, 0),
        (0, 3000.0, 1),
        (1, 80000.0, None),
        (1, 100.0, 1),
        (2, 1.0, None),
    ],
)
def test_reminder_due_is_the_most_urgent_not_sent(sent, left, due):
    assert reminder_due([86400, 3600], sent, left) == due
