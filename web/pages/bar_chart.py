"""Statistics drawn as small horizontal SVG bar charts: one labelled bar per row, its length
the row's share (0–1), its words beside it, and a title for a pointer resting on it."""

from __future__ import annotations

from dataclasses import dataclass

from web.boards.svg import svg, tag, text

WIDTH = 420
ROW = 24
LABEL_ROOM = 110
WORDS_ROOM = 110
# the words drawn as words, whatever the boards' styles say of SVG text
WORDS = {"text_anchor": "start", "font_size": "13", "font_weight": "normal", "fill": "#333"}


@dataclass(frozen=True)
class Bar:
    label: str
    share: float  # 0 to 1
    words: str


def bar_chart(bars: list[Bar], *, label: str) -> str:
    """The bars as one SVG (empty string when there is nothing to draw)."""
    if not bars:
        return ""
    room = WIDTH - LABEL_ROOM - WORDS_ROOM
    rows = []
    for row, bar in enumerate(bars):
        y = row * ROW
        length = max(0.0, min(1.0, bar.share)) * room
        rows.append(
            tag(
                "g",
                tag("title", text(f"{bar.label}: {bar.words}")),
                tag("text", text(bar.label), x=0, y=y + 16, class_="bar-label", **WORDS),
                tag(
                    "rect",
                    x=LABEL_ROOM,
                    y=y + 4,
                    width=f"{length:.1f}",
                    height=ROW - 8,
                    class_="bar-fill",
                    fill="#2e86de",
                ),
                tag("text", text(bar.words), x=LABEL_ROOM + room + 6, y=y + 16, class_="bar-words"),
            )
        )
    return svg(WIDTH, ROW * len(bars), *rows, label=label, class_="bar-chart")
