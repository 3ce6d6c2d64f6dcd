"""Monuments: a 2x2 of one colour completed by the tile just placed is offered as a monument;
the active player builds one of the monuments of that colour on it or declines. The offer, the
moves that answer it, and the facts it leaves. Monuments' points at the end of a turn are
counted in `end_of_turn`; the answers' checks are in `rules`."""

from __future__ import annotations

from engines.tigris_euphrates.data import BLOCKS, BLOCKS_WITH, MONUMENT_COLORS, NEIGHBOURS, coords
from engines.tigris_euphrates.state import (
    EventLog,
    State,
    add_tiles,
    at,
    carried_regions,
    keep_regions,
    set_squares,
)


def monument_options(state: State) -> tuple[list[int], list[str]]:
    """The 2x2 blocks (top-left squares) the placed tile completes in its colour, and the
    monuments that include that colour; empty lists when no monument is offered.

    Only the tile just placed can complete a block, so a declined block (all four tiles already
    down) is never offered again, while an overlapping block completed later still is."""
    sq = state.placed
    if sq is None or state.tile[sq] is None:
        return [], []
    tile = state.tile
    color = tile[sq]
    if not any(tile[other] == color for other in NEIGHBOURS[sq]):
        return [], []
    names = [name for name in state.monuments_left if color in MONUMENT_COLORS[name]]
    if not names:
        return [], []
    blocks = [
        top_left
        for top_left in BLOCKS_WITH[sq]
        if all(tile[other] == color for other in BLOCKS[top_left])
    ]
    return blocks, names


def offer_monument(log: EventLog) -> bool:
    """Offer a monument if the placed tile completed a 2x2 of its colour; True if offered."""
    state = log.state
    blocks, names = monument_options(state)
    if not blocks:
        return False
    color = state.tile[blocks[0]]
    log.emit(
        {
            "type": "monument_offered",
            "seat": state.turn,
            "color": color,
            "options": [coords(sq) for sq in blocks],
            "monuments": names,
        }
    )
    return True


def monument_moves(pending: dict) -> list[dict]:
    """The answers to a monument offer: each offered monument on each offered block, or decline."""
    builds = [
        {"type": "build_monument", "monument": name, "at": coords(sq)}
        for sq in pending["options"]
        for name in pending["monuments"]
    ]
    return [*builds, {"type": "decline_monument"}]


def monument_offered(state: State, event: dict) -> State:
    """The active player owes an answer: which monument, on which block, or none."""
    new = keep_regions(state, state.clone())
    new.pending = {
        "kind": "monument",
        "seat": event["seat"],
        "color": event["color"],
        "options": [at(square) for square in event["options"]],
        "monuments": list(event["monuments"]),
    }
    return new


def monument_built(state: State, event: dict) -> State:
    """The four tiles turn face down under the monument; they leave play in everyone's sight.
    The regions stay (the squares stay occupied), less those tiles in their tallies."""
    new = state.clone()
    name, top_left = event["monument"], at(event["at"])
    block = BLOCKS[top_left]
    regions = carried_regions(state)
    if regions is not None:
        new.cache["regions"] = regions.with_tiles_covered(block, state.tile)
    built_on = [color for color in (state.tile[sq] for sq in block) if color is not None]
    new.out_of_play = add_tiles(state.out_of_play, built_on, 1)
    new.tile = set_squares(state.tile, {sq: None for sq in block})
    new.monument = set_squares(state.monument, {sq: name for sq in block})
    new.monuments = {**state.monuments, name: top_left}
    new.monuments_left = tuple(other for other in state.monuments_left if other != name)
    new.pending = None
    return new


def monument_declined(state: State, event: dict) -> State:
    """The offer lapses; the 2x2 stays face up."""
    new = keep_regions(state, state.clone())
    new.pending = None
    return new
