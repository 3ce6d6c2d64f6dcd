"""Work a game needs from a worker, re-derived from the database when its message may be lost.

A bot's turn is queued after the move before it commits; a worker killed mid-task or a broker
that lost the message would leave the game waiting for ever. The sweep here (a beat task every
PLATFORM_SWEEP_SECONDS) finds every active game waiting on a bot seat for longer than
PLATFORM_GRACE_SECONDS and queues the same task again: the task plays only if the game is still
at the seq it was queued for, so a turn is played once however many times it is queued.

Dropped seats need no worker (their fixed-policy turns are played inline, in the transaction of
the move before them); timeouts have their own sweep (games.services.timeouts.clocks_sweep).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.core.cache import cache
from django.utils import timezone

from games.models import Game, GameStatus, Seat
from games.queue import task_enqueue


@dataclass(frozen=True)
class StalledGame:
    """An active game whose bot seats to act have waited since `since` (its last change)."""

    game_id: int
    seq: int
    bot_seats: list[int]
    since: datetime


def grace() -> timedelta:
    return timedelta(seconds=settings.PLATFORM_GRACE_SECONDS)


def games_waiting_on_bots(*, older_than: datetime, limit: int = 1000) -> list[StalledGame]:
    """Active games a bot seat is to act in, unchanged since before `older_than`, oldest first."""
    bot_seats: dict[int, set[int]] = {}
    for game_id, index in Seat.objects.filter(
        is_bot=True, game__status=GameStatus.ACTIVE, game__updated_at__lt=older_than
    ).values_list("game_id", "index"):
        bot_seats.setdefault(game_id, set()).add(index)
    if not bot_seats:
        return []
    stalled = []
    games = Game.objects.filter(pk__in=bot_seats, status=GameStatus.ACTIVE).order_by("updated_at")
    for game in games.only("seq", "to_act", "updated_at")[:limit]:
        waiting = [index for index in game.to_act or [] if index in bot_seats[game.pk]]
        if waiting:
            stalled.append(StalledGame(game.pk, game.seq, waiting, game.updated_at))
    return stalled


def bot_turns_sweep(*, now: datetime | None = None) -> int:
    """Queue the bot turn of every game that has waited on a bot longer than the grace period;
    a game at the same seq is queued again only after another grace period. How many queued."""
    now = now or timezone.now()
    queued = 0
    for game in games_waiting_on_bots(older_than=now - grace()):
        key = f"bot-turn-requeued:{game.game_id}:{game.seq}"
        if cache.add(key, 1, settings.PLATFORM_GRACE_SECONDS):
            task_enqueue("games.bot_turns_play", game.game_id, game.seq)
            queued += 1
    return queued
