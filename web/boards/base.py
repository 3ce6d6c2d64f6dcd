"""What every board renderer offers: draw a view, map a move to a clickable target, label a move."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from web.boards.svg import tag, text
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

    def name(self, seat) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.names):
            return self.names[seat]
        if isinstance(seat, str) and seat.isdigit():
            return self.name(int(seat))
        return _("seat %(seat)s") % {"seat": seat}


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
