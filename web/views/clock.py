"""Pages' forms about clocks: the profile's quiet hours and the table's "Give time"."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from api.whole_numbers import NumberRefused, whole_number
from errors import PlatformError
from games.services.time_gifts import MAX_HOURS, MIN_HOURS, time_give
from players.services import quiet_hours_set
from web.pages.game_lookup import game_or_404
from web.pages.quiet_hours_form import quiet_hours_from_form


@login_required
@require_POST
def quiet_hours_save(request):
    """The profile's quiet-hours editor."""
    try:
        quiet_hours_set(user=request.user, quiet_hours=quiet_hours_from_form(request.POST))
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("Quiet hours saved."))
    return redirect("web:profile", username=request.user.username)


@login_required
@require_POST
def game_give_time(request, game_id: int):
    """The table's "Give time": hours to another player's clock."""
    game = game_or_404(game_id)
    try:
        seat = whole_number(request.POST.get("seat", ""), field="seat", high=63)
        hours = whole_number(
            request.POST.get("hours", ""), field="hours", low=MIN_HOURS, high=MAX_HOURS
        )
        time_give(game=game, user=request.user, seat=seat, hours=hours)
    except (NumberRefused, PlatformError) as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("Time given."))
    return redirect("web:game", game_id=game.pk)
