"""The registry of notification kinds: each kind's sentence, added by the app that sends it.

An app registers its kinds in its AppConfig.ready (games' own kinds by notifications itself,
tournaments' and ladders' by tournaments, invitations by social), so notifications imports
none of them. A sentence turns a payload into words in the active language; the feed, the API,
emails and webhook texts all say the same thing ("Your turn in game 12"). A sentence may return
None (a payload it cannot word): the notification then reads as its kind's name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

Sentence = Callable[[dict], str | None]

sentences: dict[str, Sentence] = {}


def kinds_register(kinds: Mapping[str, Sentence]) -> None:
    """Add kinds and their sentences; registering a kind again replaces its sentence."""
    sentences.update(kinds)


def kind_is_known(kind: str) -> bool:
    return kind in sentences


def notification_text(kind: str, payload: dict) -> str:
    """The sentence of one notification; a kind without one reads as its name."""
    payload = payload if isinstance(payload, dict) else {}
    sentence = sentences.get(kind)
    text = sentence(payload) if sentence is not None else None
    if text is not None:
        return text
    return _("Notification: %(kind)s") % {"kind": kind.replace("_", " ")}


def digest_subject(count: int) -> str:
    return ngettext(
        "Your games: %(count)d update today", "Your games: %(count)d updates today", count
    ) % {"count": count}
