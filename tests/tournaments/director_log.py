"""Test support: a tournament's director log as plain rows (type, actor id, reason, data)."""

from __future__ import annotations

from desk.selectors import director_log


def log_of(tournament) -> list[dict]:
    return [
        {"type": a.type, "actor": a.actor_id, "reason": a.reason, "data": a.data}
        for a in director_log("tournament", tournament.pk)
    ]
