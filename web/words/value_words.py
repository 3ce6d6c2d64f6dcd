"""The raw values moves and events carry ("grain", "vertical-flipped", "no_temple") in words,
looked up in the active language: the colours several games share are listed here, each game's
own colours, places, resources, reasons and kinds by its face (web/faces/<game>/values.py).

Only the values listed are translated; anything else (a number, a name) is shown as it is.
Korean follows the seeds' names where they give one (사원, 농장, 시장, 주거지; 곡물, 목재 …).
"""

from __future__ import annotations

from django.utils.translation import gettext, gettext_noop

from web.faces.registry import VALUE_WORDS

COLOURS = {
    "red": gettext_noop("red"),
    "blue": gettext_noop("blue"),
    "green": gettext_noop("green"),
    "black": gettext_noop("black"),
    "yellow": gettext_noop("yellow"),
    "grey": gettext_noop("grey"),
    "purple": gettext_noop("purple"),
}


def value_word(value) -> str | None:
    """The value in the active language, or None when it is not a word of any game."""
    if not isinstance(value, str):
        return None
    english = COLOURS.get(value) or VALUE_WORDS.get(value)
    return gettext(english) if english is not None else None


def word(value) -> str:
    """A value in the active language ("Uruk", "곤도르", "빨강"); anything else as it is."""
    return value_word(value) or str(value)
