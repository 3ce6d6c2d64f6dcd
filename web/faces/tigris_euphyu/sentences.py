"""Tigris Euphyu's move log in sentences: pairs drawn and dropped, chains, walls."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from web.words.log_sentences import Sentence, Words, thing


def pair_drawn(w: Words) -> str:
    tiles = [thing(t) for t in w.data.get("tiles") or []]
    if len(tiles) == 2:
        return _("%(who)s drew a %(a)s and %(b)s pair.") % {
            "who": w.seat(),
            "a": tiles[0],
            "b": tiles[1],
        }
    return _("%(who)s drew a pair.") % {"who": w.seat()}


SENTENCES: dict[str, Sentence] = {
    "pair_drawn": pair_drawn,
    "pair_dropped": lambda w: (
        _("%(who)s dropped the pair %(orientation)s into column %(column)d.")
        % {"who": w.seat(), "orientation": w.thing("orientation"), "column": w.number("column") + 1}
    ),
    "tiles_popped": lambda w: (
        ngettext(
            "%(who)s cleared %(n)d tile.",
            "%(who)s cleared %(n)d tiles.",
            len(w.data.get("tiles") or []),
        )
        % {"who": w.seat(), "n": len(w.data.get("tiles") or [])}
    ),
    "chain_scored": lambda w: (
        _("%(who)s scored %(points)d points for a chain of %(chain)d (%(total)d in all).")
        % {
            "who": w.seat(),
            "points": w.number("points"),
            "chain": w.number("chain"),
            "total": w.number("total"),
        }
        if w.number("chain")
        else _("Nothing popped for %(who)s (%(total)d points in all).")
        % {"who": w.seat(), "total": w.number("total")}
    ),
    "attacked": lambda w: (
        _("%(who)s sent a %(colour)s wall to %(target)s, column %(column)d.")
        % {
            "who": w.seat(),
            "colour": w.thing("wall"),
            "target": w.seat("target"),
            "column": w.number("column") + 1,
        }
    ),
    "last_round_started": lambda w: (
        _("%(who)s reached the target: the last round begins.") % {"who": w.seat()}
    ),
    "walls_due": lambda w: (
        ngettext(
            "%(who)s must send %(n)d wall.", "%(who)s must send %(n)d walls.", w.number("count")
        )
        % {"who": w.seat(), "n": w.number("count")}
    ),
    "walls_sent": lambda w: (
        ngettext(
            "%(who)s sent %(n)d wall to %(target)s.",
            "%(who)s sent %(n)d walls to %(target)s.",
            len(w.data.get("walls") or []),
        )
        % {"who": w.seat(), "n": len(w.data.get("walls") or []), "target": w.seat("target")}
    ),
    "player_out": lambda w: _("%(who)s is out.") % {"who": w.seat()},
}
