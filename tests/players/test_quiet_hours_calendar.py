"""Quiet hours as spans of real time (players.quiet_hours): pure; schedules, weekly totals,
deadlines across weekends and daylight-saving changes, as tables."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from players.quiet_hours import (
    QuietCalendar,
    QuietHoursError,
    schedule_as_json,
    schedule_parse,
    weekly_minutes,
)

WEEKENDS = [{"days": ["sat", "sun"], "start": "00:00", "end": "24:00"}]
EVERY_NIGHT = {
    "days": list(("mon", "tue", "wed", "thu", "fri", "sat", "sun")),
    "start": "23:00",
    "end": "07:00",
}
NIGHTS = [{"days": ["mon", "tue", "wed", "thu", "fri"], "start": "23:00", "end": "07:00"}]
SEOUL = ZoneInfo("Asia/Seoul")
BERLIN = ZoneInfo("Europe/Berlin")


def at(zone, *args) -> float:
    return datetime(*args, tzinfo=zone).timestamp()


@pytest.mark.parametrize(
    ("schedule", "hours"),
    [
        ([], 0),
        (WEEKENDS, 48),
        (NIGHTS, 40),
        # weekends and every night 23-07: Sunday night and Friday night overlap the weekend
        (
            [*WEEKENDS, EVERY_NIGHT],
            88,
        ),
        ([{"days": ["mon"], "start": "22:00", "end": "23:30"}] * 2, 1.5),  # overlaps once
    ],
)
def test_weekly_hours_count_overlaps_once(schedule, hours):
    assert weekly_minutes(schedule_parse(schedule)) == hours * 60


@pytest.mark.parametrize(
    "bad",
    [
        {"days": ["sat"]},
        [{"days": ["sat"], "start": "00:00"}],
        [{"days": [], "start": "00:00", "end": "01:00"}],
        [{"days": ["caturday"], "start": "00:00", "end": "01:00"}],
        [{"days": ["sat", "sat"], "start": "00:00", "end": "01:00"}],
        [{"days": ["sat"], "start": "24:00", "end": "01:00"}],
        [{"days": ["sat"], "start": "7:00", "end": "08:00"}],
        [{"days": ["sat"], "start": "07:00", "end": "07:00"}],
        [{"days": ["sat"], "start": "07:00", "end": "08:00", "extra": 1}],
        [{"days": ["sat"], "start": "07:00\x00", "end": "08:00"}],
        [{"days": ["sat"], "start": 7, "end": "08:00"}],
        [{"days": ["sat"], "start": "00:00", "end": "01:00"}] * 15,
        ["sat"],
    ],
)
def test_what_is_no_schedule_is_refused(bad):
    with pytest.raises(QuietHoursError):
        schedule_parse(bad)


def test_a_schedule_reads_back_as_it_was_given():
    given = WEEKENDS + NIGHTS
    assert schedule_as_json(schedule_parse(given)) == given


def test_spans_are_in_the_players_own_time_zone():
    calendar = QuietCalendar(schedule_parse(NIGHTS), "Asia/Seoul")
    # Monday 2026-03-02 23:00 in Seoul is 14:00 UTC
    assert calendar.span_at(at(SEOUL, 2026, 3, 3, 2, 0)) == (
        at(SEOUL, 2026, 3, 2, 23, 0),
        at(SEOUL, 2026, 3, 3, 7, 0),
    )
    assert calendar.span_at(at(SEOUL, 2026, 3, 3, 7, 0)) is None  # the end is not quiet
    assert calendar.next_start(at(SEOUL, 2026, 3, 3, 12, 0)) == at(SEOUL, 2026, 3, 3, 23, 0)


def test_a_weekend_and_the_night_before_it_merge_into_one_span():
    calendar = QuietCalendar(schedule_parse(WEEKENDS + NIGHTS), "Europe/Berlin")
    span = calendar.span_at(at(BERLIN, 2026, 3, 7, 12, 0))  # Saturday noon
    # from Friday 23:00 (Friday's night) to Monday 00:00 (no rule makes Sunday night quiet)
    assert span == (at(BERLIN, 2026, 3, 6, 23, 0), at(BERLIN, 2026, 3, 9, 0, 0))


@pytest.mark.parametrize(
    ("start", "seconds", "deadline"),
    [
        # Friday 20:00 with 2 hours: out at 22:00, before the weekend
        ((2026, 3, 6, 20, 0), 2 * 3600, (2026, 3, 6, 22, 0)),
        # Friday 20:00 with 10 hours: 4 before midnight, the weekend skipped, 6 on Monday
        ((2026, 3, 6, 20, 0), 10 * 3600, (2026, 3, 9, 6, 0)),
        # Saturday noon with 1 hour: it starts running on Monday at 00:00
        ((2026, 3, 7, 12, 0), 3600, (2026, 3, 9, 1, 0)),
        # a week of running time from Monday 00:00: five weekdays, the weekend, two more days
        ((2026, 3, 2, 0, 0), 7 * 86400, (2026, 3, 11, 0, 0)),
    ],
)
def test_the_deadline_skips_quiet_spans(start, seconds, deadline):
    calendar = QuietCalendar(schedule_parse(WEEKENDS), "Europe/Berlin")
    begin = at(BERLIN, *start)
    found = calendar.deadline_after(begin, seconds)
    assert found == at(BERLIN, *deadline)
    assert calendar.active_between(begin, found) == pytest.approx(seconds)


def test_a_night_across_the_spring_change_is_an_hour_shorter():
    """Berlin moves its clocks from 02:00 to 03:00 on Sunday 2026-03-29: a quiet night of
    23:00-07:00 lasts 7 hours of real time that night, and 8 the nights around it."""
    calendar = QuietCalendar(
        schedule_parse([{"days": ["fri", "sat", "sun"], "start": "23:00", "end": "07:00"}]),
        "Europe/Berlin",
    )
    lengths = []
    for day in (27, 28, 29):
        begin, end = calendar.span_at(at(BERLIN, 2026, 3, day, 23, 30))
        lengths.append((end - begin) / 3600)
    assert lengths == [8, 7, 8]
    # 10 hours of running time from Saturday 20:00: 3 before 23:00, 7 after 07:00 on Sunday
    assert calendar.deadline_after(at(BERLIN, 2026, 3, 28, 20, 0), 10 * 3600) == at(
        BERLIN, 2026, 3, 29, 14, 0
    )


def test_a_night_across_the_autumn_change_is_an_hour_longer():
    """Berlin moves its clocks back from 03:00 to 02:00 on Sunday 2026-10-25."""
    calendar = QuietCalendar(
        schedule_parse([{"days": ["sat"], "start": "23:00", "end": "07:00"}]), "Europe/Berlin"
    )
    begin, end = calendar.span_at(at(BERLIN, 2026, 10, 25, 5, 0))
    assert (begin, (end - begin) / 3600) == (at(BERLIN, 2026, 10, 24, 23, 0), 9)


def test_no_schedule_means_no_quiet():
    calendar = QuietCalendar((), "Asia/Seoul")
    assert not calendar
    assert calendar.deadline_after(100.0, 50.0) == 150.0
    assert calendar.span_at(100.0) is None and calendar.next_start(100.0) is None
