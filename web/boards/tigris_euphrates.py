"""Tigris & Euphrates: the 16×11 board with rivers, tiles, leaders, monuments, and the side panels."""

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
    xy,
)
from web.wording import details_in_words, humanise

# The map from tigris-euphrates.md: ~ river, T temple + treasure, C temple + corner treasure.
MAP = [
    "....~~~~~.T.~...",
    ".C..~.......~..C",
    "...~~T......~~..",
    "~~~~.........~~~",
    ".............T~~",
    "..............~.",
    "~~~~....T...~~~.",
    ".C.~~~~.....~...",
    "......~~~~~~~.C.",
    ".....T..........",
    "..........T.....",
]
COLUMNS, ROWS, CELL, MARGIN = 16, 11, 44, 22
TILE_LETTERS = {"red": "T", "blue": "F", "green": "M", "black": "S"}
TILE_NAMES = {"red": "temple", "blue": "farm", "green": "market", "black": "settlement"}
LEADER_LETTERS = {"red": "P", "blue": "F", "green": "T", "black": "K"}
LEADER_NAMES = {"red": "priest", "blue": "farmer", "green": "trader", "black": "king"}
COLOURS = ("red", "blue", "green", "black")


def is_river(x: int, y: int) -> bool:
    return 0 <= y < ROWS and 0 <= x < COLUMNS and MAP[y][x] == "~"


def square_id(x: int, y: int) -> str:
    return f"te-{x}-{y}"


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
            family = f"Place a {colour} tile ({TILE_NAMES.get(colour, colour)})"
        elif kind == "place_leader":
            leader = move.get("leader")
            family = f"Place the {leader} leader ({LEADER_NAMES.get(leader, leader)})"
        elif kind == "place_catastrophe":
            family = "Place a catastrophe"
        elif kind == "build_monument":
            family = f"Build the {move.get('monument')} monument (click the top-left square)"
        elif kind == "take_treasure":
            family = "Take a treasure"
        else:
            family = humanise(kind or "move")
        return square_id(*at), family

    def label(self, move: dict, ctx: BoardContext) -> str:
        kind = move.get("type")
        at = xy(move.get("at"))
        where = f" at column {at[0]}, row {at[1]}" if at else ""
        if kind == "place_tile":
            return f"Place a {move.get('color')} tile{where}"
        if kind == "place_leader":
            return f"Place the {move.get('leader')} leader{where}"
        if kind == "withdraw_leader":
            return f"Withdraw the {move.get('leader')} leader"
        if kind == "place_catastrophe":
            return f"Place a catastrophe{where}"
        if kind == "commit_support":
            count = as_int(move.get("count"))
            return f"Commit {count} supporter{'s' if count != 1 else ''}"
        if kind == "choose_war":
            return f"Resolve the {move.get('color')} war next"
        if kind == "build_monument":
            return f"Build the {move.get('monument')} monument{where}"
        if kind == "decline_monument":
            return "Decline the monument"
        if kind == "take_treasure":
            return f"Take the treasure{where}"
        if kind == "swap_tiles":
            return f"Swap {', '.join(map(str, as_list(move.get('tiles'))))}"
        if kind == "pass":
            return "Pass (use one action)"
        return super().label(move, ctx)

    # Drawing ---------------------------------------------------------------------------------

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
        for target in sorted(ctx.targets):
            _, x, y = target.split("-")
            left, top = _origin(int(x), int(y))
            parts.append(
                target_rect(target, left + 1, top + 1, CELL - 2, CELL - 2, f"square {x},{y}")
            )
        width, height = MARGIN * 2 + COLUMNS * CELL, MARGIN * 2 + ROWS * CELL
        board = svg(width, height, *parts, label="Tigris & Euphrates board")
        return tag(
            "div",
            tag("div", board, class_="board-wrap"),
            tag(
                "div",
                self._status(view),
                self._hand(view, ctx),
                self._conflict(view, ctx),
                self._players(view, ctx),
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
                        text(TILE_LETTERS[colour]),
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
                    fill=TILE_COLOURS.get(leader_colour, "#999"),
                    stroke=seat_colour(leader.get("seat")),
                    stroke_width=4,
                )
            )
            parts.append(
                tag(
                    "text",
                    text(LEADER_LETTERS.get(leader_colour, "?")),
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
            words.append("monument base")
        elif square.get("tile"):
            words.append(f"{square['tile']} tile")
        if square.get("treasure"):
            words.append(f"{square['treasure']} treasure")
        leader = square.get("leader")
        if isinstance(leader, dict):
            words.append(f"{leader.get('color')} leader of {ctx.name(leader.get('seat'))}")
        if square.get("catastrophe"):
            words.append("catastrophe")
        if square.get("monument"):
            words.append(f"{square['monument']} monument")
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
            first, _, second = name.partition("-")
            size = CELL * 2
            parts.append(
                tag(
                    "g",
                    tag("title", text(f"{name} monument")),
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
            ("Actions left", view.get("actions_left")),
            ("Tiles in the bag", view.get("bag_size")),
            ("Treasures on the board", view.get("treasures_left")),
        ]
        items = [
            tag("li", text(f"{label}: "), tag("strong", text(value)))
            for label, value in facts
            if value is not None
        ]
        monuments = [m for m in as_list(view.get("monuments_left")) if isinstance(m, str)]
        if monuments:
            items.append(
                tag("li", text("Monuments left: "), *[self._monument_chip(m) for m in monuments])
            )
        return tag("ul", *items, class_="facts") if items else ""

    def _monument_chip(self, name: str) -> str:
        first, _, second = name.partition("-")
        return tag(
            "span",
            text(name),
            class_="chip chip-split",
            style=f"background:linear-gradient(135deg,{TILE_COLOURS.get(first, '#777')} 50%,{TILE_COLOURS.get(second, '#777')} 50%)",
        )

    def _hand(self, view: dict, ctx: BoardContext) -> str:
        players = as_list(view.get("players"))
        if (
            ctx.seat is None
            or not 0 <= ctx.seat < len(players)
            or not isinstance(players[ctx.seat], dict)
        ):
            return ""
        if "hand" not in players[ctx.seat]:
            return ""
        hand = as_list(players[ctx.seat].get("hand"))
        chips = [
            chip(TILE_NAMES.get(c, str(c)), TILE_COLOURS.get(c, "#777"), title=f"{c} tile")
            for c in hand
        ]
        return tag(
            "section",
            tag("h3", text("Your hidden hand")),
            tag("div", *chips, class_="hand") if chips else tag("p", text("empty"), class_="muted"),
            class_="panel",
        )

    def _conflict(self, view: dict, ctx: BoardContext) -> str:
        pending = view.get("pending")
        if not isinstance(pending, dict):
            return ""
        kind = pending.get("kind", "decision")
        titles = {
            "revolt": "Revolt",
            "war": "War",
            "choose_war": "Choose the next war",
            "monument": "A monument may be built",
            "treasure": "Treasures to take",
        }
        details = details_in_words({k: v for k, v in pending.items() if k != "kind"}, ctx.names)
        waiting = ", ".join(ctx.name(s) for s in as_list(view.get("to_act")))
        return tag(
            "section",
            tag("h3", text(titles.get(kind, humanise(kind)))),
            tag("p", text(details)) if details else "",
            tag("p", text(f"Waiting on {waiting}."), class_="muted") if waiting else "",
            class_="panel conflict",
            aria_live="polite",
        )

    def _players(self, view: dict, ctx: BoardContext) -> str:
        rows = []
        for seat, player in enumerate(as_list(view.get("players"))):
            if not isinstance(player, dict):
                continue
            leaders = as_dict(player.get("leaders"))
            leader_chips = [
                chip(
                    LEADER_LETTERS.get(c, "?"),
                    TILE_COLOURS.get(c, "#777"),
                    title=f"{c} leader {'on the board' if leaders.get(c) else 'in supply'}",
                )
                if leaders.get(c) is None
                else tag(
                    "span",
                    text(LEADER_LETTERS.get(c, "?")),
                    class_="chip chip-out",
                    title=f"{c} leader on the board at {leaders.get(c)}",
                )
                for c in COLOURS
                if c in leaders
            ]
            points = player.get("points")
            if isinstance(points, dict):
                shown = [
                    chip(str(points.get(c, 0)), TILE_COLOURS[c], title=f"{c} points")
                    for c in COLOURS
                ]
            else:
                shown = [tag("span", text("hidden"), class_="muted")]
            treasures = player.get("treasures")
            rows.append(
                tag(
                    "tr",
                    tag(
                        "th",
                        tag("span", "", class_="dot", style=f"background:{seat_colour(seat)}"),
                        text(ctx.name(seat)),
                        scope="row",
                    ),
                    tag("td", *leader_chips),
                    tag("td", text(player.get("catastrophes", "—"))),
                    tag("td", text(player.get("hand_size", "—"))),
                    tag("td", *shown),
                    tag("td", text("hidden" if treasures is None else treasures)),
                )
            )
        if not rows:
            return ""
        headers = (
            ("Player", "Player"),
            ("Leaders", "Leaders: filled in supply, dashed on the board"),
            ("Cat.", "Catastrophes left"),
            ("Hand", "Tiles in hand"),
            ("Points", "Points by colour: red, blue, green, black"),
            ("Tr.", "Treasures taken"),
        )
        head = tag(
            "tr",
            *[
                tag(
                    "th",
                    tag("abbr", text(short), title=long) if short != long else text(short),
                    scope="col",
                )
                for short, long in headers
            ],
        )
        return tag(
            "table",
            tag("caption", text("Players")),
            tag("thead", head),
            tag("tbody", *rows),
            class_="players",
        )
