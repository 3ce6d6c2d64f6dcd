"""A notification in words with the page it points to (a game, a tournament, a ladder)."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import gettext

from games.services.notifications import notification_text


def notification_target(kind: str, payload: dict) -> str | None:
    """The page a notification opens: its game, else its tournament (None when there is none)."""
    if kind == "tournament_round_paired":
        if payload.get("game"):
            return reverse("web:game", args=[payload["game"]])
        if payload.get("tournament"):
            return reverse("web:tournament", args=[payload["tournament"]])
    if kind == "challenge_received" and not payload.get("game_id"):
        ladder = payload.get("ladder")
        if isinstance(ladder, int) and not isinstance(ladder, bool):
            return reverse("web:ladder", args=[ladder])
        return None
    if payload.get("game_id"):
        return reverse("web:game", args=[payload["game_id"]])
    return None


def notification_words(kind: str, payload: dict) -> str:
    """The sentence shown in the feed: more precise than the email subject where it can be."""
    if kind == "tournament_round_paired":
        name = payload.get("name") or gettext("your tournament")
        if payload.get("bye"):
            return gettext("%(name)s: round %(round)s is paired — you have a bye.") % {
                "name": name,
                "round": payload.get("round"),
            }
        return gettext("%(name)s: round %(round)s is paired — you play at table %(table)s.") % {
            "name": name,
            "round": payload.get("round"),
            "table": payload.get("table"),
        }
    if kind == "challenge_received":
        who = payload.get("challenger") or payload.get("from")
        ladder = payload.get("ladder_name")
        if who and ladder:
            return gettext("%(who)s challenged you on %(ladder)s.") % {"who": who, "ladder": ladder}
        if who:
            return gettext("%(who)s challenged you.") % {"who": who}
    return notification_text(kind, payload)


def notification_rows(notes) -> list[dict]:
    return [
        {
            "note": note,
            "words": notification_words(note.kind, note.payload or {}),
            "target": notification_target(note.kind, note.payload or {}),
            "unread": note.read_at is None,
        }
        for note in notes
    ]
