"""Rebuilding a game's state from the log: the state kept after the last move, else the latest
snapshot plus the events after it.

The state after a move is kept in Django's cache (per process, or Redis with CACHE_URL) under
(game, engine version, seq), written once the move's transaction has committed: a seq names one
state of an append-only log, so the entry can only be right or absent. It spares the next move
and the next legal-moves question the snapshot read, the events read and the fold. A cache,
never the truth: verification reads the log alone (`use_snapshots=False`).
"""

from __future__ import annotations

import logging

from django.core.cache import cache
from django.db import transaction

from engines import get_engine
from games.log.play_state import PlayState, fold_all
from games.log.snapshots import snapshot_latest
from games.models import Game, GameEvent

log = logging.getLogger(__name__)

KEPT_SECONDS = 15 * 60  # a game in play moves again well within this, or folds again after


def engine_of(game: Game):
    return get_engine(game.engine)


def play_state_key(game: Game, seq: int) -> str:
    """The game's id and its seed commitment (an id a database hands out again after a delete
    never finds another game's entry), its engine version and the seq."""
    return f"play-state:{game.pk}:{game.seed_commitment[:16]}:{game.engine_version}:{seq}"


def play_state_keep(game: Game, play: PlayState) -> None:
    """Keep `play`, the state after `game.seq`, once the caller's transaction commits."""
    key = play_state_key(game, game.seq)
    transaction.on_commit(lambda: cache.set(key, play, KEPT_SECONDS))


def _kept(game: Game, seq: int) -> PlayState | None:
    try:
        return cache.get(play_state_key(game, seq))
    except Exception:
        log.warning("play state cache entry unreadable", exc_info=True)
        return None


def load_play_state(
    game: Game, *, up_to: int | None = None, use_snapshots: bool = True
) -> PlayState:
    """The play state after event `up_to` (default: the last), from a snapshot and the tail."""
    engine = engine_of(game)
    last = game.seq if up_to is None else min(up_to, game.seq)
    play = None
    after = 0
    if use_snapshots:
        kept = _kept(game, last)
        if isinstance(kept, PlayState):
            return kept
        snapshot = snapshot_latest(game, up_to=last)
        if snapshot is not None:
            play = PlayState.load(engine, snapshot.data)
            after = snapshot.seq
    rows = GameEvent.objects.filter(game=game, seq__gt=after, seq__lte=last).order_by("seq")
    return fold_all(engine, rows.only("type", "data"), game.seat_count, play)
