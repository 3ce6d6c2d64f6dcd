"""Duel for Middle-earth's cards, landmarks and alliance tokens in sentences ("Place 2 units in
Gondor or Rohan"), in the active language: what a player reads before taking one."""

from __future__ import annotations

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engines.middle_earth_duel.data import CARDS, TOKENS
from web.words.value_words import word

TRIGGERS = {
    "play_yellow": lambda: _("Whenever you play a yellow card"),
    "play_blue": lambda: _("Whenever you play a blue card"),
    "play_green": lambda: _("Whenever you play a green card"),
    "take_landmark": lambda: _("Whenever you take a landmark"),
    "chain_used": lambda: _("Whenever you play a card free by its chain symbol"),
    "discard_card": lambda: _("Whenever you discard a card for coins"),
}

ABILITIES = {
    "red_cards_place_anywhere": lambda: _("Your red cards place their units in any one region."),
    "red_cards_plus_one_unit": lambda: _("Your red cards place one more unit."),
    "one_wild_skill": lambda: _("Each turn one missing skill symbol is free."),
    "landmarks_free": lambda: _("Landmarks cost you nothing, fortress surcharge included."),
}


def either(values: list) -> str:
    """["gondor", "rohan"] -> "Gondor or Rohan"."""
    names = [word(value) for value in values]
    if len(names) < 2:
        return "".join(names)
    return _("%(first)s or %(last)s") % {"first": ", ".join(names[:-1]), "last": names[-1]}


def skills_in_words(skills: dict) -> str:
    return ", ".join(f"{word(skill)} {count}" for skill, count in skills.items())


def effect_in_words(effect: dict) -> str:
    """One printed effect as a sentence; an effect the table does not know, by its name."""
    kind = effect.get("effect")
    units = effect.get("units", 0)
    amount = effect.get("amount", 0)
    if kind == "coins":
        return ngettext("Gain %(n)d coin.", "Gain %(n)d coins.", amount) % {"n": amount}
    if kind == "ring":
        steps = effect.get("steps", 0)
        return ngettext(
            "Advance %(n)d step on the quest track.",
            "Advance %(n)d steps on the quest track.",
            steps,
        ) % {"n": steps}
    if kind == "race":
        return _("Race symbol: %(race)s.") % {"race": word(effect.get("race"))}
    if kind == "skills":
        return _("Skills: %(skills)s.") % {"skills": skills_in_words(effect.get("skills", {}))}
    if kind == "skill_choice":
        one_of = " / ".join(word(skill) for skill in effect.get("one_of", []))
        return _("One skill of %(skills)s each turn.") % {"skills": one_of}
    if kind == "place_units":
        regions = effect.get("regions")
        if regions == "any":
            return ngettext(
                "Place %(n)d unit in any region.", "Place %(n)d units in any one region.", units
            ) % {"n": units}
        return ngettext(
            "Place %(n)d unit in %(regions)s.", "Place %(n)d units in %(regions)s.", units
        ) % {"n": units, "regions": either(list(regions or []))}
    if kind == "place_units_freely":
        return ngettext(
            "Place %(n)d unit anywhere.", "Place %(n)d units, each in any region.", units
        ) % {"n": units}
    if kind == "move_units":
        return ngettext(
            "Move %(n)d of your units to an adjacent region.",
            "Move up to %(n)d of your units, each to an adjacent region.",
            units,
        ) % {"n": units}
    if kind == "remove_enemy_units":
        return ngettext("Remove %(n)d enemy unit.", "Remove %(n)d enemy units.", units) % {
            "n": units
        }
    if kind == "opponent_loses_coins":
        return ngettext(
            "The opponent loses %(n)d coin.", "The opponent loses %(n)d coins.", amount
        ) % {"n": amount}
    if kind == "extra_turn":
        return _("Take another turn.")
    if kind == "remove_enemy_fortress":
        return _("Remove an enemy fortress.")
    if kind == "play_discarded_card":
        return _("Play a card from the discard pile.")
    if kind == "discard_opponent_grey_card":
        return _("Discard one of the opponent's grey cards.")
    if kind == "alliance_any_race":
        return _("Reveal %(reveal)d alliance tokens of a race you choose and keep %(keep)d.") % {
            "reveal": effect.get("reveal", 2),
            "keep": effect.get("keep", 1),
        }
    if kind == "extra_discard_coins":
        coins = "/".join(str(n) for n in effect.get("by_chapter", []))
        return _("Gain %(coins)s more coins (chapter 1/2/3).") % {"coins": coins}
    if kind == "choose_times":
        times = effect.get("times", 1)
        options = " / ".join(effect_in_words(option) for option in effect.get("options", []))
        return ngettext("Once: %(options)s", "%(n)d times, each one of: %(options)s", times) % {
            "n": times,
            "options": options,
        }
    return word(kind)


def effects_in_words(effects: list) -> str:
    return " ".join(effect_in_words(effect) for effect in effects if isinstance(effect, dict))


def token_in_words(token: dict) -> str:
    """An alliance token: "Whenever you play a yellow card: take another turn."."""
    kind = token.get("kind")
    if kind == "ongoing":
        ability = ABILITIES.get(str(token.get("ability")))
        return ability() if ability else word(token.get("ability"))
    sentence = effect_in_words(token)
    trigger = TRIGGERS.get(str(token.get("trigger")))
    if kind == "whenever" and trigger:
        return _("%(when)s: %(effect)s") % {"when": trigger(), "effect": sentence}
    return sentence


def cost_in_words(cost: dict) -> str:
    """A card's or landmark's printed cost: "knowledge 1, 2 coins", or "free"."""
    parts = [skills_in_words(cost.get("skills") or {})] if cost.get("skills") else []
    if cost.get("coins"):
        parts.append(ngettext("%(n)d coin", "%(n)d coins", cost["coins"]) % {"n": cost["coins"]})
    return ", ".join(parts) or _("free")


def effect_on_card(effect: dict) -> str:
    """One effect as the few words printed on a drawn card ("+2 coins", "Ring +1", "2 units")."""
    kind = effect.get("effect")
    units = effect.get("units", 0)
    amount = effect.get("amount", 0)
    if kind == "coins":
        return _("+%(n)d coins") % {"n": amount}
    if kind == "ring":
        return _("Ring +%(n)d") % {"n": effect.get("steps", 0)}
    if kind == "race":
        return word(effect.get("race"))
    if kind == "skills":
        return skills_in_words(effect.get("skills", {}))
    if kind == "skill_choice":
        return "/".join(word(skill) for skill in effect.get("one_of", []))
    if kind in ("place_units", "place_units_freely"):
        return ngettext("%(n)d unit", "%(n)d units", units) % {"n": units}
    if kind == "move_units":
        return _("move %(n)d") % {"n": units}
    if kind == "remove_enemy_units":
        return _("remove %(n)d") % {"n": units}
    if kind == "opponent_loses_coins":
        return _("foe −%(n)d coins") % {"n": amount}
    return word(kind)


def cost_on_card(cost: dict) -> str:
    """A cost as printed on a drawn card: "knowledge 1 · 2¢", or "free"."""
    parts = [skills_in_words(cost.get("skills") or {})] if cost.get("skills") else []
    if cost.get("coins"):
        parts.append(f"{cost['coins']}¢")
    return " · ".join(parts) or _("free")


def card_short_name(card_id) -> str:
    """A card as a list names it: its colour and what it does first ("green card (elves)")."""
    card = CARDS.get(card_id)
    if card is None:
        return _("an unknown card")
    effects = [effect_on_card(e) for e in card.get("effects", []) if isinstance(e, dict)]
    return _("%(colour)s card (%(effects)s)") % {
        "colour": word(card.get("color")),
        "effects": ", ".join(effects),
    }


def alliance_token_in_words(token) -> str:
    """A kept or revealed token ({"race": "elves", "token": 2}) by its race and effect."""
    token = token if isinstance(token, dict) else {}
    race, index = token.get("race"), token.get("token")
    tokens = TOKENS.get(race, [])
    effect = tokens[index] if isinstance(index, int) and 0 <= index < len(tokens) else {}
    return _("%(race)s token: %(effect)s") % {
        "race": capfirst(word(race)),
        "effect": token_in_words(effect) if effect else "?",
    }
