"""Reading conditional moves: a seat's own while the game runs (nobody else's), every seat's
once it is over (the review shows what was stored and what it played)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from errors import Forbidden
from games.conditional.models import ConditionalMoves
from games.log.state_loading import engine_of
from games.log.visibility import game_is_over
from games.models import Game
from games.selectors import seat_of

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def standing_questions_of(game: Game) -> list[dict]:
    """The standing questions the game's engine asks, in the reader's language."""
    return [
        {"key": q.key, "description": gettext(q.description), "answers": list(q.answers)}
        for q in getattr(engine_of(game), "standing_questions", ())
    ]


def _entry(seat: int, row: ConditionalMoves | None) -> dict:
    if row is None:
        return {
            "seat": seat,
            "tree": [],
            "standing": {},
            "observed": [],
            "stored": [],
            "dropped": [],
            "updated_at": None,
        }
    return {
        "seat": seat,
        "tree": row.tree,
        "standing": row.standing,
        "observed": row.observed,
        "stored": row.stored,
        "dropped": row.dropped,
        "updated_at": row.updated_at.isoformat(),
    }


def conditional_moves_seen(game: Game, user: User) -> dict:
    """{seq, status, questions, seats}: while the game runs only the reader's own seat (a
    spectator is refused), after it every seat that stored something."""
    seat = seat_of(game, user)
    over = game_is_over(game)
    if seat is None and not over:
        raise Forbidden(
            "not_a_player",
            _("Only a seat's own player sees its conditional moves while the game runs."),
        )
    rows = ConditionalMoves.objects.filter(game=game).order_by("seat")
    if seat is None or over:
        seats = [_entry(row.seat, row) for row in rows]
    else:
        seats = [_entry(seat, rows.filter(seat=seat).first())]
    return {
        "seq": game.seq,
        "status": game.status,
        "questions": standing_questions_of(game),
        "seats": seats,
    }
