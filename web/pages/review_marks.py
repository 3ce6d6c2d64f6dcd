"""A review's marks drawn into the board's SVG: a ring around a point, an arrow between two.

A mark's place is a point of the board's own drawing, "x,y" in the coordinates of its SVG's
viewBox (every game's board is one SVG), so marks need nothing of a game's geometry: the page
turns a click on the board into that point, and a form without a script takes the numbers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from reviews.models import MarkKind
from reviews.services.reviews import point_of

VIEW_BOX = re.compile(r'<svg\b[^>]*\bviewBox="0 0 ([0-9.]+) ([0-9.]+)"')
SVG_TAG = re.compile(r"<svg\b|</svg>")
RING_RADIUS = 16

ARROW_HEAD = (
    '<defs><marker id="review-arrow-head" viewBox="0 0 10 10" refX="8" refY="5" '
    'markerWidth="5" markerHeight="5" orient="auto-start-reverse">'
    '<path d="M 0 0 L 10 5 L 0 10 z" class="review-arrow-head"/></marker></defs>'
)


def board_bounds(html: str) -> tuple[float, float] | None:
    """The (width, height) of the board's SVG drawing, or None when there is no SVG."""
    found = VIEW_BOX.search(html)
    return (float(found.group(1)), float(found.group(2))) if found else None


def _closing_of_first_svg(html: str) -> int | None:
    depth = 0
    for tag in SVG_TAG.finditer(html):
        if tag.group(0) == "</svg>":
            depth -= 1
            if depth == 0:
                return tag.start()
        else:
            depth += 1
    return None


def mark_shapes(marks: Iterable) -> str:
    """The SVG of `marks` (each with .kind, .place, .to_place, .author), with a title each."""
    shapes = []
    for mark in marks:
        at = point_of(mark.place)
        if at is None:
            continue
        who = escape(mark.author.get_username())
        if mark.kind == MarkKind.ARROW:
            to = point_of(mark.to_place)
            if to is None:
                continue
            shapes.append(
                f'<line class="review-arrow" x1="{at[0]:g}" y1="{at[1]:g}" x2="{to[0]:g}" y2="{to[1]:g}" '
                f'marker-end="url(#review-arrow-head)"><title>{who}</title></line>'
            )
        else:
            shapes.append(
                f'<circle class="review-ring" cx="{at[0]:g}" cy="{at[1]:g}" r="{RING_RADIUS}">'
                f"<title>{who}</title></circle>"
            )
    return "".join(shapes)


def board_with_marks(html: str, marks: list) -> SafeString:
    """The board's HTML with `marks` drawn last inside its (first) SVG, above everything."""
    closing = _closing_of_first_svg(html)
    if not marks or closing is None:
        return mark_safe(html)  # noqa: S308 - the board's own HTML, already escaped by its renderer
    drawn = ARROW_HEAD + f'<g class="review-marks-drawn">{mark_shapes(marks)}</g>'
    return mark_safe(html[:closing] + drawn + html[closing:])  # noqa: S308 - numbers and escaped names
