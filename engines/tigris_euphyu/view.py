"""What each seat sees (everything but the bag's order) and events as shown."""

from __future__ import annotations

from engines.tigris_euphyu.data import (
    COLOURS,
    HEIGHT,
    TARGET_POINTS,
    is_wall,
    wall_colour,
)
from engines.tigris_euphyu.rules import legal_moves, to_act
from engines.tigris_euphyu.scoring import captured_by_colour, final_score, outcome
from engines.tigris_euphyu.state import State


def _well_view(well: list[list[str]]) -> tuple[list[list], list[dict]]:
    cells, walls = [], []
    for column, stack in enumerate(well):
        shown = []
        for row, cell in enumerate(stack):
            if is_wall(cell):
                shown.append("wall")
                walls.append({"column": column, "row": row, "color": wall_colour(cell)})
            else:
                shown.append(cell)
        cells.append(shown + [None] * (HEIGHT - len(stack)))
    return cells, walls


def _player_view(state: State, seat: int) -> dict:
    well, walls = _well_view(state.wells[seat])
    return {
        "seat": seat,
        "well": well,
        "walls": walls,
        "points": state.points[seat],
        "captured": captured_by_colour(state.captured[seat]),
        "out": state.out[seat],
        "last_chain": state.last_chain[seat],
        "final_score": final_score(state, seat),
    }


def view(state: State, seat: int | None) -> dict:
    """The whole game as `seat` (or a spectator, None) may see it: all but the bag's order."""
    acting = to_act(state)
    pending = None
    if acting:
        pending = {"seat": state.seat, "step": state.phase}
        if state.phase == "send_walls":
            pending["walls"] = state.walls_due
    bag_counts = dict.fromkeys(COLOURS, 0)
    for tile in state.bag:
        bag_counts[tile] += 1
    return {
        "mode": state.mode,
        "to_act": acting,
        "turn_seat": state.seat,
        "pair": None if state.pair is None else list(state.pair),
        "pending": pending,
        "bag_size": len(state.bag),
        "bag_counts": bag_counts,
        "target_points": TARGET_POINTS if state.mode == "classic" else None,
        "last_round": None if state.last_round is None else list(state.last_round),
        "turns": state.turns,
        "players": [_player_view(state, each) for each in range(state.players)],
        "legal_moves": legal_moves(state, seat) if seat in acting else [],
        "game_over": state.phase == "over",
        "end_reason": state.end_reason,
        "outcome": outcome(state),
    }


def event_view(event: dict, seat: int | None) -> dict:
    """Every event is public except the fixed bag order in `game_started`, shown as a size."""
    if event.get("type") == "game_started" and "bag_order" in event:
        shown = {key: value for key, value in event.items() if key != "bag_order"}
        shown["bag_size"] = len(event["bag_order"])
        shown["bag_order_fixed"] = True
        return shown
    return event
