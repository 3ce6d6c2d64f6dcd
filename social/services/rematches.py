"""Rematches: the same table (options, clock, rating, who may watch) with the seats rotated (seat 1 moves first), as
an offer every other person at the table accepts; `paired` (two players) makes two games at
once, the seats swapped between them, shown together. The games start when the last person
accepts (at once when only bots sat with the offerer); each player's cap on open games holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden, NotFound, PlatformError
from games.models import Game, GameStatus, Seat
from games.open_games_cap import open_games_cap_check
from games.services import game_create
from games.services.seating import game_seat_users
from notifications.services import notifications_send
from social import checks
from social.models import GameVisibility, RematchOffer, RematchStatus
from social.notification_kinds import REMATCH_OFFERED

if TYPE_CHECKING:
    from django.contrib.auth.models import User

OVER = (GameStatus.FINISHED, GameStatus.ABORTED)


def _seats(game: Game) -> list[Seat]:
    return list(Seat.objects.filter(game=game).select_related("user").order_by("index"))


def _others(seats: list[Seat], user: User) -> list:
    return [s.user for s in seats if s.user is not None and s.user_id != user.pk]


def rematch_offer_check(game: Game, user: User, *, paired: bool) -> list[Seat]:
    """The original game's seats when `user` may offer a rematch of it (refused: not over, no
    seat, paired at more than two, blocked, one already waiting)."""
    seats = _seats(game)
    if not any(s.user_id == user.pk for s in seats):
        raise Forbidden("not_a_player", _("You have no seat at this table."))
    if game.status not in OVER:
        raise Conflict("game_not_over", _("A rematch is offered once the game is over."))
    if paired and game.seat_count != 2:
        raise PlatformError(
            "paired_two_players_only", _("Paired games are for two players: one game each way.")
        )
    for other in _others(seats, user):
        if checks.is_blocked(user, other):
            raise Forbidden(
                "blocked",
                _("%(name)s and you cannot invite each other (a block is in place).")
                % {"name": other.username},
            )
    if RematchOffer.objects.filter(original=game, status=RematchStatus.PENDING).exists():
        raise Conflict("rematch_pending", _("A rematch of this game is already on offer."))
    return seats


def rematch_offer(*, game: Game, user: User, paired: bool = False) -> RematchOffer:
    """Offer a rematch of `game` to the other people at its table (started at once with none)."""
    if not isinstance(paired, bool):
        raise PlatformError("bad_paired", _("paired is true or false."))
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game.pk)
        seats = rematch_offer_check(game, user, paired=paired)
        offer = RematchOffer.objects.create(original=game, offered_by=user, paired=paired)
        others = _others(seats, user)
        if not others:
            _rematch_start(offer, seats)
            return offer
        payload = {
            "game_id": game.pk,
            "engine": game.engine,
            "by": user.username,
            "paired": paired,
            "rematch_id": offer.pk,
        }
        notifications_send(items=[(other, REMATCH_OFFERED, dict(payload)) for other in others])
    return offer


def rematch_answer(*, game: Game, user: User, accept: bool) -> RematchOffer:
    """`user` accepts or declines the rematch on offer; the last acceptance starts the game(s)."""
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game.pk)
        offer = (
            RematchOffer.objects.select_for_update()
            .filter(original=game, status=RematchStatus.PENDING)
            .first()
        )
        if offer is None:
            raise NotFound("no_rematch", _("No rematch of this game is on offer."))
        seats = _seats(game)
        offered_to = {other.pk for other in _others(seats, offer.offered_by)}
        if user.pk not in offered_to:
            raise Forbidden("not_yours_to_answer", _("Only the other players answer a rematch."))
        offer.answered_at = timezone.now()
        if not accept:
            offer.status = RematchStatus.DECLINED
            offer.save(update_fields=["status", "answered_at"])
            return offer
        offer.accepted_by = sorted({*offer.accepted_by, user.pk})
        if offered_to <= set(offer.accepted_by):
            _rematch_start(offer, seats)
        else:
            offer.save(update_fields=["accepted_by", "answered_at"])
    return offer


def rotated(seats: list[Seat]) -> list[Seat]:
    """The seats' order for a rematch: each player one seat earlier, the first last."""
    return [*seats[1:], *seats[:1]]


def _rematch_start(offer: RematchOffer, seats: list[Seat]) -> None:
    """Create and start the rematch (and its pair), seated as rotated (and swapped)."""
    orders = [rotated(seats)]
    if offer.paired:
        orders.append(list(reversed(orders[0])))
    games = [_game_like(offer.original, order, offer.offered_by) for order in orders]
    offer.status = RematchStatus.ACCEPTED
    offer.game = games[0]
    offer.paired_game = games[1] if len(games) > 1 else None
    offer.answered_at = timezone.now()
    offer.save()


def _game_like(original: Game, order: list[Seat], offerer: User) -> Game:
    people = [seat.user for seat in order if seat.user is not None]
    for person in people:
        open_games_cap_check(person)
    game = game_create(
        user=offerer,
        engine=original.engine,
        players=original.seat_count,
        options=original.options,
        rated=original.rated,
        time_control=original.time_control,
        join=False,
        random_seating=False,
        vacation_allowed=original.vacation_allowed,
        bot_think_ms=original.bot_think_ms,
    )
    visibility = GameVisibility.objects.filter(game=original).first()
    if visibility is not None:  # who may watch: as at the original table
        GameVisibility.objects.create(
            game=game, public=visibility.public, friends_only=visibility.friends_only
        )
    bot_kind = next((seat.bot_kind for seat in order if seat.is_bot), "")
    return game_seat_users(game=game, users=[seat.user for seat in order], bot_kind=bot_kind)
