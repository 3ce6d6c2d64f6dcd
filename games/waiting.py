"""What a game waits for, read from the database: players to join, a human seat, a bot seat
thinking (late once it has not moved for BOT_LATE_SECONDS: the platform is then re-queuing its
turn), or nothing (over). The game page and the API both say it from `waiting_on`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games.models import Game, GameStatus

PLAYERS = "players"
HUMAN = "human"
BOT = "bot"
NOTHING = "nothing"


@dataclass(frozen=True)
class Waiting:
    """`kind` (players / human / bot / nothing), the seats waited on, since when, and whether
    the wait is longer than the platform should take (a bot seat only)."""

    kind: str
    seats: list[int]
    since: datetime | None
    late: bool

    def as_dict(self) -> dict:
        return {
            "kind": self.kind,
            "seats": self.seats,
            "since": self.since.isoformat() if self.since else None,
            "late": self.late,
        }


def waiting_on(game: Game, *, now: datetime | None = None) -> Waiting:
    """What `game` waits for now (its seats as prefetched, if they are)."""
    if game.status == GameStatus.OPEN:
        return Waiting(PLAYERS, [], game.created_at, False)
    if game.status != GameStatus.ACTIVE:
        return Waiting(NOTHING, [], None, False)
    bots = {seat.index for seat in game.seats.all() if seat.is_bot}
    to_act = list(game.to_act or [])
    waiting_bots = [index for index in to_act if index in bots]
    since = game.updated_at
    if waiting_bots:
        now = now or timezone.now()
        late = (now - since).total_seconds() > settings.BOT_LATE_SECONDS
        return Waiting(BOT, waiting_bots, since, late)
    return Waiting(HUMAN, to_act, since, False)


def bots_waiting_sentence(waiting: Waiting) -> str:
    """ "Bot 0 is thinking…", or, when it is late, that the platform is retrying."""
    who = ", ".join(_("Bot %(seat)d") % {"seat": seat} for seat in waiting.seats)
    count = len(waiting.seats)
    if waiting.late:
        return ngettext(
            "%(names)s is late; the platform is retrying.",
            "%(names)s are late; the platform is retrying.",
            count,
        ) % {"names": who}
    return ngettext("%(names)s is thinking…", "%(names)s are thinking…", count) % {"names": who}


def waiting_in_words(game: Game, *, now: datetime | None = None) -> dict:
    """`waiting_on` as the API gives it: kind, seats, since, late, and the sentence of a bot
    wait (null otherwise)."""
    waiting = waiting_on(game, now=now)
    text = bots_waiting_sentence(waiting) if waiting.kind == BOT else None
    return {**waiting.as_dict(), "text": text}
