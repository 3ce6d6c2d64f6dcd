"""Rebuilding a game's state from the log: the latest snapshot plus the events after it."""

from __future__ import annotations

from engines import get_engine
from games.log.play_state import PlayState, fold_all
from games.log.snapshots import snapshot_latest
from games.models import Game, GameEvent


def engine_of(game: Game):
    return get_engine(game.engine)


def load_play_state(
    game: Game, *, up_to: int | None = None, use_snapshots: bool = True
) -> PlayState:
    """The play state after event `up_to` (default: the last), from a snapshot and the tail."""
    engine = engine_of(game)
    last = game.seq if up_to is None else min(up_to, game.seq)
    play = None
    after = 0
    if use_snapshots:
        snapshot = snapshot_latest(game, up_to=last)
        if snapshot is not None:
            play = PlayState.load(engine, snapshot.data)
            after = snapshot.seq
    rows = GameEvent.objects.filter(game=game, seq__gt=after, seq__lte=last).order_by("seq")
    return fold_all(engine, rows.only("type", "data"), game.seat_count, play)
