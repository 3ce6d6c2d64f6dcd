"""`determinize`: a full Tigris Euphyu state that agrees with everything one seat sees.

Everything in Tigris Euphyu is public except the bag's order (rules file, "Information"): the
view shows the wells (each wall with the tile it was made from), points, captures, the pair,
whose step it is and the bag's colour counts. So the only hidden part is the order of the bag.

What is sampled: nothing up front. The state's bag holds the tiles of the public counts with no
order (`ordered` False), as a real game's bag without a stacked `bag_order` does, and the rules
draw each tile when it is drawn, uniformly from what is left (`rules.draw_tiles`, with the rng
of the move that draws). That is the same law as a bag shuffled into a uniform order and drawn
from its front: either way the tiles drawn, one after another, are a uniform sample without
replacement of what the bag holds. So one state serves every sample of a view: `determinizer`
builds it once and hands back that same object for every rng (states are never changed in
place), and the search's draws come from its own rng as its moves are played.

The one difference from a shuffled order: tiles put back into the bag (an attack's three
returned tiles, a player's pair when it goes out) may be drawn again at once, as in a real
game; a shuffled order put them behind every tile already in it.
"""

from __future__ import annotations

from collections.abc import Callable

from engines.rng import Rng
from engines.tigris_euphyu.data import COLOURS, wall
from engines.tigris_euphyu.state import State
from engines.tigris_euphyu.view import view


def determinize(view: dict, seat: int, rng: Rng) -> State:
    """A state whose `view(state, seat)` is `view`, its bag unordered (drawn when drawn: see the
    module); `rng` is not drawn from."""
    return determinizer(view, seat)(rng)


def determinizer(view: dict, seat: int) -> Callable[[Rng], State]:
    """`determinize` for many samples of one view: the view read once, the state built once and
    handed back for every rng (the rules replace, never change, a state's containers)."""
    tiles = [colour for colour, count in view["bag_counts"].items() for _ in range(count)]
    players = view["players"]
    pending = view["pending"]
    if view["game_over"]:
        phase = "over"
    elif pending is not None:
        phase = pending["step"]
    else:
        phase = "drop"
    last_round = view["last_round"]
    wells = [_well(player) for player in players]
    points = [player["points"] for player in players]
    captured = [[player["captured"][colour] for colour in COLOURS] for player in players]
    out = [player["out"] for player in players]
    last_chain = [player["last_chain"] for player in players]
    pair = None if view["pair"] is None else list(view["pair"])
    walls_due = pending["walls"] if phase == "send_walls" else 0
    rounds = None if last_round is None else list(last_round)

    state = State(
        players=len(players),
        mode=view["mode"],
        ordered=False,
        bag=tiles,
        wells=wells,
        points=points,
        captured=captured,
        out=out,
        last_chain=last_chain,
        seat=view["turn_seat"],
        phase=phase,
        pair=pair,
        walls_due=walls_due,
        last_round=rounds,
        end_reason=view["end_reason"],
        turns=view["turns"],
    )

    def sample(rng: Rng) -> State:
        return state

    return sample


def _well(player: dict) -> tuple[tuple[str, ...], ...]:
    """The player's well as the state keeps it: columns bottom to top, walls with their tile
    (as tuples, the shape the search's memos key on: engines/tigris_euphyu/search.py)."""
    walls = {(entry["column"], entry["row"]): entry["color"] for entry in player["walls"]}
    well = []
    for column, cells in enumerate(player["well"]):
        stack = []
        for row, cell in enumerate(cells):
            if cell is None:
                break
            stack.append(wall(walls[column, row]) if cell == "wall" else cell)
        well.append(tuple(stack))
    return tuple(well)


def resample_chance(state: State, rng: Rng) -> State:
    """The state with what is still to come by chance drawn anew: the bag unordered, each tile
    drawn when it is drawn (a stacked order forgotten). Every seat's view shows all the rest, so
    this is the determinization of a seat's view."""
    return determinize(view(state, 0), 0, rng)


def resampler(state: State) -> Callable[[Rng], State]:
    """`resample_chance` for many samples of one state: its view read once, one state for
    every sample."""
    return determinizer(view(state, 0), 0)
