"""Moves and events in words, generic over every engine: "alice — tile placed: color red, at 3,4"."""

from __future__ import annotations

from django.utils.translation import gettext as _

from web.words.event_words import WORDS  # noqa: F401  (the catalog's list of these names)
from web.words.log_sentences import sentence_of
from web.words.value_words import value_word

SEAT_KEYS = {"seat", "target", "attacker", "defender", "winner", "loser", "owner", "player"}
# An engine's own bookkeeping inside an event (a pending decision's context and queue of
# effects still to run): nothing a player reads, so the move log leaves it out.
INTERNAL_KEYS = {"type", "context", "queue"}


def humanise(name: str) -> str:
    """A move's, event's or field's name in words, in the active language when the catalog has it."""
    english = (
        str(name).replace("platform.", "").replace("_", " ").replace("-", " ").strip().capitalize()
    )
    return _(english) if english else english


MAX_WORDS_DEPTH = 8  # stored values nest a few levels; deeper parts are shown as "…"
MAX_WORDS_ITEMS = 50  # items of one list or object shown before "…"


def value_in_words(key: str, value, names: list[str], depth: int = 0) -> str:
    """A stored value in words, safe on any value: nesting beyond MAX_WORDS_DEPTH and items
    beyond MAX_WORDS_ITEMS are shown as "…" (old logs may hold junk)."""
    if depth >= MAX_WORDS_DEPTH and isinstance(value, list | dict):
        return "…"
    if (
        key in SEAT_KEYS
        and isinstance(value, int)
        and not isinstance(value, bool)
        and 0 <= value < len(names)
    ):
        return names[value]
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, list):
        if (
            len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            and key in {"at", "from", "to"}
        ):
            return f"{value[0]},{value[1]}"
        shown = [value_in_words("", item, names, depth + 1) for item in value[:MAX_WORDS_ITEMS]]
        return ", ".join(shown + ["…"] * (len(value) > MAX_WORDS_ITEMS)) or _("none")
    if isinstance(value, dict):
        pairs = list(value.items())
        shown = [
            f"{value_word(k) or humanise(k).lower()} {value_in_words(k, v, names, depth + 1)}"
            for k, v in pairs[:MAX_WORDS_ITEMS]
        ]
        return "; ".join(shown + ["…"] * (len(pairs) > MAX_WORDS_ITEMS)) or _("nothing")
    if value is None:
        return "—"
    return value_word(value) or str(value)


def details_in_words(data: dict, names: list[str], skip=INTERNAL_KEYS) -> str:
    return ", ".join(
        f"{humanise(key).lower()} {value_in_words(key, value, names)}"
        for key, value in data.items()
        if key not in skip
    )


def move_in_words(move, names: list[str]) -> str:
    """A legal move as a button label: "Take: count 2"."""
    if not isinstance(move, dict):
        return str(move)
    details = details_in_words(move, names)
    kind = move.get("type")
    title = humanise(kind if isinstance(kind, str) else "move")
    return f"{title}: {details}" if details else title


def seat_name(seat, names: list[str]) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return _("the game")


def event_in_words(row: dict, names: list[str], slug: str | None = None) -> str:
    """A stored row as the viewer sees it, in words (by `slug`'s face where it tells the row)."""
    kind, data, seat = row.get("type"), row.get("data"), row.get("seat")
    if kind == "hidden":
        if isinstance(seat, int) and 0 <= seat < len(names):
            return _("%(who)s did something hidden from you until the game ends.") % {
                "who": names[seat]
            }
        return _("Something hidden from you happened.")
    if kind == "move":
        data = data or {}
        who = seat_name(seat, names)
        by = {"bot": _(" (bot)"), "policy": _(" (played for a seat that left)")}.get(
            str(data.get("by")), ""
        )
        if data.get("conditional") is True:  # shown to its own seat only until the game ends
            by = _(" (played by a conditional move)")
        if "move" not in data:
            return _("%(who)s moved.") % {"who": f"{who}{by}"}
        return f"{who}{by}: {move_in_words(data['move'], names)}"
    kind = str(kind)
    sentence = sentence_of(kind, data, names, slug)
    if sentence is not None:
        return sentence
    if isinstance(data, dict):
        details = details_in_words(data, names)
        return f"{humanise(kind)}: {details}" if details else humanise(kind)
    return humanise(kind)
