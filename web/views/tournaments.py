"""Tournament pages: the list, one tournament (registration, rounds, tables, standings, bracket),
and the organiser's controls — thin views over tournaments' services and selectors."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from desk.checks import is_director
from errors import Forbidden, NotFound, PlatformError
from tournaments import selectors, services
from tournaments.checks import organised_by, trf_check
from tournaments.models import EntrantStatus, TournamentFormat, TournamentStatus
from tournaments.records import tiebreaks_of
from tournaments.rule_words import event_rule_lines
from web.forms.tournaments import TournamentCreateForm
from web.pages.bracket import bracket_svg
from web.pages.double_bracket import (
    BracketPart,
    bracket_name,
    double_elimination_brackets,
)
from web.pages.game_panel import engine_title
from web.views.director_pairings import pairings_desk_context
from web.words.tiebreak_words import tiebreak_name


def _tournament_or_404(tournament_id: int):
    try:
        return selectors.tournament_get(tournament_id)
    except NotFound as error:
        raise Http404(error.message) from error


@require_GET
def tournament_list(request):
    tournaments = list(selectors.tournament_list()[:200])
    groups = {
        "open": [t for t in tournaments if t.status == TournamentStatus.REGISTRATION],
        "running": [t for t in tournaments if t.status == TournamentStatus.RUNNING],
        "coming": [
            t for t in tournaments if t.status in (TournamentStatus.DRAFT, TournamentStatus.CLOSED)
        ],
        "over": [t for t in tournaments if t.status in services.OVER][:30],
    }
    for tournament in tournaments:
        tournament.engine_title = engine_title(tournament.engine)
    return render(request, "web/tournaments.html", {"groups": groups})


@login_required
@require_http_methods(["GET", "POST"])
def tournament_create(request):
    form = TournamentCreateForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            tournament = services.tournament_create(user=request.user, **form.service_arguments())
        except PlatformError as error:
            form.add_error(None, error.message)
        else:
            messages.success(
                request, _("The tournament is created. Open registration when you are ready.")
            )
            return redirect("web:tournament", tournament_id=tournament.pk)
    return render(
        request,
        "web/tournament_create.html",
        {"form": form},
        status=400 if form.errors else 200,
    )


def _standings(tournament) -> tuple[list[dict], str]:
    if tournament.status in (TournamentStatus.DRAFT, TournamentStatus.REGISTRATION):
        return [], ""
    try:
        return selectors.tournament_standings(tournament), ""
    except PlatformError as error:
        return [], str(error.message)


@require_GET
def tournament_page(request, tournament_id: int):
    tournament = _tournament_or_404(tournament_id)
    user = request.user
    entrants = list(selectors.entrants_of(tournament))
    active = [e for e in entrants if e.status == EntrantStatus.ACTIVE]
    mine = next(
        (e for e in active if user.is_authenticated and e.user_id == user.pk),
        None,
    )
    rounds = selectors.rounds_of(tournament)
    standings, standings_error = _standings(tournament)
    tiebreaks = list(tournament.tiebreaks or [])
    rule_tiebreaks = [tiebreak_name(name) for name in tiebreaks_of(tournament)]
    for row in standings:
        row["tiebreak_values"] = [row["tiebreaks"].get(name) for name in tiebreaks]
    brackets: list[BracketPart] = []
    if tournament.format == TournamentFormat.ELIMINATION:
        # rounds still to come are drawn empty while the event runs (not once it is over)
        playing = tournament.status == TournamentStatus.RUNNING
        field = len([e for e in entrants if e.status != EntrantStatus.WITHDRAWN]) if playing else 0
        drawing = bracket_svg(rounds, players_per_table=tournament.players_per_table, field=field)
        if drawing:
            brackets = [BracketPart(key="bracket", title="", drawing=drawing)]
    elif tournament.format == TournamentFormat.DOUBLE_ELIMINATION:
        brackets = double_elimination_brackets(rounds)
        for round_ in rounds:
            for table in round_["tables"]:
                table["bracket_name"] = bracket_name(table["bracket"])
    controls = selectors.tournament_controls_for(user, tournament)
    try:
        trf_check(tournament)  # the export's own check: the link only where it answers
        trf_available = True
    except PlatformError:
        trf_available = False
    context = {
        "tournament": tournament,
        "engine_title": engine_title(tournament.engine),
        "entrants": active,
        "mine": mine,
        "rounds": list(reversed(rounds)),
        "standings": standings,
        "standings_error": standings_error,
        "tiebreaks": [tiebreak_name(name) for name in tiebreaks],
        "rule_lines": event_rule_lines(tournament, rule_tiebreaks),
        "brackets": brackets,
        "mcmahon": tournament.format == TournamentFormat.MCMAHON,
        "is_organiser": controls.organiser,
        "can_register": controls.register,
        "can_withdraw": controls.withdraw,
        "controls": controls if controls.organiser else {},
        "trf_available": trf_available,
        "is_director": is_director(user, "tournament", tournament.pk),
    }
    if context["is_director"]:
        context.update(pairings_desk_context(tournament, user))
    return render(request, "web/tournament.html", context)


def _tournament_act(request, tournament_id: int, action, done: str):
    """Run one service on the tournament; a refusal (not the organiser, wrong state, full…)
    comes back as its own sentence on the tournament's page."""
    tournament = _tournament_or_404(tournament_id)
    try:
        action(tournament=tournament, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, done)
    return redirect("web:tournament", tournament_id=tournament.pk)


@login_required
@require_POST
def tournament_register(request, tournament_id: int):
    return _tournament_act(
        request, tournament_id, services.entrant_register, _("You are registered. Good luck!")
    )


@login_required
@require_POST
def tournament_withdraw(request, tournament_id: int):
    return _tournament_act(
        request, tournament_id, services.entrant_withdraw, _("You withdrew from the tournament.")
    )


@login_required
@require_POST
def tournament_open(request, tournament_id: int):
    return _tournament_act(
        request, tournament_id, services.tournament_registration_open, _("Registration is open.")
    )


@login_required
@require_POST
def tournament_close(request, tournament_id: int):
    return _tournament_act(
        request, tournament_id, services.tournament_registration_close, _("Registration is closed.")
    )


@login_required
@require_POST
def tournament_start(request, tournament_id: int):
    return _tournament_act(
        request,
        tournament_id,
        services.tournament_start,
        _("The tournament has started: round 1 is paired."),
    )


@login_required
@require_POST
def tournament_cancel(request, tournament_id: int):
    return _tournament_act(
        request, tournament_id, services.tournament_cancel, _("The tournament is cancelled.")
    )


def _entrant_act(request, tournament_id: int, action, done: str):
    """The organiser drops or adds the player named in the form; anyone else is refused (403)
    before the service is asked, and the service's refusals come back as its sentences."""
    tournament = _tournament_or_404(tournament_id)
    try:
        organised_by(tournament, request.user)
    except Forbidden as error:
        raise PermissionDenied(error.message) from error
    username = request.POST.get("username", "").strip()
    if not username:
        messages.error(request, _("Give the player's username."))
        return redirect("web:tournament", tournament_id=tournament.pk)
    try:
        action(tournament=tournament, user=request.user, username=username)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, done % {"name": username})
    return redirect("web:tournament", tournament_id=tournament.pk)


@login_required
@require_POST
def tournament_entrant_drop(request, tournament_id: int):
    return _entrant_act(
        request,
        tournament_id,
        services.entrant_drop,
        _("%(name)s is dropped: not paired from the next round on."),
    )


@login_required
@require_POST
def tournament_entrant_add(request, tournament_id: int):
    return _entrant_act(
        request,
        tournament_id,
        services.entrant_add,
        _("%(name)s is added and plays from the next round."),
    )
