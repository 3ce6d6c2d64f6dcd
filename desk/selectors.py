"""Reads of the director's desk: an event's director log, the claims a user may read."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import QuerySet

from desk.models import Claim, ClaimStatus, DirectorAction
from desk.registry import event_directors, event_participants


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


def event_players(event_kind: str, event_id: int) -> QuerySet:
    """The event's players (desk.registry's participants) by username, for the desk's forms."""
    return (
        get_user_model()
        .objects.filter(pk__in=event_participants(event_kind, event_id))
        .order_by("username")
    )


def claims_open(user: Any, event_kind: str, event_id: int) -> QuerySet[Claim]:
    """The open claims `user` may read in this event, each with its game."""
    return claims_for(user, event_kind, event_id, status=ClaimStatus.OPEN).select_related("game")


def claims_closed(user: Any, event_kind: str, event_id: int, limit: int = 50) -> QuerySet[Claim]:
    """The answered and withdrawn claims `user` may read in this event, the newest `limit`."""
    return claims_for(user, event_kind, event_id).exclude(status=ClaimStatus.OPEN)[:limit]


def claims_asked_by(user: Any, event_kind: str, event_id: int) -> QuerySet[Claim]:
    """The claims `user` asked in this event (a director's own too), newest first."""
    return claims_for(user, event_kind, event_id).filter(claimant=user)
