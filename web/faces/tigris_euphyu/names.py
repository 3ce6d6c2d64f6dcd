"""Tigris Euphyu's names of moves, events and their fields as the move log shows them ("Tile
placed"), listed for the translation catalog: web.words.wording looks each one up in the active
language."""

from __future__ import annotations

from django.utils.translation import gettext_noop

NAMES = (
    gettext_noop("Attack"),
    gettext_noop("Attacked"),
    gettext_noop("Chain"),
    gettext_noop("Chain scored"),
    gettext_noop("Column"),
    gettext_noop("Drop"),
    gettext_noop("Landed"),
    gettext_noop("Last round started"),
    gettext_noop("Link"),
    gettext_noop("Mode"),
    gettext_noop("Orientation"),
    gettext_noop("Pair drawn"),
    gettext_noop("Pair dropped"),
    gettext_noop("Player out"),
    gettext_noop("Return"),
    gettext_noop("Send walls"),
    gettext_noop("Target"),
    gettext_noop("Tiles popped"),
    gettext_noop("Wall"),
    gettext_noop("Walls"),
    gettext_noop("Walls due"),
    gettext_noop("Walls sent"),
)
