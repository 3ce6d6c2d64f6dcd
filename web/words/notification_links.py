"""A notification in words with the page it points to (a game, a tournament, a ladder)."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import gettext as _

from notifications.game_kinds import game_title, opponents_named
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
    if kind == "review_contributor_added" and isinstance(payload.get("review"), int):
        return reverse("web:review", args=[payload["review"]])
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


def notification_groups(rows: list[dict]) -> list[dict]:
    """The feed grouped per game (the order of each game's newest entry; an entry about no game
    is a group of its own): [{"label", "rows", "unread"}]."""
    groups: dict[object, dict] = {}
    for row in rows:
        payload = row["note"].payload or {}
        game_id = payload.get("game_id") if isinstance(payload, dict) else None
        key = ("game", game_id) if game_id is not None else ("note", row["note"].pk)
        if key not in groups:
            label = game_group_label(payload) if game_id is not None else ""
            groups[key] = {"label": label, "rows": [], "unread": 0}
        groups[key]["rows"].append(row)
        groups[key]["unread"] += row["unread"]
    return list(groups.values())


def game_group_label(payload: dict) -> str:
    """A game's heading in the feed: its title and opponents when the payload has them."""
    if "opponents" in payload:
        return _("%(title)s against %(opponents)s") % {
            "title": game_title(payload),
            "opponents": opponents_named(payload),
        }
    return _("Game %(game)s") % {"game": payload.get("game_id")}
