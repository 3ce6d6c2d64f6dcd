"""A well's geometry: where a dropped pair lands, which drops fit, popping and chains, walls falling.

A well is a list of 5 columns, each a list of cells from the floor up (gravity keeps every column
gap-free, so a column is a stack); a cell is a colour or a wall (see data.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from engines.tigris_euphyu.data import COLOURS, GROUP_SIZE, HEIGHT, WIDTH, wall_colour

Well = Sequence[Sequence[str]]  # lists (the rules) or tuples (the search: SettledWell)

_COLOURS = frozenset(COLOURS)


def pair_columns(column: int, orientation: str, pair: list[str]) -> list[tuple[str, int]]:
    """(colour, column) for each tile of the pair, in the order they settle (lower first)."""
    first, second = pair
    if orientation == "vertical":
        return [(first, column), (second, column)]
    if orientation == "vertical-flipped":
        return [(second, column), (first, column)]
    if orientation == "horizontal":
        return [(first, column), (second, column + 1)]
    return [(second, column), (first, column + 1)]  # horizontal-flipped


def drop_fits(well: Well, column: int, orientation: str) -> bool:
    """True if the pair can drop there without any tile above the top row."""
    if orientation.startswith("vertical"):
        return 0 <= column < WIDTH and len(well[column]) <= HEIGHT - 2
    return 0 <= column < WIDTH - 1 and len(well[column]) < HEIGHT and len(well[column + 1]) < HEIGHT


def fitting_drops(well: Well) -> list[tuple[int, str]]:
    """Every (column, orientation) that fits, columns first, in the order of ORIENTATIONS."""
    heights = [len(cells) for cells in well]
    drops = []
    for column in range(WIDTH):
        if heights[column] <= HEIGHT - 2:
            drops.append((column, "vertical"))
            drops.append((column, "vertical-flipped"))
        if column < WIDTH - 1 and heights[column] < HEIGHT and heights[column + 1] < HEIGHT:
            drops.append((column, "horizontal"))
            drops.append((column, "horizontal-flipped"))
    return drops


def can_drop(well: Well) -> bool:
    """True if some pair drop fits: a column with 2 free cells or two neighbours with 1 each."""
    heights = [len(cells) for cells in well]
    if any(height <= HEIGHT - 2 for height in heights):
        return True
    return any(heights[c] < HEIGHT and heights[c + 1] < HEIGHT for c in range(WIDTH - 1))


def landed_tiles(well: Well, column: int, orientation: str, pair: list[str]) -> list[dict]:
    """The pair's tiles where they come to rest: [{"color", "column", "row"}], lower first."""
    heights = [len(cells) for cells in well]
    tiles = []
    for colour, col in pair_columns(column, orientation, pair):
        tiles.append({"color": colour, "column": col, "row": heights[col]})
        heights[col] += 1
    return tiles


# A well as the search's states keep it (their memos' keys): a tuple of column tuples.
SettledWell = tuple[tuple[str, ...], ...]


def well_key(well: Sequence[Sequence[str]]) -> SettledWell:
    """The well as a tuple of column tuples (a well that is a tuple already has tuple columns:
    the search and determinize build them so)."""
    if type(well) is tuple:
        return well
    return tuple([tuple(cells) for cells in well])


def _neighbours(column: int, row: int) -> Iterator[tuple[int, int]]:
    if column > 0:
        yield column - 1, row
    if column < WIDTH - 1:
        yield column + 1, row
    if row > 0:
        yield column, row - 1
    if row < HEIGHT - 1:
        yield column, row + 1


# Cells numbered column * HEIGHT + row; each cell's orthogonal neighbours by number.
_NEIGHBOUR_CELLS: list[tuple[int, ...]] = [
    tuple(c * HEIGHT + r for c, r in _neighbours(column, row))
    for column in range(WIDTH)
    for row in range(HEIGHT)
]


def _grid(well: Sequence[Sequence[str]]) -> list[str | None]:
    """The well as one flat list of cells numbered column * HEIGHT + row (None = empty)."""
    grid: list[str | None] = []
    for cells in well:
        grid.extend(cells)
        grid.extend([None] * (HEIGHT - len(cells)))
    return grid


# Groups of recent grids (a pure function's memo: a search meets the same wells again and again),
# at most GROUPS_KEPT grids, emptied when full; callers only read what it returns.
GROUPS_KEPT = 4096
_GROUPS: dict[tuple, list[list[int]]] = {}


def _groups(grid: list[str | None]) -> list[list[int]]:
    """Every group of 4+ orthogonally connected tiles of one colour (walls never group)."""
    key = tuple(grid)
    groups = _GROUPS.get(key)
    if groups is None:
        if len(_GROUPS) >= GROUPS_KEPT:
            _GROUPS.clear()
        groups = _GROUPS[key] = _groups_found(grid)
    return groups


def _groups_found(grid: list[str | None]) -> list[list[int]]:
    seen = [False] * (WIDTH * HEIGHT)
    groups = []
    for start, colour in enumerate(grid):
        if seen[start] or colour not in _COLOURS:
            continue
        seen[start] = True
        group = [start]
        index = 0
        while index < len(group):
            for neighbour in _NEIGHBOUR_CELLS[group[index]]:
                if not seen[neighbour] and grid[neighbour] == colour:
                    seen[neighbour] = True
                    group.append(neighbour)
            index += 1
        if len(group) >= GROUP_SIZE:
            groups.append(group)
    return groups


def _filled(grid: list[str | None], cell: int) -> str:
    """The content of a cell known to be filled."""
    content = grid[cell]
    if content is None:
        raise AssertionError(f"cell {cell} is empty")
    return content


def resolve(well: Well) -> tuple[list[dict], Well]:
    """Pop, clear walls and fall until nothing changes.

    Returns the steps, one per chain link, each {"tiles": [...], "walls": [...]} with cells as
    {"color", "column", "row"} (walls by the colour they were made from), and the settled well.
    """
    steps: list[dict] = []
    while True:
        grid = _grid(well)
        popped = {cell for group in _groups(grid) for cell in group}
        if not popped:
            return steps, well
        walls = {
            neighbour
            for cell in popped
            for neighbour in _NEIGHBOUR_CELLS[cell]
            if grid[neighbour] is not None and grid[neighbour] not in _COLOURS
        }
        steps.append(
            {
                "tiles": [_cell_entry(cell, _filled(grid, cell)) for cell in sorted(popped)],
                "walls": [
                    _cell_entry(cell, wall_colour(_filled(grid, cell))) for cell in sorted(walls)
                ],
            }
        )
        well = remove_cells(well, [divmod(cell, HEIGHT) for cell in popped | walls])


def _cell_entry(cell: int, colour: str) -> dict:
    column, row = divmod(cell, HEIGHT)
    return {"color": colour, "column": column, "row": row}


def remove_cells(well: Well, cells: Iterable[tuple[int, int]]) -> Well:
    """A new well without `cells` ((column, row) pairs); what stood above falls straight down."""
    gone: dict[int, set[int]] = {}
    for column, row in cells:
        gone.setdefault(column, set()).add(row)
    return [
        [cell for row, cell in enumerate(stack) if row not in gone[column]]
        if column in gone
        else stack
        for column, stack in enumerate(well)
    ]


def wall_landing_column(heights: list[int], column: int) -> int | None:
    """The column a wall aimed at `column` falls into, given the columns' heights: it, or the
    next one to the right with room (wrapping to 0); None when every column is full."""
    for step in range(WIDTH):
        candidate = (column + step) % WIDTH
        if heights[candidate] < HEIGHT:
            return candidate
    return None
