"""The director's pairings on the desk page: a proposed round's tables with forms to swap two
players, set a table, re-pair the rest and publish; late entry. Thin views over tournaments'
services (the same checks as the API); a refusal comes back as its sentence on the page."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from desk.checks import director_check
from errors import Forbidden, NotFound, PlatformError
from tournaments import proposals, selectors, services
from tournaments.models import RoundStatus, TournamentStatus
from tournaments.services.directing import LATE_ENTRY

MAX_REASON = 500
MAX_NAME = 150
MAX_NAMES = 64


def pairings_desk_context(tournament, user) -> dict:
    """What the desk's pairings section shows the director: the proposed round (if any) with
    its problem, the players to choose from, and whether a late entry is possible."""
    proposal = None
    round_ = selectors.current_round_of(tournament)
    if round_ is not None and round_.status == RoundStatus.PROPOSED:
        proposal = proposals.proposal_for(tournament, round_.number, user)
    players = selectors.active_entrant_names(tournament)
    return {
        "pairings_proposal": proposal,
        "pairings_players": players,
        "pairings_review_on": tournament.review_pairings,
        "pairings_late_entry": tournament.status == TournamentStatus.RUNNING
        and tournament.format in LATE_ENTRY,
        "pairings_late_bye_points": tournament.late_bye_points,
    }


def section_url(request, tournament_id: int) -> str:
    """Back where the form was: the director's desk, or the tournament's page (both show the
    section to the director)."""
    if request.POST.get("back") == "desk":
        return reverse("web:tournament-desk", args=[tournament_id])
    return reverse("web:tournament", args=[tournament_id])


def _text(request, name: str, limit: int = MAX_NAME) -> str:
    value = request.POST.get(name, "").strip()
    if len(value) > limit or "\x00" in value:
        raise PlatformError("bad_input", _("That entry is too long or not text."))
    return value


def _act(request, tournament_id: int, action, done: str):
    """Check the director, run one service with the form's fields, say how it went."""
    try:
        tournament = selectors.tournament_get(tournament_id)
    except NotFound as error:
        raise Http404(error.message) from error
    try:
        director_check(request.user, "tournament", tournament.pk)
    except Forbidden as error:
        raise PermissionDenied(error.message) from error
    try:
        action(tournament, _text(request, "reason", MAX_REASON))
    except PlatformError as error:
        messages.error(request, str(error.message))
    else:
        messages.success(request, done)
    return redirect(section_url(request, tournament.pk) + "#pairings")


def _number(request) -> int:
    try:
        number = int(request.POST.get("round", ""))
    except ValueError as error:
        raise PlatformError("bad_round", _("Choose a round.")) from error
    if not 1 <= number <= proposals.MAX_ROUND_NUMBER:
        raise PlatformError("bad_round", _("Choose a round."))
    return number


def _names(request, name: str) -> list[str]:
    text = _text(request, name, MAX_NAMES * (MAX_NAME + 2))
    names = [part.strip() for part in text.replace("\n", ",").split(",") if part.strip()]
    if len(names) > MAX_NAMES:
        raise PlatformError("bad_input", _("That entry is too long or not text."))
    return names


@login_required
@require_POST
def pairings_swap(request, tournament_id: int):
    def act(tournament, reason):
        services.pairings_swap(
            tournament=tournament,
            user=request.user,
            number=_number(request),
            first=_text(request, "first"),
            second=_text(request, "second"),
            reason=reason,
        )

    return _act(request, tournament_id, act, _("The two players changed places."))


@login_required
@require_POST
def pairings_table(request, tournament_id: int):
    def act(tournament, reason):
        try:
            table = int(request.POST.get("table", ""))
        except ValueError as error:
            raise PlatformError("unknown_table", _("Choose a table.")) from error
        services.pairings_table_set(
            tournament=tournament,
            user=request.user,
            number=_number(request),
            table=table,
            players=_names(request, "players"),
            reason=reason,
        )

    return _act(request, tournament_id, act, _("The table is set."))


@login_required
@require_POST
def pairings_repair(request, tournament_id: int):
    def act(tournament, reason):
        keep = []
        for value in request.POST.getlist("keep")[: proposals.MAX_ROUND_NUMBER]:
            try:
                keep.append(int(value))
            except ValueError as error:
                raise PlatformError("unknown_table", _("Choose a table.")) from error
        services.pairings_repair(
            tournament=tournament,
            user=request.user,
            number=_number(request),
            keep=keep,
            reason=reason,
        )

    return _act(request, tournament_id, act, _("The other tables are paired again."))


@login_required
@require_POST
def pairings_publish(request, tournament_id: int):
    def act(tournament, reason):
        services.round_publish(
            tournament=tournament, user=request.user, number=_number(request), reason=reason
        )

    return _act(request, tournament_id, act, _("The round is published: its games have begun."))


@login_required
@require_POST
def late_entry(request, tournament_id: int):
    def act(tournament, reason):
        username = _text(request, "username")
        if not username:
            raise PlatformError("bad_input", _("Give the player's username."))
        services.entrant_late_enter(
            tournament=tournament, user=request.user, username=username, reason=reason
        )

    return _act(
        request, tournament_id, act, _("The player is entered, with a bye for each round missed.")
    )


@login_required
@require_POST
def pairings_review(request, tournament_id: int):
    on = request.POST.get("on") == "1"

    def act(tournament, reason):
        services.pairings_review_set(tournament=tournament, user=request.user, on=on, reason=reason)

    done = (
        _("Each new round now waits for your review.") if on else _("Rounds start at once again.")
    )
    return _act(request, tournament_id, act, done)
