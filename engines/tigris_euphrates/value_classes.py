"""`value_classes`: the action moves whose positions one ply ahead `evaluate` judges alike.

The search judges each of its root's moves one ply ahead (hundreds a position). A seat's
strength (evaluation.strength) and `outcome` read the position only through the seats' points,
the treasures won and, for each leader on the board, its colour's tiles in its kingdom (counted
up to KINGDOM_TILES_COUNTED); the end of the turn reads the monuments' kingdoms and the bag's
length. A placement joins the regions next to its square into one: what is judged after it
depends only on the leaders of that joined region, each with its colour's tiles there, and
the monuments in it, so placements that leave the same joined leaders, counts and monuments
lead to positions judged alike, to the bit:

- a tile that touches at most one kingdom and completes no 2x2 of its colour: no war, no
  monument; the point it scores goes to the kingdom's leader of its colour, else its king.
  With no kingdom next to it, it changes nothing judged whatever its colour (no leader counts
  it; hands are not judged and lose one tile either way);
- a leader placed (or moved: its colour's old square is the same for every square it may go
  to) into the regions next to its square on the board without its old square; a revolt it
  starts is judged by how it will end (evaluation.revolt_forecast), which the joined leaders,
  the hands and the attacker's temples decide: such placements are alike only with as many
  red temples next to the leader's square (its squares are not judged otherwise);
- where a trader (a green leader) joins two treasures or more, the treasures it takes depend
  on their squares: such a placement is keyed by the very regions it joins;
- a catastrophe on an empty square changes nothing judged;
- a swap or a pass changes only hands and the bag's content, which nothing judged reads: the
  hands keep their sizes, so the end of the turn draws as many tiles, and the bag keeps its
  length (discards go back in before the draw) or, with discards out of the game, loses the
  tiles swapped: alike when as many are swapped (a pass swaps none).

Any other move (or every move while a decision is pending) is a class of its own (None).
"""

from __future__ import annotations

from collections.abc import Hashable

from engines.keyed_moves import KeyedMoves
from engines.tigris_euphrates.conflicts import temples_next_to
from engines.tigris_euphrates.data import BLOCKS, BLOCKS_WITH, COLOR_INDEX, NEIGHBOURS, WIDTH
from engines.tigris_euphrates.evaluation import KINGDOM_TILES_COUNTED
from engines.tigris_euphrates.placement import leader_regions
from engines.tigris_euphrates.regions import Regions
from engines.tigris_euphrates.state import State, regions_of


def value_classes(state: State, seat: int, moves: list[dict]) -> list[Hashable | None]:
    """A key per move of `moves` (legal for `seat` now): moves with the same key, played with
    the same draws, lead to positions `evaluate` and `outcome` judge alike for every seat;
    None for a move alike with no other."""
    if state.pending is not None:
        return [None] * len(moves)
    if type(moves) is not KeyedMoves:
        return _value_classes(state, seat, moves)
    # a listing of the action moves (legal_moves' memo) is one list of keys per board, seat,
    # hand and catastrophes left: its classes are the same whatever the hidden parts (the
    # analysis' two searches of a position judge the same own moves)
    listed = moves.keys
    found = _CLASSES.get(id(listed))
    if found is None or found[0] is not listed or found[1] != state.discards_out:
        if len(_CLASSES) >= CLASSES_KEPT:
            _CLASSES.clear()
        found = _CLASSES[id(listed)] = (
            listed,
            state.discards_out,
            _value_classes(state, seat, moves),
        )
    return list(found[2])


# the classes of recent listings by their keys' list (held, so no other list takes its id)
CLASSES_KEPT = 4
_CLASSES: dict[int, tuple[list, bool, list[Hashable | None]]] = {}


def _value_classes(state: State, seat: int, moves: list[dict]) -> list[Hashable | None]:
    board = _Joins(state, regions_of(state))
    tile = state.tile
    placed_into: dict[str, _Joins] = {}
    keys: list[Hashable | None] = []
    for move in moves:
        kind = move["type"]
        if kind == "place_tile":
            x, y = move["at"]
            keys.append(_tile_class(board, tile, move["color"], y * WIDTH + x))
        elif kind == "place_leader":
            color = move["leader"]
            into = placed_into.get(color)
            if into is None:
                into = placed_into[color] = _Joins(state, leader_regions(state, seat, color))
            x, y = move["at"]
            sq = y * WIDTH + x
            touched = into.regions.touching(sq)
            touched.sort()
            joined = into.joined(touched, (seat, color), None)
            leaders = into.regions.leaders
            revolt = any(piece[1] == color for index in touched for piece in leaders[index])
            keys.append(
                (
                    "leader",
                    color,
                    tuple(touched) if joined is None else joined,
                    temples_next_to(state, sq) if revolt else None,
                )
            )
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


class _Joins:
    """What placements into one labelling of the board leave to be judged, each join worked
    out once (many squares join the same regions); a region's tiles of a colour are its
    labelling's tally."""

    __slots__ = ("joins", "regions", "state")

    def __init__(self, state: State, regions: Regions) -> None:
        self.state = state
        self.regions = regions
        self.joins: dict[tuple, tuple | None] = {}

    def count(self, index: int, color: str) -> int:
        """The tiles of `color` in region `index`."""
        return self.regions.tally[index][COLOR_INDEX[color]]

    def joined(
        self, touched: list[int], leader: tuple[int, str] | None, color: str | None
    ) -> tuple | None:
        """The regions `touched` joined by a placed leader `(seat, color)` or a tile of
        `color`: every leader there with its colour's tiles (counted as the evaluation counts
        them) and the monuments there; None where a trader would take treasures."""
        asked = (*touched, leader, color)
        if asked in self.joins:
            return self.joins[asked]
        found = self.joins[asked] = self._joined(touched, leader, color)
        return found

    def _joined(
        self, touched: list[int], leader: tuple[int, str] | None, color: str | None
    ) -> tuple | None:
        regions = self.regions
        leaders = [piece[:2] for index in touched for piece in regions.leaders[index]]
        if leader is not None:
            leaders.append(leader)
        treasures = sum(regions.treasures[index] for index in touched)
        if treasures >= 2 and any(piece[1] == "green" for piece in leaders):
            return None
        counted = tuple(
            sorted(
                (
                    owner,
                    kind,
                    min(
                        sum(self.count(index, kind) for index in touched) + (kind == color),
                        KINGDOM_TILES_COUNTED,
                    ),
                )
                for owner, kind in leaders
            )
        )
        label = regions.label
        monuments = tuple(
            sorted(
                name
                for name, top_left in self.state.monuments.items()
                if label[top_left] in touched
            )
        )
        return (counted, monuments)


def _tile_class(board: _Joins, tile: list, color: str, sq: int) -> Hashable | None:
    regions = board.regions
    touched = regions.touching(sq)
    leaders = regions.leaders
    kingdoms = sum(1 for index in touched if leaders[index])
    if kingdoms > 1 or _completes_block(tile, color, sq):
        return None
    if not kingdoms:
        return ("tile", None)
    touched.sort()
    joined = board.joined(touched, None, color)
    return ("tile", color, tuple(touched) if joined is None else joined)


def _completes_block(tile: list, color: str, sq: int) -> bool:
    """Whether a tile of `color` on `sq` would complete a 2x2 of its colour (each 2x2 holding
    `sq` holds two squares next to it)."""
    if [tile[other] for other in NEIGHBOURS[sq]].count(color) < 2:
        return False
    return any(
        all(other == sq or tile[other] == color for other in BLOCKS[top_left])
        for top_left in BLOCKS_WITH[sq]
    )
