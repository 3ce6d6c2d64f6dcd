"""Reading takeback requests: the one waiting at a game, as the API and the table show it (which
move by its public seq, who asked, who agreed; never the move itself)."""

from __future__ import annotations

from games.log.clock_rows import CLOCK_SET
from games.models import Game, GameEvent, TakebackRequest, TakebackStatus


def game_moved_on(game: Game, request: TakebackRequest) -> bool:
    """Whether anything but a clock row (a quiet-hours pause, a gift of time) was written to
    `game`'s log since `request` was made."""
    if game.seq == request.at_seq:
        return False
    return (
        GameEvent.objects.filter(game=game, seq__gt=request.at_seq).exclude(type=CLOCK_SET).exists()
    )


def takeback_pending(game: Game) -> TakebackRequest | None:
    """The request waiting for answers at `game`, if the game has not moved on since."""
    request = TakebackRequest.objects.filter(game=game, status=TakebackStatus.PENDING).first()
    if request is None or game_moved_on(game, request):
        return None
    return request


def takeback_latest(game: Game) -> TakebackRequest | None:
    return TakebackRequest.objects.filter(game=game).order_by("-id").first()


def takeback_as_json(request: TakebackRequest | None, game: Game | None = None) -> dict | None:
    if request is None:
        return None
    lapsed = (
        request.status == TakebackStatus.PENDING
        and game is not None
        and game_moved_on(game, request)
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
