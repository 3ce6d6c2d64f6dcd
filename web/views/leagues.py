"""League pages: the list of leagues, and one league's latest season — every division's table
with each player's rank range still possible and what is decided — with join and opt-out; thin
views over the leagues' services and selectors."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from desk.checks import director_check, is_director
from errors import NotFound, PlatformError
from leagues import selectors, services
from leagues.models import League
from leagues.rule_words import movement_line
from leagues.serializers import LeagueEditIn
from web.forms.leagues import LeagueEditForm
from web.pages.game_panel import engine_title


def _league_or_404(league_id: int) -> League:
    try:
        return selectors.league_get(league_id)
    except NotFound as error:
        raise Http404(error.message) from error


@require_GET
def league_list(request):
    leagues = selectors.leagues_latest()
    rows = [{"league": league, "title": engine_title(league.engine)} for league in leagues]
    return render(request, "leagues/leagues.html", {"rows": rows})


@require_GET
def league_page(request, league_id: int):
    league = _league_or_404(league_id)
    try:
        season = selectors.season_tables(selectors.season_get(league))
    except NotFound:
        season = None
    member = None
    if request.user.is_authenticated:
        member = selectors.membership_of(league, request.user)
    return render(
        request,
        "leagues/league.html",
        {
            "league": league,
            "title": engine_title(league.engine),
            "season": season,
            "member": member,
            "movement_line": movement_line(league, selectors.division_count(league)),
            "may_edit": is_director(request.user, "league", league.pk),
        },
    )


@login_required
@require_POST
def league_join(request, league_id: int):
    league = _league_or_404(league_id)
    try:
        services.league_join(league=league, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
    return redirect("web:league", league_id=league.pk)


@login_required
@require_POST
def league_opt_out(request, league_id: int):
    league = _league_or_404(league_id)
    try:
        services.league_opt_out(league=league, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
    return redirect("web:league", league_id=league.pk)


def _edit_applied(request, league: League, form: LeagueEditForm) -> bool:
    """The form's values through the API's serializer (its bounds) and the one service; a
    refusal lands on the field it concerns. True once saved."""
    serializer = LeagueEditIn(data=form.changes())
    if not serializer.is_valid():
        for name, errors in serializer.errors.items():
            field = name if name in form.fields else None
            for error in errors if isinstance(errors, list) else [errors]:
                form.add_error(field, str(error))
        return False
    try:
        services.league_edit(league=league, user=request.user, **serializer.validated_data)
    except PlatformError as error:
        form.add_error(form.refusal_field(error.code), str(error.message))
        return False
    return True


@login_required
@require_http_methods(["GET", "POST"])
def league_edit(request, league_id: int):
    """The director's form over PATCH /api/leagues/{id}/: the same serializer and service."""
    league = _league_or_404(league_id)
    try:
        director_check(request.user, "league", league.pk)
    except PlatformError as error:
        raise PermissionDenied(error.message) from error
    if request.method == "POST":
        form = LeagueEditForm(request.POST, engine=league.engine)
        if form.is_valid() and _edit_applied(request, league, form):
            messages.success(request, _("The league is saved."))
            return redirect("web:league", league_id=league.pk)
    else:
        form = LeagueEditForm(initial=LeagueEditForm.initial_of(league), engine=league.engine)
    return render(
        request,
        "leagues/league_edit.html",
        {"league": league, "form": form, "zone": timezone.get_current_timezone_name()},
    )
