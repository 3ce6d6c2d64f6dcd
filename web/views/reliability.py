"""A player's reliability page: every game behind each figure of their record."""

from __future__ import annotations

import statistics

from django.http import Http404
from django.shortcuts import render
from django.views.decorators.http import require_GET

from errors import NotFound
from players.selectors import user_by_name
from reliability import selectors
from reliability.models import Outcome


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
