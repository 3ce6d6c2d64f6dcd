"""How a position of Tigris & Euphrates looks to each seat, for the bots' search.

A seat's strength is its final score as it stands (the weakest colour after treasures) with the
other colours as tie-breaks, plus what its leaders promise: each leader on the board earns
points while its kingdom holds tiles of its colour, and a lone leader in a small kingdom is easy
to revolt against. A revolt under way is judged by how it will end (`revolt_forecast`): the
leader that will lose it is already off the board and the winner's red point already scored,
so placing a leader into a revolt it cannot win never looks like a leader gained. `evaluate`
turns the strengths into win chances (engines.win_chance).
"""

from __future__ import annotations

from engines.tigris_euphrates.data import COLOR_INDEX
from engines.tigris_euphrates.scoring import final_totals, outcome
from engines.tigris_euphrates.state import State, regions_of
from engines.win_chance import chances_from_ranks, chances_from_strengths, remember_last

# Weights of the sorted colour totals, weakest first: the score, then the tie-breaks (the next
# colours are where the next points of the weakest come from).
COLOUR_WEIGHTS = (1.0, 0.35, 0.12, 0.05)
LEADER_ON_BOARD = 0.6  # a leader in a kingdom earns points every turn
KINGDOM_TILE = 0.12  # each tile of a leader's colour in its kingdom (its safety and income)
KINGDOM_TILES_COUNTED = 6
TEMPERATURE = 2.0  # points of strength per e-fold of the odds


RED = COLOR_INDEX["red"]


def revolt_forecast(state: State) -> tuple[int, int, str] | None:
    """How the revolt under way will end, as the state stands: (winner's seat, loser's seat, the
    leaders' colour), None without one. Each side adds the red tiles it committed, or all those
    in its hand while it has not committed yet (the defender sees the attacker's before it
    answers, so it commits enough when it can); a tie goes to the defender, as in the rules."""
    pending = state.pending
    if pending is None or pending["kind"] != "revolt":
        return None
    attacker, defender = pending["attacker"], pending["defender"]
    attack = pending["attacker_strength"] + _support(state, pending, "attacker", attacker)
    defence = pending["defender_strength"] + _support(state, pending, "defender", defender)
    if attack > defence:
        return attacker, defender, pending["color"]
    return defender, attacker, pending["color"]


def _support(state: State, pending: dict, side: str, seat: int) -> int:
    committed = pending[f"{side}_support"]
    return state.hands[seat][RED] if committed is None else committed


def strength(state: State, seat: int) -> float:
    """The seat's strength in points: its score as it stands plus its leaders' promise (a
    revolt under way counted as ended, as `revolt_forecast` sees it)."""
    return strengths(state)[seat]


def strengths(state: State) -> list[float]:
    """Every seat's `strength`, the board's regions and the revolt's forecast read once."""
    forecast = revolt_forecast(state) if state.pending is not None else None
    regions = None
    found = []
    for seat in range(state.players):
        points = state.points[seat]
        losing = None
        if forecast is not None:
            winner, loser, color = forecast
            if seat == winner:
                points = (*points[:RED], points[RED] + 1, *points[RED + 1 :])
            elif seat == loser:
                losing = color
        value = _score_strength(points, state.treasures_won[seat])
        for color, sq in state.leaders[seat].items():
            if sq is None or color == losing:
                continue
            if regions is None:  # the board's regions, read once a leader is on it
                regions = regions_of(state)
                label, tally = regions.label, regions.tally
            value += LEADER_ON_BOARD
            matching = tally[label[sq]][COLOR_INDEX[color]]
            value += KINGDOM_TILE * (
                matching if matching < KINGDOM_TILES_COUNTED else KINGDOM_TILES_COUNTED
            )
        found.append(value)
    return found


# the score part of a strength by the seat's points and treasures (a pure function's memo,
# emptied when full): the same few vectors come back in every position of a search
_SCORES: dict[tuple, float] = {}
SCORES_KEPT = 4096


def _score_strength(points: tuple[int, ...], treasures: int) -> float:
    """The sorted colour totals after treasures, weighed weakest first."""
    key = (points, treasures)
    value = _SCORES.get(key)
    if value is None:
        totals = sorted(final_totals(points, treasures))
        value = sum(weight * total for weight, total in zip(COLOUR_WEIGHTS, totals, strict=True))
        if len(_SCORES) >= SCORES_KEPT:
            _SCORES.clear()
        _SCORES[key] = value
    return value


@remember_last
def win_chances(state: State) -> list[float]:
    """Every seat's chance to win as the position looks (the ranks once the game is over)."""
    result = outcome(state)
    if result is not None:
        return chances_from_ranks(result["ranks"])
    return chances_from_strengths(strengths(state), TEMPERATURE)


def evaluate(state: State, seat: int) -> float:
    """The seat's chance to win as the position looks, in [0, 1]."""
    return win_chances(state)[seat]
