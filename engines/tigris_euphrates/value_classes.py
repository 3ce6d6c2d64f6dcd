"""`value_classes`: the action moves whose positions one ply ahead `evaluate` judges alike.

The search judges each of its root's moves one ply ahead (hundreds a position). A seat's
strength (evaluation.strength) and `outcome` read the position only through the seats' points,
the treasures won and, for each leader on the board, the tiles of its colour in its kingdom;
the end of the turn reads the monuments' kingdoms and the bag. So placements that add their
square to the same regions, the same way, lead to positions judged alike, to the bit:

- a tile that touches at most one kingdom and completes no 2x2 of its colour joins the regions
  next to it (`Regions.touching`) into one: no war, no monument; the point it scores (the
  kingdom's leader of its colour, else the king) and the treasures a trader takes depend on
  those regions only. With no kingdom next to it its colour changes nothing judged (no leader
  counts it; hands are not judged and lose one tile either way);
- a leader placed (or moved) joins the regions next to its square on the board without its old
  square: the revolt it starts, the treasures it takes and the tiles its kingdom counts depend
  on those regions (and its colour) only; the revolt's squares are in the pending decision,
  which is not judged;
- a catastrophe on an empty square changes nothing judged;
- a swap or a pass changes only hands and the bag's content, which nothing judged reads: the
  hands keep their sizes, so the end of the turn draws as many tiles, and the bag keeps its
  length (discards go back in before the draw) or, with discards out of the game, loses the
  tiles swapped: alike when as many are swapped (a pass swaps none).

Any other move (or every move while a decision is pending) is a class of its own (None).
"""

from __future__ import annotations

from collections.abc import Hashable

from engines.tigris_euphrates.data import BLOCKS, BLOCKS_WITH, WIDTH
from engines.tigris_euphrates.placement import leader_regions
from engines.tigris_euphrates.regions import Regions
from engines.tigris_euphrates.state import State, regions_of


def value_classes(state: State, seat: int, moves: list[dict]) -> list[Hashable | None]:
    """A key per move of `moves` (legal for `seat` now): moves with the same key, played with
    the same draws, lead to positions `evaluate` and `outcome` judge alike for every seat;
    None for a move alike with no other."""
    if state.pending is not None:
        return [None] * len(moves)
    regions = regions_of(state)
    tile = state.tile
    placed_into: dict[str, Regions] = {}
    keys: list[Hashable | None] = []
    for move in moves:
        kind = move["type"]
        if kind == "place_tile":
            x, y = move["at"]
            keys.append(_tile_class(regions, tile, move["color"], y * WIDTH + x))
        elif kind == "place_leader":
            color = move["leader"]
            into = placed_into.get(color)
            if into is None:
                into = placed_into[color] = leader_regions(state, seat, color)
            x, y = move["at"]
            touched = into.touching(y * WIDTH + x)
            touched.sort()
            keys.append(("leader", color, tuple(touched)))
        elif kind == "place_catastrophe":
            x, y = move["at"]
            keys.append(("catastrophe",) if tile[y * WIDTH + x] is None else None)
        elif kind == "swap_tiles":
            keys.append(("swap", len(move["tiles"]) if state.discards_out else 0))
        elif kind == "pass":
            keys.append(("swap", 0))
        else:
            keys.append(None)
    return keys


def _tile_class(regions: Regions, tile: list, color: str, sq: int) -> Hashable | None:
    touched = regions.touching(sq)
    leaders = regions.leaders
    kingdoms = sum(1 for index in touched if leaders[index])
    if kingdoms > 1 or _completes_block(tile, color, sq):
        return None
    touched.sort()
    return ("tile", color if kingdoms else None, tuple(touched))


def _completes_block(tile: list, color: str, sq: int) -> bool:
    """Whether a tile of `color` on `sq` would complete a 2x2 of its colour."""
    return any(
        all(other == sq or tile[other] == color for other in BLOCKS[top_left])
        for top_left in BLOCKS_WITH[sq]
    )
