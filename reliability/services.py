"""Writes of the reliability record: a game's entries from its log (when it ends or a seat drops
out), and the whole record rebuilt from every log."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from django.db import transaction
from django.db.models import QuerySet

from games.models import Game, GameEvent, GameStatus, Seat
from reliability.checks import (
    event_minimum_set_check,
    minimum_values_check,
    table_minimum_set_check,
)
from reliability.log_reading import is_sandbox, seats_facts
from reliability.models import EventMinimum, ReliabilityEntry, TableMinimum
from tournaments.models import Tournament

if TYPE_CHECKING:
    from django.contrib.auth.models import User

ENTRY_FIELDS = ["seat", "outcome", "concluded_at", "move_seconds", "vacations"]


def entries_from_log(game: Game, seats: Iterable[Seat] | None = None) -> list[ReliabilityEntry]:
    """The entries `game`'s log gives its players now (unsaved): one per player done with it."""
    rows = list(
        GameEvent.objects.filter(game_id=game.pk)
        .order_by("seq")
        .only("seq", "type", "data", "seat", "created_at")
    )
    if not rows or is_sandbox(rows):
        return []
    users = {s.index: s.user_id for s in (game.seats.all() if seats is None else seats)}
    facts = seats_facts(
        rows, seat_count=game.seat_count, finished=game.status == GameStatus.FINISHED
    )
    entries = []
    for seat, seat_facts in facts.items():
        user_id = users.get(seat)
        if seat_facts.outcome is None or seat_facts.concluded_at is None or user_id is None:
            continue
        entries.append(
            ReliabilityEntry(
                user_id=user_id,
                game_id=game.pk,
                seat=seat,
                outcome=seat_facts.outcome,
                concluded_at=seat_facts.concluded_at,
                move_seconds=seat_facts.move_seconds,
                vacations=seat_facts.vacations,
            )
        )
    return entries


def entries_record(*, game: Game, seats: list[Seat], finished: bool) -> int:
    """Write the entries of `game`'s players who are done with it (inside the caller's
    transaction, the game locked). Without `finished`, only when a player who dropped out has
    no entry yet. Returns how many entries were written."""
    if not finished:
        dropped = {s.user_id for s in seats if s.dropped and s.user_id is not None}
        recorded = set(
            ReliabilityEntry.objects.filter(game_id=game.pk, user_id__in=dropped).values_list(
                "user_id", flat=True
            )
        )
        if dropped <= recorded:
            return 0
    entries = entries_from_log(game, seats)
    ReliabilityEntry.objects.bulk_create(
        entries,
        update_conflicts=True,
        unique_fields=["user", "game"],
        update_fields=ENTRY_FIELDS,
    )
    return len(entries)


def reliability_rebuild(
    *, progress: Callable[[Iterable[int], int], Iterable[int]] = lambda ids, total: ids
) -> int:
    """Every entry again from the logs (in one transaction); returns how many were written."""
    game_ids = list(_games_with_players().values_list("pk", flat=True))
    written = 0
    with transaction.atomic():
        ReliabilityEntry.objects.all().delete()
        for game_id in progress(game_ids, len(game_ids)):
            entries = entries_from_log(Game.objects.get(pk=game_id))
            ReliabilityEntry.objects.bulk_create(entries)
            written += len(entries)
    return written


def reliability_differences(*, user: User | None = None) -> list[str]:
    """Where the stored entries differ from the logs (empty: the record is the logs' own)."""
    games = _games_with_players()
    stored = ReliabilityEntry.objects.all()
    if user is not None:
        games = games.filter(seats__user=user)
        stored = stored.filter(user=user)
    wanted = {}
    for game in games.distinct():
        for entry in entries_from_log(game):
            if user is None or entry.user_id == user.pk:
                wanted[(entry.user_id, entry.game_id)] = _facts_of(entry)
    kept = {(e.user_id, e.game_id): _facts_of(e) for e in stored}
    problems = []
    for key in sorted(set(wanted) | set(kept)):
        if wanted.get(key) != kept.get(key):
            problems.append(
                f"user {key[0]} game {key[1]}: stored {kept.get(key)}, log {wanted.get(key)}"
            )
    return problems


def _games_with_players() -> QuerySet[Game]:
    return Game.objects.filter(
        status__in=[GameStatus.ACTIVE, GameStatus.FINISHED], seats__user__isnull=False
    ).distinct()


def _facts_of(entry: ReliabilityEntry) -> tuple:
    return (entry.seat, entry.outcome, entry.concluded_at, entry.move_seconds, entry.vacations)


def table_minimum_set(
    *, game: Game, user: User, min_finished_percent: int, last_games: int
) -> TableMinimum:
    """Ask a minimum of whoever takes a free seat at `game` (its creator, while it is open)."""
    minimum_values_check(min_finished_percent, last_games)
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game.pk)
        table_minimum_set_check(game, user)
        minimum, _ = TableMinimum.objects.update_or_create(
            game=game,
            defaults={"min_finished_percent": min_finished_percent, "last_games": last_games},
        )
    return minimum


def table_minimum_clear(*, game: Game, user: User) -> None:
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game.pk)
        table_minimum_set_check(game, user)
        TableMinimum.objects.filter(game=game).delete()


def event_minimum_set(
    *, tournament: Tournament, user: User, min_finished_percent: int, last_games: int
) -> EventMinimum:
    """Ask a minimum of whoever registers for `tournament` (its organiser, before it starts)."""
    minimum_values_check(min_finished_percent, last_games)
    with transaction.atomic():
        tournament = Tournament.objects.select_for_update().get(pk=tournament.pk)
        event_minimum_set_check(tournament, user)
        minimum, _ = EventMinimum.objects.update_or_create(
            tournament=tournament,
            defaults={"min_finished_percent": min_finished_percent, "last_games": last_games},
        )
    return minimum


def event_minimum_clear(*, tournament: Tournament, user: User) -> None:
    with transaction.atomic():
        tournament = Tournament.objects.select_for_update().get(pk=tournament.pk)
        event_minimum_set_check(tournament, user)
        EventMinimum.objects.filter(tournament=tournament).delete()
