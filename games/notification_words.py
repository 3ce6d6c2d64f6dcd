"""A notification in a sentence, in the active language: the feed, the API, emails and webhook
texts all say the same thing ("Your turn in game 12", "Autumn cup: round 2 is paired — …")."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext


def _game_sentence(kind: str, game_id) -> str | None:
    sentences = {
        "your_turn": lambda: _("Your turn in game %(game)s"),
        "game_started": lambda: _("Game %(game)s has started"),
        "game_finished": lambda: _("Game %(game)s is over"),
        "reminder": lambda: _("Game %(game)s: your time runs out soon"),
        "timeout": lambda: _("Game %(game)s: a player ran out of time"),
    }
    sentence = sentences.get(kind)
    if sentence is None or game_id is None:
        return None
    return sentence() % {"game": game_id}


def _round_sentence(payload: dict) -> str:
    name = payload.get("name") or _("your tournament")
    if payload.get("bye"):
        return _("%(name)s: round %(round)s is paired — you have a bye.") % {
            "name": name,
            "round": payload.get("round"),
        }
    return _("%(name)s: round %(round)s is paired — you play at table %(table)s.") % {
        "name": name,
        "round": payload.get("round"),
        "table": payload.get("table"),
    }


def _challenge_sentence(payload: dict) -> str:
    who = payload.get("challenger") or payload.get("from")
    ladder = payload.get("ladder_name")
    if who and ladder:
        return _("%(who)s challenged you on %(ladder)s.") % {"who": who, "ladder": ladder}
    if who:
        return _("%(who)s challenged you.") % {"who": who}
    return _("You have been challenged.")


def _invitation_sentence(payload: dict) -> str:
    who, game = payload.get("by"), payload.get("game_id")
    if who and game:
        return _("%(who)s invited you to game %(game)s") % {"who": who, "game": game}
    return _("You have been invited to a game")


def notification_text(kind: str, payload: dict) -> str:
    """The sentence of one notification; a kind without one reads as its name."""
    payload = payload if isinstance(payload, dict) else {}
    if kind == "invitation_received":
        return _invitation_sentence(payload)
    if kind == "tournament_round_paired":
        return _round_sentence(payload)
    if kind == "challenge_received":
        return _challenge_sentence(payload)
    sentence = _game_sentence(kind, payload.get("game_id"))
    if sentence is not None:
        return sentence
    return _("Notification: %(kind)s") % {"kind": kind.replace("_", " ")}


def digest_subject(count: int) -> str:
    return ngettext(
        "Your games: %(count)d update today", "Your games: %(count)d updates today", count
    ) % {"count": count}
