"""Where leaders, tiles and catastrophes may go: the checks shared by `decide` and `legal_moves`."""

from __future__ import annotations

from collections.abc import Iterable

from engines.errors import IllegalMove
from engines.tigris_euphrates.data import IS_RIVER, NEIGHBOURS
from engines.tigris_euphrates.regions import Regions
from engines.tigris_euphrates.state import State, regions_of, regions_without


def is_empty(state: State, sq: int) -> bool:
    """No tile, monument, leader or catastrophe on the square."""
    return (
        state.tile[sq] is None
        and state.monument[sq] is None
        and state.leader_at[sq] is None
        and sq not in state.catastrophe
    )


def next_to_temple(state: State, sq: int) -> bool:
    """A face-up red temple orthogonally next to the square."""
    tile = state.tile
    return any(tile[other] == "red" for other in NEIGHBOURS[sq])


def leader_regions(state: State, seat: int, color: str) -> Regions:
    """The regions a leader is placed into: the board without its old square if it moves."""
    current = state.leaders[seat][color]
    return regions_of(state) if current is None else regions_without(state, current)


def leader_refusal(state: State, seat: int, color: str, sq: int) -> tuple[str, str] | None:
    """Why the leader may not go to the square, or None."""
    if state.leaders[seat][color] == sq:
        return ("same_square", "The leader already stands there; a move must go elsewhere.")
    if not is_empty(state, sq):
        return ("occupied", "A leader goes on an empty square.")
    if IS_RIVER[sq]:
        return ("land_only", "Leaders never stand on the river.")
    if not next_to_temple(state, sq):
        return ("needs_temple", "A leader must stand next to a face-up red temple.")
    if len(leader_regions(state, seat, color).kingdoms_touching(sq)) >= 2:
        return ("joins_kingdoms", "A leader may not join two kingdoms.")
    return None


def tile_kingdoms(state: State, color: str, sq: int) -> list[int]:
    """The kingdoms a tile of that colour on the square would touch; IllegalMove if it may
    not go there."""
    if not is_empty(state, sq):
        raise IllegalMove("occupied", "A tile goes on an empty square.")
    if color == "blue" and not IS_RIVER[sq]:
        raise IllegalMove("river_only", "Blue farms go on the river only.")
    if color != "blue" and IS_RIVER[sq]:
        raise IllegalMove("land_only", "Only blue farms go on the river.")
    kingdoms = regions_of(state).kingdoms_touching(sq)
    if len(kingdoms) >= 3:
        raise IllegalMove("three_kingdoms", "A tile may not join three or more kingdoms.")
    return kingdoms


def catastrophe_refusal(state: State, sq: int) -> tuple[str, str] | None:
    """Why a catastrophe may not go to the square, or None."""
    if sq in state.catastrophe:
        return ("catastrophe_there", "A catastrophe already lies there.")
    if state.leader_at[sq] is not None:
        return ("leader_there", "A catastrophe never goes on a leader.")
    if state.monument[sq] is not None:
        return ("monument_there", "A catastrophe never goes on a monument.")
    if sq in state.treasure:
        return ("treasure_there", "A catastrophe never goes on a treasure.")
    return None


def leaders_without_temple(state: State, squares: Iterable[int]) -> list[tuple[int, str, int]]:
    """Leaders `(seat, color, sq)` next to any of `squares` that no face-up temple supports."""
    found = []
    leader_at = state.leader_at
    for sq in sorted({other for near in squares for other in NEIGHBOURS[near]}):
        piece = leader_at[sq]
        if piece is not None and not next_to_temple(state, sq):
            found.append((piece[0], piece[1], sq))
    return found
