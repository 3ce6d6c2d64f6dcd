"""Appending rows to a game's log with the hash chain, inside the caller's transaction."""

from __future__ import annotations

from dataclasses import dataclass

from compiled_sql.writes import rows_insert
from games.log.hash_chain import event_hash
from games.log.play_state import PlayState, fold
from games.log.snapshots import snapshot_write_if_due
from games.models import Game, GameEvent


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
    `games.log.projections.project`).
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
    rows_insert(rows)
    old_seq = game.seq
    game.seq += len(rows)
    game.head_hash = prev
    snapshot_write_if_due(game, engine, play, old_seq=old_seq)
    return play, rows
