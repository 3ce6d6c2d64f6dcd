"""The raw values moves and events carry ("grain", "vertical-flipped", "no_temple") in words: each
engine's colours, places, resources, reasons and kinds, looked up in the active language.

Only the values listed here are translated; anything else (a number, a name) is shown as it is.
Korean follows the seeds' names where they give one (사원, 농장, 시장, 주거지; 곡물, 목재 …).
"""

from __future__ import annotations

from django.utils.translation import gettext, gettext_noop

COLOURS = {
    "red": gettext_noop("red"),
    "blue": gettext_noop("blue"),
    "green": gettext_noop("green"),
    "black": gettext_noop("black"),
    "yellow": gettext_noop("yellow"),
    "grey": gettext_noop("grey"),
    "purple": gettext_noop("purple"),
}

TIGRIS_EUPHRATES = {
    "red-blue": gettext_noop("red and blue"),
    "red-green": gettext_noop("red and green"),
    "red-black": gettext_noop("red and black"),
    "blue-green": gettext_noop("blue and green"),
    "blue-black": gettext_noop("blue and black"),
    "green-black": gettext_noop("green and black"),
    "attacker": gettext_noop("attacker"),
    "defender": gettext_noop("defender"),
    "bag": gettext_noop("bag"),
    "corner": gettext_noop("corner"),
    "normal": gettext_noop("normal"),
    "monument": gettext_noop("monument"),
    "treasure": gettext_noop("treasure"),
    "treasures": gettext_noop("treasures"),
    "revolt": gettext_noop("revolt"),
    "war": gettext_noop("war"),
    "tile": gettext_noop("tile"),
    "no_temple": gettext_noop("no temple left"),
    "bag_empty": gettext_noop("the bag is empty"),
    "choose_war": gettext_noop("which war first"),
    "out": gettext_noop("out of the game"),
}

TIGRIS_EUPHYU = {
    "vertical": gettext_noop("upright"),
    "vertical-flipped": gettext_noop("upright, flipped"),
    "horizontal": gettext_noop("flat"),
    "horizontal-flipped": gettext_noop("flat, flipped"),
    "classic": gettext_noop("classic"),
    "survival": gettext_noop("survival"),
    "wall": gettext_noop("wall"),
    "all_out": gettext_noop("everybody is out"),
    "player_out": gettext_noop("a player is out"),
    "last_round": gettext_noop("the last round ended"),
    "target_reached": gettext_noop("the target score was reached"),
}

AFTER_THE_FLOOD_AREAS = {
    "akkad": gettext_noop("Akkad"),
    "amorites": gettext_noop("Amorites"),
    "assyria": gettext_noop("Assyria"),
    "babylon": gettext_noop("Babylon"),
    "chaldea": gettext_noop("Chaldea"),
    "dilmun": gettext_noop("Dilmun"),
    "egypt": gettext_noop("Egypt"),
    "elam": gettext_noop("Elam"),
    "eridu": gettext_noop("Eridu"),
    "guti": gettext_noop("Guti"),
    "hittites": gettext_noop("Hittites"),
    "isin": gettext_noop("Isin"),
    "kassites": gettext_noop("Kassites"),
    "lagash": gettext_noop("Lagash"),
    "larsa": gettext_noop("Larsa"),
    "mittani": gettext_noop("Mittani"),
    "nippur": gettext_noop("Nippur"),
    "shuruppak": gettext_noop("Shuruppak"),
    "sippar": gettext_noop("Sippar"),
    "umma": gettext_noop("Umma"),
    "ur": gettext_noop("Ur"),
    "uruk": gettext_noop("Uruk"),
    "sumer": gettext_noop("Sumer"),
}

AFTER_THE_FLOOD = {
    **AFTER_THE_FLOOD_AREAS,
    "irrigation": gettext_noop("Irrigation"),
    "weaving": gettext_noop("Weaving"),
    "scribes": gettext_noop("Scribes"),
    "toolmakers": gettext_noop("Toolmakers"),
    "grain": gettext_noop("grain"),
    "wood": gettext_noop("wood"),
    "metal": gettext_noop("metal"),
    "textile": gettext_noop("textile"),
    "tool": gettext_noop("tool"),
    "oil": gettext_noop("oil"),
    "gold": gettext_noop("gold"),
    "lapis": gettext_noop("lapis"),
    "available": gettext_noop("available"),
    "unavailable": gettext_noop("unavailable"),
    "invade": gettext_noop("invade"),
    "reinforce": gettext_noop("reinforce"),
    "destroy_city": gettext_noop("destroy a city"),
    "battle": gettext_noop("battle"),
    "after_expand": gettext_noop("after expanding"),
    "expand_next": gettext_noop("expand again"),
    "expand": gettext_noop("expand"),
    "end": gettext_noop("end of the action"),
    "actions": gettext_noop("actions"),
    "vp": gettext_noop("scoring VP"),
    "setup": gettext_noop("setting up"),
    "between_turns": gettext_noop("between turns"),
    "over": gettext_noop("game over"),
}

MIDDLE_EARTH_REGIONS = {
    "lindon": gettext_noop("Lindon"),
    "arnor": gettext_noop("Arnor"),
    "rhovanion": gettext_noop("Rhovanion"),
    "enedwaith": gettext_noop("Enedwaith"),
    "rohan": gettext_noop("Rohan"),
    "gondor": gettext_noop("Gondor"),
    "mordor": gettext_noop("Mordor"),
}

MIDDLE_EARTH_RACES = {
    "hobbits": gettext_noop("hobbits"),
    "elves": gettext_noop("elves"),
    "dwarves": gettext_noop("dwarves"),
    "humans": gettext_noop("humans"),
    "ents": gettext_noop("ents"),
    "wizards": gettext_noop("wizards"),
    "eagles": gettext_noop("eagles"),
    "orcs": gettext_noop("orcs"),
    "nazgul": gettext_noop("Nazgûl"),
}

MIDDLE_EARTH_SKILLS = {
    "ruse": gettext_noop("ruse"),
    "strength": gettext_noop("strength"),
    "courage": gettext_noop("courage"),
    "knowledge": gettext_noop("knowledge"),
    "leadership": gettext_noop("leadership"),
}

MIDDLE_EARTH_CHAIN_SYMBOLS = {
    "acorn": gettext_noop("acorn"),
    "anvil": gettext_noop("anvil"),
    "armor": gettext_noop("armour"),
    "arrow": gettext_noop("arrow"),
    "axe": gettext_noop("axe"),
    "backpack": gettext_noop("backpack"),
    "bedroll": gettext_noop("bedroll"),
    "fire": gettext_noop("fire"),
    "fish": gettext_noop("fish"),
    "harp": gettext_noop("harp"),
    "helmet": gettext_noop("helmet"),
    "horse": gettext_noop("horse"),
    "horseshoe": gettext_noop("horseshoe"),
    "knife": gettext_noop("knife"),
    "pot": gettext_noop("pot"),
    "scroll": gettext_noop("scroll"),
    "treasure_casket": gettext_noop("treasure casket"),
}

MIDDLE_EARTH = {
    **MIDDLE_EARTH_REGIONS,
    **MIDDLE_EARTH_RACES,
    **MIDDLE_EARTH_SKILLS,
    **MIDDLE_EARTH_CHAIN_SYMBOLS,
    "sauron": gettext_noop("Sauron"),
    "fellowship": gettext_noop("Fellowship"),
    "play": gettext_noop("play"),
    "discard": gettext_noop("discard for coins"),
    "layout": gettext_noop("the layout"),
    "any": gettext_noop("any region"),
    "region": gettext_noop("a region"),
    "move_unit": gettext_noop("a unit to move"),
    "remove_unit": gettext_noop("an enemy unit to remove"),
    "remove_fortress": gettext_noop("an enemy fortress to remove"),
    "discarded_card": gettext_noop("a discarded card to play"),
    "grey_card": gettext_noop("a grey card to discard"),
    "alliance_race": gettext_noop("a race for the alliance"),
    "ents_choice": gettext_noop("the Ents' effect"),
    "token": gettext_noop("an alliance token"),
    "skill": gettext_noop("a skill"),
    "quest": gettext_noop("the quest"),
    "races": gettext_noop("six races"),
    "regions_all": gettext_noop("all seven regions"),
    "regions_count": gettext_noop("most regions"),
    "remove_enemy_units": gettext_noop("remove enemy units"),
    "opponent_loses_coins": gettext_noop("the opponent loses coins"),
    "move_units": gettext_noop("move units"),
    "coin": gettext_noop("the opponent loses a coin"),
    "pair": gettext_noop("a pair"),
    "three": gettext_noop("three races"),
    "landmark": gettext_noop("a landmark"),
}

VALUE_WORDS: dict[str, str] = {
    **COLOURS,
    **TIGRIS_EUPHRATES,
    **TIGRIS_EUPHYU,
    **AFTER_THE_FLOOD,
    **MIDDLE_EARTH,
}


def value_word(value) -> str | None:
    """The value in the active language, or None when it is not a word of any game."""
    if not isinstance(value, str):
        return None
    english = VALUE_WORDS.get(value)
    return gettext(english) if english is not None else None


def word(value) -> str:
    """A value in the active language ("Uruk", "곤도르", "빨강"); anything else as it is."""
    return value_word(value) or str(value)
