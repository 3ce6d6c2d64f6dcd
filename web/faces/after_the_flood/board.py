"""After the Flood: a schematic map of the areas (borders, one-way arrows), boxes, and the panels."""

from __future__ import annotations

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engines.after_the_flood.data import BORDERS_ONE_WAY as ONE_WAY
from engines.after_the_flood.data import BORDERS_TWO_WAY as BORDERS
from engines.after_the_flood.data import BOX_NAMES as BOXES
from engines.after_the_flood.data import SUMER_SET as SUMER
from web.boards.base import BoardContext, BoardRenderer, player_box, player_boxes
from web.boards.svg import as_dict, as_list, last_mark, seat_colour, svg, tag, target_rect, text
from web.words.log_sentences import Words, decision_pending
from web.words.value_words import value_word, word
from web.words.wording import humanise, value_in_words

# Schematic positions (centre x, y) on a 900×700 canvas, roughly as on the board: north at top.
AREA_POSITIONS = {
    "hittites": (90, 60),
    "mittani": (320, 50),
    "assyria": (560, 60),
    "amorites": (150, 190),
    "akkad": (420, 150),
    "kassites": (700, 180),
    "egypt": (70, 330),
    "sippar": (290, 270),
    "babylon": (450, 270),
    "guti": (820, 300),
    "nippur": (600, 320),
    "isin": (250, 390),
    "shuruppak": (400, 400),
    "umma": (620, 440),
    "elam": (810, 460),
    "larsa": (250, 520),
    "uruk": (420, 520),
    "ur": (560, 580),
    "lagash": (720, 570),
    "chaldea": (380, 640),
    "eridu": (640, 670),
    "dilmun": (830, 650),
}
BOX_TOP = 720
WIDTH, HEIGHT = 920, 820
AREA_W, AREA_H = 118, 62
RESOURCE_COLOURS = {
    "grain": "#e1b12c",
    "wood": "#8e5b2f",
    "metal": "#7f8c8d",
    "textile": "#e17055",
    "tool": "#34495e",
    "oil": "#2d3436",
    "gold": "#f1c40f",
    "lapis": "#2e86de",
}
PLACE_KEYS = ("area", "to")
# A count's text starts COUNT_OFFSET after its marker's centre; a digit of the 12 px bold count is
# about COUNT_DIGIT wide; the next marker's centre is COUNT_GAP after the last digit.
COUNT_OFFSET, COUNT_DIGIT, COUNT_GAP = 10, 8.4, 9


def place_id(name: str) -> str:
    return f"atf-{name}"


def _seat_counts(value) -> list[tuple[int, int]]:
    """{"0": 2, "1": 0} -> [(0, 2)] (non-zero counts, by seat)."""
    counts = []
    for key, count in as_dict(value).items():
        try:
            seat = int(key)
        except (TypeError, ValueError):
            continue
        if isinstance(count, int) and count:
            counts.append((seat, count))
    return sorted(counts)


def _box_positions() -> dict[str, tuple[int, int]]:
    return {name: (90 + index * 190, BOX_TOP + 40) for index, name in enumerate(BOXES)}


class AfterTheFloodBoard(BoardRenderer):
    slug = "after-the-flood"
    # Once anybody has passed, every action is listed once per fee: the fee is chosen on its own.
    option_key = "fee"

    def option_label(self, value, ctx: BoardContext) -> str:
        fee = as_dict(value)
        if "resource" in fee:
            return word(fee["resource"])
        if "army" in fee:
            return _("an army")
        if "worker" in fee:
            return _("a worker")
        return super().option_label(value, ctx)

    def option_legend(self, ctx: BoardContext) -> str:
        return _("Pay the action's fee with")

    def label(self, move: dict, ctx: BoardContext) -> str:
        """The buttons of a pending decision say what they do; other moves as every board says
        them."""
        words = {
            "expand_again": _("Expand again (pay 1 army)"),
            "end_action": _("End the action"),
            "roll": _("Roll the dice"),
            "call_off": _("Call the battle off"),
        }
        steps = [step for step in as_list(move.get("steps")) if isinstance(step, dict)]
        if move.get("type") == "trade" and steps and all("area" in step for step in steps):
            # as the log says a trade: "grain for wood in Amorites" (under the group "Trade")
            return capfirst(
                "; ".join(
                    _("%(give)s for %(get)s in %(area)s")
                    % {
                        "give": word(step.get("give")),
                        "get": word(step.get("get")),
                        "area": word(step.get("area")),
                    }
                    for step in steps
                )
            )
        return words.get(str(move.get("type"))) or super().label(move, ctx)

    def marks(self, event: dict) -> list[str]:
        place = event.get("area") or event.get("to")
        return [place_id(place)] if isinstance(place, str) else []

    def target(self, move: dict, ctx: BoardContext):
        kind = move.get("type")
        place = next((move.get(key) for key in PLACE_KEYS if isinstance(move.get(key), str)), None)
        if place not in AREA_POSITIONS and place not in BOXES:
            return None
        rest = {k: v for k, v in move.items() if k not in ("type", *PLACE_KEYS)}
        if kind == "build_city":
            family = _("Build a city") + (
                _(", moving the one from %(area)s") % {"area": word(rest["from"])}
                if rest.get("from")
                else ""
            )
        elif kind == "start_empire":
            family = _("Start the %(empire)s empire") % {
                "empire": word(move.get("empire"))
            } + self._details(rest, ctx, skip=("empire",))
        elif kind == "expand":
            family = _("Expand: %(kind)s") % {
                "kind": value_word(move.get("kind")) or humanise(move.get("kind", "")).lower()
            } + self._details(rest, ctx, skip=("kind",))
        elif kind == "place_workers":
            family = _("Place workers") + self._details(rest, ctx)
        elif kind == "expand_city":
            family = _("Expand a city") + self._details(rest, ctx)
        else:
            family = humanise(str(kind)) + self._details(rest, ctx)
        return place_id(place), family

    def _details(self, rest: dict, ctx: BoardContext, skip: tuple[str, ...] = ()) -> str:
        words = [
            f"{humanise(k).lower()} {value_in_words(k, v, ctx.names)}"
            for k, v in rest.items()
            if k not in skip and v not in (None, [], {})
        ]
        return f" ({'; '.join(words)})" if words else ""

    def draw(self, ctx: BoardContext) -> str:
        view = ctx.view
        areas = as_dict(view.get("areas"))
        parts = [
            tag(
                "defs",
                tag(
                    "marker",
                    tag("path", d="M0,0 L10,5 L0,10 z", fill="#6b4f2a"),
                    id="arrow",
                    viewBox="0 0 10 10",
                    refX="9",
                    refY="5",
                    markerWidth="7",
                    markerHeight="7",
                    orient="auto-start-reverse",
                ),
            )
        ]
        parts.append(tag("rect", x=0, y=0, width=WIDTH, height=BOX_TOP - 20, fill="#f4ecd8", rx=10))
        for a, b in BORDERS:
            (x1, y1), (x2, y2) = AREA_POSITIONS[a], AREA_POSITIONS[b]
            parts.append(tag("line", x1=x1, y1=y1, x2=x2, y2=y2, class_="border"))
        for a, b in ONE_WAY:
            (x1, y1), (x_to, y_to) = AREA_POSITIONS[a], AREA_POSITIONS[b]
            parts.append(
                tag(
                    "line",
                    x1=x1,
                    y1=y1,
                    x2=x1 + (x_to - x1) * 0.62,
                    y2=y1 + (y_to - y1) * 0.62,
                    class_="border one-way",
                    marker_end="url(#arrow)",
                )
            )
        for name, (cx, cy) in AREA_POSITIONS.items():
            parts.append(self._area(name, cx, cy, as_dict(areas.get(name)), ctx))
        boxes = as_dict(view.get("boxes"))
        for name, (cx, cy) in _box_positions().items():
            parts.append(self._box(name, cx, cy, boxes, ctx))
        board = svg(WIDTH, HEIGHT, *parts, label=_("After the Flood map"))
        return tag(
            "div",
            tag("div", board, class_="board-wrap"),
            tag(
                "div",
                self._status(view, ctx),
                self._pending(view, ctx),
                self._empires(view, ctx),
                self._players(view, ctx),
                self._stock(view),
                class_="side",
            ),
            class_="board atf",
        )

    def _counts(self, counts: list[tuple[int, int]], x: float, y: float, shape: str) -> list[str]:
        """Each seat's marker with its count beside it, the next marker after the count's last
        digit (a count of 10 or more takes more room; markers never sit on a number)."""
        parts = []
        px = x
        for seat, count in counts:
            if shape == "army":
                parts.append(
                    tag(
                        "polygon",
                        points=f"{px},{y - 7} {px + 7},{y + 6} {px - 7},{y + 6}",
                        fill=seat_colour(seat),
                        stroke="#222",
                    )
                )
            else:
                parts.append(tag("circle", cx=px, cy=y, r=6, fill=seat_colour(seat), stroke="#222"))
            parts.append(tag("text", text(count), x=px + 10, y=y + 5, class_="count"))
            px += COUNT_OFFSET + COUNT_DIGIT * len(str(count)) + COUNT_GAP
        return parts

    def _area(self, name: str, cx: float, cy: float, area: dict, ctx: BoardContext) -> str:
        left, top = cx - AREA_W / 2, cy - AREA_H / 2
        kind = "sumer" if name in SUMER else ("sea" if name == "dilmun" else "outer")
        parts = [
            tag(
                "rect",
                x=left,
                y=top,
                width=AREA_W,
                height=AREA_H,
                rx=10,
                class_=f"area area-{kind}",
            ),
            tag("text", text(word(name)), x=cx, y=top + 15, class_="area-name"),
        ]
        workers, armies = _seat_counts(area.get("workers")), _seat_counts(area.get("armies"))
        parts += self._counts(workers, left + 14, top + 31, "worker")
        parts += self._counts(armies, left + 14, top + 50, "army")
        city = area.get("city")
        words = [word(name)]
        if isinstance(city, dict):
            colour = seat_colour(city.get("seat"))
            hx, hy = left + AREA_W - 24, top + 28
            parts.append(
                tag(
                    "path",
                    d=f"M{hx} {hy + 22}V{hy + 8}L{hx + 9} {hy}L{hx + 18} {hy + 8}V{hy + 22}z",
                    fill=colour,
                    stroke="#222",
                    stroke_width=1.5,
                )
            )
            if city.get("expanded"):
                parts.append(
                    tag(
                        "rect", x=hx + 4, y=hy + 11, width=10, height=11, fill="#fff", stroke="#222"
                    )
                )
            city_words = (
                _("expanded city of %(name)s") if city.get("expanded") else _("city of %(name)s")
            )
            words.append(city_words % {"name": ctx.name(city.get("seat"))})
        words += [
            ngettext("%(count)d worker of %(name)s", "%(count)d workers of %(name)s", n)
            % {"count": n, "name": ctx.name(s)}
            for s, n in workers
        ]
        words += [
            ngettext("%(count)d army of %(name)s", "%(count)d armies of %(name)s", n)
            % {"count": n, "name": ctx.name(s)}
            for s, n in armies
        ]
        group = tag("g", tag("title", text(", ".join(words))), *parts)
        dom_id = place_id(name)
        if dom_id in ctx.last:
            group += last_mark(left, top, AREA_W, AREA_H, rx=10)
        if dom_id in ctx.targets:
            group += target_rect(dom_id, left, top, AREA_W, AREA_H, word(name), rx=10)
        return group

    def _box(self, name: str, cx: float, cy: float, boxes: dict, ctx: BoardContext) -> str:
        left, top = cx - 85, cy - 36
        parts = [
            tag("rect", x=left, y=top, width=170, height=72, rx=8, class_="box"),
            tag("text", text(word(name)), x=cx, y=top + 16, class_="area-name"),
        ]
        parts += self._counts(_seat_counts(boxes.get(name)), left + 16, top + 36, "worker")
        used = _seat_counts(boxes.get(f"{name}_used"))
        if used:
            parts.append(
                tag(
                    "text",
                    text(
                        _("used: %(counts)s")
                        % {"counts": ", ".join(f"{ctx.name(s)} {n}" for s, n in used)}
                    ),
                    x=cx,
                    y=top + 62,
                    class_="count small",
                )
            )
        box_words = _("%(name)s box") % {"name": word(name)}
        group = tag("g", tag("title", text(box_words)), *parts)
        dom_id = place_id(name)
        if dom_id in ctx.last:
            group += last_mark(left, top, 170, 72, rx=8)
        if dom_id in ctx.targets:
            group += target_rect(dom_id, left, top, 170, 72, box_words, rx=8)
        return group

    def _status(self, view: dict, ctx: BoardContext) -> str:
        facts = []
        if view.get("turn") is not None:
            facts.append(
                tag(
                    "li",
                    text(_("Turn") + " "),
                    tag("strong", text(_("%(turn)s of 5") % {"turn": view.get("turn")})),
                )
            )
        if view.get("phase") is not None:
            facts.append(
                tag(
                    "li",
                    text(_("Phase: ")),
                    tag(
                        "strong",
                        text(
                            value_word(view.get("phase"))
                            or humanise(str(view.get("phase"))).lower()
                        ),
                    ),
                )
            )
        order = as_list(view.get("order"))
        if order:
            facts.append(
                tag(
                    "li",
                    text(_("Order of play: ") + " → ".join(ctx.name(s) for s in order)),
                )
            )
        return tag("ul", *facts, class_="facts") if facts else ""

    def _pending(self, view: dict, ctx: BoardContext) -> str:
        """The decision the game waits on, in sentences: who decides, between what."""
        pending = view.get("pending")
        if not isinstance(pending, dict) or not pending:
            return ""
        title, lines = _pending_words(pending, ctx)
        return tag(
            "section",
            tag("h3", text(title)),
            *[tag("p", text(line)) for line in lines],
            class_="panel conflict",
            aria_live="polite",
        )

    def _empires(self, view: dict, ctx: BoardContext) -> str:
        empires = view.get("empires")
        items = []
        for entry in empires.values() if isinstance(empires, dict) else as_list(empires):
            if isinstance(entry, dict):
                owner = entry.get("owner", entry.get("seat"))
                name = entry.get("empire", entry.get("name", "?"))
                rating = entry.get("rating")
                who = ctx.name(owner) if owner is not None else _("not started")
                items.append(
                    tag(
                        "li",
                        tag("strong", text(word(name))),
                        text(
                            f" — {who}"
                            + (_(", rated %(rating)s") % {"rating": rating} if rating else "")
                        ),
                    )
                )
        return (
            tag(
                "section",
                tag("h3", text(_("Empires this turn"))),
                tag("ul", *items),
                class_="panel",
            )
            if items
            else ""
        )

    def _empire_cell(self, empire) -> str:
        """A player's empire this turn in a few words: its name and rating ("Sumer, rated A")."""
        if isinstance(empire, str):
            return word(empire)
        if not isinstance(empire, dict):
            return "—"
        rating = empire.get("rating")
        return word(empire.get("name", "?")) + (
            _(", rated %(rating)s") % {"rating": rating} if rating else ""
        )

    def _players(self, view: dict, ctx: BoardContext) -> str:
        """A box per player: victory points, workers and armies at hand, resources, cities and
        the empire this turn."""
        boxes = []
        for seat, player in enumerate(as_list(view.get("players"))):
            if not isinstance(player, dict):
                continue
            resources = as_dict(player.get("resources"))
            chips = [
                tag(
                    "span",
                    text(f"{word(name)} {count}"),
                    class_="chip",
                    style=f"background:{RESOURCE_COLOURS.get(name, '#777')}",
                )
                for name, count in resources.items()
                if count
            ]
            cities = ", ".join(
                (_("%(area)s (expanded)") if as_dict(c).get("expanded") else "%(area)s")
                % {"area": word(area)}
                for area, c in as_dict(player.get("cities")).items()
            )
            facts = [
                (_("VP"), str(player.get("vp", 0))),
                (_("Workers"), str(player.get("workers_available", 0))),
                (_("Armies"), str(player.get("armies_available", 0))),
            ]
            if player.get("passed"):
                facts.append((_("passed"), "✓"))
            boxes.append(
                player_box(
                    ctx,
                    seat,
                    tag("div", *chips, class_="player-line") if chips else "",
                    tag("div", tag("b", text(_("Cities"))), " ", text(cities or "—")),
                    tag(
                        "div",
                        tag("b", text(_("Empire"))),
                        " ",
                        text(self._empire_cell(player.get("empire"))),
                    ),
                    facts=facts,
                )
            )
        return player_boxes(*boxes)

    def _stock(self, view: dict) -> str:
        stock = as_dict(view.get("stock"))
        if not stock:
            return ""
        chips = [
            tag(
                "span",
                text(f"{word(name)} {count}"),
                class_="chip",
                style=f"background:{RESOURCE_COLOURS.get(name, '#777')}",
            )
            for name, count in stock.items()
        ]
        return tag(
            "section", tag("h3", text(_("Common stock"))), tag("div", *chips), class_="panel"
        )


def _pending_words(pending: dict, ctx: BoardContext) -> tuple[str, list[str]]:
    """A pending decision's title and sentences (a kind the board does not know: the log's
    sentence for it)."""
    who = ctx.name(pending.get("seat"))
    kind = pending.get("kind")
    if kind == "battle":
        area = word(str(pending.get("area", "")))
        lines = []
        if isinstance(pending.get("defender"), int):
            lines.append(
                _("%(attacker)s attacks %(defender)s's armies in %(area)s.")
                % {"attacker": who, "defender": ctx.name(pending["defender"]), "area": area}
            )
        if isinstance(pending.get("needs"), int):
            lines.append(
                _(
                    "Each roll of two dice totalling %(needs)d or more removes one defending "
                    "army; a miss costs %(attacker)s one available army."
                )
                % {"needs": pending["needs"], "attacker": who}
            )
        lines.append(_("%(attacker)s rolls the dice or calls the battle off.") % {"attacker": who})
        return _("Battle in %(area)s") % {"area": area}, lines
    if kind == "after_expand":
        return _("Expand again?"), [
            _("%(who)s may pay 1 army to expand once more, or end the action.") % {"who": who}
        ]
    if kind == "expand_next":
        return _("One more expansion"), [
            _("%(who)s has paid 1 army and chooses where to expand.") % {"who": who}
        ]
    return _("A decision is pending"), [decision_pending(Words({"pending": pending}, ctx.names))]
