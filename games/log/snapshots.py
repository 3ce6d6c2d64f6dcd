"""Snapshots of the folded state every SNAPSHOT_EVERY events: a cache, never the truth."""

from __future__ import annotations

from django.conf import settings

from games.log.play_state import PlayState
from games.models import Game, Snapshot


def snapshot_write_if_due(game: Game, engine, play: PlayState, *, old_seq: int) -> None:
    """Store the state when the log, going from `old_seq` to `game.seq`, crossed a multiple of
    SNAPSHOT_EVERY (0 turns snapshots off)."""
    every = settings.SNAPSHOT_EVERY
    if every > 0 and game.seq // every > old_seq // every and play.engine_state is not None:
        Snapshot.objects.create(
            game=game, seq=game.seq, engine_version=game.engine_version, data=play.dump(engine)
        )


def snapshot_latest(game: Game, *, up_to: int) -> Snapshot | None:
    """The newest snapshot at or before event `up_to` written by the game's engine version."""
    return (
        Snapshot.objects.filter(game=game, seq__lte=up_to, engine_version=game.engine_version)
        .order_by("-seq")
        .first()
    )
