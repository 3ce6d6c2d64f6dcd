"""`determinize`: a full Tigris Euphyu state that agrees with everything one seat sees.

Everything in Tigris Euphyu is public except the bag's order (rules file, "Information"): the
view shows the wells (each wall with the tile it was made from), points, captures, the pair,
whose step it is and the bag's colour counts. So the only hidden part is the order of the bag.

What is sampled: the bag's tiles, by the public counts, in a uniformly random order, and the
state draws from its front (as a stacked `bag_order` game does). A real game without a stacked
order draws each pair at random when it is drawn; either way every order of what is left is
equally likely, so a determinization conditions on nothing but the counts.
"""

from __future__ import annotations

from collections.abc import Callable

from engines.dealing import shuffle
from engines.rng import Rng
from engines.tigris_euphyu.data import COLOURS, wall
from engines.tigris_euphyu.state import State
from engines.tigris_euphyu.view import view


def determinize(view: dict, seat: int, rng: Rng) -> State:
    """A state whose `view(state, seat)` is `view`, the bag's order sampled with `rng`."""
    return determinizer(view, seat)(rng)


def determinizer(view: dict, seat: int) -> Callable[[Rng], State]:
    """`determinize` for many samples of one view: the view read once; each call shuffles the
    bag with its rng exactly as `determinize` does and shares the rest (the rules replace,
    never change, a state's containers)."""
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

    shared = State(
        players=len(players),
        mode=view["mode"],
        ordered=True,
        bag=None,
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
        bag = list(tiles)
        shuffle(bag, rng)
        state = shared.copy()
        state.bag = bag
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
    """The state with what is still to come by chance drawn anew (the bag's order). Every seat's view
    shows all the rest, so this is the determinization of a seat's view."""
    return determinize(view(state, 0), 0, rng)


def resampler(state: State) -> Callable[[Rng], State]:
    """`resample_chance` for many samples of one state: its view read once."""
    return determinizer(view(state, 0), 0)
