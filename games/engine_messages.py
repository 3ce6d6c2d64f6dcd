"""The engines' refusals in the player's language: engines are pure Python and speak English, so
their IllegalMove sentences are translated here, at the platform boundary.

A refusal's exact English sentence is looked up in the catalog first (every fixed sentence of the
engines is listed for makemessages: the shared checks' below, each game's by its face); a
sentence built from values (an f-string) falls back to a sentence for its code (the game's own,
which its face registers here, else the shared one); an unknown code keeps the engine's English
sentence. The code never changes.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.functional import Promise
from django.utils.translation import get_language, gettext, gettext_noop
from django.utils.translation import gettext_lazy as _

# The fixed sentences of the engines' shared checks (engines/opening_checks.py and the like);
# each game's own are listed by its face for the catalog (tests/web/test_languages.py keeps the
# lists complete).
ENGINE_SENTENCES = [
    gettext_noop("A move is an object with a 'type'."),
    gettext_noop("It is not your turn."),
    gettext_noop("Options must be an object."),
    gettext_noop("That move answers a decision nobody asked."),
    gettext_noop("The game is over."),
]

# One sentence per code the engines share, for refusals whose English sentence carries values;
# each game's own codes are registered by its face (GAME_REFUSALS).
CODE_SENTENCES = {
    "bad_options": _("These game options cannot be used."),
    "decision_pending": _("Answer the pending decision first."),
    "game_over": _("The game is over."),
    "no_decision_pending": _("That move answers a decision nobody asked."),
    "not_your_turn": _("It is not your turn."),
    "unknown_move": _("That is not a move you can make now."),
}

# engine slug -> its own codes' sentences, registered by the game's face when the pages' app is
# ready (web.faces.registry): games defines the table and never imports the pages.
GAME_REFUSALS: dict[str, Mapping[str, str | Promise]] = {}


def game_refusals_register(slug: str, sentences: Mapping[str, str | Promise]) -> None:
    """Register the sentences of a game's own refusal codes (its face's)."""
    GAME_REFUSALS[slug] = dict(sentences)


def game_refusals_unregister(slug: str) -> None:
    GAME_REFUSALS.pop(slug, None)


def engine_refusal(slug: str, code: str, message: str) -> str:
    """An engine's refusal (IllegalMove) in the active language: its sentence from the catalog,
    else its code's sentence (the game's own, else the shared), else the English sentence."""
    return refusal_in_language(code, message, {**CODE_SENTENCES, **GAME_REFUSALS.get(slug, {})})


def refusal_in_language(code: str, message: str, code_sentences: dict | None = None) -> str:
    """A pure module's refusal as the active language says it (English stays word for word):
    its sentence from the catalog, else its code's sentence (the engines' unless `code_sentences`
    is given), else the English sentence."""
    sentences = CODE_SENTENCES if code_sentences is None else code_sentences
    translated = gettext(message) if message else message
    if translated != message:
        return translated
    language = get_language() or "en"
    if language.split("-")[0] != "en" and code in sentences:
        return str(sentences[code])
    return message
