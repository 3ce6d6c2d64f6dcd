"""Enforcing clocks: a seat past its deadline times out; the sweep finds such games by index."""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from games import clocks
from games.log.appending import NewEvent, append_events
from games.log.play_state import TIMED_OUT
from games.log.state_loading import engine_of, load_play_state
from games.models import Game, GameStatus, Seat
from games.queue import task_enqueue
from games.services.quiet_hours import quiet_changes_sweep, quiet_changes_write
from games.services.settling import play_settle
from games.signals import clock_reminder_due, seats_timed_out
from games.table_reads import seats_of
from players.services import vacations_expire


def clock_timeouts_enforce(
    *, game_id: int, expected_seq: int | None = None, now: datetime | None = None
) -> list[int]:
    """Time out every seat of the game whose clock ran out; the seats timed out (often none).

    Idempotent: it re-reads the seats under the game's lock, and with `expected_seq` (an ETA
    task's) does nothing once the game has moved on. Two players: the game ends. More: the seat
    drops out, ranked last, and the platform plays its turns by policy.
    """
    now = now or timezone.now()
    with transaction.atomic():
        game = Game.objects.select_for_update().filter(pk=game_id).first()
        if game is None or game.status != GameStatus.ACTIVE:
            return []
        if expected_seq is not None and game.seq != expected_seq:
            return []
        quiet_changes_write(game, until=now)  # the log's quiet pauses first, at their times
        if game.status != GameStatus.ACTIVE:
            return []
        seats = seats_of(game)
        overdue = [
            s
            for s in seats
            if s.clock_deadline is not None and s.clock_deadline <= now and not s.dropped
        ]
        if not overdue:
            return []
        engine = engine_of(game)
        play = load_play_state(game)
        rows = [
            NewEvent(
                TIMED_OUT,
                {"seat": s.index, "deadline": s.clock_deadline and s.clock_deadline.isoformat()},
                s.index,
            )
            for s in overdue
        ]
        play, _ = append_events(game, engine, play, rows)
        play_settle(game, engine, play, reason="timeout", now=now, seats=seats)
        seats_timed_out.send(
            sender=Game, game=game, seats=seats, timed_out=[s.index for s in overdue]
        )
    return [s.index for s in overdue]


@dataclass
class SweepReport:
    found: int = 0
    decided: int = 0
    queued: int = 0
    query_seconds: float = 0.0
    total_seconds: float = 0.0


def clocks_sweep(
    *, now: datetime | None = None, limit: int = 2000, inline: int | None = None
) -> SweepReport:
    """Time out the games past a deadline (the partial index on Seat.clock_deadline finds them),
    and end the vacations that are over. Safe to run often and alongside the ETA tasks.

    The sweep decides the first `inline` games (settings.CLOCK_SWEEP_INLINE_GAMES) itself and
    queues one task per game beyond them, so a backlog (a worker that was down for an hour) is
    decided by every worker at once instead of one sweep game by game. A game queued by a sweep
    is not queued again for CLOCK_SWEEP_REQUEUE_SECONDS; its task is idempotent anyway."""
    started = time.perf_counter()
    now = now or timezone.now()
    inline = settings.CLOCK_SWEEP_INLINE_GAMES if inline is None else inline
    vacations_expire(now=now)
    quiet_changes_sweep(now=now)
    report = SweepReport()
    overdue = (
        Seat.objects.filter(clock_deadline__lte=now, game__status=GameStatus.ACTIVE)
        .order_by("clock_deadline")
        .values_list("game_id", flat=True)[:limit]
    )
    game_ids = list(dict.fromkeys(overdue))
    report.query_seconds = time.perf_counter() - started
    report.found = len(game_ids)
    for game_id in game_ids[:inline]:
        report.decided += bool(clock_timeouts_enforce(game_id=game_id, now=now))
    report.queued = _queue_timeouts(game_ids[inline:])
    report.total_seconds = time.perf_counter() - started
    return report


def _queue_timeouts(game_ids: list[int]) -> int:
    """One timeout task per game, unless a recent sweep queued that game already."""
    queued = 0
    for game_id in game_ids:
        if cache.add(f"sweep-queued:{game_id}", 1, settings.CLOCK_SWEEP_REQUEUE_SECONDS):
            task_enqueue("games.clock_deadline_check", game_id, None)
            queued += 1
    return queued


def reminders_send(*, now: datetime | None = None) -> int:
    """Remind players whose deadline is near (settings.CLOCK_REMINDERS), each reminder at most
    once; never inside the player's quiet hours (a reminder due then goes out at their end)."""
    now = now or timezone.now()
    thresholds = settings.CLOCK_REMINDERS
    if not thresholds:
        return 0
    sent = 0
    near = (
        Seat.objects.filter(
            clock_deadline__gt=now,
            clock_deadline__lte=now + timedelta(seconds=max(thresholds)),
            reminders_sent__lt=len(thresholds),
            user__isnull=False,
            game__status=GameStatus.ACTIVE,
            clock_quiet_until__isnull=True,  # inside quiet hours reminders wait for their end
        )
        .exclude(quiet_change_at__lte=now)
        .select_related("user", "game")
    )
    for seat in near:
        if seat.clock_deadline is None:  # not read: the query asks for a deadline
            continue
        left = (seat.clock_deadline - now).total_seconds()
        due = clocks.reminder_due(thresholds, seat.reminders_sent, left)
        if due is None:
            continue
        with transaction.atomic():
            claimed = Seat.objects.filter(
                pk=seat.pk, reminders_sent=seat.reminders_sent, clock_deadline=seat.clock_deadline
            ).update(reminders_sent=due + 1)
            if claimed:
                clock_reminder_due.send(sender=Seat, seat=seat, seconds_left=int(left))
                sent += 1
    return sent
