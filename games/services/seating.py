"""Seating chosen users at an open game in a given order and starting it (for organised events)."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from errors import Conflict, PlatformError
from games.models import Game, GameStatus, Seat
from games.services.autoplay import bot_seats_check
from games.services.lifecycle import _locked, _start


def game_seat_users(*, game: Game, users: list, bot_kind: str = "") -> Game:
    """Seat `users` in this order at an open game created with join=False and nobody seated
    yet, then start it. The caller (e.g. a tournament) decided who plays; with the game's
    random_seating off, user k keeps seat k (else the start draws the seats as usual).
    A None in `users` is a seat for the bot `bot_kind` (only at unrated tables)."""
    with transaction.atomic():
        game = _locked(game.pk)
        if game.status != GameStatus.OPEN:
            raise Conflict("game_not_open", _("This game is not taking players."))
        if game.seats.exists():
            raise Conflict("seats_taken", _("Someone already sits at this table."))
        if len(users) != game.seat_count:
            raise PlatformError(
                "bad_players",
                _("This table has %(seats)d seats, not %(users)d.")
                % {"seats": game.seat_count, "users": len(users)},
            )
        people = [user for user in users if user is not None]
        if len({user.pk for user in people}) != len(people):
            raise PlatformError("already_seated", _("A player cannot take two seats at one table."))
        if len(people) < len(users):
            bot_seats_check(bot_kind, rated=game.rated)
        Seat.objects.bulk_create(
            [
                Seat(game=game, index=index, user=user)
                if user is not None
                else Seat(game=game, index=index, is_bot=True, bot_kind=bot_kind)
                for index, user in enumerate(users)
            ]
        )
        _start(game)
    return game
