"""Appending to a game's log and updating its projections, inside the caller's transaction."""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from games.event_log import event_hash
from games.models import Game, GameEvent, GameStatus, Seat, Snapshot
from games.play_state import PlayState, fold, outcome, to_act
from games.signals import game_finished


@dataclass(frozen=True)
class NewEvent:
    type: str
    data: dict
    seat: int | None = None


def append_events(
    game: Game, engine, play: PlayState, events: list[NewEvent]
) -> tuple[PlayState, list[GameEvent]]:
    """Append rows after game.seq with the hash chain; fold them; return the new state and rows.

    The caller holds the game row locked. Game.seq and head_hash are set here (saved by
    `project`).
    """
    rows = []
    prev = game.head_hash or game.seed_commitment
    for offset, event in enumerate(events, start=1):
        seq = game.seq + offset
        digest = event_hash(prev, seq=seq, type=event.type, data=event.data, seat=event.seat)
        rows.append(
            GameEvent(
                game=game, seq=seq, type=event.type, data=event.data, seat=event.seat, hash=digest
            )
        )
        prev = digest
        play = fold(engine, play, event.type, event.data, game.seat_count)
    GameEvent.objects.bulk_create(rows)
    old_seq = game.seq
    game.seq += len(rows)
    game.head_hash = prev
    _maybe_snapshot(game, engine, play, old_seq)
    return play, rows


def _maybe_snapshot(game: Game, engine, play: PlayState, old_seq: int) -> None:
    every = settings.SNAPSHOT_EVERY
    if every > 0 and game.seq // every > old_seq // every and play.engine_state is not None:
        Snapshot.objects.create(
            game=game, seq=game.seq, engine_version=game.engine_version, data=play.dump(engine)
        )


def project(game: Game, engine, play: PlayState, *, seats: list[Seat] | None = None) -> None:
    """Write the projections of the folded state onto the game and its seats, and save them.

    `seats`: the game's seats already read under the lock (read here when needed if not given);
    their results are set in place."""
    game.to_act = to_act(engine, play)
    result = outcome(engine, play, game.seat_count)
    if play.dropped or result is not None:
        _project_seats(list(game.seats.all()) if seats is None else seats, play, result)
    if result is not None:
        game.outcome = result
        if game.status != GameStatus.FINISHED:
            game.status = GameStatus.FINISHED
            game.finished_at = game.finished_at or timezone.now()
            game_id = game.pk
            transaction.on_commit(lambda: game_finished.send(sender=Game, game_id=game_id))
    game.save()


def _project_seats(seats: list[Seat], play: PlayState, result: dict | None) -> None:
    """Seat results: only seats whose projection changed are written, in one statement."""
    changed_seats, changed_fields = [], set()
    for seat in seats:
        wanted = {"dropped": seat.index in play.dropped}
        if result is not None:
            wanted["rank"] = result["ranks"][seat.index]
            wanted["score"] = result["scores"][seat.index]
        changed = [name for name, value in wanted.items() if getattr(seat, name) != value]
        for name in changed:
            setattr(seat, name, wanted[name])
        if changed:
            changed_seats.append(seat)
            changed_fields.update(changed)
    if changed_seats:
        Seat.objects.bulk_update(changed_seats, sorted(changed_fields))
