"""`advance(state, seat, move, rng)`: the state after a legal move, for the bots' search.

It is exactly the fold of `decide(state, seat, move, rng)`'s events through `evolve`, drawing from
the rng as `decide` draws, without building the events: a drop settles the well once (chains
included) and remembers the result for the same well, drop and pair; ending a turn draws the next
pair as `rules.draw_tiles` does (an ordered bag's front, else two tiles of the unordered bag at
random, the same words drawn from the rng). Anything rarer (a player out, the game's end, walls
sent in survival) is the fold itself. The move is not checked again: the search only plays legal
moves (tests/engines/tigris_euphyu/test_advance.py compares it with the fold at every ply of
many games).

The wells of the states it builds (and of `determinize`'s) are tuples of column tuples, which
the memos here and in evaluation.py take as keys as they are; every other reader of a well
takes a tuple as it takes a list.
"""

from __future__ import annotations

from engines.rng import Rng
from engines.tigris_euphyu.bitboards import settled_drop
from engines.tigris_euphyu.board import SettledWell, wall_landing_column, well_key
from engines.tigris_euphyu.data import (
    COLOUR_INDEX,
    chain_points,
    wall,
)
from engines.tigris_euphyu.rules import (
    _classic_end_checks,
    _drop_moves,
    _next_seat_in,
    _survival_walls,
    decide,
    survival_walls,
)
from engines.tigris_euphyu.state import State, evolve, without

Well = SettledWell


def advance(state: State, seat: int, move: dict, rng: Rng) -> State:
    """The state after `seat`'s legal `move`: the fold of decide's events (see the module)."""
    kind = move["type"]
    if kind == "drop" and state.phase == "drop":
        return _dropped(state, seat, move, rng)
    if kind == "end_turn" and state.phase == "act":
        after = _turn_ended(state, seat, rng)
        if after is not None:
            return after
    elif kind == "attack" and state.phase == "act":
        return _attacked(state, seat, move)
    return folded(state, decide(state, seat, move, rng))


def folded(state: State, events: list[dict]) -> State:
    for event in events:
        state = evolve(state, event)
    return state


# --- a drop ------------------------------------------------------------------------------------

# Recent drops settled: (well, column, orientation, pair's two colours) -> (the settled well, the
# chain's links, the captured tiles by colour); a pure function's memo, emptied when full.
SETTLED_KEPT = 8192
_SETTLED: dict[tuple, tuple[Well, int, tuple[int, int, int, int]]] = {}


def _dropped(state: State, seat: int, move: dict, rng: Rng) -> State:
    column = move["column"]
    orientation = move["orientation"]
    first, second = state.pair
    well = well_key(state.wells[seat])
    key = (well, column, orientation, first, second)
    settled = _SETTLED.get(key)
    if settled is None:
        if len(_SETTLED) >= SETTLED_KEPT:
            _SETTLED.clear()
        settled = _SETTLED[key] = settled_drop(well, column, orientation, [first, second])
    after, chain, gains = settled
    new = state.copy()
    wells = list(state.wells)
    wells[seat] = after
    new.wells = wells
    new.pair = None
    if chain:
        captured = list(state.captured)
        held = state.captured[seat]
        captured[seat] = [
            held[0] + gains[0],
            held[1] + gains[1],
            held[2] + gains[2],
            held[3] + gains[3],
        ]
        new.captured = captured
    gained = chain_points(chain)
    total = state.points[seat] + gained
    points = list(state.points)
    points[seat] = total
    new.points = points
    last_chain = list(state.last_chain)
    last_chain[seat] = chain
    new.last_chain = last_chain
    new.phase = "act"
    # what follows the chain's score, as decide adds it (from the state before the drop)
    if state.mode == "classic":
        events = _classic_end_checks(state, seat, total)
    elif chain and state.bag:
        events = _survival_walls(state, seat, survival_walls(chain), rng)
    else:
        events = []
    return folded(new, events) if events else new


def settle(
    well: Well, column: int, orientation: str, pair: list[str]
) -> tuple[Well, int, tuple[int, int, int, int]]:
    """The pair dropped into a settled `well` and every chain link popped (board.resolve's steps
    as tiles_popped folds them): the settled well, the links, and the tiles captured by colour
    (bitboards.settled_drop)."""
    return settled_drop(well, column, orientation, pair)


# --- the end of a turn and the next pair --------------------------------------------------------


def _turn_ended(state: State, seat: int, rng: Rng) -> State | None:
    """turn_ended, then the next seat's pair drawn (`_pair_drawn`) when that seat can drop it;
    None for anything else (the fold handles it)."""
    if state.last_round is not None:
        if not state.last_round:
            return None
        nxt = state.last_round[0]
    else:
        nxt = _next_seat_in(state, seat)  # reads only who is out
        if nxt is None:
            return None
    bag = state.bag
    if len(bag) < 2 or not _drop_moves(state.wells[nxt]):  # can_drop, remembered by heights
        return None
    new = state.copy()
    new.pair, new.bag = _pair_drawn(state, rng)
    new.seat = nxt
    new.phase = "drop"
    new.turns = state.turns + 1
    if state.last_round is not None and nxt in state.last_round:
        new.last_round = [s for s in state.last_round if s != nxt]
    return new


def _pair_drawn(state: State, rng: Rng) -> tuple[list[str], list[str]]:
    """The pair `rules.draw_tiles(state, 2, rng)` draws and the bag `pair_drawn` leaves: an
    ordered bag's two front tiles, else rng.sample(range(len(bag)), 2)'s two places read off
    its two words (the first place uniform, then a place from 1 up: the first place's tile
    has been swapped to 0, so the second is place 0's tile when it names the first place)."""
    bag = state.bag
    if state.ordered:
        return [bag[0], bag[1]], bag[2:]
    size = len(bag)
    first = rng.randrange(size)
    second = 1 + rng.randrange(size - 1)
    pair = [bag[first], bag[0] if second == first else bag[second]]
    return pair, without(bag, pair)


# --- an attack ----------------------------------------------------------------------------------


def _attacked(state: State, seat: int, move: dict) -> State:
    target = move["target"]
    colour = move["wall"]
    returned = move["return"]
    new = state.copy()
    counts = list(state.captured[seat])
    counts[COLOUR_INDEX[colour]] -= 1
    for tile in returned:
        counts[COLOUR_INDEX[tile]] -= 1
    captured = list(state.captured)
    captured[seat] = counts
    new.captured = captured
    new.bag = [*state.bag, *returned]
    well = state.wells[target]
    landed = wall_landing_column([len(cells) for cells in well], move["column"])
    if landed is not None:
        columns = list(well_key(well))
        columns[landed] = (*columns[landed], wall(colour))
        wells = list(state.wells)
        wells[target] = tuple(columns)
        new.wells = wells
    return new
