"""A player's reliability page (every game behind each figure of their record) and a table's
minimum, set or cleared by its creator from the game page."""

from __future__ import annotations

import statistics

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from api.whole_numbers import NumberRefused, whole_number
from errors import NotFound, PlatformError
from players.selectors import user_by_name
from reliability import selectors, services
from reliability.models import Outcome
from web.pages.game_lookup import game_or_404


@require_GET
def reliability(request, username: str):
    try:
        person = user_by_name(username)
    except NotFound as error:
        raise Http404(error.message) from error
    outcome = request.GET.get("outcome") or None
    if outcome not in (None, *Outcome.values):
        outcome = None
    entries = selectors.entries_by_outcome(person, outcome, viewer=request.user)
    rows = [
        {
            "entry": entry,
            "outcome": Outcome(entry.outcome).label,
            "moves": len(entry.move_seconds),
            "median": statistics.median(entry.move_seconds) if entry.move_seconds else None,
            "vacation_hours": sum(end - start for start, end in entry.vacations) / 3600,
        }
        for entry in entries
    ]
    return render(
        request,
        "web/reliability.html",
        {
            "person": person,
            "record": selectors.record_of(person, viewer=request.user),
            "rows": rows,
            "outcome": outcome,
            "outcomes": Outcome.choices,
        },
    )


@login_required
@require_POST
def table_minimum(request, game_id: int):
    game = game_or_404(game_id)
    try:
        if request.POST.get("clear") == "1":
            services.table_minimum_clear(game=game, user=request.user)
            said = _("Anyone may take a seat, whatever their record.")
        else:
            minimum = services.table_minimum_set(
                game=game,
                user=request.user,
                min_finished_percent=whole_number(
                    request.POST.get("min_finished_percent"),
                    field="min_finished_percent",
                    low=1,
                    high=100,
                ),
                last_games=whole_number(
                    request.POST.get("last_games"), field="last_games", low=1, high=100
                ),
            )
            said = _(
                "This table asks for players who finished at least %(percent)d %% of their "
                "last %(games)d games."
            ) % {"percent": minimum.min_finished_percent, "games": minimum.last_games}
    except (PlatformError, NumberRefused) as error:
        messages.error(request, error.message)
    else:
        messages.success(request, said)
    return redirect("web:game", game_id=game.pk)
