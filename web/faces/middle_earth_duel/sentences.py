"""Duel for Middle-earth's move log in sentences: cards, coins, units, fortresses, landmarks,
alliance tokens and the Ring's quest."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from web.faces.middle_earth_duel.words import alliance_token_in_words, card_short_name
from web.words.log_sentences import Sentence, Words, thing


def chosen(option) -> str:
    if isinstance(option, dict) and "token" in option:
        return alliance_token_in_words(option)
    if isinstance(option, dict) and {"from", "to"} <= option.keys():
        return _("a unit from %(from)s to %(to)s") % {
            "from": thing(option["from"]),
            "to": thing(option["to"]),
        }
    if isinstance(option, int) and not isinstance(option, bool):
        return card_short_name(option)
    if option is None:
        return _("nothing")
    return thing(option)


def card_played(w: Words) -> str:
    paid = w.number("paid")
    values = {"who": w.seat(), "card": card_short_name(w.data.get("card")), "n": paid}
    if w.data.get("chained"):
        return _("%(who)s played the %(card)s free by its chain symbol.") % values
    return (
        ngettext(
            "%(who)s played the %(card)s, paying %(n)d coin.",
            "%(who)s played the %(card)s, paying %(n)d coins.",
            paid,
        )
        % values
    )


SENTENCES: dict[str, Sentence] = {
    "chapter_started": lambda w: (
        _("Chapter %(chapter)d begins.") % {"chapter": w.number("chapter")}
    ),
    "card_taken": lambda w: (
        _("%(who)s took the %(card)s.")
        % {"who": w.seat(), "card": card_short_name(w.data.get("card"))}
    ),
    "card_played": card_played,
    "card_discarded": lambda w: (
        ngettext(
            "%(who)s discarded the %(card)s for %(n)d coin.",
            "%(who)s discarded the %(card)s for %(n)d coins.",
            w.number("coins"),
        )
        % {"who": w.seat(), "card": card_short_name(w.data.get("card")), "n": w.number("coins")}
    ),
    "card_lost": lambda w: (
        _("%(who)s lost the %(card)s.")
        % {"who": w.seat(), "card": card_short_name(w.data.get("card"))}
    ),
    "card_revealed": lambda w: (
        _("The %(card)s is turned up.") % {"card": card_short_name(w.data.get("card"))}
    ),
    "choice_made": lambda w: (
        _("%(who)s chose %(option)s.")
        % {"who": w.seat(), "option": chosen(w.data.get("option")).rstrip(".")}
    ),
    "coins_gained": lambda w: (
        ngettext("%(who)s gained %(n)d coin.", "%(who)s gained %(n)d coins.", w.number("amount"))
        % {"who": w.seat(), "n": w.number("amount")}
    ),
    "coins_lost": lambda w: (
        ngettext("%(who)s lost %(n)d coin.", "%(who)s lost %(n)d coins.", w.number("amount"))
        % {"who": w.seat(), "n": w.number("amount")}
    ),
    "extra_turn_gained": lambda w: _("%(who)s gains another turn.") % {"who": w.seat()},
    "extra_turn_used": lambda w: _("%(who)s takes another turn.") % {"who": w.seat()},
    "fortress_placed": lambda w: (
        _("%(who)s placed a fortress in %(region)s.")
        % {"who": w.seat(), "region": w.thing("region")}
    ),
    "fortress_removed": lambda w: (
        _("%(who)s removed a fortress in %(region)s.")
        % {"who": w.seat(), "region": w.thing("region")}
    ),
    "landmark_taken": lambda w: (
        ngettext(
            "%(who)s took the landmark of %(region)s for %(n)d coin.",
            "%(who)s took the landmark of %(region)s for %(n)d coins.",
            w.number("paid"),
        )
        % {"who": w.seat(), "region": w.thing("region"), "n": w.number("paid")}
    ),
    "landmarks_revealed": lambda w: (
        _("Landmarks turned up: %(regions)s.")
        % {"regions": ", ".join(thing(r) for r in w.data.get("regions") or [])}
    ),
    "one_of_gained": lambda w: (
        _("%(who)s gained one skill of %(skills)s each turn.")
        % {"who": w.seat(), "skills": " / ".join(thing(s) for s in w.data.get("skills") or [])}
    ),
    "race_gained": lambda w: (
        _("%(who)s gained the %(race)s race symbol.") % {"who": w.seat(), "race": w.thing("race")}
    ),
    "ring_advanced": lambda w: (
        _("The Ring moved %(steps)d steps: Frodo and Sam on %(hobbits)d, the Nazgûl on %(nazgul)d.")
        % {
            "steps": w.number("steps"),
            "hobbits": w.number("hobbits"),
            "nazgul": w.number("nazgul"),
        }
    ),
    "skills_gained": lambda w: (
        _("%(who)s gained %(skills)s.")
        % {
            "who": w.seat(),
            "skills": ", ".join(f"{thing(k)} {v}" for k, v in (w.data.get("skills") or {}).items())
            or _("nothing"),
        }
    ),
    "token_kept": lambda w: (
        _("%(who)s kept the %(token)s.")
        % {"who": w.seat(), "token": alliance_token_in_words(w.data).rstrip(".")}
    ),
    "tokens_revealed": lambda w: (
        ngettext(
            "%(who)s revealed %(n)d alliance token.",
            "%(who)s revealed %(n)d alliance tokens.",
            len(w.data.get("tokens") or []),
        )
        % {"who": w.seat(), "n": len(w.data.get("tokens") or [])}
    ),
    "unit_moved": lambda w: (
        _("%(who)s moved a unit from %(from)s to %(to)s.")
        % {"who": w.seat(), "from": w.thing("from"), "to": w.thing("to")}
    ),
    "unit_removed": lambda w: (
        _("%(who)s removed a unit in %(region)s.") % {"who": w.seat(), "region": w.thing("region")}
    ),
    "units_placed": lambda w: (
        ngettext(
            "%(who)s placed %(n)d unit in %(region)s.",
            "%(who)s placed %(n)d units in %(region)s.",
            w.number("count"),
        )
        % {"who": w.seat(), "n": w.number("count"), "region": w.thing("region")}
    ),
}
