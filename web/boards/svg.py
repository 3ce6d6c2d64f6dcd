"""A tiny markup builder for the boards: elements with escaped attributes and text."""

from __future__ import annotations

from functools import lru_cache
from html import escape  # what django.utils.html.escape calls, without its lazy wrapper

SEAT_COLOURS = ["#f39c12", "#8e44ad", "#16a085", "#d63384", "#2c3e50"]
TILE_COLOURS = {"red": "#c0392b", "blue": "#2e86de", "green": "#27ae60", "black": "#2d3436"}


def seat_colour(seat) -> str:
    if isinstance(seat, int) and not isinstance(seat, bool) and seat >= 0:
        return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    return "#7f8c8d"


@lru_cache(maxsize=256)
def _attr_name(name: str) -> str:
    if name == "class_":
        return "class"
    return name.rstrip("_").replace("_", "-")


def tag(name: str, *children: str, **attrs) -> str:
    """`<name attrs>children</name>`; attribute values are escaped, children are markup already."""
    parts = []
    for key, given in attrs.items():
        if given is None or given is False:
            continue
        value = _attr_name(key) if given is True else given
        if isinstance(value, int | float):  # numbers need no escaping (bools are handled above)
            parts.append(f' {_attr_name(key)}="{value}"')
        else:
            parts.append(f' {_attr_name(key)}="{escape(str(value))}"')
    attr_text = "".join(parts)
    if not children:
        return f"<{name}{attr_text}></{name}>" if name not in SVG_EMPTY else f"<{name}{attr_text}/>"
    return f"<{name}{attr_text}>{''.join(children)}</{name}>"


SVG_EMPTY = {"rect", "circle", "line", "path", "polygon", "polyline", "ellipse", "use"}


def text(value) -> str:
    """Escaped text content."""
    return escape("" if value is None else str(value))


def svg(width: int, height: int, *children: str, label: str, class_: str = "board-svg") -> str:
    return tag(
        "svg",
        tag("title", text(label)),
        *children,
        xmlns="http://www.w3.org/2000/svg",
        viewBox=f"0 0 {width} {height}",
        role="group",
        aria_label=label,
        class_=class_,
    )


def target_rect(
    dom_id: str, x: float, y: float, w: float, h: float, label: str, rx: float = 4
) -> str:
    """An invisible clickable area; the page's script makes it live for the chosen move family."""
    return tag(
        "rect",
        id=dom_id,
        x=x,
        y=y,
        width=w,
        height=h,
        rx=rx,
        class_="target",
        data_target=dom_id,
        role="button",
        tabindex="-1",
        aria_label=label,
    )


def chip(label: str, colour: str, *, title: str | None = None, dark_text: bool = False) -> str:
    """A small coloured label for panels (a tile in a hand, a resource)."""
    return tag(
        "span",
        text(label),
        class_="chip" + (" chip-light" if dark_text else ""),
        style=f"background:{colour}",
        title=title,
    )


def as_int(value, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def as_dict(value) -> dict:
    return value if isinstance(value, dict) else {}


def as_list(value) -> list:
    return value if isinstance(value, list) else []


def xy(value) -> tuple[int, int] | None:
    """[x, y] or "x,y" as a pair of ints, else None."""
    if isinstance(value, str) and "," in value:
        value = value.split(",", 1)
    if isinstance(value, list | tuple) and len(value) == 2:
        try:
            return int(value[0]), int(value[1])
        except (TypeError, ValueError):
            return None
    return None


def last_mark(x: float, y: float, w: float, h: float, rx: float = 4) -> str:
    """The ring around a place the last moves changed."""
    return tag("rect", x=x, y=y, width=w, height=h, rx=rx, class_="last-move")
