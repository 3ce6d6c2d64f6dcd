"""Taking back a move with consent: the asker's request, every other person's answer, and on the
last agreement a `platform.move_taken_back` row the fold honours (games.takeback_rules says when).

A request says only which move (its public seq) and who asked; the others are told by the
`takeback_asked` notice (notifications turns it into the feed). A request whose game moved on
before everyone answered lapses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden, NotFound
from games.log.appending import NewEvent, append_events
from games.log.play_state import TAKEN_BACK
from games.log.state_loading import engine_of, load_play_state, play_state_keep
from games.models import Game, Seat, TakebackRequest, TakebackStatus
from games.services.lifecycle import _locked
from games.services.settling import play_settle, seat_of_user
from games.signals import takeback_asked
from games.stream.bus import game_channel, publish_on_commit
from games.table_reads import seats_of
from games.takeback_reads import game_moved_on
from games.takeback_rules import takeback_check

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def _others(seats: list[Seat], asker: int) -> list[Seat]:
    """The people whose consent a takeback needs: every other player still seated."""
    return [s for s in seats if s.user_id is not None and not s.dropped and s.index != asker]


def takeback_ask(*, game: Game, user: User) -> TakebackRequest:
    """Ask the others to let `user` take back their last move; with nobody to ask (bots only)
    it is taken back at once."""
    with transaction.atomic():
        game = _locked(game.pk)
        seats = seats_of(game)
        seat = seat_of_user(seats, user)
        last = takeback_check(game, seat)
        if seat is None:  # takeback_check refused it already; for the type checker
            raise Forbidden("not_a_player", _("You have no seat at this table."))
        pending = TakebackRequest.objects.filter(game=game, status=TakebackStatus.PENDING).first()
        if pending is not None:
            if not game_moved_on(game, pending):
                raise Conflict(
                    "takeback_pending", _("A takeback is already waiting for an answer.")
                )
            _lapse(pending)
        request = TakebackRequest.objects.create(
            game=game, seat=seat.index, asked_by=user, move_seq=last.row.seq, at_seq=game.seq
        )
        others = _others(seats, seat.index)
        if not others:
            _take_back(game, request, seats)
        else:
            takeback_asked.send(sender=Game, game=game, request=request, seats=others)
            publish_on_commit([game_channel(game.pk)])
    return request


def takeback_answer(*, game: Game, user: User, accept: bool) -> TakebackRequest:
    """`user` agrees to or declines the pending takeback; the last agreement takes the move back.
    A request the game moved on from lapses (409)."""
    with transaction.atomic():
        game = _locked(game.pk)
        seats = seats_of(game)
        seat = seat_of_user(seats, user)
        if seat is None:
            raise Forbidden("not_a_player", _("You have no seat at this table."))
        request = (
            TakebackRequest.objects.select_for_update()
            .filter(game=game, status=TakebackStatus.PENDING)
            .first()
        )
        if request is None:
            raise NotFound("no_takeback", _("No takeback is waiting for an answer."))
        if seat.index == request.seat or seat.dropped:
            raise Forbidden("not_yours_to_answer", _("Only the other players answer a takeback."))
        asker = next((s for s in seats if s.index == request.seat), None)
        try:
            last = takeback_check(game, asker)
        except Conflict as refusal:
            _lapse(request)
            raise Conflict(
                "takeback_lapsed", _("The game moved on: this takeback has lapsed.")
            ) from refusal
        if last.row.seq != request.move_seq:
            _lapse(request)
            raise Conflict("takeback_lapsed", _("The game moved on: this takeback has lapsed."))
        if not accept:
            request.status = TakebackStatus.DECLINED
            request.answered_at = timezone.now()
            request.save(update_fields=["status", "answered_at"])
            publish_on_commit([game_channel(game.pk)])
            return request
        if seat.index not in request.accepted_by:
            request.accepted_by = sorted([*request.accepted_by, seat.index])
        needed = {s.index for s in _others(seats, request.seat)}
        if needed <= set(request.accepted_by):
            _take_back(game, request, seats)
        else:
            request.save(update_fields=["accepted_by"])
            publish_on_commit([game_channel(game.pk)])
    return request


def _lapse(request: TakebackRequest) -> None:
    """The game moved on: the request can no longer be granted (saved at once)."""
    request.status = TakebackStatus.LAPSED
    request.answered_at = timezone.now()
    request.save(update_fields=["status", "answered_at"])


def _take_back(game: Game, request: TakebackRequest, seats: list[Seat]) -> None:
    """Append the takeback row, settle the game (clocks, projections, bots) and close the request
    (the game is locked by the caller)."""
    engine = engine_of(game)
    play = load_play_state(game)
    play, _rows = append_events(
        game,
        engine,
        play,
        [NewEvent(TAKEN_BACK, {"seat": request.seat, "move_seq": request.move_seq}, request.seat)],
    )
    play = play_settle(game, engine, play, reason="takeback", seats=seats)
    play_state_keep(game, play)
    request.status = TakebackStatus.ACCEPTED
    request.answered_at = timezone.now()
    request.save(update_fields=["status", "accepted_by", "answered_at"])
