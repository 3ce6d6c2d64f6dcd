"""League pages: the list of leagues, and one league's latest season — every division's table
with each player's rank range still possible and what is decided — with join and opt-out; thin
views over the leagues' services and selectors."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST

from errors import NotFound, PlatformError
from leagues import selectors, services
from leagues.models import League
from leagues.rule_words import movement_line
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
