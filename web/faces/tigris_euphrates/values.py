"""Tigris & Euphrates' values in words (pairs of colours, sides, where tiles go, why the game
ended), marked for the catalog, which gives the Korean terms."""

from __future__ import annotations

from django.utils.translation import gettext_noop

VALUE_WORDS = {
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
