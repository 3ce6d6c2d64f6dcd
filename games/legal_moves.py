"""Legal moves cheap to ask again: one answer per (game, seq, seat), cached, with an ETag.

A game's log is append-only and its seq names one state, so the engine's legal moves of a seat
at a seq never change: they are cached under (game id, seq, seat) in Django's cache (locmem by
default, Redis when CACHE_URL is set, so every web process shares them) and a client that
already holds the answer gets a 304 from its ETag. The checks that depend on the game row (in
play, the seat called to act and not dropped out) are made afresh on every request; only the
engine's list is cached. The key holds the seat: a seat's moves are never another's answer,
and a spectator (seat None) has none.

Entries are written only after the transaction that made the state has committed: a rolled
back move leaves its seq free for a different state.
"""

from __future__ import annotations

from django.core.cache import cache
from django.db import transaction

from games.log.state_loading import engine_of, load_play_state
from games.models import Game, GameStatus

CACHE_SECONDS = (
    60 * 60
)  # a finished turn is not asked about again; the entry only has to outlive it


def legal_moves_key(game: Game, seat: int) -> str:
    """The game's id and seed commitment (an id handed out again after a delete never finds
    another game's entry), its seq and the seat."""
    return f"legal-moves:{game.pk}:{game.seed_commitment[:16]}:{game.seq}:{seat}"


def legal_moves_etag(game: Game, seat: int | None) -> str:
    """The answer's version: the game, its seq, the asking seat (and whether the game is in play,
    which can change only with the seq, but costs nothing to add)."""
    viewer = "spectator" if seat is None else f"seat{seat}"
    return f'"{game.pk}-{game.seq}-{viewer}-{game.status}"'


def etag_matches(if_none_match: str | None, etag: str) -> bool:
    """Whether an If-None-Match header names `etag` (or is `*`); weak forms match too."""
    if not if_none_match:
        return False
    offered = [tag.strip().removeprefix("W/") for tag in if_none_match.split(",")]
    return "*" in offered or etag in offered


def seat_may_move(game: Game, seat: int | None) -> bool:
    """The game is in play and waits on `seat`, which has not dropped out."""
    if seat is None or game.status != GameStatus.ACTIVE or seat not in game.to_act:
        return False
    return not any(s.index == seat and s.dropped for s in game.seats.all())


def legal_moves_of(game: Game, seat: int | None) -> list[dict]:
    """`seat`'s legal moves now ([] unless it may move): from the cache, else folded and kept."""
    if seat is None or not seat_may_move(game, seat):
        return []
    key = legal_moves_key(game, seat)
    moves = cache.get(key)
    if moves is None:
        moves = engine_of(game).legal_moves(load_play_state(game).engine_state, seat)
        transaction.on_commit(lambda: cache.set(key, moves, CACHE_SECONDS))
    return moves


def legal_moves_keep(game: Game, engine, engine_state, seats: list[int]) -> dict[int, list[dict]]:
    """After a change of `game` (inside its transaction): the legal moves of `seats` at the new
    seq, from the state already folded, stored in the cache once the transaction commits."""
    answers = {seat: engine.legal_moves(engine_state, seat) for seat in seats}
    if answers:
        entries = {legal_moves_key(game, s): moves for s, moves in answers.items()}
        transaction.on_commit(lambda: cache.set_many(entries, CACHE_SECONDS))
    return answers
