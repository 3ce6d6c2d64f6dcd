"""What every board renderer offers: draw a view, map a move to a clickable target, label a move."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from web.boards.svg import seat_colour, tag, text
from web.words.wording import humanise, move_in_words, value_in_words


@dataclass
class BoardContext:
    """Everything a renderer may use: the seat's view, who sits where, the legal moves."""

    view: dict
    seat: int | None
    names: list[str]
    moves: list[dict] = field(default_factory=list)
    targets: set[str] = field(default_factory=set)
    last: set[str] = field(default_factory=set)  # DOM ids of the places the last moves changed
    acting: list[int] = field(default_factory=list)  # the seats the game waits on
    clocks: dict[int, str] = field(default_factory=dict)  # seat -> its clock in words
    over: bool = False  # the game is over: the view lifts every secret

    def name(self, seat) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        if isinstance(seat, str) and seat.isdigit():
            return self.name(int(seat))
        return _("seat %(seat)s") % {"seat": seat}


def player_box(
    ctx: BoardContext, seat: int, *body: str, facts: Sequence[tuple[str, str]] = ()
) -> str:
    """One player as Board Game Arena draws them: a compact box with the seat's colour, name,
    whose turn, clock, then `facts` (label, value) on a line and the pieces in `body`."""
    head = [
        tag("span", "", class_="dot", style=f"background:{seat_colour(seat)}"),
        tag("strong", text(ctx.name(seat)), class_="player-name"),
    ]
    if seat == ctx.seat:
        head.append(tag("span", text(_("(you)")), class_="muted"))
    if seat in ctx.acting and not ctx.over:
        head.append(tag("span", text(_("to play")), class_="to-play"))
    if seat in ctx.clocks and not ctx.over:
        head.append(tag("span", text(ctx.clocks[seat]), class_="clock"))
    shown = [
        tag("span", text(label), " ", tag("strong", text(value)), class_="player-fact")
        for label, value in facts
    ]
    classes = ["player-box", f"seat-{seat}"]
    classes += ["me"] * (seat == ctx.seat) + ["acting"] * (seat in ctx.acting and not ctx.over)
    return tag(
        "section",
        tag("h3", *head, class_="player-head"),
        tag("div", *shown, class_="player-facts") if shown else "",
        *body,
        class_=" ".join(classes),
        style=f"border-left-color:{seat_colour(seat)}",
        aria_label=ctx.name(seat),
    )


def player_boxes(*boxes: str) -> str:
    """The players' boxes, one under the other (side by side where the column is wide)."""
    shown = [box for box in boxes if box]
    if not shown:
        return ""
    return tag(
        "div",
        tag("h3", text(_("Players")), class_="sr-only"),
        *shown,
        class_="player-boxes",
    )


class BoardRenderer:
    """The generic renderer: the view as a readable table, every move as a button."""

    slug = ""
    # A key of the moves offered as one separate choice (a fee, say) instead of multiplying the
    # targets and buttons: moves that differ only in its value share one target or button.
    option_key: str | None = None
    # A key of the moves whose values the player turns through (a falling pair's orientation),
    # in the order one turn clockwise goes: a button and the keyboard pick the next one.
    rotation_key = "orientation"
    rotations: tuple[str, ...] = ()

    def option_label(self, value, ctx: BoardContext) -> str:
        """One value of `option_key` in words, for the choice's drop-down."""
        return value_in_words(self.option_key or "", value, ctx.names)

    def option_legend(self, ctx: BoardContext) -> str:
        """The words above the drop-down of `option_key`'s values."""
        return humanise(self.option_key or "")

    def target(self, move: dict, ctx: BoardContext) -> tuple[str, str] | None:
        """(DOM id of the element that plays it, the family it belongs to) or None for a button."""
        return None

    def label(self, move: dict, ctx: BoardContext) -> str:
        return move_in_words(move, ctx.names)

    def picks(self, move: dict, ctx: BoardContext) -> list[str] | None:
        """The pieces of the seat's hand a move is made of, when it is played by selecting them
        in the hand (a tile swap): their kinds, as the hand's pieces carry them; None otherwise."""
        return None

    def pick_labels(self, ctx: BoardContext) -> dict[int, str]:
        """The words of the status bar's button that plays a selection of `count` hand pieces."""
        return {}

    def marks(self, event: dict) -> list[str]:
        """DOM ids of the places an event changed, ringed on the board as the last move."""
        return []

    def draw(self, ctx: BoardContext) -> str:
        rows = []
        for key, value in ctx.view.items():
            shown = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            rows.append(
                tag("tr", tag("th", text(key), scope="row"), tag("td", tag("code", text(shown))))
            )
        if not rows:
            return tag("p", text(_("Nothing to show yet.")), class_="muted")
        return tag(
            "table", tag("caption", text(_("The game as you see it"))), *rows, class_="view-table"
        )
