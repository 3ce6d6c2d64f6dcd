"""Tigris & Euphrates' move log in sentences: tiles, leaders, conflicts, monuments and
treasures, as a player would say them ("ann placed a green tile at 6·10")."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from web.words.log_sentences import Sentence, Words


def totals(w: Words) -> str:
    """A conflict's outcome as "4–2", the winner's side first."""
    a, d = w.number("attacker_total"), w.number("defender_total")
    return f"{max(a, d)}–{min(a, d)}"


def conflict_started(kind: str) -> Sentence:
    def sentence(w: Words) -> str:
        values = {
            "colour": w.thing("color"),
            "attacker": w.seat("attacker"),
            "defender": w.seat("defender"),
            "a": w.number("attacker_strength"),
            "d": w.number("defender_strength"),
        }
        if kind == "war":
            return (
                _(
                    "War of the %(colour)s leaders: %(attacker)s (%(a)d) attacks %(defender)s "
                    "(%(d)d)."
                )
                % values
            )
        return (
            _(
                "Revolt of the %(colour)s leaders: %(attacker)s (%(a)d) against %(defender)s (%(d)d)."
            )
            % values
        )

    return sentence


def conflict_resolved(kind: str) -> Sentence:
    def sentence(w: Words) -> str:
        values = {"who": w.seat("winner"), "colour": w.thing("color"), "score": totals(w)}
        if kind == "war":
            return _("%(who)s won the war of the %(colour)s leaders %(score)s.") % values
        return _("%(who)s won the revolt of the %(colour)s leaders %(score)s.") % values

    return sentence


def leader_placed(w: Words) -> str:
    values = {"who": w.seat(), "colour": w.thing("leader"), "at": w.square()}
    if w.data.get("from"):
        values["from"] = w.square("from")
        return _("%(who)s moved the %(colour)s leader from %(from)s to %(at)s.") % values
    return _("%(who)s placed the %(colour)s leader at %(at)s.") % values


def points_scored(w: Words) -> str:
    if "points" not in w.data:
        return _("%(who)s scored points.") % {"who": w.seat()}
    return ngettext(
        "%(who)s scored %(n)d %(colour)s point.",
        "%(who)s scored %(n)d %(colour)s points.",
        w.number("points"),
    ) % {"who": w.seat(), "n": w.number("points"), "colour": w.thing("color")}


def treasure_taken(w: Words) -> str:
    if "seat" in w.data:
        return _("%(who)s took the treasure at %(at)s.") % {"who": w.seat(), "at": w.square()}
    return _("The treasure at %(at)s was taken.") % {"at": w.square()}


SENTENCES: dict[str, Sentence] = {
    "tile_placed": lambda w: (
        _("%(who)s placed a %(colour)s tile at %(at)s.")
        % {"who": w.seat(), "colour": w.thing("color"), "at": w.square()}
    ),
    "leader_placed": leader_placed,
    "leader_withdrawn": lambda w: (
        _("%(who)s withdrew the %(colour)s leader from %(from)s.")
        % {"who": w.seat(), "colour": w.thing("leader"), "from": w.square("from")}
    ),
    "leader_returned": lambda w: (
        _("%(who)s's %(colour)s leader went back: %(reason)s.")
        % {"who": w.seat(), "colour": w.thing("leader"), "reason": w.thing("reason")}
    ),
    "catastrophe_placed": lambda w: (
        _("%(who)s placed a catastrophe at %(at)s.") % {"who": w.seat(), "at": w.square()}
    ),
    "kingdoms_united": lambda w: (
        _("%(who)s united two kingdoms at %(at)s.") % {"who": w.seat(), "at": w.square()}
    ),
    "monument_built": lambda w: (
        _("%(who)s built the %(monument)s monument at %(at)s.")
        % {"who": w.seat(), "monument": w.thing("monument"), "at": w.square()}
    ),
    "monument_declined": lambda w: _("%(who)s built no monument.") % {"who": w.seat()},
    "monument_offered": lambda w: (
        _("%(who)s may build a %(colour)s monument.")
        % {"who": w.seat(), "colour": w.thing("color")}
    ),
    "revolt_started": conflict_started("revolt"),
    "revolt_resolved": conflict_resolved("revolt"),
    "war_started": conflict_started("war"),
    "war_resolved": conflict_resolved("war"),
    "war_averted": lambda w: (
        _("The war of the %(colour)s leaders did not happen.") % {"colour": w.thing("color")}
    ),
    "war_order_requested": lambda w: (
        _("%(who)s chooses which war comes first.") % {"who": w.seat()}
    ),
    "support_committed": lambda w: (
        ngettext(
            "%(who)s sent %(n)d %(colour)s tile to the %(side)s.",
            "%(who)s sent %(n)d %(colour)s tiles to the %(side)s.",
            w.number("count"),
        )
        % {
            "who": w.seat(),
            "n": w.number("count"),
            "colour": w.thing("color"),
            "side": w.thing("side"),
        }
    ),
    "tiles_drawn": lambda w: (
        ngettext(
            "%(who)s drew %(n)d tile.", "%(who)s drew %(n)d tiles.", len(w.data.get("tiles") or [])
        )
        % {"who": w.seat(), "n": len(w.data.get("tiles") or [])}
    ),
    "tiles_swapped": lambda w: (
        ngettext("%(who)s swapped %(n)d tile.", "%(who)s swapped %(n)d tiles.", w.number("count"))
        % {"who": w.seat(), "n": w.number("count")}
    ),
    "treasure_choice_requested": lambda w: (
        _("%(who)s chooses which treasures to take.") % {"who": w.seat()}
    ),
    "treasure_taken": treasure_taken,
    "points_scored": points_scored,
}
