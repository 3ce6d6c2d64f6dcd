"""Tigris Euphyu's values in words (a pair's orientations, the modes, why the game ended),
marked for the catalog, which gives the Korean terms."""

from __future__ import annotations

from django.utils.translation import gettext_noop

VALUE_WORDS = {
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
