"""The replay's analysis button: queue the analysis of a finished game, back to the replay."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from errors import PlatformError
from games.services.analysis import analysis_request
from web.pages.game_lookup import watchable_game


@login_required
@require_POST
def analysis_start(request, game_id: int):
    game = watchable_game(request, game_id)
    try:
        _analysis, queued = analysis_request(game=game, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
    else:
        if queued:
            messages.success(request, _("The analysis is under way."))
    return redirect("web:replay", game_id=game.pk)
