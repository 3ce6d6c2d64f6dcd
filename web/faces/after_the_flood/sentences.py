"""After the Flood's move log in sentences: workers, trades, cities, empires and armies."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from web.words.log_sentences import Sentence, Words, names_in_order, score_list, thing


def workers_placed(w: Words) -> str:
    if not w.data.get("to"):
        return _("%(who)s placed no more workers.") % {"who": w.seat()}
    return ngettext(
        "%(who)s placed %(n)d worker on %(to)s.",
        "%(who)s placed %(n)d workers on %(to)s.",
        w.number("count"),
    ) % {"who": w.seat(), "n": w.number("count"), "to": w.thing("to")}


def goods_traded(w: Words) -> str:
    steps = [
        _("%(give)s for %(get)s in %(area)s")
        % {
            "give": thing(step.get("give")),
            "get": thing(step.get("get")),
            "area": thing(step.get("area")),
        }
        for step in w.data.get("steps") or []
        if isinstance(step, dict)
    ]
    if not steps:
        return _("%(who)s traded goods.") % {"who": w.seat()}
    return _("%(who)s traded %(steps)s.") % {"who": w.seat(), "steps": "; ".join(steps)}


SENTENCES: dict[str, Sentence] = {
    "goods_traded": goods_traded,
    "workers_placed": workers_placed,
    "order_set": lambda w: (
        _("Order of play: %(order)s.")
        % {"order": names_in_order(w.data.get("order") or [], w.names)}
    ),
    "workers_declined": lambda w: _("The workers left on the board went home."),
    "fee_paid": lambda w: _("%(who)s paid a fee.") % {"who": w.seat()},
    "city_built": lambda w: (
        _("%(who)s built a city in %(area)s.") % {"who": w.seat(), "area": w.thing("area")}
    ),
    "city_expanded": lambda w: (
        _("%(who)s expanded the city in %(area)s (%(vp)d VP).")
        % {"who": w.seat(), "area": w.thing("area"), "vp": w.number("vp")}
    ),
    "city_destroyed": lambda w: (
        _("%(who)s destroyed %(owner)s's city in %(area)s.")
        % {"who": w.seat(), "owner": w.seat("owner"), "area": w.thing("area")}
    ),
    "city_phase_done": lambda w: _("%(who)s is done with cities.") % {"who": w.seat()},
    "empire_started": lambda w: (
        _("%(who)s started the %(empire)s empire in %(area)s.")
        % {"who": w.seat(), "empire": w.thing("empire"), "area": w.thing("area")}
    ),
    "armies_entered": lambda w: (
        ngettext(
            "%(who)s moved %(n)d army into %(area)s.",
            "%(who)s moved %(n)d armies into %(area)s.",
            w.number("count"),
        )
        % {"who": w.seat(), "n": w.number("count"), "area": w.thing("area")}
    ),
    "armies_spent": lambda w: (
        ngettext("%(who)s spent %(n)d army.", "%(who)s spent %(n)d armies.", w.number("count"))
        % {"who": w.seat(), "n": w.number("count")}
    ),
    "dice_rolled": lambda w: (
        _("%(who)s attacked %(area)s and rolled %(total)d.")
        % {"who": w.seat(), "area": w.thing("area"), "total": w.number("total")}
    ),
    "action_ended": lambda w: _("%(who)s ended the action.") % {"who": w.seat()},
    "vp_scored": lambda w: (
        _("Victory points scored: %(scores)s.") % {"scores": score_list(w.data.get("vp"), w.names)}
    ),
}
