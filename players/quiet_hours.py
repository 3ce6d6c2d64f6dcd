"""Quiet hours: a player's weekly schedule of hours when their clocks do not run; pure.

A schedule is a list of rules, each a set of weekdays and a span of the player's own wall-clock
time: `{"days": ["sat", "sun"], "start": "00:00", "end": "24:00"}`; a span whose end is not
after its start runs past midnight into the next day (`"start": "23:00", "end": "07:00"` on
"mon" is Monday 23:00 to Tuesday 07:00). `QuietCalendar` turns a schedule and an IANA time zone
into quiet spans in epoch seconds (daylight-saving changes included: a night that loses an hour
is an hour shorter) and answers what the clocks need: is this moment quiet and until when, when
the next quiet span starts, how many seconds of running time lie between two moments, and when a
clock with so many running seconds left runs out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
MAX_RULES = 14
MINUTES_A_DAY = 24 * 60
MINUTES_A_WEEK = 7 * MINUTES_A_DAY
TIME_PATTERN = re.compile(r"([01]\d|2[0-4]):([0-5]\d)")
WINDOW = timedelta(days=7).total_seconds()
MAX_WINDOWS = 53 * 4  # four years of weeks: past a year's clock at the weekly limit


class QuietHoursError(ValueError):
    """A schedule that is not one: `message` says what is wrong in words a player reads."""


@dataclass(frozen=True)
class QuietRule:
    """Some weekdays (0 = Monday) and a span of minutes after midnight; `end <= start` wraps."""

    days: tuple[int, ...]
    start: int
    end: int

    def as_json(self) -> dict:
        return {
            "days": [DAYS[d] for d in self.days],
            "start": _hhmm(self.start),
            "end": _hhmm(self.end),
        }

    def local_spans(self, day: date) -> list[tuple[datetime, datetime]]:
        """The rule's span starting on `day` (naive local times), if `day` is one of its days."""
        if day.weekday() not in self.days:
            return []
        begin = datetime.combine(day, time()) + timedelta(minutes=self.start)
        length = (self.end - self.start) % MINUTES_A_DAY or MINUTES_A_DAY
        return [(begin, begin + timedelta(minutes=length))]


def _hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _minutes(value: object, *, name: str, allow_24: bool) -> int:
    match = TIME_PATTERN.fullmatch(value) if isinstance(value, str) else None
    minutes = int(match.group(1)) * 60 + int(match.group(2)) if match else -1
    if not 0 <= minutes <= (MINUTES_A_DAY if allow_24 else MINUTES_A_DAY - 1):
        raise QuietHoursError(f"{name} is a time of day such as 23:00")
    return minutes


def schedule_parse(value: object) -> tuple[QuietRule, ...]:
    """The rules `value` (JSON) gives, or QuietHoursError: a list of at most MAX_RULES objects
    with `days` (weekday names, no repeats), `start` ("00:00"–"23:59") and `end` ("00:00"–"24:00",
    not equal to `start`)."""
    if not isinstance(value, list) or len(value) > MAX_RULES:
        raise QuietHoursError(f"quiet hours are a list of at most {MAX_RULES} rules")
    rules = []
    for item in value:
        if not isinstance(item, dict) or set(item) - {"days", "start", "end"}:
            raise QuietHoursError("each rule is an object with days, start and end")
        days = item.get("days")
        if (
            not isinstance(days, list)
            or not days
            or len(days) > len(DAYS)
            or any(not isinstance(d, str) or d not in DAYS for d in days)
            or len(set(days)) != len(days)
        ):
            raise QuietHoursError("days lists weekdays among " + ", ".join(DAYS))
        start = _minutes(item.get("start"), name="start", allow_24=False)
        end = _minutes(item.get("end"), name="end", allow_24=True)
        if end == start:
            raise QuietHoursError("a rule's end differs from its start")
        rules.append(QuietRule(tuple(sorted(DAYS.index(d) for d in days)), start, end))
    return tuple(rules)


def schedule_as_json(rules: Iterable[QuietRule]) -> list[dict]:
    return [rule.as_json() for rule in rules]


def weekly_minutes(rules: Iterable[QuietRule]) -> int:
    """Minutes of the week (wall-clock time, overlaps counted once) the rules make quiet."""
    quiet = bytearray(MINUTES_A_WEEK)
    for rule in rules:
        length = (rule.end - rule.start) % MINUTES_A_DAY or MINUTES_A_DAY
        for day in rule.days:
            first = day * MINUTES_A_DAY + rule.start
            for minute in range(first, first + length):
                quiet[minute % MINUTES_A_WEEK] = 1
    return sum(quiet)


def zone_of(name: str) -> ZoneInfo:
    """The zone called `name`, UTC when the name is empty or unknown."""
    try:
        return ZoneInfo(name) if name else ZoneInfo("UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


class QuietCalendar:
    """A schedule in a time zone, as spans of epoch seconds (merged where they touch)."""

    def __init__(self, rules: Iterable[QuietRule] = (), zone_name: str = "") -> None:
        self.rules = tuple(rules)
        self.zone = zone_of(zone_name)

    def __bool__(self) -> bool:
        return bool(self.rules)

    def spans(self, start: float, end: float) -> list[tuple[float, float]]:
        """The quiet spans that overlap [start, end), merged (a span may begin before `start`)."""
        if not self.rules or end <= start:
            return []
        first = datetime.fromtimestamp(start, tz=self.zone).date() - timedelta(days=2)
        last = datetime.fromtimestamp(end, tz=self.zone).date() + timedelta(days=1)
        found = []
        day = first
        while day <= last:
            for rule in self.rules:
                for begin, finish in rule.local_spans(day):
                    found.append((self._epoch(begin), self._epoch(finish)))
            day += timedelta(days=1)
        merged: list[list[float]] = []
        for begin_at, finish_at in sorted(found):
            if merged and begin_at <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], finish_at)
            else:
                merged.append([begin_at, finish_at])
        return [(a, b) for a, b in merged if b > start and a < end and b > a]

    def _epoch(self, local: datetime) -> float:
        return local.replace(tzinfo=self.zone).astimezone(UTC).timestamp()

    def span_at(self, moment: float) -> tuple[float, float] | None:
        """The quiet span `moment` lies in (its start inclusive, its end exclusive), or None."""
        for begin, finish in self.spans(moment, moment + WINDOW):
            if begin <= moment < finish:
                return begin, finish
        return None

    def next_start(self, moment: float) -> float | None:
        """When the next quiet span after `moment` starts (within a week), or None."""
        return next((a for a, _b in self.spans(moment, moment + WINDOW) if a > moment), None)

    def active_between(self, start: float, end: float) -> float:
        """Seconds of [start, end) outside quiet spans."""
        if end <= start:
            return 0.0
        quiet = sum(min(b, end) - max(a, start) for a, b in self.spans(start, end))
        return max(0.0, end - start - quiet)

    def deadline_after(self, start: float, seconds: float) -> float:
        """When a clock that runs from `start` with `seconds` left runs out, quiet spans skipped
        (a clock that starts inside a span starts running at its end)."""
        moment, left = start, max(0.0, seconds)
        for _window in range(MAX_WINDOWS):
            window_end = moment + WINDOW
            for begin, finish in self.spans(moment, window_end):
                if finish <= moment:
                    continue
                if begin > moment:
                    if moment + left <= begin:
                        return moment + left
                    left -= begin - moment
                moment = max(moment, finish)
            if moment >= window_end:
                continue
            if moment + left <= window_end:
                return moment + left
            left -= window_end - moment
            moment = window_end
        return moment + left  # a schedule quiet all week long is refused before it gets here


NO_QUIET = QuietCalendar()
