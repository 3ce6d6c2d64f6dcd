"""move_submit: the way of a move (DESIGN.md), with stale-seq and idempotency handling."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden, NotFound, PlatformError
from games.legal_moves import legal_moves_keep
from games.log.state_loading import engine_of, load_play_state, play_state_keep
from games.log.visibility import event_as_seen
from games.models import Game, GameStatus, MoveReceipt
from games.services.attention import seat_seen
from games.services.decisions import apply_move
from games.services.settling import play_settle, seat_of_user
from games.table_reads import game_locked, seats_of

if TYPE_CHECKING:
    from django.contrib.auth.models import User


@dataclass(frozen=True)
class MoveResult:
    status_code: int
    body: dict
    replayed: bool = False


def request_digest(move: Any, expected_seq: int) -> str:
    """What an idempotency key stands for: SHA-256 of the move (keys sorted) and expected_seq."""
    try:
        text = json.dumps({"move": move, "expected_seq": expected_seq}, sort_keys=True)
    except (TypeError, ValueError, RecursionError) as error:
        raise PlatformError("bad_move", _("A move is a JSON object.")) from error
    return hashlib.sha256(text.encode()).hexdigest()


def move_submit(
    *,
    game: Game | int,
    user: User,
    move: Any,
    expected_seq: Any,
    idempotency_key: str | None = None,
) -> MoveResult:
    """Decide and append one move of `user`'s seat; the answer is what that seat may see, with
    its legal moves now (the same as GET legal-moves; [] unless it is to act again). The legal
    moves of every player called to act are cached for their next question."""
    game_id = game if isinstance(game, int) else game.pk
    if not isinstance(expected_seq, int) or isinstance(expected_seq, bool) or expected_seq < 0:
        raise PlatformError(
            "bad_expected_seq", _("expected_seq must be the seq of the last event you saw.")
        )
    if idempotency_key is not None and (
        not isinstance(idempotency_key, str) or not 0 < len(idempotency_key) <= 128
    ):
        raise PlatformError(
            "bad_idempotency_key", _("An idempotency key is a string of 1 to 128 characters.")
        )
    with transaction.atomic():
        try:
            game = game_locked(game_id)
        except Game.DoesNotExist as error:
            raise NotFound("game_not_found", _("There is no such game.")) from error
        digest = request_digest(move, expected_seq) if idempotency_key else ""
        if idempotency_key:
            receipt = MoveReceipt.objects.filter(game=game, user=user, key=idempotency_key).first()
            if receipt is not None:
                if receipt.request_digest and receipt.request_digest != digest:
                    raise PlatformError(
                        "idempotency_key_reused",
                        _(
                            "This idempotency key was used for another move or expected_seq: "
                            "use a new key for a new move."
                        ),
                        status=422,
                    )
                return MoveResult(receipt.status_code, receipt.response, replayed=True)
        seats = seats_of(game)
        seat = seat_of_user(seats, user)
        if seat is None:
            raise Forbidden("not_a_player", _("You have no seat at this table."))
        if game.status != GameStatus.ACTIVE:
            raise Conflict(
                "game_not_active", _("This game is not in play."), details={"seq": game.seq}
            )
        if expected_seq != game.seq:
            raise Conflict(
                "stale_seq",
                _("The game has moved on since you last looked; reload and try again."),
                details={"seq": game.seq},
            )
        if seat.dropped or seat.index not in game.to_act:
            raise Conflict("not_your_turn", _("It is not your turn."), details={"seq": game.seq})
        if seat.clock_deadline is not None and seat.clock_deadline <= timezone.now():
            # The clock is the truth: the timeout itself is written by the ETA task or the sweep.
            raise Conflict(
                "out_of_time", _("Your time for this move has run out."), details={"seq": game.seq}
            )
        engine = engine_of(game)
        play = load_play_state(game)
        play, rows = apply_move(game, engine, play, seat.index, move)
        seat_seen(game=game, user=user, seats=seats)  # at the table: notifications keep quiet
        play = play_settle(game, engine, play, reason="move", mover=seat.index, seats=seats)
        play_state_keep(game, play)
        called = [
            s.index
            for s in seats
            if game.status == GameStatus.ACTIVE
            and s.user_id is not None
            and not s.dropped
            and s.index in game.to_act
        ]
        next_moves = legal_moves_keep(game, engine, play.engine_state, called)
        body = {
            "seq": game.seq,
            "events": [event_as_seen(engine, game, row, seat.index) for row in rows],
            "view": engine.view(play.engine_state, seat.index),
            "status": game.status,
            "to_act": game.to_act,
            "legal_moves": next_moves.get(seat.index, []),
        }
        if idempotency_key:
            MoveReceipt.objects.create(
                game=game,
                user=user,
                key=idempotency_key,
                request_digest=digest,
                status_code=201,
                response=body,
            )
    return MoveResult(201, body)
