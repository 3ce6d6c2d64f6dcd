"""Reads of the director's desk: an event's director log."""

from __future__ import annotations

from django.db.models import QuerySet

from desk.models import DirectorAction


def director_log(event_kind: str, event_id: int) -> QuerySet[DirectorAction]:
    """The event's director actions in their order (seq), each with its actor."""
    return (
        DirectorAction.objects.filter(event_kind=event_kind, event_id=event_id)
        .select_related("actor")
        .order_by("seq")
    )
