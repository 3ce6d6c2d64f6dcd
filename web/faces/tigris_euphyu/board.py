"""Tigris Euphyu: every player's well (5×8), the pair to drop above the player's own well (the
page's script moves it, turns it and shows a ghost where it lands), captures, points and chains."""

from __future__ import annotations

import json

from django.utils.translation import gettext as _

from engines.tigris_euphyu.data import COLOURS, HEIGHT, WIDTH
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
)
from web.words.value_words import word

COLUMNS, ROWS = WIDTH, HEIGHT  # the well's size, the engine's
CELL, WELL_GAP, SIDE = 30, 36, 14
NAME_Y = 18  # the well's name; under it, two cells of room where the pair waits to fall
TOP = NAME_Y + 8 + 2 * CELL + 6
# The pair's orientations in the order a turn clockwise goes through them (the rules' names):
# the second tile above the first, right of it, below it, left of it.
ROTATIONS = ("vertical", "horizontal", "vertical-flipped", "horizontal-flipped")
START_COLUMN = COLUMNS // 2


def column_id(seat, column) -> str:
    return f"eu-{seat}-{column}"


def _well_left(seat: int) -> int:
    return SIDE + seat * (COLUMNS * CELL + WELL_GAP)


def column_heights(well: list) -> list[int]:
    """How many cells of each column are filled (tiles rest on the floor or on each other)."""
    heights = []
    for column in well[:COLUMNS]:
        cells = as_list(column)[:ROWS]
        filled = [row for row, cell in enumerate(cells) if cell is not None]
        heights.append(max(filled) + 1 if filled else 0)
    return heights + [0] * (COLUMNS - len(heights))


class TigrisEuphyuBoard(BoardRenderer):
    slug = "tigris-euphyu"
    rotations = ROTATIONS

    def _pair(self, ctx: BoardContext) -> list:
        pair = as_list(ctx.view.get("pair"))
        if len(pair) == 2:
            return [word(c) for c in pair]
        return [_("first"), _("second")]

    def marks(self, event: dict) -> list[str]:
        kind, column = event.get("type"), event.get("column")
        if not isinstance(column, int):
            return []
        if kind == "pair_dropped":
            return [column_id(event.get("seat"), column)]
        if kind == "attacked":
            return [column_id(event.get("target"), column)]
        return []

    def target(self, move: dict, ctx: BoardContext):
        kind = move.get("type")
        column = move.get("column")
        if not isinstance(column, int) or isinstance(column, bool):
            return None
        if kind == "drop":
            a, b = self._pair(ctx)
            families = {
                "vertical": _("Drop upright: %(a)s below %(b)s") % {"a": a, "b": b},
                "vertical-flipped": _("Drop upright: %(a)s below %(b)s") % {"a": b, "b": a},
                "horizontal": _("Drop flat: %(a)s left, %(b)s right (click the left column)")
                % {"a": a, "b": b},
                "horizontal-flipped": _(
                    "Drop flat: %(a)s left, %(b)s right (click the left column)"
                )
                % {"a": b, "b": a},
            }
            orientation = move.get("orientation")
            return column_id(ctx.seat, column), families.get(
                str(orientation), _("Drop %(orientation)s") % {"orientation": orientation}
            )
        if kind == "attack":
            returned = ", ".join(word(c) for c in as_list(move.get("return")))
            family = _("Attack %(name)s: a %(colour)s wall, returning %(returned)s") % {
                "name": ctx.name(move.get("target")),
                "colour": word(move.get("wall")),
                "returned": returned,
            }
            return column_id(move.get("target"), column), family
        return None

    def label(self, move: dict, ctx: BoardContext) -> str:
        kind = move.get("type")
        if kind == "drop":
            return _("Drop %(orientation)s in column %(column)s") % {
                "orientation": word(move.get("orientation")),
                "column": move.get("column"),
            }
        if kind == "attack":
            return _("Attack %(name)s in column %(column)s with a %(colour)s wall") % {
                "name": ctx.name(move.get("target")),
                "column": move.get("column"),
                "colour": word(move.get("wall")),
            }
        if kind == "send_walls":
            return _("Send the walls to %(name)s") % {"name": ctx.name(move.get("target"))}
        if kind == "end_turn":
            return _("End the turn")
        return super().label(move, ctx)

    def draw(self, ctx: BoardContext) -> str:
        players = [p if isinstance(p, dict) else {} for p in as_list(ctx.view.get("players"))]
        wells = [self._well(seat, player, ctx) for seat, player in enumerate(players)]
        width = SIDE * 2 + max(1, len(players)) * (COLUMNS * CELL + WELL_GAP) - WELL_GAP
        height = TOP + ROWS * CELL + 60
        board = svg(width, height, *wells, label=_("Tigris Euphyu wells"))
        return tag(
            "div",
            tag("div", board, class_="board-wrap"),
            tag("div", self._pair_panel(ctx), self._players(players, ctx), class_="side"),
            class_="board eu",
        )

    def _well(self, seat: int, player: dict, ctx: BoardContext) -> str:
        left = _well_left(seat)
        bottom = TOP + ROWS * CELL
        to_act = as_list(ctx.view.get("to_act"))
        parts = [
            tag(
                "text",
                text(ctx.name(seat) + (_(" — out") if player.get("out") else "")),
                x=left + COLUMNS * CELL / 2,
                y=NAME_Y,
                class_="well-name" + (" acting" if seat in to_act else ""),
            ),
            tag(
                "rect",
                x=left - 3,
                y=TOP - 3,
                width=COLUMNS * CELL + 6,
                height=ROWS * CELL + 6,
                rx=6,
                fill="#eef2f6",
                stroke=seat_colour(seat),
                stroke_width=3,
            ),
        ]
        walls = {}
        for wall in as_list(player.get("walls")):
            if isinstance(wall, dict):
                walls[(wall.get("column"), wall.get("row"))] = wall.get("color")
        for column, cells in enumerate(as_list(player.get("well"))[:COLUMNS]):
            for row, cell in enumerate(as_list(cells)[:ROWS]):
                if cell is None:
                    continue
                x, y = left + column * CELL, bottom - (row + 1) * CELL
                if cell == "wall":
                    hint = walls.get((column, row))
                    title = tag(
                        "title",
                        text(
                            _("wall (a %(colour)s tile turned face down)") % {"colour": word(hint)}
                            if hint
                            else _("wall")
                        ),
                    )
                    parts.append(
                        tag(
                            "rect",
                            title,
                            x=x + 2,
                            y=y + 2,
                            width=CELL - 4,
                            height=CELL - 4,
                            rx=3,
                            fill="#7b7b7b",
                            stroke=TILE_COLOURS.get(str(hint), "#555"),
                            stroke_width=3,
                            class_="wall",
                        )
                    )
                else:
                    parts.append(
                        tag(
                            "rect",
                            x=x + 2,
                            y=y + 2,
                            width=CELL - 4,
                            height=CELL - 4,
                            rx=5,
                            fill=TILE_COLOURS.get(cell, "#999"),
                        )
                    )
        for column in range(COLUMNS):
            parts.append(
                tag(
                    "text",
                    text(column),
                    x=left + column * CELL + CELL / 2,
                    y=bottom + 16,
                    class_="coord",
                )
            )
            dom_id = column_id(seat, column)
            if dom_id in ctx.last:
                parts.append(last_mark(left + column * CELL, TOP, CELL, ROWS * CELL))
            if dom_id in ctx.targets:
                parts.append(
                    target_rect(
                        dom_id,
                        left + column * CELL,
                        TOP,
                        CELL,
                        ROWS * CELL,
                        _("%(name)s's well, column %(column)s")
                        % {"name": ctx.name(seat), "column": column},
                        rx=2,
                    )
                )
        summary = _("%(points)s pts · chain %(chain)s") % {
            "points": as_int(player.get("points")),
            "chain": as_int(player.get("last_chain")),
        }
        parts.append(
            tag(
                "text",
                text(summary),
                x=left + COLUMNS * CELL / 2,
                y=bottom + 36,
                class_="well-name",
            )
        )
        dropping = seat == ctx.seat and any(
            isinstance(m, dict) and m.get("type") == "drop" for m in ctx.moves
        )
        if not dropping:
            return tag("g", *parts, class_="well")
        pair = [str(c) for c in as_list(ctx.view.get("pair"))[:2]]
        parts.append(tag("g", "", id="eu-ghost", class_="ghost", aria_hidden="true"))
        parts.append(self._falling_pair(left, pair))
        return tag(
            "g",
            *parts,
            class_="well dropping",
            id=f"eu-well-{seat}",
            data_seat=seat,
            data_heights=",".join(map(str, column_heights(as_list(player.get("well"))))),
            data_pair=",".join(pair),
            data_left=left,
            data_top=TOP,
            data_bottom=bottom,
            data_cell=CELL,
            data_fills=json.dumps(TILE_COLOURS),
        )

    def _falling_pair(self, left: int, pair: list[str]) -> str:
        """The pair waiting above the well, upright over the middle column (the page's script
        moves and turns it with the pointer and the keyboard)."""
        x = left + START_COLUMN * CELL
        cells = [
            tag(
                "rect",
                x=x + 2,
                y=TOP - (place + 1) * CELL - 4,
                width=CELL - 4,
                height=CELL - 4,
                rx=5,
                fill=TILE_COLOURS.get(colour, "#999"),
                data_colour=colour,
            )
            for place, colour in enumerate(pair)
        ]
        return tag(
            "g",
            tag(
                "title",
                text(_("The pair to drop: %(pair)s") % {"pair": ", ".join(word(c) for c in pair)}),
            ),
            *cells,
            id="eu-falling",
            class_="falling",
        )

    def _pair_panel(self, ctx: BoardContext) -> str:
        pair = as_list(ctx.view.get("pair"))
        items = []
        if len(pair) == 2:
            items.append(
                tag(
                    "p",
                    text(_("Pair to drop: ")),
                    *[chip(word(c), TILE_COLOURS.get(c, "#777")) for c in pair],
                )
            )
        if ctx.view.get("bag_size") is not None:
            items.append(
                tag(
                    "p",
                    text(_("Tiles in the bag: %(count)s") % {"count": ctx.view.get("bag_size")}),
                )
            )
        if not items:
            return ""
        return tag("section", tag("h3", text(_("This turn"))), *items, class_="panel")

    def _players(self, players: list[dict], ctx: BoardContext) -> str:
        """A box per player: chain points, captured tiles by colour, the score now (points plus
        the weakest captured colour), and whether the player is still in."""
        boxes = []
        for seat, player in enumerate(players):
            captured = as_dict(player.get("captured"))
            chips = [
                chip(
                    str(as_int(captured.get(c))),
                    TILE_COLOURS[c],
                    title=_("captured %(colour)s") % {"colour": word(c)},
                )
                for c in COLOURS
            ]
            final = as_int(player.get("points")) + min(as_int(captured.get(c)) for c in COLOURS)
            facts = [
                (_("Points"), str(as_int(player.get("points")))),
                (_("Score now"), str(final)),
            ]
            if player.get("out"):
                facts.append((_("Out"), "✕"))
            boxes.append(
                player_box(
                    ctx,
                    seat,
                    tag("div", text(_("Captured")), " ", *chips, class_="player-line"),
                    facts=facts,
                )
            )
        return player_boxes(*boxes)
