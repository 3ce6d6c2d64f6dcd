"""Tigris Euphyu's tables: colours, the bag, the well's size, chain points and survival walls."""

from __future__ import annotations

# The four civilisation colours, in the order `return` lists must follow.
COLOURS: tuple[str, ...] = ("red", "blue", "green", "black")
COLOUR_INDEX: dict[str, int] = {colour: index for index, colour in enumerate(COLOURS)}

# The 153 civilisation tiles of Tigris & Euphrates.
BAG_COUNTS: dict[str, int] = {"red": 57, "blue": 36, "green": 30, "black": 30}
BAG_SIZE = sum(BAG_COUNTS.values())

WIDTH = 5  # columns 0-4, left to right
HEIGHT = 8  # rows 0-7, row 0 the floor

GROUP_SIZE = 4  # this many orthogonally connected tiles of one colour vanish
TARGET_POINTS = 20  # classic: reaching this triggers the last round
ATTACK_COST = 4  # captured tiles spent per wall sent by interference

ORIENTATIONS: tuple[str, ...] = (
    "vertical",
    "vertical-flipped",
    "horizontal",
    "horizontal-flipped",
)
MODES: tuple[str, ...] = ("classic", "survival")

# A wall is a tile turned face down; the well stores it as this prefix plus the tile's colour.
WALL_PREFIX = "wall:"


def standard_bag() -> list[str]:
    """The full bag in a fixed order (drawn at random unless `bag_order` fixes the order)."""
    return [colour for colour in COLOURS for _ in range(BAG_COUNTS[colour])]


def chain_points(chain: int) -> int:
    """Points for a turn whose chain reached `chain` links: 1 + 2 + ... + chain."""
    return chain * (chain + 1) // 2


def survival_walls(chain: int) -> int:
    """Walls a survival turn of `chain` links earns: 2, 4, 6, 8, then 10 for 5 or more."""
    return min(2 * chain, 10)


def wall(colour: str) -> str:
    """The cell of a wall made from a tile of `colour`."""
    return WALL_PREFIX + colour


def is_wall(cell: str) -> bool:
    """True for a wall cell, False for a coloured tile."""
    return cell.startswith(WALL_PREFIX)


def wall_colour(cell: str) -> str:
    """The colour of the tile a wall cell was made from."""
    return cell[len(WALL_PREFIX) :]
