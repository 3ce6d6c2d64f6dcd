"""A profile's ratings (Elo and OpenSkill μ−3σ per game, with history charts drawn as SVG) and
ladders. Empty until the ratings app and the ladders are installed."""

from __future__ import annotations

from django.apps import apps
from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext as _

from web.boards.svg import svg, tag, text
from web.pages.game_panel import engine_title

CHART_WIDTH = 420
CHART_HEIGHT = 140
MARGIN = 34
HISTORY = 60


def line_chart(values: list[float], *, label: str, start: float | None = None) -> str:
    """A small line chart of `values` (oldest first), with its lowest and highest value marked."""
    points = ([start] if start is not None else []) + list(values)
    if not points:
        return ""
    low, high = min(points), max(points)
    if high - low < 1e-9:
        low, high = low - 1, high + 1
    inner_w, inner_h = CHART_WIDTH - 2 * MARGIN, CHART_HEIGHT - 2 * 16
    step = inner_w / max(1, len(points) - 1)

    def y(value: float) -> float:
        return 16 + inner_h * (high - value) / (high - low)

    coords = [(MARGIN + i * step, y(value)) for i, value in enumerate(points)]
    path = " ".join(f"{'M' if i == 0 else 'L'}{x:.1f},{yy:.1f}" for i, (x, yy) in enumerate(coords))
    dots = [
        tag("circle", cx=f"{x:.1f}", cy=f"{yy:.1f}", r=2.5, class_="chart-dot") for x, yy in coords
    ]
    return svg(
        CHART_WIDTH,
        CHART_HEIGHT,
        tag("line", x1=MARGIN, y1=16, x2=MARGIN, y2=16 + inner_h, class_="chart-axis"),
        tag(
            "line",
            x1=MARGIN,
            y1=16 + inner_h,
            x2=CHART_WIDTH - MARGIN,
            y2=16 + inner_h,
            class_="chart-axis",
        ),
        tag("text", text(f"{high:.0f}"), x=MARGIN - 4, y=20, class_="chart-label"),
        tag("text", text(f"{low:.0f}"), x=MARGIN - 4, y=16 + inner_h, class_="chart-label"),
        tag("path", d=path, class_="chart-line"),
        *dots,
        label=label,
        class_="chart-svg",
    )


def ratings_of(person) -> list[dict]:
    """Per game: Elo, OpenSkill (μ−3σ), games, and the two history charts."""
    if not apps.is_installed("ratings"):
        return []
    from ratings.selectors import user_ratings

    rows = []
    for entry in user_ratings(user=person, history=HISTORY):
        rating, changes = entry["rating"], list(reversed(entry["history"]))
        title = engine_title(rating.engine)
        first = changes[0] if changes else None
        rows.append(
            {
                "engine": rating.engine,
                "title": title,
                "elo": rating.elo,
                "openskill": rating.display,
                "mu": rating.mu,
                "sigma": rating.sigma,
                "games": rating.games,
                "provisional": rating.provisional,
                "elo_chart": line_chart(
                    [c.elo_after for c in changes],
                    start=first.elo_before if first else None,
                    label=_("Elo history in %(title)s") % {"title": title},
                ),
                "openskill_chart": line_chart(
                    [c.display_after for c in changes],
                    start=first.display_before if first else None,
                    label=_("OpenSkill (μ−3σ) history in %(title)s") % {"title": title},
                ),
            }
        )
    return rows


def ladders_of(person) -> list[dict]:
    """The ladders `person` is on, with their position."""
    try:
        from ladders.selectors import ladder_list, ladder_state
    except ImportError:
        return []
    rows = []
    for ladder in ladder_list():
        state = ladder_state(ladder)
        if state.is_member(person.pk):
            try:
                url = reverse("web:ladder", args=[ladder.pk])
            except NoReverseMatch:
                url = None
            rows.append({"ladder": ladder, "position": state.position_of(person.pk), "url": url})
    return rows
