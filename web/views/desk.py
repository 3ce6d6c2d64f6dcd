"""The director's desk pages, one per event (/tournaments/<id>/desk, /leagues/<id>/desk,
/ladders/<id>/desk): open claims with answer forms, the withdrawal form and the log, for the
event's directors only; and the claim form of the event's players (/<kind>s/<id>/claims). Thin
views over desk's checks, services and selectors."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from api.whole_numbers import whole_number
from desk.checks import director_check
from desk.registry import event_kind_entry, event_title, event_url
from desk.selectors import claims_asked_by, claims_closed, claims_open, event_players
from desk.services import claims, withdrawals
from desk.services.claims import claim_ask_check, event_check
from errors import Forbidden, NotFound, PlatformError
from tournaments.models import TournamentStatus
from tournaments.selectors import tournament_get
from web.views.director_pairings import pairings_desk_context


def _event(event_kind: str, event_id: int) -> None:
    try:
        event_check(event_kind, event_id)
    except NotFound as error:
        raise Http404(error.message) from error


def _director(request, event_kind: str, event_id: int) -> None:
    _event(event_kind, event_id)
    try:
        director_check(request.user, event_kind, event_id)
    except Forbidden as error:
        raise PermissionDenied(error.message) from error


def _desk(event_kind: str, event_id: int):
    return redirect(reverse(f"web:{event_kind}-desk", args=[event_id]))


@login_required
@require_GET
def desk_page(request, event_kind: str, **kwargs):
    event_id = kwargs[f"{event_kind}_id"]
    _director(request, event_kind, event_id)
    pairings: dict = {}
    if event_kind == "tournament":  # the director's pairings section (web/_desk_pairings.html)
        tournament = tournament_get(event_id)
        if tournament.status == TournamentStatus.RUNNING:
            pairings = {
                "tournament": tournament,
                "pairings_on_desk": True,
                **pairings_desk_context(tournament, request.user),
            }
    return render(
        request,
        "desk/desk.html",
        {
            **pairings,
            "event_kind": event_kind,
            "event_id": event_id,
            "event_title": event_title(event_kind, event_id),
            "event_url": event_url(event_kind, event_id),
            "open_claims": claims_open(request.user, event_kind, event_id),
            "closed_claims": claims_closed(request.user, event_kind, event_id),
            "players": event_players(event_kind, event_id),
            "withdraw_offered": event_kind_entry(event_kind).withdraw is not None,
        },
    )


@login_required
@require_POST
def desk_claim_answer(request, event_kind: str, claim_id: int, **kwargs):
    event_id = kwargs[f"{event_kind}_id"]
    _director(request, event_kind, event_id)
    try:
        claims.claim_answer(
            event_kind=event_kind,
            event_id=event_id,
            claim_id=claim_id,
            director=request.user,
            decision=request.POST.get("decision", ""),
            answer=request.POST.get("answer", ""),
        )
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("Your answer was sent."))
    return _desk(event_kind, event_id)


@login_required
@require_POST
def desk_withdraw(request, event_kind: str, **kwargs):
    event_id = kwargs[f"{event_kind}_id"]
    _director(request, event_kind, event_id)
    try:
        user_id = whole_number(request.POST.get("user_id", ""), field="user_id", low=1)
        action = withdrawals.player_withdraw(
            event_kind=event_kind,
            event_id=event_id,
            director=request.user,
            user_id=user_id,
            reason=request.POST.get("reason", ""),
        )
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(
            request,
            _("%(name)s was withdrawn.") % {"name": action.data.get("username", "")},
        )
    return _desk(event_kind, event_id)


@login_required
def claims_page(request, event_kind: str, **kwargs):
    """A player's claims in the event and the form to make one."""
    event_id = kwargs[f"{event_kind}_id"]
    _event(event_kind, event_id)
    try:
        claim_ask_check(request.user, event_kind, event_id)
    except Forbidden as error:
        raise PermissionDenied(error.message) from error
    if request.method == "POST":
        try:
            raw_game = request.POST.get("game", "").strip()
            claims.claim_ask(
                event_kind=event_kind,
                event_id=event_id,
                user=request.user,
                kind=request.POST.get("kind", "claim"),
                text=request.POST.get("text", ""),
                game_id=whole_number(raw_game, field="game", low=1) if raw_game else None,
            )
        except PlatformError as error:
            messages.error(request, error.message)
        else:
            messages.success(request, _("Your claim was sent to the directors."))
        return redirect(reverse(f"web:{event_kind}-claims", args=[event_id]))
    return render(
        request,
        "desk/claims.html",
        {
            "event_kind": event_kind,
            "event_id": event_id,
            "event_title": event_title(event_kind, event_id),
            "event_url": event_url(event_kind, event_id),
            "claims": claims_asked_by(request.user, event_kind, event_id),
        },
    )
