"""A director withdraws a player from an event: the event's own app does it (its remaining
games forfeited, or its results annulled when it played under half its games and the event
says so; no later round pairs it), and the desk logs it with the director's reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils.translation import gettext_lazy as _

from api.input_bounds import check_text
from desk.checks import director_check
from desk.models import DirectorAction
from desk.registry import event_kind_entry
from desk.services.claims import event_check
from desk.services.log import record_action
from errors import Conflict, NotFound, PlatformError

if TYPE_CHECKING:
    from django.contrib.auth.models import User

MAX_REASON = 1000


def player_withdraw(
    *, event_kind: str, event_id: int, director: User, user_id: int, reason: str
) -> DirectorAction:
    """Withdraw the player `user_id` from the event (a director only, with a reason); returns
    the log's action, whose data says what became of the player's games."""
    event_check(event_kind, event_id)
    director_check(director, event_kind, event_id)
    if not isinstance(reason, str) or not reason.strip():
        raise PlatformError("reason_required", _("Give the reason for the withdrawal."))
    if len(reason) > MAX_REASON:
        raise PlatformError(
            "reason_too_long",
            _("At most %(count)d characters.") % {"count": MAX_REASON},
            details={"max": MAX_REASON},
        )
    reason = check_text(reason.strip())
    withdraw = event_kind_entry(event_kind).withdraw
    if withdraw is None:
        raise Conflict(
            "withdraw_not_offered", _("Players cannot be withdrawn from this kind of event.")
        )
    player = get_user_model().objects.filter(pk=user_id).first()
    if player is None:
        raise NotFound("user_not_found", _("No such player."))
    with transaction.atomic():
        outcome = withdraw(event_id=event_id, user_id=player.pk, director=director)
        return record_action(
            event_kind=event_kind,
            event_id=event_id,
            type="player_withdrawn",
            actor=director,
            reason=reason,
            data={"user": player.pk, "username": player.username, **outcome},
        )
