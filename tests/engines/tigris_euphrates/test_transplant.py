"""A move's result carried over to another sample of the same view (`transplant`) is exactly
what playing the move on that sample (`advance`) gives, field by field, one move deep and two."""

from __future__ import annotations

from collections import Counter

import pytest

from engines import Rng
from engines.bots import play_random_game
from engines.tigris_euphrates.state import State
from engines.tigris_euphrates.transplant import HIDDEN, SHARED, transplant
from tests.engines.tigris_euphrates.table import ENGINE

FIELDS = (*HIDDEN, *SHARED)


def test_the_fields_named_are_every_field_of_a_state():
    assert sorted(FIELDS) == sorted(name for name in State.__annotations__ if name != "cache")


def _fields(state: State) -> dict:
    return {name: getattr(state, name) for name in FIELDS}


def _played(state: State, seat: int, move: dict, seed: bytes) -> State | None:
    """advance(state, seat, move), or None when it drew from the rng."""
    rng = Rng(seed, "move")
    drawn = rng.drawn()
    after = ENGINE.advance(state, seat, move, rng)
    return after if rng.drawn() == drawn else None


def _common_moves(first: State, second: State) -> tuple[int, list[dict]]:
    seat = ENGINE.to_act(first)[0]
    theirs = ENGINE.legal_moves(second, seat)
    return seat, [move for move in ENGINE.legal_moves(first, seat) if move in theirs]


def _check(before: State, state: State, seed: bytes, depth: int, found: Counter) -> None:
    """Each move legal on both samples (at most 12, drawn at random), carried from `before` to
    `state` and compared with playing it on `state`; `depth` more moves on from there."""
    if not ENGINE.to_act(before) or not ENGINE.to_act(state):
        return
    seat, moves = _common_moves(before, state)
    picker = Rng(seed, "pick")
    for move in picker.sample(moves, min(12, len(moves))):
        after = _played(before, seat, move, seed)
        if after is None:
            found["drew"] += 1
            continue
        carried = transplant(after, before, state)
        if carried is None:
            found["not carried"] += 1
            continue
        played = _played(state, seat, move, seed)
        assert played is not None, move
        assert _fields(carried) == _fields(played), move
        if ENGINE.to_act(played):  # the moves listed after it (carried with it when they can be)
            actor = ENGINE.to_act(played)[0]
            assert ENGINE.legal_moves(carried, actor) == ENGINE.legal_moves(played, actor)
            found["listing carried"] += "legal" in carried.cache
        found[move["type"]] += 1
        if depth:
            _check(after, carried, seed + b"+", depth - 1, found)


@pytest.mark.parametrize(("players", "discards"), [(2, "bag"), (3, "out"), (4, "bag"), (4, "out")])
def test_a_move_carried_to_another_sample_is_the_move_played_there(players, discards):
    seed = f"transplant-{players}-{discards}".encode()
    _, events = play_random_game(ENGINE, players, {"discards": discards}, seed)
    state = None
    found: Counter = Counter()
    for index, event in enumerate(events):
        state = ENGINE.evolve(state, event)
        if index % 9 or not ENGINE.to_act(state) or state.over:
            continue
        seat = ENGINE.to_act(state)[0]
        sample = ENGINE.determinizer(ENGINE.view(state, seat), seat)
        first = sample(Rng(seed, f"first {index}"))
        second = sample(Rng(seed, f"second {index}"))
        _check(first, second, f"{seed!r} {index}".encode(), 1, found)
    # placements, leaders' moves and answers to conflicts are carried; draws and ends are not
    assert found["place_tile"] > 100 and found["place_leader"] > 20
    assert found["commit_support"] > 0
    assert found["drew"] > 0 and found["not carried"] > 0
    assert found["listing carried"] > 100


def test_a_sample_that_differs_in_what_the_view_shows_is_not_carried_to():
    _, events = play_random_game(ENGINE, 2, {}, b"transplant-differs")
    state = None
    for event in events[:120]:
        state = ENGINE.evolve(state, event)
    seat = ENGINE.to_act(state)[0]
    sample = ENGINE.determinizer(ENGINE.view(state, seat), seat)
    first, second = sample(Rng(b"a", "1")), sample(Rng(b"a", "2"))
    moves = [move for move in ENGINE.legal_moves(first, seat) if move["type"] == "place_tile"]
    after = _played(first, seat, moves[0], b"differs")
    assert after is not None and transplant(after, first, second) is not None
    other = second.clone()
    other.tile = [*second.tile[:-1], "red" if second.tile[-1] is None else None]
    assert transplant(after, first, other) is None
