"""Test support: a tournament's director log as plain rows (type, actor id, reason, data)."""

from __future__ import annotations

from tournaments import desk_link


def log_of(tournament) -> list[dict]:
    return [
        {
            "type": row["type"],
            "actor": row["actor"].pk if row["actor"] is not None else None,
            "reason": row["reason"],
            "data": row["data"],
        }
        for row in desk_link.RECORDED
        if row["event_kind"] == "tournament" and row["event_id"] == tournament.pk
    ]
