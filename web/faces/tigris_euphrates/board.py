"""Tigris & Euphrates: the 16×11 board with rivers, tiles, leaders, monuments, and the side panels."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engines.tigris_euphrates.data import BOARD_MAP, COLORS, HEIGHT, WIDTH
from web.boards.base import BoardContext, BoardRenderer, player_box, player_boxes
from web.boards.svg import (
    TILE_COLOURS,
    as_dict,
    as_int,
    as_list,
    chip,
    last_mark,
    seat_colour,
    svg,
    tag,
    target_rect,
    text,
    xy,
)
from web.faces.tigris_euphrates.words import (
    LEADER_LETTERS,
    LEADER_NAMES,
    POINT_NAMES,
    TILE_LETTERS,
    TILE_NAMES,
    conflict_panel,
    monument_name,
    named,
)
from web.words.value_words import word
from web.words.wording import humanise

# The map (~ river, T temple + treasure, C temple + corner treasure) and its size: the engine's.
MAP, COLUMNS, ROWS = BOARD_MAP, WIDTH, HEIGHT
CELL, MARGIN = 44, 22
COLOURS = COLORS
HAND_SIZE = 6  # a hand's tiles, so a swap's most


def is_river(x: int, y: int) -> bool:
    return 0 <= y < ROWS and 0 <= x < COLUMNS and MAP[y][x] == "~"


PLACING_EVENTS = {"tile_placed", "leader_placed", "catastrophe_placed", "monument_built"}


def square_id(x: int, y: int) -> str:
    return f"te-{x}-{y}"


def _square_words(value) -> str:
    """A square as the log writes it: "9·6"."""
    at = xy(value)
    return f"{at[0]}·{at[1]}" if at else str(value)


def _origin(x: int, y: int) -> tuple[int, int]:
    return MARGIN + x * CELL, MARGIN + y * CELL


class TigrisEuphratesBoard(BoardRenderer):
    slug = "tigris-euphrates"

    def target(self, move: dict, ctx: BoardContext):
        at = xy(move.get("at"))
        if at is None:
            return None
        kind = move.get("type")
        if kind == "place_tile":
            colour = move.get("color")
            family = _("Place a %(colour)s tile (%(kind)s)") % {
                "colour": word(colour),
                "kind": named(TILE_NAMES, colour),
            }
        elif kind == "place_leader":
            leader = move.get("leader")
            family = _("Place the %(colour)s leader (%(kind)s)") % {
                "colour": word(leader),
                "kind": named(LEADER_NAMES, leader),
            }
        elif kind == "place_catastrophe":
            family = _("Place a catastrophe")
        elif kind == "build_monument":
            family = _("Build the %(monument)s monument (click the top-left square)") % {
                "monument": monument_name(str(move.get("monument")))
            }
        elif kind == "take_treasure":
            family = _("Take a treasure")
        else:
            family = humanise(kind or "move")
        return square_id(*at), family

    def label(self, move: dict, ctx: BoardContext) -> str:
        kind = move.get("type")
        at = xy(move.get("at"))
        where = _(" at column %(x)s, row %(y)s") % {"x": at[0], "y": at[1]} if at else ""
        if kind == "place_tile":
            return _("Place a %(kind)s tile%(where)s") % {
                "kind": named(TILE_NAMES, move.get("color")),
                "where": where,
            }
        if kind == "place_leader":
            return _("Place the %(kind)s%(where)s") % {
                "kind": named(LEADER_NAMES, move.get("leader")),
                "where": where,
            }
        if kind == "withdraw_leader":
            return _("Withdraw the %(kind)s") % {"kind": named(LEADER_NAMES, move.get("leader"))}
        if kind == "place_catastrophe":
            return _("Place a catastrophe%(where)s") % {"where": where}
        if kind == "commit_support":
            count = as_int(move.get("count"))
            return ngettext(
                "Commit %(count)d supporter", "Commit %(count)d supporters", count or 0
            ) % {"count": count}
        if kind == "choose_war":
            return _("Resolve the %(kind)s war next") % {
                "kind": named(TILE_NAMES, move.get("color"))
            }
        if kind == "build_monument":
            return _("Build the %(monument)s monument%(where)s") % {
                "monument": monument_name(str(move.get("monument"))),
                "where": where,
            }
        if kind == "decline_monument":
            return _("Decline the monument")
        if kind == "take_treasure":
            return _("Take the treasure%(where)s") % {"where": where}
        if kind == "swap_tiles":
            tiles = ", ".join(named(TILE_NAMES, c) for c in as_list(move.get("tiles")))
            return _("Swap %(tiles)s") % {"tiles": tiles}
        if kind == "pass":
            return _("Pass (use one action)")
        return super().label(move, ctx)

    def picks(self, move: dict, ctx: BoardContext) -> list[str] | None:
        """A swap is played by selecting its tiles in the hand."""
        if move.get("type") != "swap_tiles":
            return None
        return [str(c) for c in as_list(move.get("tiles"))]

    def pick_labels(self, ctx: BoardContext) -> dict[int, str]:
        return {
            count: ngettext("Swap %(count)d tile", "Swap %(count)d tiles", count) % {"count": count}
            for count in range(1, HAND_SIZE + 1)
        }

    # Drawing ---------------------------------------------------------------------------------

    def marks(self, event: dict) -> list[str]:
        at = event.get("at")
        if event.get("type") in PLACING_EVENTS and isinstance(at, list) and len(at) == 2:
            return [square_id(*at)]
        return []

    def draw(self, ctx: BoardContext) -> str:
        view = ctx.view
        squares = {}
        for key, square in as_dict(view.get("squares")).items():
            at = xy(key)
            if at is not None and isinstance(square, dict):
                squares[at] = square
        parts = [self._ground(), self._coordinates()]
        parts += [self._square(at, square, ctx) for at, square in sorted(squares.items())]
        parts += self._monuments(squares)
        for mark in sorted(ctx.last):
            _prefix, x, y = mark.split("-")
            left, top = _origin(int(x), int(y))
            parts.append(last_mark(left + 1, top + 1, CELL - 2, CELL - 2))
        for target in sorted(ctx.targets):
            _prefix, x, y = target.split("-")
            left, top = _origin(int(x), int(y))
            parts.append(
                target_rect(
                    target,
                    left + 1,
                    top + 1,
                    CELL - 2,
                    CELL - 2,
                    _("square %(x)s,%(y)s") % {"x": x, "y": y},
                )
            )
        width, height = MARGIN * 2 + COLUMNS * CELL, MARGIN * 2 + ROWS * CELL
        board = svg(width, height, *parts, label=_("Tigris & Euphrates board"))
        return tag(
            "div",
            tag("div", board, class_="board-wrap"),
            tag(
                "div",
                conflict_panel(view, ctx),
                self._players(view, ctx),
                self._status(view),
                class_="side",
            ),
            class_="board te",
        )

    def _ground(self) -> str:
        cells = []
        for y in range(ROWS):
            for x in range(COLUMNS):
                left, top = _origin(x, y)
                fill = "#9fd3ee" if is_river(x, y) else "#efe4c6"
                cells.append(
                    tag(
                        "rect",
                        x=left,
                        y=top,
                        width=CELL,
                        height=CELL,
                        fill=fill,
                        stroke="#d8caa4",
                        stroke_width=1,
                    )
                )
        return tag("g", *cells, class_="ground")

    def _coordinates(self) -> str:
        labels = [
            tag("text", text(x), x=MARGIN + x * CELL + CELL / 2, y=MARGIN - 7, class_="coord")
            for x in range(COLUMNS)
        ]
        labels += [
            tag("text", text(y), x=MARGIN / 2, y=MARGIN + y * CELL + CELL / 2 + 4, class_="coord")
            for y in range(ROWS)
        ]
        return tag("g", *labels)

    def _square(self, at: tuple[int, int], square: dict, ctx: BoardContext) -> str:
        left, top = _origin(*at)
        parts = []
        colour = square.get("tile")
        if square.get("face_down"):
            parts.append(
                tag(
                    "rect",
                    x=left + 3,
                    y=top + 3,
                    width=CELL - 6,
                    height=CELL - 6,
                    rx=4,
                    fill="#8d8d8d",
                    class_="face-down",
                )
            )
        elif colour in TILE_COLOURS:
            parts.append(
                tag(
                    "rect",
                    x=left + 3,
                    y=top + 3,
                    width=CELL - 6,
                    height=CELL - 6,
                    rx=4,
                    fill=TILE_COLOURS[colour],
                )
            )
            if not square.get("leader"):
                parts.append(
                    tag(
                        "text",
                        text(str(TILE_LETTERS[colour])),
                        x=left + CELL / 2,
                        y=top + CELL / 2 + 5,
                        class_="tile-letter",
                    )
                )
        treasure = square.get("treasure")
        if treasure:
            cx, cy = left + CELL - 10, top + 10
            points = f"{cx},{cy - 7} {cx + 7},{cy} {cx},{cy + 7} {cx - 7},{cy}"
            fill = "#f1c40f" if treasure != "corner" else "#ffdd57"
            parts.append(
                tag(
                    "polygon",
                    points=points,
                    fill=fill,
                    stroke="#7d5a00",
                    stroke_width=1.5 if treasure != "corner" else 3,
                )
            )
        leader = square.get("leader")
        if isinstance(leader, dict):
            leader_colour = leader.get("color")
            parts.append(
                tag(
                    "circle",
                    cx=left + CELL / 2,
                    cy=top + CELL / 2,
                    r=14,
                    fill=TILE_COLOURS.get(str(leader_colour), "#999"),
                    stroke=seat_colour(leader.get("seat")),
                    stroke_width=4,
                )
            )
            parts.append(
                tag(
                    "text",
                    text(
                        named(LEADER_LETTERS, leader_colour)
                        if leader_colour in LEADER_LETTERS
                        else "?"
                    ),
                    x=left + CELL / 2,
                    y=top + CELL / 2 + 5,
                    class_="tile-letter",
                )
            )
        if square.get("catastrophe"):
            parts.append(
                tag(
                    "rect",
                    x=left + 2,
                    y=top + 2,
                    width=CELL - 4,
                    height=CELL - 4,
                    rx=3,
                    fill="#4a1c1c",
                    class_="catastrophe",
                )
            )
            parts.append(
                tag(
                    "path",
                    d=f"M{left + 10} {top + 10}L{left + CELL - 10} {top + CELL - 10}M{left + CELL - 10} {top + 10}L{left + 10} {top + CELL - 10}",
                    stroke="#ffb3a7",
                    stroke_width=4,
                    stroke_linecap="round",
                )
            )
        title = self._square_title(at, square, ctx)
        return tag("g", tag("title", text(title)), *parts, class_="square")

    def _square_title(self, at, square: dict, ctx: BoardContext) -> str:
        words = [f"{at[0]},{at[1]}"]
        if square.get("face_down"):
            words.append(_("monument base"))
        elif square.get("tile"):
            words.append(_("%(kind)s tile") % {"kind": named(TILE_NAMES, square["tile"])})
        if square.get("treasure"):
            words.append(_("corner treasure") if square["treasure"] == "corner" else _("treasure"))
        leader = square.get("leader")
        if isinstance(leader, dict):
            words.append(
                _("%(kind)s of %(name)s")
                % {
                    "kind": named(LEADER_NAMES, leader.get("color")),
                    "name": ctx.name(leader.get("seat")),
                }
            )
        if square.get("catastrophe"):
            words.append(_("catastrophe"))
        if square.get("monument"):
            words.append(
                _("%(monument)s monument") % {"monument": monument_name(square["monument"])}
            )
        return ", ".join(words)

    def _monuments(self, squares: dict) -> list[str]:
        by_name: dict[str, list] = {}
        for at, square in squares.items():
            if isinstance(square.get("monument"), str):
                by_name.setdefault(square["monument"], []).append(at)
        parts = []
        for name, places in sorted(by_name.items()):
            x, y = min(p[0] for p in places), min(p[1] for p in places)
            left, top = _origin(x, y)
            first, _sep, second = name.partition("-")
            size = CELL * 2
            parts.append(
                tag(
                    "g",
                    tag(
                        "title",
                        text(_("%(monument)s monument") % {"monument": monument_name(name)}),
                    ),
                    tag(
                        "polygon",
                        points=f"{left + 8},{top + 8} {left + size - 8},{top + 8} {left + 8},{top + size - 8}",
                        fill=TILE_COLOURS.get(first, "#777"),
                    ),
                    tag(
                        "polygon",
                        points=f"{left + size - 8},{top + 8} {left + size - 8},{top + size - 8} {left + 8},{top + size - 8}",
                        fill=TILE_COLOURS.get(second, "#777"),
                    ),
                    tag(
                        "rect",
                        x=left + 8,
                        y=top + 8,
                        width=size - 16,
                        height=size - 16,
                        fill="none",
                        stroke="#fff",
                        stroke_width=3,
                    ),
                    class_="monument",
                )
            )
        return parts

    # Panels ----------------------------------------------------------------------------------

    def _status(self, view: dict) -> str:
        facts = [
            (_("Actions left"), view.get("actions_left")),
            (_("Tiles in the bag"), view.get("bag_size")),
            (_("Treasures on the board"), view.get("treasures_left")),
        ]
        items = [
            tag("li", text(_("%(label)s: ") % {"label": label}), tag("strong", text(value)))
            for label, value in facts
            if value is not None
        ]
        monuments = [m for m in as_list(view.get("monuments_left")) if isinstance(m, str)]
        if monuments:
            items.append(
                tag(
                    "li",
                    text(_("%(label)s: ") % {"label": _("Monuments left")}),
                    *[self._monument_chip(m) for m in monuments],
                )
            )
        return tag("ul", *items, class_="facts") if items else ""

    def _monument_chip(self, name: str) -> str:
        first, _sep, second = name.partition("-")
        return tag(
            "span",
            text(monument_name(name)),
            class_="chip chip-split",
            style=f"background:linear-gradient(135deg,{TILE_COLOURS.get(first, '#777')} 50%,{TILE_COLOURS.get(second, '#777')} 50%)",
        )

    def _hand(self, player: dict, seat: int, ctx: BoardContext) -> str:
        """A hand's tiles, when the view shows them (the seat's own; every hand once the game is
        over): toggles of a swap on the seat's own turn."""
        if "hand" not in player:
            return ""
        hand = as_list(player.get("hand"))
        mine = seat == ctx.seat and not ctx.over
        swapping = mine and any(
            isinstance(m, dict) and m.get("type") == "swap_tiles" for m in ctx.moves
        )
        chips = [self._hand_tile(c, swapping) for c in hand]
        title = _("Your hidden hand") if mine else _("Hand")
        return tag(
            "div",
            tag("span", text(title), class_="hand-title"),
            tag("div", *chips, class_="hand" + (" pickable" if swapping else ""))
            if chips
            else tag("p", text(_("empty")), class_="muted hand"),
            tag("p", text(_("Click tiles to select them for a swap.")), class_="muted hand-hint")
            if swapping and chips
            else "",
            class_="hand-box",
        )

    def _hand_tile(self, colour, swapping: bool) -> str:
        """A tile of the hand: a toggle button when a swap is offered, else a plain chip."""
        title = _("%(colour)s tile") % {"colour": word(colour)}
        if not swapping:
            return chip(named(TILE_NAMES, colour), TILE_COLOURS.get(colour, "#777"), title=title)
        return tag(
            "button",
            text(named(TILE_NAMES, colour)),
            type="button",
            class_="chip hand-tile",
            style=f"background:{TILE_COLOURS.get(colour, '#777')}",
            title=title,
            data_pick=colour,
            aria_pressed="false",
        )

    def _players(self, view: dict, ctx: BoardContext) -> str:
        """A box per player: leaders in supply or on the board, catastrophes, hand, points by
        colour (hidden from the others until the end), treasures."""
        boxes = []
        for seat, player in enumerate(as_list(view.get("players"))):
            if not isinstance(player, dict):
                continue
            leaders = as_dict(player.get("leaders"))
            leader_chips = [
                chip(
                    named(LEADER_LETTERS, c),
                    TILE_COLOURS.get(c, "#777"),
                    title=_("%(kind)s in supply") % {"kind": named(LEADER_NAMES, c)},
                )
                if leaders.get(c) is None
                else tag(
                    "span",
                    text(named(LEADER_LETTERS, c)),
                    class_="chip chip-out",
                    title=_("%(kind)s on the board at %(at)s")
                    % {"kind": named(LEADER_NAMES, c), "at": _square_words(leaders.get(c))},
                )
                for c in COLOURS
                if c in leaders
            ]
            points = player.get("points")
            if isinstance(points, dict):
                shown = [
                    chip(
                        str(points.get(c, 0)),
                        TILE_COLOURS[c],
                        title=_("%(field)s points") % {"field": POINT_NAMES[c]},
                    )
                    for c in COLOURS
                ]
            else:
                shown = [tag("span", text(_("hidden")), class_="muted")]
            treasures = player.get("treasures")
            facts = [
                (_("Catastrophes"), str(player.get("catastrophes", "—"))),
                (_("Tiles in hand"), str(player.get("hand_size", "—"))),
                (_("Treasures"), _("hidden") if treasures is None else str(treasures)),
            ]
            boxes.append(
                player_box(
                    ctx,
                    seat,
                    tag(
                        "div",
                        tag(
                            "span",
                            *leader_chips,
                            class_="player-pieces",
                            title=_("Leaders: filled in supply, dashed on the board"),
                        ),
                        tag(
                            "span",
                            text(_("Points")),
                            " ",
                            *shown,
                            class_="player-points",
                            title=_("Points by field: religion, agriculture, commerce, politics"),
                        ),
                        class_="player-line",
                    ),
                    self._hand(player, seat, ctx),
                    facts=facts,
                )
            )
        return player_boxes(*boxes)
