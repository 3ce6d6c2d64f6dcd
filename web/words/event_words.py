"""The names of moves, events and their fields as the move log shows them ("Game started"), listed
for the translation catalog: the names several games (or the platform) share; each game's own
are listed by its face (web/faces/<game>/names.py). web.words.wording looks each one up in the
active language."""

from __future__ import annotations

from django.utils.translation import gettext_noop

WORDS = [
    gettext_noop("Bag"),
    gettext_noop("Bag size"),
    gettext_noop("By"),
    gettext_noop("Color"),
    gettext_noop("Count"),
    gettext_noop("Decision pending"),
    gettext_noop("Defender"),
    gettext_noop("Discarded"),
    gettext_noop("Dropped"),
    gettext_noop("End turn"),
    gettext_noop("Forked"),
    gettext_noop("From"),
    gettext_noop("Game ended"),
    gettext_noop("Game started"),
    gettext_noop("Kind"),
    gettext_noop("Make"),
    gettext_noop("Move"),
    gettext_noop("Options"),
    gettext_noop("Pass"),
    gettext_noop("Passed"),
    gettext_noop("Pending"),
    gettext_noop("Players"),
    gettext_noop("Points"),
    gettext_noop("Ranks"),
    gettext_noop("Reason"),
    gettext_noop("Regions"),
    gettext_noop("Removed"),
    gettext_noop("Resigned"),
    gettext_noop("Returned"),
    gettext_noop("Row"),
    gettext_noop("Scores"),
    gettext_noop("Seat"),
    gettext_noop("Seated"),
    gettext_noop("Seating drawn"),
    gettext_noop("Seats"),
    gettext_noop("Side"),
    gettext_noop("Stacked"),
    gettext_noop("Steps"),
    gettext_noop("Tiles"),
    gettext_noop("Timed out"),
    gettext_noop("To"),
    gettext_noop("Total"),
    gettext_noop("Turn"),
    gettext_noop("Turn ended"),
    gettext_noop("Turn started"),
    gettext_noop("Winner"),
]
