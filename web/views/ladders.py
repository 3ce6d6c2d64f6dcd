"""Ladder pages: the list, one ladder's standings with challenge buttons for those within
reach, my challenges, join and leave — thin views over the ladders' services and selectors."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.translation import gettext
from django.views.decorators.http import require_GET, require_POST

from errors import NotFound, PlatformError
from ladders import selectors, services
from ladders.entry_rules import entry_rule_lines
from ladders.rule_words import rule_lines
from players.selectors import user_by_name
from web.pages.game_panel import engine_title


def _ladder_or_404(ladder_id: int):
    try:
        return selectors.ladder_get(ladder_id)
    except NotFound as error:
        raise Http404(error.message) from error


@require_GET
def ladder_list(request):
    user = request.user
    rows = []
    for ladder in selectors.ladder_list():
        state = selectors.ladder_state(ladder)
        rows.append(
            {
                "ladder": ladder,
                "title": engine_title(ladder.engine),
                "players": len(state.players),
                "position": state.position_of(user.pk) if user.is_authenticated else None,
            }
        )
    return render(request, "web/ladders.html", {"rows": rows})


@require_GET
def ladder_page(request, ladder_id: int):
    ladder = _ladder_or_404(ladder_id)
    user = request.user
    standings = selectors.ladder_standings(ladder=ladder, viewer=user)
    challenges = []
    if user.is_authenticated:
        challenges = list(selectors.challenges_of(user=user, ladder_id=ladder.pk)[:30])
    rules = ladder.ladder_rules
    return render(
        request,
        "web/ladder.html",
        {
            "ladder": ladder,
            "title": engine_title(ladder.engine),
            "rows": standings["standings"],
            "your_position": standings["your_position"],
            "challenges": challenges,
            "controls": selectors.ladder_controls_for(user, ladder),
            "rules": rules,
            "rule_lines": rule_lines(rules) + entry_rule_lines(ladder),
        },
    )


def _ladder_act(request, ladder_id: int, action, done):
    ladder = _ladder_or_404(ladder_id)
    try:
        result = action(ladder)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, done(result))
    return redirect("web:ladder", ladder_id=ladder.pk)


@login_required
@require_POST
def ladder_join(request, ladder_id: int):
    return _ladder_act(
        request,
        ladder_id,
        lambda ladder: services.ladder_join(ladder=ladder, user=request.user),
        lambda position: (
            gettext("You joined the ladder at position %(position)s.") % {"position": position}
        ),
    )


@login_required
@require_POST
def ladder_leave(request, ladder_id: int):
    return _ladder_act(
        request,
        ladder_id,
        lambda ladder: services.ladder_leave(ladder=ladder, user=request.user),
        lambda _: gettext("You left the ladder."),
    )


@login_required
@require_POST
def ladder_challenge(request, ladder_id: int):
    username = request.POST.get("username", "")
    try:
        defender = user_by_name(username)
    except NotFound as error:
        messages.error(request, error.message)
        return redirect("web:ladder", ladder_id=ladder_id)
    ladder = _ladder_or_404(ladder_id)
    try:
        challenge = services.ladder_challenge(
            ladder=ladder, challenger=request.user, defender=defender
        )
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect("web:ladder", ladder_id=ladder.pk)
    messages.success(
        request,
        gettext("You challenged %(name)s: the game is on. Good luck!")
        % {"name": defender.username},
    )
    return redirect("web:game", game_id=challenge.game_id)
