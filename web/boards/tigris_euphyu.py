"""Tigris Euphyu: every player's well (5×8), the pair to drop, captures, points and chains."""

from __future__ import annotations

from web.boards.base import BoardContext, BoardRenderer
from web.boards.svg import (
    TILE_COLOURS,
    as_dict,
    as_int,
    as_list,
    chip,
    seat_colour,
    svg,
    tag,
    target_rect,
    text,
)

COLUMNS, ROWS, CELL = 5, 8, 30
WELL_GAP, TOP, SIDE = 36, 34, 14
COLOURS = ("red", "blue", "green", "black")


def column_id(seat, column) -> str:
    return f"eu-{seat}-{column}"


def _well_left(seat: int) -> int:
    return SIDE + seat * (COLUMNS * CELL + WELL_GAP)


class TigrisEuphyuBoard(BoardRenderer):
    slug = "tigris-euphyu"

    def _pair(self, ctx: BoardContext) -> list:
        pair = as_list(ctx.view.get("pair"))
        return pair if len(pair) == 2 else ["first", "second"]

    def target(self, move: dict, ctx: BoardContext):
        kind = move.get("type")
        column = move.get("column")
        if not isinstance(column, int) or isinstance(column, bool):
            return None
        if kind == "drop":
            a, b = self._pair(ctx)
            families = {
                "vertical": f"Drop upright: {a} below {b}",
                "vertical-flipped": f"Drop upright: {b} below {a}",
                "horizontal": f"Drop flat: {a} left, {b} right (click the left column)",
                "horizontal-flipped": f"Drop flat: {b} left, {a} right (click the left column)",
            }
            orientation = move.get("orientation")
            return column_id(ctx.seat, column), families.get(orientation, f"Drop {orientation}")
        if kind == "attack":
            returned = ", ".join(map(str, as_list(move.get("return"))))
            family = f"Attack {ctx.name(move.get('target'))}: a {move.get('wall')} wall, returning {returned}"
            return column_id(move.get("target"), column), family
        return None

    def label(self, move: dict, ctx: BoardContext) -> str:
        kind = move.get("type")
        if kind == "drop":
            return f"Drop {move.get('orientation')} in column {move.get('column')}"
        if kind == "attack":
            return f"Attack {ctx.name(move.get('target'))} in column {move.get('column')} with a {move.get('wall')} wall"
        if kind == "send_walls":
            return f"Send the walls to {ctx.name(move.get('target'))}"
        if kind == "end_turn":
            return "End the turn"
        return super().label(move, ctx)

    def draw(self, ctx: BoardContext) -> str:
        players = [p if isinstance(p, dict) else {} for p in as_list(ctx.view.get("players"))]
        wells = [self._well(seat, player, ctx) for seat, player in enumerate(players)]
        width = SIDE * 2 + max(1, len(players)) * (COLUMNS * CELL + WELL_GAP) - WELL_GAP
        height = TOP + ROWS * CELL + 60
        board = svg(width, height, *wells, label="Tigris Euphyu wells")
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
                text(ctx.name(seat) + (" — out" if player.get("out") else "")),
                x=left + COLUMNS * CELL / 2,
                y=TOP - 12,
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
                        "title", text(f"wall (a {hint} tile turned face down)" if hint else "wall")
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
                            stroke=TILE_COLOURS.get(hint, "#555"),
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
            if dom_id in ctx.targets:
                parts.append(
                    target_rect(
                        dom_id,
                        left + column * CELL,
                        TOP,
                        CELL,
                        ROWS * CELL,
                        f"{ctx.name(seat)}'s well, column {column}",
                        rx=2,
                    )
                )
        summary = f"{as_int(player.get('points'))} pts · chain {as_int(player.get('last_chain'))}"
        parts.append(
            tag(
                "text",
                text(summary),
                x=left + COLUMNS * CELL / 2,
                y=bottom + 36,
                class_="well-name",
            )
        )
        return tag("g", *parts, class_="well")

    def _pair_panel(self, ctx: BoardContext) -> str:
        pair = as_list(ctx.view.get("pair"))
        items = []
        if len(pair) == 2:
            items.append(
                tag(
                    "p",
                    text("Pair to drop: "),
                    *[chip(str(c), TILE_COLOURS.get(c, "#777")) for c in pair],
                )
            )
        if ctx.view.get("bag_size") is not None:
            items.append(tag("p", text(f"Tiles in the bag: {ctx.view.get('bag_size')}")))
        return tag("section", tag("h3", text("This turn")), *items, class_="panel") if items else ""

    def _players(self, players: list[dict], ctx: BoardContext) -> str:
        rows = []
        for seat, player in enumerate(players):
            captured = as_dict(player.get("captured"))
            chips = [
                chip(str(as_int(captured.get(c))), TILE_COLOURS[c], title=f"captured {c}")
                for c in COLOURS
            ]
            final = as_int(player.get("points")) + min(as_int(captured.get(c)) for c in COLOURS)
            rows.append(
                tag(
                    "tr",
                    tag(
                        "th",
                        tag("span", "", class_="dot", style=f"background:{seat_colour(seat)}"),
                        text(ctx.name(seat)),
                        scope="row",
                    ),
                    tag("td", text(as_int(player.get("points")))),
                    tag("td", *chips),
                    tag("td", text(final)),
                    tag("td", text("out" if player.get("out") else "in")),
                )
            )
        if not rows:
            return ""
        head = tag(
            "tr",
            *[
                tag("th", text(h), scope="col")
                for h in ("Player", "Points", "Captured", "Score now", "")
            ],
        )
        return tag(
            "table",
            tag("caption", text("Players")),
            tag("thead", head),
            tag("tbody", *rows),
            class_="players",
        )
