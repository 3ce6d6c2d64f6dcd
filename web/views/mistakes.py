"""Learn from your mistakes: a judged game's marked positions of your seat, one position
retried from your view as it was, and your marked positions across your games of one engine.
Thin: each view calls reviews.services.mistakes and renders or redirects."""

from __future__ import annotations

import json

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_GET, require_http_methods

from api.input_bounds import parse_json
from engines import ENGINES
from errors import PlatformError
from reviews.services.mistakes import (
    marked_positions,
    marked_positions_across,
    mistake_position,
    mistake_retry,
)
from web.boards.rendering import render_board
from web.pages.game_lookup import watchable_game
from web.pages.game_panel import engine_title, game_title, seat_names
from web.words.wording import move_in_words

VERDICT_WORDS = {
    "": "",  # within the threshold
    "inaccuracy": _("Inaccuracy"),
    "mistake": _("Mistake"),
    "blunder": _("Blunder"),
}


def _worded(entries: list[dict], names: list[str]) -> list[dict]:
    for entry in entries:
        entry["played_words"] = move_in_words(entry["played"], names)
        entry["verdict_words"] = VERDICT_WORDS[entry["verdict"]]
    return entries


@login_required
@require_GET
def game_mistakes(request, game_id: int):
    game = watchable_game(request, game_id)
    names = seat_names(game)
    try:
        positions = _worded(marked_positions(game=game, user=request.user), names)
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect("web:replay", game_id=game.pk)
    return render(
        request,
        "web/mistakes.html",
        {"game": game, "title": f"{game_title(game)} #{game.pk}", "positions": positions},
    )


@login_required
@require_http_methods(["GET", "POST"])
def game_mistake(request, game_id: int, seq: int):
    game = watchable_game(request, game_id)
    names = seat_names(game)
    answer = None
    try:
        if request.method == "POST":
            try:
                move = parse_json(request.POST.get("move", "")[:20000])
            except ValueError as error:
                raise PlatformError("bad_form", _("Choose a move from the list.")) from error
            answer = mistake_retry(game=game, user=request.user, seq=seq, move=move)
            answer["move_words"] = move_in_words(answer["move"], names)
            answer["verdict_words"] = VERDICT_WORDS[answer["verdict"]]
            answer["percent"] = round(100 * answer["loss"])
        position = mistake_position(game=game, user=request.user, seq=seq)
    except PlatformError as error:
        messages.error(request, error.message)
        return redirect("web:game-mistakes", game_id=game.pk)
    _worded([position], names)
    position["choices"] = [
        {"value": _json(move), "words": move_in_words(move, names)}
        for move in position["legal_moves"]
    ]
    if position["preferred"] is not None:
        position["preferred_words"] = move_in_words(position["preferred"], names)
    if answer and answer["preferred"] is not None:
        answer["preferred_words"] = move_in_words(answer["preferred"], names)
    # The board as the seat saw it before its move, drawn as its table drew it (no targets:
    # the move is chosen from the list below).
    board = render_board(game.engine, position["view"], position["seat"], names, [])
    return render(
        request,
        "web/mistake.html",
        {
            "game": game,
            "title": f"{game_title(game)} #{game.pk}",
            "position": position,
            "answer": answer,
            "board": board,
        },
    )


def _json(move) -> str:
    return json.dumps(move, sort_keys=True, separators=(",", ":"))


@login_required
@require_GET
def mistakes_across(request):
    engine = request.GET.get("engine", "")
    engine = engine if engine in ENGINES else ""  # an engine not installed: none chosen
    engines = sorted((slug, engine_title(slug)) for slug in ENGINES)
    positions = []
    if engine in ENGINES:
        positions = marked_positions_across(user=request.user, engine=engine)
        for entry in positions:
            entry["verdict_words"] = VERDICT_WORDS[entry["verdict"]]
    return render(
        request,
        "web/mistakes_across.html",
        {"engines": engines, "engine": engine, "positions": positions},
    )
