"""Duel for Middle-earth: the chapter layout, the seven regions, the quest track, and both sides."""

from __future__ import annotations

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engines.middle_earth_duel.data import BORDERS, CARDS, LANDMARKS
from web.boards.base import BoardContext, BoardRenderer, player_box, player_boxes
from web.boards.svg import as_dict, as_int, as_list, last_mark, svg, tag, target_rect, text
from web.faces.middle_earth_duel.words import (
    alliance_token_in_words,
    card_short_name,
    cost_in_words,
    cost_on_card,
    effect_on_card,
    effects_in_words,
)
from web.words.value_words import word
from web.words.wording import value_in_words

CARD_W, CARD_H, CARD_GAP, ROW_STEP = 76, 88, 6, 58
LAYOUT_W = 560
REGION_POSITIONS = {
    "lindon": (60, 110),
    "arnor": (170, 80),
    "rhovanion": (350, 50),
    "enedwaith": (230, 180),
    "rohan": (370, 170),
    "gondor": (420, 260),
    "mordor": (560, 210),
}
SIDE_COLOURS = {"sauron": "#8b1e1e", "fellowship": "#1f5fa8"}
# Names in the active language come from web.words.value_words (the seed's Korean: 사우론, 반지 원정대,
# 아르노르, 모르도르, …).


CARD_COLOURS = {
    "green": "#2f8f4e",
    "blue": "#2e6fd6",
    "yellow": "#d4a017",
    "grey": "#8a8f98",
    "red": "#c0392b",
    "purple": "#7d3c98",
}
SKILLS = ("ruse", "strength", "courage", "knowledge", "leadership")
TRACK_SPACES, TRACK_CELL = 29, 22
MAP_TOP = 0


def card_in_words(card_id) -> str:
    """A card in words: "Green card: Race symbol: elves. Cost: knowledge 1. Gives the harp …"."""
    card = CARDS.get(card_id)
    if card is None:
        return _("an unknown card")
    words = [
        _("%(colour)s card: %(effects)s")
        % {
            "colour": capfirst(word(card.get("color"))),
            "effects": effects_in_words(card.get("effects", [])),
        },
        _("Cost: %(cost)s.") % {"cost": cost_in_words(card.get("cost", {}))},
    ]
    if card.get("chain_free_with"):
        words.append(
            _("Free with the %(symbol)s chain symbol.") % {"symbol": word(card["chain_free_with"])}
        )
    if card.get("chain_gives"):
        words.append(
            _("Gives the %(symbol)s chain symbol.") % {"symbol": word(card["chain_gives"])}
        )
    return " ".join(words)


def landmark_in_words(region) -> str:
    landmark = LANDMARKS.get(region, {})
    return _("%(region)s landmark: %(effects)s Cost: %(cost)s, plus 1 coin per fortress.") % {
        "region": word(region),
        "effects": effects_in_words(landmark.get("effects", [])),
        "cost": cost_in_words(landmark.get("cost", {})),
    }


def slot_id(slot) -> str:
    return f"me-slot-{slot}"


def region_id(region) -> str:
    return f"me-region-{region}"


def side_of(seat) -> str:
    return {0: "sauron", 1: "fellowship"}.get(seat, "")


def fitted_text(words: str, x: float, y: float, css: str, glyph: float) -> str:
    """A line of a card, centred at x; one wider than the card (at about `glyph` units a
    character) is pressed to the card's width instead of spilling onto its neighbours."""
    room = CARD_W - 8
    squeeze = len(words) * glyph > room
    return tag(
        "text",
        text(words),
        x=x,
        y=y,
        class_=css,
        textLength=room if squeeze else None,
        lengthAdjust="spacingAndGlyphs" if squeeze else None,
    )


class MiddleEarthDuelBoard(BoardRenderer):
    slug = "middle-earth-duel"

    def marks(self, event: dict) -> list[str]:
        kind = event.get("type")
        if kind == "card_taken" and isinstance(event.get("slot"), int):
            return [slot_id(event["slot"])]
        region = event.get("to") if kind == "unit_moved" else event.get("region")
        if isinstance(region, str) and region in REGION_POSITIONS:
            return [region_id(region)]
        return []

    def target(self, move: dict, ctx: BoardContext):
        kind = move.get("type")
        if kind == "take_card" and isinstance(move.get("slot"), int):
            family = (
                _("Take a card and play it")
                if move.get("use") == "play"
                else _("Take a card and discard it for coins")
            )
            return slot_id(move["slot"]), family
        if kind == "take_landmark" and move.get("region") in REGION_POSITIONS:
            return region_id(move["region"]), _("Take a landmark (place a fortress)")
        option = move.get("option")
        if kind == "choose" and isinstance(option, str) and option in REGION_POSITIONS:
            pending = as_dict(ctx.view.get("pending"))
            return region_id(option), _("Choose %(kind)s") % {
                "kind": word(pending.get("kind", "region"))
            }
        return None

    def label(self, move: dict, ctx: BoardContext) -> str:
        kind = move.get("type")
        if kind == "take_card":
            card = self._card_name(ctx, move.get("slot"))
            if move.get("use") == "play":
                return _("Play %(card)s") % {"card": card}
            return _("Discard %(card)s") % {"card": card}
        if kind == "take_landmark":
            return _("Take the landmark in %(region)s") % {"region": word(move.get("region"))}
        if kind == "choose":
            option = move.get("option")
            if option is None:
                return _("Skip")
            if isinstance(option, str) and option in REGION_POSITIONS:
                shown = word(option)
            elif isinstance(option, dict) and "token" in option:
                shown = alliance_token_in_words(option)
            elif isinstance(option, dict) and {"from", "to"} <= option.keys():
                return _("Move a unit from %(from)s to %(to)s") % {
                    "from": word(option["from"]),
                    "to": word(option["to"]),
                }
            elif isinstance(option, int) and as_dict(ctx.view.get("pending")).get("kind") in (
                "discarded_card",
                "grey_card",
            ):
                shown = card_in_words(option)
            else:
                shown = value_in_words("option", option, ctx.names)
            return _("Choose %(option)s") % {"option": shown}
        return super().label(move, ctx)

    def _card_name(self, ctx: BoardContext, slot) -> str:
        for entry in as_list(ctx.view.get("slots")):
            if (
                isinstance(entry, dict)
                and entry.get("slot") == slot
                and entry.get("card") is not None
            ):
                return _("the %(card)s in slot %(slot)s") % {
                    "card": card_short_name(entry["card"]),
                    "slot": slot,
                }
        return _("the card in slot %(slot)s") % {"slot": slot}

    # Drawing ---------------------------------------------------------------------------------

    def draw(self, ctx: BoardContext) -> str:
        view = ctx.view
        layout = svg(
            LAYOUT_W,
            self._layout_height(ctx),
            *self._layout(ctx),
            label=_("Chapter %(chapter)s cards") % {"chapter": view.get("chapter", "?")},
        )
        world = svg(
            640,
            380,
            *self._map(ctx),
            *self._track(view),
            label=_("Middle-earth and the quest of the Ring"),
        )
        return tag(
            "div",
            tag(
                "div",
                tag("h3", text(_("Chapter %(chapter)s") % {"chapter": view.get("chapter", "?")})),
                layout,
                world,
                class_="board-wrap",
            ),
            tag(
                "div",
                self._pending(view, ctx),
                self._on_offer(view),
                *self._sides(view, ctx),
                self._discarded(view),
                class_="side",
            ),
            class_="board me",
        )

    def _layout_height(self, ctx: BoardContext) -> int:
        """The card layout's height: every row of the chapter's cards, the lowest one whole."""
        rows = {
            as_int(entry.get("row"), 1)
            for entry in as_list(ctx.view.get("slots"))
            if isinstance(entry, dict)
        }
        span = max(rows) - min(rows) if rows else 0
        return max(380, 10 + span * ROW_STEP + CARD_H + 10)

    def _layout(self, ctx: BoardContext) -> list[str]:
        rows: dict[int, list[dict]] = {}
        for entry in as_list(ctx.view.get("slots")):
            if isinstance(entry, dict):
                rows.setdefault(as_int(entry.get("row"), 1), []).append(entry)
        parts = []
        for row_number in sorted(rows):
            entries = sorted(rows[row_number], key=lambda e: as_int(e.get("slot")))
            count = len(entries)
            for position, entry in enumerate(entries):
                x = LAYOUT_W / 2 + (position - (count - 1) / 2) * (CARD_W + CARD_GAP) - CARD_W / 2
                y = 10 + (row_number - min(rows)) * ROW_STEP
                parts.append(self._card(entry, x, y, ctx))
        return parts

    def _card(self, entry: dict, x: float, y: float, ctx: BoardContext) -> str:
        slot = entry.get("slot")
        if entry.get("taken"):
            gone = tag("rect", x=x, y=y, width=CARD_W, height=CARD_H, rx=6, class_="card-gone")
            if slot_id(slot) in ctx.last:  # the card just taken: where it was, ringed
                gone += last_mark(x - 3, y - 3, CARD_W + 6, CARD_H + 6, rx=8)
            title = tag("title", text(_("slot %(slot)s: taken") % {"slot": slot}))
            return tag("g", title, gone)
        card_id = entry.get("card")
        parts = []
        if entry.get("face_up") and card_id is not None:
            parts += self._card_face(CARDS.get(card_id, {}), x, y)
            title = _("slot %(slot)s: %(card)s") % {"slot": slot, "card": card_in_words(card_id)}
        else:
            parts.append(
                tag("rect", x=x, y=y, width=CARD_W, height=CARD_H, rx=6, class_="card-back")
            )
            parts.append(
                tag("text", text("?"), x=x + CARD_W / 2, y=y + CARD_H / 2 + 8, class_="card-text")
            )
            title = _("slot %(slot)s: face down") % {"slot": slot}
        if entry.get("available"):
            parts.append(
                tag(
                    "rect",
                    x=x - 2,
                    y=y - 2,
                    width=CARD_W + 4,
                    height=CARD_H + 4,
                    rx=7,
                    class_="card-available",
                )
            )
            title += _(", available")
        group = tag("g", tag("title", text(title)), *parts)
        dom_id = slot_id(slot)
        if dom_id in ctx.last:
            group += last_mark(x - 3, y - 3, CARD_W + 6, CARD_H + 6, rx=8)
        if dom_id in ctx.targets:
            group += target_rect(dom_id, x, y, CARD_W, CARD_H, title, rx=6)
        return group

    def _card_face(self, card: dict, x: float, y: float) -> list[str]:
        """A face-up card: its colour, cost along the top, what it does, its chain symbols."""
        fill = CARD_COLOURS.get(str(card.get("color")), "#b9a27a")
        parts = [
            tag("rect", x=x, y=y, width=CARD_W, height=CARD_H, rx=6, fill=fill, class_="card"),
            tag("rect", x=x + 3, y=y + 3, width=CARD_W - 6, height=15, rx=3, class_="card-band"),
            fitted_text(
                cost_on_card(as_dict(card.get("cost"))), x + CARD_W / 2, y + 14, "card-cost", 5.4
            ),
        ]
        lines = [effect_on_card(e) for e in as_list(card.get("effects")) if isinstance(e, dict)]
        if card.get("chain_gives"):
            lines.append(_("chain: %(symbol)s") % {"symbol": word(card["chain_gives"])})
        if card.get("chain_free_with"):
            lines.append(_("free: %(symbol)s") % {"symbol": word(card["chain_free_with"])})
        for line, words in enumerate(lines[:4]):
            parts.append(fitted_text(words, x + CARD_W / 2, y + 31 + line * 12, "card-small", 5.9))
        return parts

    def _map(self, ctx: BoardContext) -> list[str]:
        regions = as_dict(ctx.view.get("regions"))
        landmarks = set(as_list(ctx.view.get("landmarks")))
        parts = [tag("rect", x=0, y=0, width=640, height=310, rx=10, fill="#e8e2c9")]
        for a, b in BORDERS:
            (x1, y1), (x2, y2) = REGION_POSITIONS[a], REGION_POSITIONS[b]
            parts.append(tag("line", x1=x1, y1=y1, x2=x2, y2=y2, class_="border"))
        for name, (cx, cy) in REGION_POSITIONS.items():
            region = as_dict(regions.get(name))
            units = as_dict(region.get("units"))
            fortresses = [f for f in as_list(region.get("fortresses")) if isinstance(f, str)]
            inner = [
                tag(
                    "rect",
                    x=cx - 55,
                    y=cy - 32,
                    width=110,
                    height=64,
                    rx=12,
                    class_="region" + (" landmark" if name in landmarks else ""),
                ),
                tag(
                    "text",
                    text(word(name) + (" ★" if name in landmarks else "")),
                    x=cx,
                    y=cy - 15,
                    class_="area-name",
                ),
            ]
            for offset, side in enumerate(("sauron", "fellowship")):
                count = as_int(units.get(side))
                if count:
                    px = cx - 38 + offset * 44
                    inner.append(tag("circle", cx=px, cy=cy + 5, r=8, fill=SIDE_COLOURS[side]))
                    inner.append(tag("text", text(count), x=px + 16, y=cy + 10, class_="count"))
            for offset, side in enumerate(fortresses):
                px = cx - 40 + offset * 20
                inner.append(
                    tag(
                        "path",
                        d=f"M{px} {cy + 28}v-10h4v4h4v-4h4v4h4v-4h4v10z",
                        fill=SIDE_COLOURS.get(side, "#555"),
                    )
                )
            words = [word(name)] + [
                _("%(count)s units of %(side)s") % {"count": as_int(units.get(s)), "side": word(s)}
                for s in ("sauron", "fellowship")
                if as_int(units.get(s))
            ]
            words += [_("fortress of %(side)s") % {"side": word(s)} for s in fortresses] + (
                [landmark_in_words(name)] if name in landmarks else []
            )
            parts.append(tag("g", tag("title", text(", ".join(words))), *inner))
            dom_id = region_id(name)
            if dom_id in ctx.last:
                parts.append(last_mark(cx - 58, cy - 35, 116, 70, rx=14))
            if dom_id in ctx.targets:
                parts.append(target_rect(dom_id, cx - 55, cy - 32, 110, 64, word(name), rx=12))
        return parts

    def _track(self, view: dict) -> list[str]:
        track = as_dict(view.get("track"))
        hobbits, nazgul = as_int(track.get("hobbits"), -1), as_int(track.get("nazgul"), -1)
        top, left = 326, 1
        parts = [tag("text", text(_("Quest of the Ring")), x=left, y=top - 4, class_="track-title")]
        for space in range(TRACK_SPACES):
            x = left + space * TRACK_CELL
            parts.append(
                tag(
                    "rect",
                    x=x,
                    y=top,
                    width=TRACK_CELL - 2,
                    height=TRACK_CELL,
                    rx=3,
                    class_="track" + (" track-end" if space == TRACK_SPACES - 1 else ""),
                )
            )
        for space, label, colour, dy in ((hobbits, "H", "#2f8f4e", 0), (nazgul, "N", "#111", 26)):
            if 0 <= space < TRACK_SPACES:
                cx = left + space * TRACK_CELL + TRACK_CELL / 2 - 1
                parts.append(
                    tag(
                        "circle",
                        tag(
                            "title",
                            text(
                                (
                                    _("Frodo and Sam on space %(space)s")
                                    if label == "H"
                                    else _("The Nazgûl on space %(space)s")
                                )
                                % {"space": space}
                            ),
                        ),
                        cx=cx,
                        cy=top + 11 + dy,
                        r=9,
                        fill=colour,
                    )
                )
                parts.append(
                    tag("text", text(label), x=cx, y=top + 15 + dy, class_="tile-letter small")
                )
        return parts

    # Panels ----------------------------------------------------------------------------------

    def _pending(self, view: dict, ctx: BoardContext) -> str:
        pending = view.get("pending")
        if not isinstance(pending, dict) or not pending:
            return ""
        kind = word(pending.get("kind", "choice"))
        options = as_list(pending.get("options"))
        return tag(
            "section",
            tag("h3", text(_("Decision: %(kind)s") % {"kind": kind})),
            tag(
                "p",
                text(
                    ngettext("%(count)d option", "%(count)d options", len(options))
                    % {"count": len(options)}
                    + (_(", optional") if pending.get("optional") else "")
                ),
            ),
            class_="panel conflict",
            aria_live="polite",
        )

    def _sides(self, view: dict, ctx: BoardContext) -> list[str]:
        panels = []
        for seat, player in enumerate(as_list(view.get("players"))):
            if not isinstance(player, dict):
                continue
            side = str(player.get("side") or side_of(seat))
            skills = as_dict(player.get("skills"))
            races = as_dict(player.get("races"))
            skill_items = [
                tag("li", text(f"{word(name)} {as_int(skills.get(name))}")) for name in SKILLS
            ]
            one_of = [
                " / ".join(word(c) for c in as_list(choice))
                for choice in as_list(player.get("one_of_skills"))
            ]
            race_items = [
                tag("li", text(f"{word(name)} {count}")) for name, count in races.items() if count
            ]
            tokens = [alliance_token_in_words(token) for token in as_list(player.get("tokens"))]
            facts = [
                _("%(count)s coins") % {"count": as_int(player.get("coins"))},
                _("%(count)s cards") % {"count": len(as_list(player.get("cards")))},
                _("%(units)s units and %(fortresses)s fortresses in stock")
                % {
                    "units": as_int(player.get("units_in_stock")),
                    "fortresses": as_int(player.get("fortresses_in_stock")),
                },
            ]
            if as_int(player.get("extra_turns")):
                facts.append(_("%(count)s extra turn(s)") % {"count": player["extra_turns"]})
            panels.append(
                player_box(
                    ctx,
                    seat,
                    tag(
                        "p",
                        tag(
                            "span",
                            "",
                            class_="dot",
                            style=f"background:{SIDE_COLOURS.get(side, '#777')}",
                        ),
                        tag("strong", text(capfirst(word(side)))),
                        text(" · " + " · ".join(facts)),
                    ),
                    tag("ul", *skill_items, class_="inline-list", aria_label=_("skills")),
                    tag("p", text(_("One of: ") + "; ".join(one_of))) if one_of else "",
                    tag("ul", *race_items, class_="inline-list", aria_label=_("races"))
                    if race_items
                    else "",
                    tag(
                        "p",
                        text(
                            _("Chain symbols: ")
                            + ", ".join(
                                word(symbol) for symbol in as_list(player.get("chain_symbols"))
                            )
                        ),
                    )
                    if as_list(player.get("chain_symbols"))
                    else "",
                    tag(
                        "div",
                        text(_("Tokens: ").strip()),
                        tag("ul", *[tag("li", text(token)) for token in tokens]),
                        class_="tokens",
                    )
                    if tokens
                    else "",
                )
            )
        return [player_boxes(*panels)]

    def _on_offer(self, view: dict) -> str:
        """What can be taken now, in sentences: the available face-up cards and the landmarks."""
        cards = [
            tag(
                "li",
                text(
                    _("Slot %(slot)s — %(card)s")
                    % {"slot": e.get("slot"), "card": card_in_words(e["card"])}
                ),
            )
            for e in as_list(view.get("slots"))
            if isinstance(e, dict)
            and e.get("available")
            and e.get("face_up")
            and e.get("card") is not None
        ]
        marks = [
            tag("li", text(landmark_in_words(name))) for name in as_list(view.get("landmarks"))
        ]
        if not cards and not marks:
            return ""
        return tag(
            "section",
            tag("h3", text(_("On offer"))),
            tag("ul", *cards, *marks, class_="offer-list"),
            class_="panel",
        )

    def _discarded(self, view: dict) -> str:
        discarded = as_list(view.get("discarded"))
        if not discarded:
            return ""
        return tag(
            "section",
            tag("h3", text(_("Discarded cards"))),
            tag("ul", *(tag("li", text(card_in_words(c))) for c in discarded), class_="offer-list"),
            class_="panel",
        )
