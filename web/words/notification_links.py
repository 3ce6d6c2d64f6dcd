"""A notification in words with the page it points to (a game, a tournament, a ladder)."""

from __future__ import annotations

from django.urls import reverse

from notifications.kinds import notification_text


def notification_target(kind: str, payload: dict) -> str | None:
    """The page a notification opens: its game, else its tournament, the lobby for an invitation
    (None when there is none)."""
    if kind == "tournament_round_paired":
        if payload.get("game"):
            return reverse("web:game", args=[payload["game"]])
        if payload.get("tournament"):
            return reverse("web:tournament", args=[payload["tournament"]])
    if kind == "invitation_received":  # answered in the lobby; a private game shows to its players
        return reverse("web:lobby") + "#invitations"
    if kind == "challenge_received" and not payload.get("game_id"):
        ladder = payload.get("ladder")
        if isinstance(ladder, int) and not isinstance(ladder, bool):
            return reverse("web:ladder", args=[ladder])
        return None
    if payload.get("game_id"):
        return reverse("web:game", args=[payload["game_id"]])
    return None


def notification_rows(notes) -> list[dict]:
    return [
        {
            "note": note,
            "words": notification_text(note.kind, note.payload or {}),
            "target": notification_target(note.kind, note.payload or {}),
            "unread": note.read_at is None,
        }
        for note in notes
    ]
