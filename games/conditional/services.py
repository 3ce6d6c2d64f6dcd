"""Storing and clearing a seat's conditional moves (the API's PUT and DELETE, the game page's
form): one check per rule, under the game's lock."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from engines.contract import Engine
from errors import Conflict, Forbidden, NotFound
from games.conditional.models import ConditionalMoves
from games.conditional.shape import standing_checked, tree_checked
from games.log.state_loading import engine_of, load_play_state, play_state_keep
from games.models import Game, GameStatus, Seat
from games.services.decisions import apply_move
from games.services.settling import play_settle, seat_of_user
from games.table_reads import game_locked, seats_of

if TYPE_CHECKING:
    from django.contrib.auth.models import User

STORED_KEPT = 20  # the trees a seat stored, the latest last, shown after the game


def _seat_to_store(game_id: int, user: User, expected_seq: Any) -> tuple[Game, Seat, list[Seat]]:
    """The locked game and `user`'s seat, when it may store conditional moves now: a player
    still in a game in play, at the seq it saw (when it says which)."""
    try:
        game = game_locked(game_id)
    except (Game.DoesNotExist, ValueError, TypeError) as error:
        raise NotFound("game_not_found", _("There is no such game.")) from error
    seats = seats_of(game)
    seat = seat_of_user(seats, user)
    if seat is None:
        raise Forbidden("not_a_player", _("You have no seat at this table."))
    if game.status != GameStatus.ACTIVE:
        raise Conflict("game_not_active", _("This game is not in play."), details={"seq": game.seq})
    if seat.dropped:
        raise Conflict("already_dropped", _("You have already left this game."))
    if expected_seq is not None and expected_seq != game.seq:
        raise Conflict(
            "stale_seq",
            _("The game has moved on since you last looked; reload and try again."),
            details={"seq": game.seq},
        )
    return game, seat, seats


def _mark(seat: Seat, waiting: bool) -> None:
    if seat.has_conditional_moves != waiting:
        seat.has_conditional_moves = waiting
        seat.save(update_fields=["has_conditional_moves"])


def conditional_moves_store(
    *, game_id: int, user: User, tree: Any, standing: Any, expected_seq: int | None = None
) -> ConditionalMoves:
    """Replace the seat's tree and standing answers, checked (games.conditional.shape); the
    tree waits for the others' moves from now on (the game's current seq)."""
    with transaction.atomic():
        game, seat, seats = _seat_to_store(game_id, user, expected_seq)
        engine = engine_of(game)
        checked_tree = tree_checked(engine, tree)
        checked_standing = standing_checked(engine, standing)
        row, _created = ConditionalMoves.objects.get_or_create(game=game, seat=seat.index)
        row.tree = checked_tree
        row.standing = checked_standing
        row.observed = []
        row.seen_seq = game.seq
        stored = {"seq": game.seq, "tree": checked_tree, "standing": checked_standing}
        row.stored = [*row.stored, stored][-STORED_KEPT:]
        row.save()
        _mark(seat, row.waiting)
        if seat.index in game.to_act and checked_standing:
            _answer_now(game, engine, seat, seats, row)
    return row


def _answer_now(
    game: Game, engine: Engine, seat: Seat, seats: list[Seat], row: ConditionalMoves
) -> None:
    """The seat is asked right now and a standing answer it just stored applies: play it, as
    the next change would have (the tree waits for the others' moves: it cannot answer yet)."""
    standing_answer = getattr(engine, "standing_answer", None)
    if standing_answer is None:
        return
    play = load_play_state(game)
    state = play.engine_state
    legal = engine.legal_moves(state, seat.index)
    move = standing_answer(engine.view(state, seat.index), seat.index, legal, row.standing)
    if move is None:
        return
    play, rows = apply_move(game, engine, play, seat.index, move, conditional=True)
    row.seen_seq = rows[0].seq
    row.save(update_fields=["seen_seq", "updated_at"])
    play = play_settle(game, engine, play, reason="move", mover=seat.index, seats=seats)
    play_state_keep(game, play)


def conditional_moves_clear(
    *, game_id: int, user: User, expected_seq: int | None = None
) -> ConditionalMoves | None:
    """Forget the seat's tree and standing answers (what it stored stays for the review)."""
    with transaction.atomic():
        game, seat, _seats = _seat_to_store(game_id, user, expected_seq)
        row = ConditionalMoves.objects.filter(game=game, seat=seat.index).first()
        if row is not None:
            row.tree, row.standing, row.observed, row.seen_seq = [], {}, [], game.seq
            row.save(update_fields=["tree", "standing", "observed", "seen_seq", "updated_at"])
        _mark(seat, False)
    return row
