"""The takeback notice: "bob asks to take back their last move in Tigris & Euphrates (game 12)",
sent to every other person seated when a player asks (games' `takeback_asked`). It names the
game, the asker and the move's public seq: nothing any seat keeps hidden."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _

from games.models import Game, Seat, TakebackRequest
from notifications.game_kinds import game_title
from notifications.services import notifications_send

TAKEBACK_ASKED = "takeback_asked"


def takeback_asked_sentence(payload: dict) -> str | None:
    game_id = payload.get("game_id")
    if game_id is None:
        return None
    return _("%(who)s asks to take back their last move in %(title)s (game %(game)s)") % {
        "who": payload.get("by") or _("A player"),
        "title": game_title(payload),
        "game": game_id,
    }


KINDS = {TAKEBACK_ASKED: takeback_asked_sentence}


def notify_takeback_asked(
    sender: type[Game],
    *,
    game: Game,
    request: TakebackRequest,
    seats: list[Seat],
    **kwargs: Any,
) -> None:
    """Tell each other person seated that a takeback waits for their answer."""
    payload = {
        "game_id": game.pk,
        "engine": game.engine,
        "by": request.asked_by.username,
        "move_seq": request.move_seq,
    }
    notifications_send(items=[(seat.user, TAKEBACK_ASKED, dict(payload)) for seat in seats])
