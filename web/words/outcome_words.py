"""A finished game's result as its rules count it, per seat, in words: Tigris & Euphrates' four
colours and treasures, Tigris Euphyu's points and captured tiles, After the Flood's victory
points, and Duel for Middle-earth's way of winning."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from web.words.log_sentences import thing

COLOURS = ("red", "blue", "green", "black")


def _seat_entries(details: dict, key: str, seat: int):
    values = details.get(key)
    return values[seat] if isinstance(values, list) and seat < len(values) else None


def seat_breakdown(slug: str, outcome: dict, seat: int) -> str:
    """What seat `seat`'s final score is made of, or "" where the rules add nothing to it."""
    found = outcome.get("details")
    details: dict = found if isinstance(found, dict) else {}
    if slug == "tigris-euphrates":
        entry = _seat_entries(details, "seats", seat)
        if not isinstance(entry, dict):
            return ""
        totals = entry.get("totals") or {}
        colours = " · ".join(f"{thing(c)} {totals.get(c, 0)}" for c in COLOURS)
        treasures = int(entry.get("treasures") or 0)
        return ngettext(
            "%(colours)s, with %(n)d treasure as a wild point; the weakest colour counts",
            "%(colours)s, with %(n)d treasures as wild points; the weakest colour counts",
            treasures,
        ) % {"colours": colours, "n": treasures}
    if slug == "tigris-euphyu":
        captured = _seat_entries(details, "captured", seat)
        if not isinstance(captured, dict):
            return ""
        tiles = " · ".join(f"{thing(c)} {captured.get(c, 0)}" for c in COLOURS)
        return _("captured tiles: %(tiles)s") % {"tiles": tiles}
    if slug == "after-the-flood":
        end_vp = _seat_entries(details, "end_vp", seat)
        if not isinstance(end_vp, int):
            return ""
        return _("%(n)d of them at the end of the game") % {"n": end_vp}
    if slug == "middle-earth-duel":  # the score is the regions held, which decide only a tie
        scores = outcome.get("scores")
        if not isinstance(scores, list) or not 0 <= seat < len(scores):
            return ""
        return ngettext(
            "present in %(n)d region (regions decide only a game that reaches the end of "
            "chapter 3)",
            "present in %(n)d regions (regions decide only a game that reaches the end of "
            "chapter 3)",
            int(scores[seat] or 0),
        ) % {"n": int(scores[seat] or 0)}
    return ""


def result_reason(slug: str, outcome: dict) -> str:
    """How the game was won, where the rules say (Duel's three ways, Euphyu's end)."""
    found = outcome.get("details")
    details: dict = found if isinstance(found, dict) else {}
    reason = details.get("reason")
    if not reason:
        return ""
    if details.get("winner"):
        return _("%(side)s win: %(reason)s.") % {
            "side": thing(details["winner"]),
            "reason": thing(reason),
        }
    return _("The game ended: %(reason)s.") % {"reason": thing(reason)}
