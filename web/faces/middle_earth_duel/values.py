"""Duel for Middle-earth's values in words (regions, races, skills, chain symbols, the sides,
what a decision is about), marked for the catalog, which gives the Korean terms (사우론, 곤도르 …)."""

from __future__ import annotations

from django.utils.translation import gettext_noop

REGIONS = {
    "lindon": gettext_noop("Lindon"),
    "arnor": gettext_noop("Arnor"),
    "rhovanion": gettext_noop("Rhovanion"),
    "enedwaith": gettext_noop("Enedwaith"),
    "rohan": gettext_noop("Rohan"),
    "gondor": gettext_noop("Gondor"),
    "mordor": gettext_noop("Mordor"),
}

RACES = {
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

SKILLS = {
    "ruse": gettext_noop("ruse"),
    "strength": gettext_noop("strength"),
    "courage": gettext_noop("courage"),
    "knowledge": gettext_noop("knowledge"),
    "leadership": gettext_noop("leadership"),
}

CHAIN_SYMBOLS = {
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

VALUE_WORDS = {
    **REGIONS,
    **RACES,
    **SKILLS,
    **CHAIN_SYMBOLS,
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
