"""When a game may be aborted: in its opening, while some seat has not yet made its first move,
by a player still seated, never in a game an event holds on to (a tournament's table). An
aborted game is annulled: no outcome, never rated, counted in no statistics.

The service runs these under the game's lock; `selectors.game_actions_for` runs them to decide
whether the table offers the button."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from errors import Conflict
from games.access import game_abort_check
from games.checks import playing_seat_check
from games.log.play_state import MOVE
from games.models import Game, GameEvent, Seat


def seats_yet_to_move(game: Game) -> list[int]:
    """The seats that have not made a move of their own in `game` yet."""
    moved = set(
        GameEvent.objects.filter(game=game, type=MOVE)
        .order_by()
        .values_list("seat", flat=True)
        .distinct()
    )
    return [index for index in range(game.seat_count) if index not in moved]


def abort_check(game: Game, seat: Seat | None) -> Seat:
    """The seat asking to abort `game` (refused: no seat, left, the game not in play, an
    event's game, every seat has moved)."""
    seat = playing_seat_check(game, seat)
    game_abort_check(game)
    if not seats_yet_to_move(game):
        raise Conflict(
            "abort_too_late",
            _("Every player has made a move: the game can no longer be aborted (resign instead)."),
        )
    return seat
