"""The fixed tables of Tigris & Euphrates: board map, colours, tile counts, monuments, geometry."""

from __future__ import annotations

WIDTH = 16
HEIGHT = 11
SQUARES = WIDTH * HEIGHT

# `~` river, `T` temple + treasure, `C` temple + corner treasure, `.` land (rules file, "Board").
BOARD_MAP = (
    "....~~~~~.T.~...",
    ".C..~.......~..C",
    "...~~T......~~..",
    "~~~~.........~~~",
    ".............T~~",
    "..............~.",
    "~~~~....T...~~~.",
    ".C.~~~~.....~...",
    "......~~~~~~~.C.",
    ".....T..........",
    "..........T.....",
)

COLORS = ("red", "blue", "green", "black")
COLOR_INDEX = {color: index for index, color in enumerate(COLORS)}
RED, BLUE, GREEN, BLACK = range(4)

TILE_COUNTS = {"red": 57, "blue": 36, "green": 30, "black": 30}
HAND_SIZE = 6
ACTIONS_PER_TURN = 2
CATASTROPHES_EACH = 2

# One letter per colour: the bag and the dump's board rows are strings of these.
MARK = {"red": "r", "blue": "b", "green": "g", "black": "k"}
COLOR_OF_MARK = {mark: color for color, mark in MARK.items()}

MONUMENTS = ("red-blue", "red-green", "red-black", "blue-green", "blue-black", "green-black")
MONUMENT_COLORS = {name: tuple(name.split("-")) for name in MONUMENTS}


def square(x: int, y: int) -> int:
    """The index of [x, y] on the board."""
    return y * WIDTH + x


def coords(sq: int) -> list[int]:
    """The [x, y] list of a square index."""
    return [sq % WIDTH, sq // WIDTH]


RIVER = frozenset(
    square(x, y) for y, row in enumerate(BOARD_MAP) for x, mark in enumerate(row) if mark == "~"
)
START_TEMPLES = tuple(
    square(x, y) for y, row in enumerate(BOARD_MAP) for x, mark in enumerate(row) if mark in "TC"
)
CORNER_TREASURES = frozenset(
    square(x, y) for y, row in enumerate(BOARD_MAP) for x, mark in enumerate(row) if mark == "C"
)
IS_RIVER = tuple(sq in RIVER for sq in range(SQUARES))


def _neighbours(sq: int) -> tuple[int, ...]:
    x, y = sq % WIDTH, sq // WIDTH
    steps = ((x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1))
    return tuple(square(a, b) for a, b in steps if 0 <= a < WIDTH and 0 <= b < HEIGHT)


NEIGHBOURS = tuple(_neighbours(sq) for sq in range(SQUARES))


def _block(top_left: int) -> tuple[int, int, int, int]:
    return (top_left, top_left + 1, top_left + WIDTH, top_left + WIDTH + 1)


# Every 2x2 block by its top-left square, and the blocks (top-lefts) holding each square.
BLOCKS = {square(x, y): _block(square(x, y)) for y in range(HEIGHT - 1) for x in range(WIDTH - 1)}
BLOCKS_WITH = tuple(
    tuple(sorted(top_left for top_left, block in BLOCKS.items() if sq in block))
    for sq in range(SQUARES)
)


def bag_counts() -> dict[str, int]:
    """The bag's colour counts at the start: all tiles but the starting temples."""
    counts = dict(TILE_COUNTS)
    counts["red"] -= len(START_TEMPLES)
    return counts
