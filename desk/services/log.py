"""Appending to an event's director log: the one writer of `DirectorAction` rows.

Each event's actions are numbered from 1 without gaps. The number is taken under a row lock on
the event's `DirectorLogHead` (created once, with INSERT … ON CONFLICT DO NOTHING, then locked
with SELECT … FOR UPDATE), so two directors acting at once on PostgreSQL get 1 and 2, never the
same number; on SQLite a write transaction is already alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction

from desk.models import DirectorAction, DirectorLogHead, EventKind

if TYPE_CHECKING:
    from django.contrib.auth.models import User

KINDS = frozenset(EventKind.values)


def record_action(
    *,
    event_kind: str,
    event_id: int,
    type: str,
    actor: User | None,
    data: dict | None = None,
    reason: str = "",
) -> DirectorAction:
    """Append one action to the event's log (inside the caller's transaction, if any) and
    return it. `actor` is the director (a user) or None for the platform."""
    if event_kind not in KINDS:
        raise ValueError(f"unknown event kind {event_kind!r}")
    if not type or len(type) > 64:
        raise ValueError(f"bad action type {type!r}")
    with transaction.atomic():
        DirectorLogHead.objects.bulk_create(
            [DirectorLogHead(event_kind=event_kind, event_id=event_id, seq=0)],
            ignore_conflicts=True,
        )
        head = DirectorLogHead.objects.select_for_update().get(
            event_kind=event_kind, event_id=event_id
        )
        head.seq += 1
        head.save(update_fields=["seq"])
        return DirectorAction.objects.create(
            event_kind=event_kind,
            event_id=event_id,
            seq=head.seq,
            type=type,
            actor=actor if actor is not None and actor.pk is not None else None,
            reason=reason or "",
            data=data or {},
        )
