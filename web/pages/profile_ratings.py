"""A profile's ratings (Elo and OpenSkill μ−3σ per game, with history charts drawn as SVG) and
ladders. Empty until the ratings app and the ladders are installed."""

from __future__ import annotations

from django.apps import apps
from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext as _

from web.pages.game_panel import engine_title
from web.pages.rating_chart import ChartPoint, rating_chart

HISTORY = 60


def history_points(changes: list, *, before, after) -> list[ChartPoint]:
    """The rating before the first change shown, then after each change (oldest first)."""
    if not changes:
        return []
    first = changes[0]
    return [ChartPoint(when=first.finished_at, value=before(first))] + [
        ChartPoint(when=c.finished_at, value=after(c), change=after(c) - before(c)) for c in changes
    ]


def ratings_of(person) -> list[dict]:
    """Per game: Elo, OpenSkill (μ−3σ), games, and the two history charts."""
    if not apps.is_installed("ratings"):
        return []
    from ratings.selectors import user_ratings  # noqa: PLC0415 - an optional app

    rows = []
    for entry in user_ratings(user=person, history=HISTORY):
        rating, changes = entry["rating"], list(reversed(entry["history"]))
        title = engine_title(rating.engine)
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
                "elo_chart": rating_chart(
                    history_points(
                        changes, before=lambda c: c.elo_before, after=lambda c: c.elo_after
                    ),
                    label=_("Elo history in %(title)s") % {"title": title},
                ),
                "openskill_chart": rating_chart(
                    history_points(
                        changes, before=lambda c: c.display_before, after=lambda c: c.display_after
                    ),
                    label=_("OpenSkill (μ−3σ) history in %(title)s") % {"title": title},
                    digits=1,
                ),
            }
        )
    return rows


def ladders_of(person) -> list[dict]:
    """The ladders `person` is on, with their position."""
    try:
        from ladders.selectors import ladder_list, ladder_state  # noqa: PLC0415 - optional app
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
