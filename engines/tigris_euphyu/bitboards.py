"""A Tigris Euphyu well as bitboards, for the bots' search and evaluation: a board is an integer
with bit column * HEIGHT + row for a cell; the four colours' boards stand side by side in one
integer (SLOT), so a group of one colour grows by shifting it a cell each way, whatever its colour,
and every colour's tiles are counted at once. `settled_drop` drops a pair into a settled well and
pops its chain (what board.resolve's steps fold to); `near_groups` counts the groups one or two
tiles short of popping (the evaluation's chain potential).

Wells here are tuples of column tuples (board.well_key), each column's boards remembered.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.tigris_euphyu.board import SettledWell, Well, pair_columns, well_key
from engines.tigris_euphyu.data import COLOUR_INDEX, GROUP_SIZE, HEIGHT, WIDTH

Boards = tuple[int, int, int, int, int]  # red, blue, green, black, walls
Columns = Sequence[tuple[str, ...]]  # a well's columns as tuples (a SettledWell, or its list)

_COLUMN = (1 << HEIGHT) - 1
_ALL = (1 << (WIDTH * HEIGHT)) - 1
_NOT_FLOOR = _ALL ^ sum(1 << (col * HEIGHT) for col in range(WIDTH))  # rows 1 and up
_NOT_TOP = _ALL ^ sum(1 << (col * HEIGHT + HEIGHT - 1) for col in range(WIDTH))

# The four colours' boards side by side in one integer, each in a slot of SLOT bits whose last
# column is always empty, so that a shift by a column never carries a tile into the next colour
SLOT = (WIDTH + 1) * HEIGHT
_SLOTS_NOT_FLOOR = sum(_NOT_FLOOR << (SLOT * index) for index in range(4))
_SLOTS_NOT_TOP = sum(_NOT_TOP << (SLOT * index) for index in range(4))
_EVERY_SLOT = sum(1 << (SLOT * index) for index in range(4))  # a board times this: in every slot

# Each recent column's cells as bits from its floor: a board per colour (COLOURS' order) and one
# for the walls (a pure function's memo, emptied when full).
COLUMNS_KEPT = 4096
_COLUMN_BITS: dict[tuple[str, ...], Boards] = {}


def _column_bits(cells: tuple[str, ...]) -> Boards:
    bits = [0, 0, 0, 0, 0]
    for row, cell in enumerate(cells):
        bits[COLOUR_INDEX.get(cell, 4)] |= 1 << row
    if len(_COLUMN_BITS) >= COLUMNS_KEPT:
        _COLUMN_BITS.clear()
    found = _COLUMN_BITS[cells] = (bits[0], bits[1], bits[2], bits[3], bits[4])
    return found


def _group(seed: int, board: int) -> int:
    """The cells of `board` (the colours side by side) connected to the cell `seed`, a bit of it."""
    group = seed
    while True:
        grown = (
            group
            | ((group << 1) & _SLOTS_NOT_FLOOR)
            | ((group >> 1) & _SLOTS_NOT_TOP)
            | (group << HEIGHT)
            | (group >> HEIGHT)
        ) & board
        if grown == group:
            return group
        group = grown


def _spread(cells: int) -> int:
    """The cells orthogonally next to `cells` (within the well)."""
    return (
        ((cells << 1) & _NOT_FLOOR)
        | ((cells >> 1) & _NOT_TOP)
        | ((cells << HEIGHT) & _ALL)
        | (cells >> HEIGHT)
    )


# Each recent column's colour boards side by side (a pure function's memo, emptied when full).
_SIDE_BY_SIDE: dict[tuple[str, ...], int] = {}


def _side_by_side(well: Columns) -> int:
    """The well's colour boards side by side (see SLOT)."""
    combined = 0
    shift = 0
    for cells in well:
        column = _SIDE_BY_SIDE.get(cells)
        if column is None:
            bits = _COLUMN_BITS.get(cells) or _column_bits(cells)
            if len(_SIDE_BY_SIDE) >= COLUMNS_KEPT:
                _SIDE_BY_SIDE.clear()
            column = _SIDE_BY_SIDE[cells] = (
                bits[0] | bits[1] << SLOT | bits[2] << (2 * SLOT) | bits[3] << (3 * SLOT)
            )
        combined |= column << shift
        shift += HEIGHT
    return combined


def near_groups(well: Well) -> tuple[int, int]:
    """How many groups of one colour (orthogonally connected, walls apart) hold exactly three
    tiles and exactly two, in any well, read off each tile's count of neighbours of its colour
    (every colour at once, side by side): two tiles with one neighbour each, next to each other,
    are a group of two; a tile with two neighbours that have one each (its own) is the middle
    of a group of three (a grid has no triangles: a group of three is such a line or corner)."""
    tiles = _side_by_side(well_key(well))
    above = tiles & (tiles >> 1) & _SLOTS_NOT_TOP
    below = tiles & (tiles << 1) & _SLOTS_NOT_FLOOR
    right = tiles & (tiles >> HEIGHT)
    left = tiles & (tiles << HEIGHT)
    # each tile's neighbours counted in binary: ones, twos and fours bits
    ones = above ^ below
    pairs = above & below
    carry = ones & right
    ones ^= right
    fours = pairs & carry
    pairs ^= carry
    carry = ones & left
    ones ^= left
    fours |= pairs & carry
    pairs ^= carry
    single = ones & ~pairs & ~fours
    double = pairs & ~ones & ~fours
    next_to_single = ((single << 1) & _SLOTS_NOT_FLOOR) | ((single >> 1) & _SLOTS_NOT_TOP)
    next_to_single |= (single << HEIGHT) | (single >> HEIGHT)
    others = tiles & ~single
    next_to_others = ((others << 1) & _SLOTS_NOT_FLOOR) | ((others >> 1) & _SLOTS_NOT_TOP)
    next_to_others |= (others << HEIGHT) | (others >> HEIGHT)
    return (double & ~next_to_others).bit_count(), (single & next_to_single).bit_count() // 2


def settled_drop(
    well: SettledWell, column: int, orientation: str, pair: list[str]
) -> tuple[SettledWell, int, tuple[int, int, int, int]]:
    """The pair dropped into `well` and every chain link popped: the settled well, the links and
    the tiles captured by colour. `well` must be settled (no group of GROUP_SIZE), as every well
    of a game is, so only the dropped tiles' groups can pop; after a link, only the groups of
    the tiles that fell can (any other group was there before the link, too small to pop)."""
    columns = list(well)
    seeds = 0
    for colour, col in pair_columns(column, orientation, pair):
        cells = columns[col]
        seeds |= 1 << (COLOUR_INDEX[colour] * SLOT + col * HEIGHT + len(cells))
        columns[col] = (*cells, colour)
    popped = _popping(seeds, _side_by_side(columns))
    gains = [0, 0, 0, 0]
    chain = 0
    while popped:
        chain += 1
        cleared = walls = shift = 0
        for index in range(4):
            part = (popped >> (index * SLOT)) & _ALL
            if part:
                gains[index] += part.bit_count()
                cleared |= part
        for cells in columns:
            walls |= (_COLUMN_BITS.get(cells) or _column_bits(cells))[4] << shift
            shift += HEIGHT
        gone = cleared | (_spread(cleared) & walls)  # a wall beside a popped tile clears
        fell = 0
        for col in range(WIDTH):
            rows = (gone >> (col * HEIGHT)) & _COLUMN
            if rows:
                kept = tuple([cell for row, cell in enumerate(columns[col]) if not rows >> row & 1])
                columns[col] = kept
                lowest = (rows & -rows).bit_length() - 1
                if len(kept) > lowest:  # what stood above the lowest cell gone fell
                    fell |= ((1 << len(kept)) - (1 << lowest)) << (col * HEIGHT)
        tiles = _side_by_side(columns)
        popped = _popping(tiles & fell * _EVERY_SLOT, tiles)
    return tuple(columns), chain, (gains[0], gains[1], gains[2], gains[3])


def _popping(seeds: int, tiles: int) -> int:
    """The groups of GROUP_SIZE among the groups of `seeds` (tiles of `tiles`, side by side)."""
    popped = 0
    while seeds:
        group = _group(seeds & -seeds, tiles)
        seeds &= ~group
        if group.bit_count() >= GROUP_SIZE:
            popped |= group
    return popped
