"""What the table offers beside the moves: abort in the opening, a takeback (ask, or answer the
one waiting), the estimated finish, and once the game is over a rematch (plain or paired, or the
answer to the one on offer) with the paired game shown beside it. Each button is shown when the
service's own check passes."""

from __future__ import annotations

from django.utils import formats

from errors import PlatformError
from games.abort_rules import abort_check
from games.finish_estimates import finish_estimate
from games.models import Game, GameStatus
from games.takeback_reads import takeback_pending
from games.takeback_rules import takeback_check
from social.models import RematchStatus
from social.rematch_reads import rematch_of, rematch_pair_of
from social.services.rematches import rematch_offer_check


def _passes(check) -> bool:
    try:
        check()
    except PlatformError:
        return False
    return True


def table_courtesies_context(game: Game, user) -> dict:
    seat = None
    if user is not None and user.is_authenticated:
        seat = next((s for s in game.seats.all() if s.user_id == user.pk), None)
    estimate = finish_estimate(game)
    context: dict = {
        "estimate": None
        if estimate is None
        else {
            "words": estimate.in_words,
            "date": formats.date_format(estimate.at, "DATE_FORMAT"),
            "games": estimate.games,
        },
        "pair": rematch_pair_of(game)
        if seat is not None or game.status != GameStatus.OPEN
        else None,
    }
    if seat is None:
        return context
    if game.status == GameStatus.ACTIVE:
        pending = takeback_pending(game)
        context["can_abort"] = _passes(lambda: abort_check(game, seat))
        context["takeback"] = pending
        context["takeback_mine"] = pending is not None and pending.seat == seat.index
        context["takeback_to_answer"] = (
            pending is not None
            and pending.seat != seat.index
            and not seat.dropped
            and seat.index not in pending.accepted_by
        )
        context["can_ask_takeback"] = pending is None and _passes(
            lambda: takeback_check(game, seat)
        )
    elif game.status in (GameStatus.FINISHED, GameStatus.ABORTED):
        offer = rematch_of(game)
        pending_offer = (
            offer if offer is not None and offer.status == RematchStatus.PENDING else None
        )
        context["rematch"] = offer
        context["rematch_to_answer"] = (
            pending_offer is not None
            and pending_offer.offered_by_id != user.pk
            and user.pk not in pending_offer.accepted_by
        )
        context["can_rematch"] = pending_offer is None and _passes(
            lambda: rematch_offer_check(game, user, paired=False)
        )
        context["can_pair"] = context["can_rematch"] and game.seat_count == 2
    return context
