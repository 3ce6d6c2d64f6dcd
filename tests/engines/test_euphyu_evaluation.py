"""Tigris Euphyu's evaluation for the bots: the danger of a full well differs by mode. In classic
a seat is out only when no pair fits anywhere, so only the empty cells left count; in survival
the first seat out loses, so the tallest column counts."""

from __future__ import annotations

from engines.tigris_euphyu.data import HEIGHT, WIDTH
from engines.tigris_euphyu.evaluation import (
    CLASSIC_FREE_CELLS,
    DANGER_PER_FREE_CELL,
    full_well_danger,
)


def _well(heights: list[int]) -> list[list[str]]:
    return [["red"] * height for height in heights]


def test_a_full_column_alone_is_no_danger_in_classic_but_is_in_survival():
    one_full_column = _well([HEIGHT, 0, 0, 0, 0])
    assert full_well_danger(one_full_column, "classic") == 0
    assert full_well_danger(one_full_column, "survival") > 0


def test_in_classic_the_danger_grows_as_the_last_empty_cells_fill():
    cells = WIDTH * HEIGHT
    dangers = []
    for free in (CLASSIC_FREE_CELLS, CLASSIC_FREE_CELLS - 1, 2):
        filled = cells - free
        heights = [min(HEIGHT, max(0, filled - HEIGHT * column)) for column in range(WIDTH)]
        dangers.append(full_well_danger(_well(heights), "classic"))
    missing = CLASSIC_FREE_CELLS - 2
    assert dangers == [0, DANGER_PER_FREE_CELL, DANGER_PER_FREE_CELL * missing * missing]


def test_in_survival_an_empty_well_is_safe_and_a_taller_column_is_worse():
    assert full_well_danger(_well([0] * WIDTH), "survival") == 0
    assert full_well_danger(_well([6, 0, 0, 0, 0]), "survival") < full_well_danger(
        _well([7, 0, 0, 0, 0]), "survival"
    )
