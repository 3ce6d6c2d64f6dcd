"""The game page's form for a seat's conditional moves: store them or forget them."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from api.input_bounds import parse_json
from errors import PlatformError
from games.conditional.selectors import standing_questions_of
from games.conditional.services import conditional_moves_clear, conditional_moves_store
from web.pages.game_lookup import watchable_game
from web.pages.game_panel import game_panel_context


@login_required
@require_POST
def conditional_moves_set(request, game_id: int):
    game = watchable_game(request, game_id)
    text = str(request.POST.get("tree", ""))
    try:
        if request.POST.get("action") == "clear":
            conditional_moves_clear(game_id=game.pk, user=request.user)
            messages.success(request, _("Your conditional moves are forgotten."))
        else:
            try:
                tree = parse_json(text) if text.strip() else []
            except ValueError as error:
                raise PlatformError("bad_conditional_tree", _("The tree is not JSON.")) from error
            standing = {
                question["key"]: request.POST.get(f"standing_{question['key']}", "")
                for question in standing_questions_of(game)
            }
            seen = str(request.POST.get("expected_seq", ""))
            conditional_moves_store(  # a page left open while the game moved on: refused
                game_id=game.pk,
                user=request.user,
                tree=tree,
                standing=standing,
                expected_seq=int(seen) if seen.isdigit() and len(seen) <= 10 else None,
            )
            messages.success(request, _("Your conditional moves are stored."))
    except PlatformError as refusal:
        context = {
            **game_panel_context(game, request.user),
            "conditional_text": text,
            "conditional_error": refusal.message,
        }
        return render(request, "web/game.html", context, status=refusal.status)
    return redirect(reverse("web:game", kwargs={"game_id": game.pk}) + "#conditional-moves")
