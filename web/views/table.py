"""The table's courtesies as page actions: abort, ask for or answer a takeback, offer or answer a
rematch (each posts, calls the service and returns to the game with its sentence)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from errors import PlatformError
from games.services.aborts import game_abort
from games.services.takebacks import takeback_answer, takeback_ask
from social.services.rematches import rematch_answer, rematch_offer
from web.pages.game_lookup import game_or_404

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise


def _act(request, game_id: int, action, done: StrOrPromise):
    """Run `action`; back to the game, or to the rematch it started."""
    game = game_or_404(game_id)
    try:
        result = action(game=game, user=request.user)
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect("web:game", game_id=game.pk)
    messages.success(request, done)
    started = getattr(result, "game_id", None) if hasattr(result, "paired") else None
    return redirect("web:game", game_id=started or game.pk)


@login_required
@require_POST
def abort(request, game_id: int):
    return _act(request, game_id, game_abort, _("The game was aborted: it counts nowhere."))


@login_required
@require_POST
def takeback_ask_page(request, game_id: int):
    return _act(request, game_id, takeback_ask, _("You asked to take back your move."))


@login_required
@require_POST
def takeback_accept_page(request, game_id: int):
    return _act(
        request,
        game_id,
        lambda **kw: takeback_answer(**kw, accept=True),
        _("You allowed the takeback."),
    )


@login_required
@require_POST
def takeback_decline_page(request, game_id: int):
    return _act(
        request,
        game_id,
        lambda **kw: takeback_answer(**kw, accept=False),
        _("You declined the takeback."),
    )


@login_required
@require_POST
def rematch_offer_page(request, game_id: int):
    paired = request.POST.get("paired") == "1"
    return _act(
        request,
        game_id,
        lambda **kw: rematch_offer(**kw, paired=paired),
        _("Rematch offered."),
    )


@login_required
@require_POST
def rematch_accept_page(request, game_id: int):
    return _act(
        request,
        game_id,
        lambda **kw: rematch_answer(**kw, accept=True),
        _("You accepted the rematch."),
    )


@login_required
@require_POST
def rematch_decline_page(request, game_id: int):
    return _act(
        request,
        game_id,
        lambda **kw: rematch_answer(**kw, accept=False),
        _("You declined the rematch."),
    )
