"""Reading takeback requests: the one waiting at a game, as the API and the table show it (which
move by its public seq, who asked, who agreed; never the move itself)."""

from __future__ import annotations

from games.models import Game, TakebackRequest, TakebackStatus


def takeback_pending(game: Game) -> TakebackRequest | None:
    """The request waiting for answers at `game`, if the game has not moved on since."""
    request = TakebackRequest.objects.filter(game=game, status=TakebackStatus.PENDING).first()
    if request is None or request.at_seq != game.seq:
        return None
    return request


def takeback_latest(game: Game) -> TakebackRequest | None:
    return TakebackRequest.objects.filter(game=game).order_by("-id").first()


def takeback_as_json(request: TakebackRequest | None, game: Game | None = None) -> dict | None:
    if request is None:
        return None
    lapsed = (
        request.status == TakebackStatus.PENDING and game is not None and request.at_seq != game.seq
    )
    return {
        "id": request.pk,
        "seat": request.seat,
        "move_seq": request.move_seq,
        "status": TakebackStatus.LAPSED.value if lapsed else request.status,
        "accepted_by": list(request.accepted_by),
        "asked_at": request.created_at.isoformat() if request.created_at else None,
        "answered_at": request.answered_at.isoformat() if request.answered_at else None,
    }
