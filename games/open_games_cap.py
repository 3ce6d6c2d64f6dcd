"""The cap on a player's open correspondence games (BGA's rule): OPEN_GAMES_CAP (21) plus
OPEN_GAMES_CAP_PER_FINISHED (1) for each game they finished. A game counts while it is open or
in play, the player still seated, with a seat for another person (games against bots only do
not count). Creating a table and taking a seat are refused past the cap; an event's own
tables (a tournament's round) are seated by the event and not refused."""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings
from django.db.models import Count, F, Q
from django.utils.translation import gettext_lazy as _

from errors import Conflict
from games.models import Game, GameStatus, Seat


@dataclass(frozen=True)
class OpenGamesAllowance:
    open: int
    finished: int
    cap: int

    @property
    def full(self) -> bool:
        return self.open >= self.cap


def open_games_allowance(user) -> OpenGamesAllowance:
    """How many open correspondence games `user` holds, how many they finished, and the cap."""
    seated = Seat.objects.filter(user=user, dropped=False).values("game_id")
    running = (
        Game.objects.filter(pk__in=seated, status__in=[GameStatus.OPEN, GameStatus.ACTIVE])
        .annotate(bots=Count("seats", filter=Q(seats__is_bot=True)))
        .filter(bots__lt=F("seat_count") - 1)
        .count()
    )
    finished = Game.objects.filter(seats__user=user, status=GameStatus.FINISHED).count()
    cap = settings.OPEN_GAMES_CAP + settings.OPEN_GAMES_CAP_PER_FINISHED * finished
    return OpenGamesAllowance(open=running, finished=finished, cap=cap)


def open_games_cap_check(user) -> None:
    """Refuse one more open correspondence game to `user` once they hold as many as allowed."""
    allowance = open_games_allowance(user)
    if allowance.full:
        raise Conflict(
            "too_many_open_games",
            _(
                "You have %(open)d games in play, the most allowed: %(base)d, plus "
                "%(per)d for each of your %(finished)d finished games, makes %(cap)d. "
                "Finish a game before starting another."
            )
            % {
                "open": allowance.open,
                "base": settings.OPEN_GAMES_CAP,
                "per": settings.OPEN_GAMES_CAP_PER_FINISHED,
                "finished": allowance.finished,
                "cap": allowance.cap,
            },
            details={
                "open": allowance.open,
                "cap": allowance.cap,
                "finished": allowance.finished,
            },
        )
