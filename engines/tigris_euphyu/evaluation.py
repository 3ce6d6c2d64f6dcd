"""How a position of Tigris Euphyu looks to each seat, for the bots' search.

A seat's strength is its final score as it stands (points plus the weakest captured colour),
plus the chains its well is building (groups of three and two of one colour wait for the tile
that pops them), minus the danger of a full well (a seat that cannot drop is out). `evaluate`
turns the strengths into win chances (engines.win_chance).

The danger differs by mode. In survival the first seat out loses, so the tallest column counts
from SAFE_HEIGHT rows up. In classic a seat is out only when no pair fits anywhere, so only a
well with fewer than CLASSIC_FREE_CELLS empty cells is in danger: a tall column alone costs
nothing there, and a wall sent to one (4 captured tiles spent, the weakest colour's points at
stake) pays only against a nearly full well.
"""

from __future__ import annotations

from engines.tigris_euphyu.bitboards import near_groups
from engines.tigris_euphyu.board import Well, well_key
from engines.tigris_euphyu.data import GROUP_SIZE, HEIGHT, TARGET_POINTS, WIDTH
from engines.tigris_euphyu.scoring import final_score, outcome
from engines.tigris_euphyu.state import State
from engines.win_chance import chances_from_ranks, chances_from_strengths, remember_last

NEAR_GROUP = {GROUP_SIZE - 1: 1.0, GROUP_SIZE - 2: 0.25}  # points a group this size promises
NEAR_GROUPS_COUNTED = 4
SAFE_HEIGHT = 4  # rows a column may hold before the well is in danger
DANGER_PER_ROW = 1.5  # points lost per row above SAFE_HEIGHT, in the tallest column
CLASSIC_FREE_CELLS = 8  # classic: empty cells below which the well is in danger
DANGER_PER_FREE_CELL = 0.4  # classic: points lost per missing empty cell, squared
CAPTURED_SPARE = 0.1  # captured tiles beyond the weakest colour: walls to send
OUT_PENALTY = 30.0  # a seat that is out scores no more (last of all in survival)
TEMPERATURE = 4.0  # points of strength per e-fold of the odds


def chain_potential(well: Well) -> float:
    """Points the well's near-groups promise (the biggest NEAR_GROUPS_COUNTED of them): a group
    of three promises 1.0, a group of two 0.25 (NEAR_GROUP), the threes counted first."""
    threes, twos = near_groups(well)
    counted = min(threes, NEAR_GROUPS_COUNTED)
    return counted * NEAR_GROUP[GROUP_SIZE - 1] + (
        min(twos, NEAR_GROUPS_COUNTED - counted) * NEAR_GROUP[GROUP_SIZE - 2]
    )


def full_well_danger(well: Well, mode: str) -> float:
    """Points at risk from a full well (a seat that cannot drop is out): in survival from the
    tallest column, in classic from the empty cells left."""
    if mode == "survival":
        tallest = max(map(len, well), default=0)
        over = max(0, tallest - SAFE_HEIGHT)
        return DANGER_PER_ROW * over * over / max(1, HEIGHT - SAFE_HEIGHT) * 2
    free = WIDTH * HEIGHT - sum(map(len, well))
    missing = max(0, CLASSIC_FREE_CELLS - free)
    return DANGER_PER_FREE_CELL * missing * missing


def strength(state: State, seat: int) -> float:
    """The seat's strength in points: its score as it stands plus its well's promise."""
    value = float(final_score(state, seat))
    if state.out[seat]:
        return value - (OUT_PENALTY if state.mode == "survival" else 0.0)
    captured = state.captured[seat]
    value += CAPTURED_SPARE * (sum(captured) - len(captured) * min(captured))
    potential, danger = _well_terms(state.wells[seat], state.mode)
    return value + potential - danger


# The well's part of a strength, by well and mode (a pure function's memo: the search judges
# the same wells again and again), at most TERMS_KEPT, emptied when full.
TERMS_KEPT = 8192
_TERMS: dict[tuple, tuple[float, float]] = {}


def _well_terms(well: Well, mode: str) -> tuple[float, float]:
    """(chain_potential, full_well_danger) of a well in a mode."""
    key = (well_key(well), mode)
    terms = _TERMS.get(key)
    if terms is None:
        if len(_TERMS) >= TERMS_KEPT:
            _TERMS.clear()
        terms = _TERMS[key] = (chain_potential(well), full_well_danger(well, mode))
    return terms


@remember_last
def win_chances(state: State) -> list[float]:
    """Every seat's chance to win as the position looks (the ranks once the game is over)."""
    if state.players == 1:  # solo: nobody to beat, so the score against the target
        value = max(0.0, final_score(state, 0) if state.phase == "over" else strength(state, 0))
        return [value / (value + TARGET_POINTS)]
    result = outcome(state)
    if result is not None:
        return chances_from_ranks(result["ranks"])
    return chances_from_strengths(
        [strength(state, seat) for seat in range(state.players)], TEMPERATURE
    )


def evaluate(state: State, seat: int) -> float:
    """The seat's chance to win as the position looks, in [0, 1]."""
    return win_chances(state)[seat]
