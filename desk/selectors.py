"""Reads of the director's desk: an event's director log, the claims a user may read."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet

from desk.models import Claim, DirectorAction
from desk.registry import event_directors


def director_log(event_kind: str, event_id: int) -> QuerySet[DirectorAction]:
    """The event's director actions in their order (seq), each with its actor."""
    return (
        DirectorAction.objects.filter(event_kind=event_kind, event_id=event_id)
        .select_related("actor")
        .order_by("seq")
    )


def claims_for(
    user: Any, event_kind: str, event_id: int, *, status: str | None = None
) -> QuerySet[Claim]:
    """The claims `user` may read in this event: every claim for its directors, their own for
    anyone else (none for a visitor), newest first."""
    claims = Claim.objects.filter(event_kind=event_kind, event_id=event_id).select_related(
        "claimant", "answered_by"
    )
    if status:
        claims = claims.filter(status=status)
    if user is None or not user.is_authenticated:
        return claims.none()
    if user.pk in event_directors(event_kind, event_id):
        return claims
    return claims.filter(claimant=user)
