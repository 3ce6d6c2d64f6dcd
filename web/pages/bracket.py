"""The elimination bracket drawn as SVG from `tournaments.selectors.rounds_of`: a column per round,
each table a box (players, places, a link to its game), lines from a table to where its players
went on, and empty boxes for the rounds still to come (two-player brackets)."""

from __future__ import annotations

import math

from django.urls import reverse
from django.utils.translation import gettext

from web.boards.svg import svg, tag, text

COLUMN_WIDTH = 190
COLUMN_GAP = 46
LINE_HEIGHT = 20
BOX_PAD = 6
BOX_GAP = 14
TOP = 34


def _box_height(rows: int) -> int:
    return rows * LINE_HEIGHT + 2 * BOX_PAD


def _entries(rounds: list[dict]) -> list[list[dict]]:
    """Per round: its tables and byes as boxes {kind, players: [(name, place)], game, number,
    notes, word}; a table's `notes` (name: a word shown instead of the place) are passed on, and
    a round's `bye_word` replaces "bye" in its bye boxes."""
    columns = []
    for round_ in rounds:
        boxes = [
            {
                "kind": "table",
                "number": table["number"],
                "game": table["game"],
                "forfeit": table["forfeit"],
                "finished": table["finished"],
                "players": [(p["username"], p["place"]) for p in table["players"]],
                "notes": table.get("notes", {}),
            }
            for table in round_["tables"]
        ]
        boxes += [
            {
                "kind": "bye",
                "number": None,
                "game": None,
                "players": [(name, None)],
                "word": round_.get("bye_word"),
            }
            for name in round_["byes"]
        ]
        columns.append(boxes)
    return columns


def _still_to_come(rounds: list[dict], players_per_table: int, field: int) -> int:
    """How many more rounds a two-player bracket of `field` players needs after those paired."""
    if players_per_table != 2 or field < 2:
        return 0
    return max(0, math.ceil(math.log2(field)) - len(rounds))


def _order_by_next_round(columns: list[list[dict]]) -> None:
    """Sort each column so that boxes feeding the same next-round table sit together."""
    for index in range(len(columns) - 2, -1, -1):
        slot = {}
        for position, box in enumerate(columns[index + 1]):
            for seat, (name, _) in enumerate(box["players"]):
                slot[name] = (position, seat)
        far = (len(columns[index + 1]), 0)
        columns[index].sort(
            key=lambda box: min((slot.get(name, far) for name, _ in box["players"]), default=far)
        )


def bracket_svg(
    rounds: list[dict],
    *,
    players_per_table: int,
    field: int,
    titles: list[str] | None = None,
    label: str | None = None,
) -> str:
    """The bracket as an SVG element (empty string when no round is paired yet). `titles` name
    the columns (default: Round 1, 2, …, Final); `label` is what a screen reader announces."""
    if not rounds:
        return ""
    columns = _entries(rounds)
    _order_by_next_round(columns)
    for _ in range(_still_to_come(rounds, players_per_table, field)):
        columns.append(
            [
                {"kind": "later", "players": [("", None), ("", None)], "game": None}
                for _ in range(max(1, math.ceil(len(columns[-1]) / 2)))
            ]
        )
    # Vertical positions: the first column stacked; later boxes centred on their feeders.
    centre: list[list[float]] = []
    for index, column in enumerate(columns):
        centres: list[float] = []
        cursor: float = TOP
        for position, box in enumerate(column):
            height = _box_height(len(box["players"]))
            feeders = []
            if index:
                names = {name for name, _ in box["players"] if name}
                feeders = [
                    centre[index - 1][i]
                    for i, previous in enumerate(columns[index - 1])
                    if names & {name for name, _ in previous["players"]}
                ]
                if box["kind"] == "later":
                    pair = centre[index - 1][2 * position : 2 * position + 2]
                    feeders = pair
            wanted = sum(feeders) / len(feeders) - height / 2 if feeders else cursor
            top = max(wanted, cursor)
            centres.append(top + height / 2)
            cursor = top + height + BOX_GAP
        centre.append(centres)
    tallest = max(
        (c + _box_height(len(box["players"])) / 2)
        for column, centres in zip(columns, centre, strict=True)
        for box, c in zip(column, centres, strict=True)
    )
    parts = []
    for index, column in enumerate(columns):
        x = index * (COLUMN_WIDTH + COLUMN_GAP) + 4
        final = index == len(columns) - 1 and len(column) == 1 and column[0]["kind"] != "bye"
        if titles is not None and index < len(titles):
            title = titles[index]
        elif final:
            title = gettext("Final")
        else:
            title = gettext("Round %(number)s") % {"number": index + 1}
        parts.append(tag("text", text(title), x=x, y=18, class_="bracket-title"))
        for position, box in enumerate(column):
            parts.append(_box(box, x, centre[index][position]))
            if index + 1 < len(columns):
                parts += _links(
                    box, position, x, centre[index][position], columns[index + 1], centre[index + 1]
                )
    width = len(columns) * (COLUMN_WIDTH + COLUMN_GAP) - COLUMN_GAP + 8
    drawing = svg(
        width,
        int(tallest) + 10,
        *parts,
        label=label or gettext("Elimination bracket"),
        class_="bracket-svg",
    )
    # drawn at its natural size (scrolls sideways in a narrow window rather than shrinking)
    return drawing.replace("<svg ", f'<svg width="{width}" height="{int(tallest) + 10}" ', 1)


def _box(box: dict, x: float, middle: float) -> str:
    height = _box_height(len(box["players"]))
    top = middle - height / 2
    kind = box["kind"]
    shapes = [
        tag(
            "rect",
            x=x,
            y=top,
            width=COLUMN_WIDTH,
            height=height,
            rx=6,
            class_=f"bracket-box {kind}",
        )
    ]
    for row, (name, place) in enumerate(box["players"]):
        baseline = top + BOX_PAD + row * LINE_HEIGHT + 15
        if kind == "later":
            label, css = gettext("to be decided"), "bracket-name muted"
        elif kind == "bye" and box.get("word"):
            label = gettext("%(name)s — %(word)s") % {"name": name, "word": box["word"]}
            css = "bracket-name"
        elif kind == "bye":
            label, css = gettext("%(name)s — bye") % {"name": name}, "bracket-name"
        else:
            label = name
            css = "bracket-name winner" if place == 1 else "bracket-name"
        shapes.append(tag("text", text(label), x=x + 8, y=baseline, class_=css))
        note = box.get("notes", {}).get(name)
        if note or place is not None:
            shapes.append(
                tag(
                    "text",
                    text(note or f"#{place}"),
                    x=x + COLUMN_WIDTH - 8,
                    y=baseline,
                    class_="bracket-place",
                )
            )
    if box.get("game"):
        label = gettext("Table %(number)s: game #%(game)s") % {
            "number": box["number"],
            "game": box["game"],
        }
        return tag(
            "a",
            tag("title", text(label)),
            *shapes,
            href=reverse("web:game", args=[box["game"]]),
            aria_label=label,
        )
    return tag("g", *shapes)


def _links(box, mine, x, middle, next_column, next_centres) -> list[str]:
    """Elbow lines from a box to every next-round box one of its players sits at."""
    names = {name for name, _ in box["players"] if name}
    lines = []
    for position, target in enumerate(next_column):
        if target["kind"] == "later":
            if position != mine // 2:
                continue
        elif not names & {name for name, _ in target["players"]}:
            continue
        start_x, end_x = x + COLUMN_WIDTH, x + COLUMN_WIDTH + COLUMN_GAP
        bend = start_x + COLUMN_GAP / 2
        lines.append(
            tag(
                "path",
                d=f"M{start_x},{middle} H{bend} V{next_centres[position]} H{end_x}",
                class_="bracket-line",
            )
        )
    return lines
