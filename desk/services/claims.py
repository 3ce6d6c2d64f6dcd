"""Claims and appeals: a player of an event asks (about a game of the event or the event itself),
a director answers (accepted or rejected, with a sentence), the claimant may withdraw an open one.
Each step is an action of the event's director log (who, which claim, its kind, game and
decision; the texts stay between the claimant and the directors) and a notification: the
directors when a claim arrives, the claimant when it is answered."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from api.input_bounds import check_text
from desk.checks import director_check
from desk.models import Claim, ClaimDecision, ClaimKind, ClaimStatus
from desk.notification_kinds import CLAIM_ANSWERED, CLAIM_RECEIVED
from desk.registry import (
    event_directors,
    event_exists,
    event_has_game,
    event_participants,
    event_title,
)
from desk.services.log import record_action
from errors import Conflict, Forbidden, NotFound, PlatformError
from notifications.services import notifications_send

if TYPE_CHECKING:
    from django.contrib.auth.models import User

MAX_TEXT = 2000  # a claim or an answer: a paragraph, not a file
MAX_OPEN_CLAIMS = 10  # open claims one player may have in one event at once


def _text(value: Any, *, field: str) -> str:
    """A claim's or an answer's text: a string, not blank, at most MAX_TEXT characters, no NUL."""
    if not isinstance(value, str) or not value.strip():
        raise PlatformError(
            "text_required", _("Say what the %(field)s is about.") % {"field": field}
        )
    if len(value) > MAX_TEXT:
        raise PlatformError(
            "text_too_long",
            _("At most %(count)d characters.") % {"count": MAX_TEXT},
            details={"max": MAX_TEXT},
        )
    return check_text(value.strip())


def event_check(event_kind: str, event_id: int) -> None:
    """Refused (404) unless the event exists (an unknown kind is a 404 too)."""
    if not event_exists(event_kind, event_id):
        raise NotFound("event_not_found", _("No such event."))


def claim_ask_check(user: User | None, event_kind: str, event_id: int) -> None:
    """Only a player of the event may make a claim (its directors answer them)."""
    event_check(event_kind, event_id)
    if user is None or not user.is_authenticated:
        raise Forbidden("not_participant", _("Only the event's players can make a claim."))
    if user.pk not in event_participants(event_kind, event_id):
        raise Forbidden("not_participant", _("Only the event's players can make a claim."))


def claim_ask(
    *,
    event_kind: str,
    event_id: int,
    user: User,
    text: str,
    kind: str = ClaimKind.CLAIM,
    game_id: int | None = None,
) -> Claim:
    """A new open claim or appeal by a player of the event; logged, and its directors told."""
    claim_ask_check(user, event_kind, event_id)
    if kind not in ClaimKind.values:
        raise PlatformError("bad_claim_kind", _("A claim or an appeal."))
    text = _text(text, field=str(_("claim")))
    if game_id is not None and not event_has_game(event_kind, event_id, game_id):
        raise PlatformError("game_not_in_event", _("That game is not one of this event's."))
    with transaction.atomic():
        # the claimant's row, locked: two claims at once count against the same limit
        get_user_model().objects.select_for_update().filter(pk=user.pk).first()
        open_claims = Claim.objects.filter(
            event_kind=event_kind, event_id=event_id, claimant=user, status=ClaimStatus.OPEN
        )
        if open_claims.count() >= MAX_OPEN_CLAIMS:
            raise Conflict(
                "too_many_open_claims",
                _("You have %(count)d open claims here: wait for an answer first.")
                % {"count": MAX_OPEN_CLAIMS},
            )
        claim = Claim.objects.create(
            event_kind=event_kind,
            event_id=event_id,
            claimant=user,
            kind=kind,
            game_id=game_id,
            text=text,
        )
        record_action(
            event_kind=event_kind,
            event_id=event_id,
            type=f"{kind}_asked",
            actor=user,
            data={"claim": claim.pk, "kind": kind, "game": game_id, "username": user.username},
        )
        directors = get_user_model().objects.filter(pk__in=event_directors(event_kind, event_id))
        payload = {
            "name": event_title(event_kind, event_id),
            "player": user.username,
            "claim": claim.pk,
            "kind": kind,
            "event_kind": event_kind,
            "event_id": event_id,
        }
        notifications_send(items=[(director, CLAIM_RECEIVED, payload) for director in directors])
    return claim


def _claim_locked(event_kind: str, event_id: int, claim_id: int) -> Claim:
    claim = (
        Claim.objects.select_for_update()
        .filter(pk=claim_id, event_kind=event_kind, event_id=event_id)
        .first()
    )
    if claim is None:
        raise NotFound("claim_not_found", _("No such claim in this event."))
    return claim


def claim_answer(
    *,
    event_kind: str,
    event_id: int,
    claim_id: int,
    director: User,
    decision: str,
    answer: str,
) -> Claim:
    """A director's answer to an open claim: accepted or rejected, with a sentence; logged, and
    the claimant told."""
    director_check(director, event_kind, event_id)
    if decision not in ClaimDecision.values:
        raise PlatformError("bad_decision", _("Accept or reject."))
    answer = _text(answer, field=str(_("answer")))
    with transaction.atomic():
        claim = _claim_locked(event_kind, event_id, claim_id)
        if claim.status != ClaimStatus.OPEN:
            raise Conflict("claim_not_open", _("This claim has already been closed."))
        claim.status = ClaimStatus.ANSWERED
        claim.decision = decision
        claim.answer = answer
        claim.answered_by = director
        claim.answered_at = timezone.now()
        claim.save(update_fields=["status", "decision", "answer", "answered_by", "answered_at"])
        record_action(
            event_kind=event_kind,
            event_id=event_id,
            type=f"claim_{decision}",
            actor=director,
            data={
                "claim": claim.pk,
                "kind": claim.kind,
                "game": claim.game_id,
                "username": claim.claimant.username,
            },
        )
        notifications_send(
            items=[
                (
                    claim.claimant,
                    CLAIM_ANSWERED,
                    {
                        "name": event_title(event_kind, event_id),
                        "claim": claim.pk,
                        "decision": decision,
                        "event_kind": event_kind,
                        "event_id": event_id,
                    },
                )
            ]
        )
    return claim


def claim_withdraw(*, event_kind: str, event_id: int, claim_id: int, user: User) -> Claim:
    """The claimant takes back an open claim of theirs; logged."""
    with transaction.atomic():
        claim = _claim_locked(event_kind, event_id, claim_id)
        if claim.claimant_id != user.pk:
            raise Forbidden("not_claimant", _("Only the player who made a claim can withdraw it."))
        if claim.status != ClaimStatus.OPEN:
            raise Conflict("claim_not_open", _("This claim has already been closed."))
        claim.status = ClaimStatus.WITHDRAWN
        claim.save(update_fields=["status"])
        record_action(
            event_kind=event_kind,
            event_id=event_id,
            type="claim_withdrawn",
            actor=user,
            data={"claim": claim.pk, "kind": claim.kind, "username": user.username},
        )
    return claim
