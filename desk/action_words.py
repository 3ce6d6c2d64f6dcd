"""The words of each kind of director action, as a log shows them ("Player withdrawn").

The desk names its own actions; an app that records actions of its own (a round's pairings
published, a late entry) adds their words with `action_words_register` in its AppConfig.ready.
An action without words reads as its type with spaces.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

words: dict[str, str | Promise] = {
    "claim_asked": _("Claim asked"),
    "appeal_asked": _("Appeal asked"),
    "claim_accepted": _("Claim accepted"),
    "claim_rejected": _("Claim rejected"),
    "claim_withdrawn": _("Claim withdrawn"),
    "player_withdrawn": _("Player withdrawn"),
}


def action_words_register(more: Mapping[str, str | Promise]) -> None:
    """Add (or replace) the words of kinds of action."""
    words.update(more)


def action_label(type_: str) -> str:
    """The words of one kind of action in the active language."""
    label = words.get(type_)
    return str(label) if label is not None else type_.replace("_", " ")
