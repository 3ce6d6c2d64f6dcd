"""A game for a page, or the page's answer: 404 when there is no such game, 403 when the viewer
may not watch it (a private game shows only to its players)."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.http import Http404

from errors import Forbidden, NotFound
from games import selectors
from games.access import game_view_check


def game_or_404(game_id: int):
    try:
        return selectors.game_get(game_id)
    except NotFound as error:
        raise Http404(error.message) from error


def watchable_game(request, game_id: int):
    game = game_or_404(game_id)
    try:
        game_view_check(game, request.user)
    except Forbidden as error:
        raise PermissionDenied(error.message) from error
    return game
