"""`legal_moves` is exactly what `decide` accepts: every placement on every square is tried on
positions sampled from random games, and the accepted ones must be the listed ones."""

from __future__ import annotations

from itertools import product

import pytest

from engines import IllegalMove, Rng
from engines.tigris_euphrates.data import COLORS, HEIGHT, WIDTH
from tests.engines.tigris_euphrates.table import ENGINE


def _candidates(state, seat):
    squares = [[x, y] for y in range(HEIGHT) for x in range(WIDTH)]
    for color in COLORS:
        for at in squares:
            yield {"type": "place_tile", "color": color, "at": at}
            yield {"type": "place_leader", "leader": color, "at": at}
        yield {"type": "withdraw_leader", "leader": color}
    for at in squares:
        yield {"type": "place_catastrophe", "at": at}
    for counts in product(range(4), repeat=4):
        if 1 <= sum(counts) <= 6:
            tiles = [c for c, n in zip(COLORS, counts, strict=True) for _ in range(n)]
            yield {"type": "swap_tiles", "tiles": tiles}
    yield {"type": "pass"}
    for count in range(8):
        yield {"type": "commit_support", "count": count}
    for color in COLORS:
        yield {"type": "choose_war", "color": color}
    yield {"type": "decline_monument"}
    for at in squares:
        yield {"type": "take_treasure", "at": at}
        for name in ("red-blue", "green-black", "blue-green"):
            yield {"type": "build_monument", "monument": name, "at": at}


def _accepted(state, seat, move) -> bool:
    try:
        ENGINE.decide(state, seat, move, Rng(b"legal", "x"))
    except IllegalMove:
        return False
    return True


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"discards": "out"}), (4, {})])
def test_decide_accepts_exactly_the_listed_moves(players, options):
    seed = f"complete-{players}".encode()
    state = None
    for event in ENGINE.start(players, options, Rng(seed, "0")):
        state = ENGINE.evolve(state, event)
    bot = Rng(seed, "bot")
    kinds = set()
    for ply in range(5000):
        if not ENGINE.to_act(state):
            break
        seat = ENGINE.to_act(state)[0]
        listed = ENGINE.legal_moves(state, seat)
        if ply % 29 == 0 or state.pending is not None:
            kinds.add(state.pending["kind"] if state.pending else "action")
            for move in _candidates(state, seat):
                assert _accepted(state, seat, move) == (move in listed), move
        for event in ENGINE.decide(state, seat, bot.choice(listed), Rng(seed, str(ply))):
            state = ENGINE.evolve(state, event)
    assert ENGINE.outcome(state) is not None
    assert {"action", "revolt"} <= kinds and len(kinds) >= 4, kinds


@pytest.mark.parametrize("players", [2, 4])
def test_a_listing_finds_each_key_at_its_place_and_no_key_it_lacks(players):
    """A listing's `order` gives every listed key its place, found by the very key object or by
    an equal one, and holds no key of a move another listing has and this one lacks."""
    from engines.keyed_moves import plain_move_key

    seed = f"places-{players}".encode()
    state = None
    for event in ENGINE.start(players, {}, Rng(seed, "0")):
        state = ENGINE.evolve(state, event)
    bot = Rng(seed, "bot")
    seen_keys: list = []
    checked = 0
    for ply in range(400):
        if not ENGINE.to_act(state):
            break
        seat = ENGINE.to_act(state)[0]
        listed = ENGINE.legal_moves(state, seat)
        if state.pending is None and ply % 5 == 0:
            fresh = ENGINE.legal_moves(state, seat)  # the same listing, asked anew
            keys = listed.keys
            for place, move in enumerate(listed[::3]):  # equal keys, other objects, first
                assert plain_move_key(dict(move)) in fresh.order
                assert fresh.order[plain_move_key(dict(move))] == place * 3
            for place, key in enumerate(keys):
                assert fresh.order[key] == place
            for key in seen_keys:
                assert (key in fresh.order) == (key in keys)
            seen_keys = keys[::7]
            checked += 1
        for event in ENGINE.decide(state, seat, bot.choice(listed), Rng(seed, str(ply))):
            state = ENGINE.evolve(state, event)
    assert checked > 20
