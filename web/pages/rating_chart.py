"""A rating history drawn as a small SVG line chart: the rating after each rated game, dated on
the axis in the reader's time zone and language, each point titled with its date, rating and
change for a pointer resting on it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.utils import formats, timezone
from django.utils.translation import gettext as _

from web.boards.svg import svg, tag, text

CHART_WIDTH = 420
CHART_HEIGHT = 160
MARGIN = 34
TOP = 14
AXIS_ROOM = 26  # below the plot: the dates
LABEL_SLOTS = 4  # dates between the first and the last are tried at quarters of the history
HIT_RADIUS = 8  # how near a pointer needs to come to a point for its title


@dataclass(frozen=True)
class ChartPoint:
    """A rating at a time: after a game (with its change), or before the first one shown."""

    when: datetime
    value: float
    change: float | None = None


def day_words(when: datetime) -> str:
    """The date in the reader's zone and language: "Dec. 1, 2026", "2026년 12월 1일"."""
    return formats.date_format(timezone.localtime(when), "DATE_FORMAT")


def moment_words(when: datetime) -> str:
    return formats.date_format(timezone.localtime(when), "DATETIME_FORMAT")


def point_title(point: ChartPoint, digits: int) -> str:
    rating = f"{point.value:.{digits}f}"
    if point.change is None:
        return _("Before %(when)s: %(rating)s") % {
            "when": moment_words(point.when),
            "rating": rating,
        }
    change = f"{point.change:+.{digits}f}".replace("-", "\u2212")
    return _("%(when)s: %(rating)s (%(change)s)") % {
        "when": moment_words(point.when),
        "rating": rating,
        "change": change,
    }


def label_width(words: str) -> float:
    """About how wide a date is on the axis (10 px type): a Hangul syllable is about as wide as
    the type is tall, a digit or a Latin letter a little over half that."""
    return sum(10.0 if "\uac00" <= c <= "\ud7a3" else 6.0 for c in words)


def dated_indexes(points: list[ChartPoint], xs: list[float], gap: float = 12) -> list[int]:
    """Which points get a date on the axis: the last, the first, then as many between as fit
    without touching a neighbour's date (one date per day). The first date starts at its point,
    the last ends at its point, the others are centred: the spans checked are the drawn ones."""
    if not points:
        return []
    days = [day_words(p.when) for p in points]
    last = len(points) - 1

    def span(index: int) -> tuple[float, float]:
        width = label_width(days[index])
        if index == last and last > 0:
            return xs[index] - width, xs[index]
        if index == 0 and last > 0:
            return xs[index], xs[index] + width
        return xs[index] - width / 2, xs[index] + width / 2

    picked = [last]
    candidates = [0] + [round(last * k / LABEL_SLOTS) for k in range(1, LABEL_SLOTS)]
    for index in candidates:
        left, right = span(index)
        if days[index] in {days[i] for i in picked}:
            continue
        if all(right + gap <= span(i)[0] or span(i)[1] + gap <= left for i in picked):
            picked.append(index)
    return sorted(picked)


def rating_chart(points: list[ChartPoint], *, label: str, digits: int = 0) -> str:
    """The chart of `points` (oldest first): lowest and highest rating on the left, dates below."""
    if not points:
        return ""
    values = [p.value for p in points]
    low, high = min(values), max(values)
    if high - low < 1e-9:
        low, high = low - 1, high + 1
    inner_w = CHART_WIDTH - 2 * MARGIN
    bottom = CHART_HEIGHT - AXIS_ROOM
    inner_h = bottom - TOP
    step = inner_w / max(1, len(points) - 1)

    def x(index: int) -> float:
        return MARGIN + index * step if len(points) > 1 else MARGIN + inner_w / 2

    def y(value: float) -> float:
        return TOP + inner_h * (high - value) / (high - low)

    coords = [(x(i), y(p.value)) for i, p in enumerate(points)]
    path = " ".join(
        f"{'M' if i == 0 else 'L'}{cx:.1f},{cy:.1f}" for i, (cx, cy) in enumerate(coords)
    )
    dots = [
        tag(
            "g",
            tag("title", text(point_title(point, digits))),
            tag("circle", cx=f"{cx:.1f}", cy=f"{cy:.1f}", r=HIT_RADIUS, class_="chart-hit"),
            tag("circle", cx=f"{cx:.1f}", cy=f"{cy:.1f}", r=2.5, class_="chart-dot"),
            class_="chart-point",
        )
        for point, (cx, cy) in zip(points, coords, strict=True)
    ]
    dated = dated_indexes(points, [cx for cx, _ in coords])
    dates = []
    last = len(points) - 1
    for index in dated:
        anchor = "middle"
        if last > 0 and index == 0:
            anchor = "start"
        elif last > 0 and index == last:
            anchor = "end"
        at = x(index)
        dates.append(
            tag(
                "line",
                x1=f"{at:.1f}",
                y1=bottom,
                x2=f"{at:.1f}",
                y2=bottom + 4,
                class_="chart-axis",
            )
        )
        dates.append(
            tag(
                "text",
                text(day_words(points[index].when)),
                x=f"{at:.1f}",
                y=bottom + 16,
                class_="chart-date",
                text_anchor=anchor,
            )
        )
    return svg(
        CHART_WIDTH,
        CHART_HEIGHT,
        tag("line", x1=MARGIN, y1=TOP, x2=MARGIN, y2=bottom, class_="chart-axis"),
        tag("line", x1=MARGIN, y1=bottom, x2=CHART_WIDTH - MARGIN, y2=bottom, class_="chart-axis"),
        tag("text", text(f"{high:.{digits}f}"), x=MARGIN - 4, y=TOP + 4, class_="chart-label"),
        tag("text", text(f"{low:.{digits}f}"), x=MARGIN - 4, y=bottom, class_="chart-label"),
        *dates,
        tag("path", d=path, class_="chart-line"),
        *dots,
        label=label,
        class_="chart-svg",
    )
