"""Quiet hours in the games: each pause and resume a clock row written at its own moment, the
"your turn" that waits for their end, and running clocks moved when a player changes them.

The arithmetic is games.clocks' (a running clock's deadline is already the real one, quiet spans
skipped); this module writes the rows. A seat's `quiet_change_at` says when its clock next
pauses or resumes: the clock sweep (and a timeout's check, before it decides) writes every change
due by then, one row each, dated at the boundary itself, so the log is exact even when the
workers were down across several boundaries, and the clocks heal on the next sweep.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from django.db import transaction
from django.db.models import Q

from games import clocks
from games.log.state_loading import engine_of, load_play_state
from games.models import Game, GameStatus, Seat
from games.quiet_keeping import honoured, seats_quiet_calendars
from games.services.clock_keeping import clock_row_append, clocks_project, seat_clock
from games.services.settling import play_settle
from games.table_reads import game_locked, seats_of
from players.quiet_hours import NO_QUIET, QuietCalendar, QuietRule

if TYPE_CHECKING:
    from django.contrib.auth.models import User

QUIET_REASON = "quiet_hours"
CHANGED_REASON = "quiet_hours_changed"
MAX_CHANGES_AT_ONCE = 200  # boundaries caught up in one go (weeks of a worker being down)


def quiet_changes_write(game: Game, *, until: datetime) -> int:
    """Write every quiet pause and resume of `game` (locked by the caller, active) due by
    `until`, in order, each as a clock row at its boundary; how many rows were written."""
    written = 0
    last_due = None
    for _change in range(MAX_CHANGES_AT_ONCE):
        if game.status != GameStatus.ACTIVE:
            break
        seats = seats_of(game)
        due = min((s.quiet_change_at for s in seats if s.quiet_change_at), default=None)
        if due is None or due > until or (last_due is not None and due <= last_due):
            break
        seq = game.seq
        play = load_play_state(game)
        play_settle(game, engine_of(game), play, reason=QUIET_REASON, now=due, seats=seats)
        written += game.seq != seq
        last_due = due
    return written


def quiet_changes_catch_up(*, game_id: int, now: datetime) -> int:
    """The quiet pauses and resumes of one game due by `now` (the game locked meanwhile)."""
    with transaction.atomic():
        game = Game.objects.select_for_update().filter(pk=game_id).first()
        if game is None or game.status != GameStatus.ACTIVE:
            return 0
        return quiet_changes_write(game, until=now)


def quiet_changes_sweep(*, now: datetime, limit: int = 500) -> int:
    """Every game with a quiet pause or resume due by `now` (found by the partial index on
    Seat.quiet_change_at); the rows written. The clock sweep calls this first."""
    game_ids = list(
        dict.fromkeys(
            Seat.objects.filter(quiet_change_at__lte=now, game__status=GameStatus.ACTIVE)
            .order_by("quiet_change_at")
            .values_list("game_id", flat=True)[:limit]
        )
    )
    return sum(quiet_changes_catch_up(game_id=game_id, now=now) for game_id in game_ids)


def quiet_hours_clocks_rebase(
    *, user: User, now: datetime, old_rules: tuple[QuietRule, ...], old_zone: str
) -> int:
    """`user` changed their quiet hours or time zone: in each active game where their clock
    runs, the running seconds it had left are spent under the new hours (a clock row with
    reason "quiet_hours_changed"). Games locked one by one; how many changed."""
    old = QuietCalendar(old_rules, old_zone)
    game_ids = (
        Game.objects.filter(status=GameStatus.ACTIVE)
        .filter(Q(seats__user=user) & Q(seats__clock_deadline__isnull=False))
        .values_list("pk", flat=True)
        .distinct()
    )
    changed = 0
    for game_id in list(game_ids):
        game = game_locked(game_id)
        if game.status != GameStatus.ACTIVE:
            continue
        seats = seats_of(game)
        mine = next((s for s in seats if s.user_id == user.pk and not s.is_bot), None)
        if mine is None:
            continue
        new_calendars = seats_quiet_calendars(game, seats)
        was = old if game.quiet_hours_max != 0 and honoured(game, old) else NO_QUIET
        players = [s for s in seats if not s.is_bot]
        before = {s.index: seat_clock(s) for s in players}
        after = dict(before)
        after[mine.index] = clocks.rebased(
            before[mine.index], now.timestamp(), was, new_calendars.get(mine.index, NO_QUIET)
        )
        if after == before:
            continue
        engine = engine_of(game)
        play = clock_row_append(
            game, engine, load_play_state(game), before, after, now=now, reason=CHANGED_REASON
        )
        clocks_project(players, before, after, now, new_calendars)
        play_settle(game, engine, play, reason=CHANGED_REASON, now=now, seats=seats)
        changed += 1
    return changed
