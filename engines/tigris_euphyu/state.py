"""Tigris Euphyu's state and `evolve`: each event applied as a fact to a new state."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.tigris_euphyu.data import COLOUR_INDEX, WIDTH, standard_bag, wall

PHASES = ("drop", "send_walls", "act", "over")


class State:
    """Everything about a game in progress; never mutated once built (evolve copies)."""

    __slots__ = (
        "bag",
        "captured",
        "end_reason",
        "last_chain",
        "last_round",
        "mode",
        "ordered",
        "out",
        "pair",
        "phase",
        "players",
        "points",
        "seat",
        "turns",
        "walls_due",
        "wells",
    )
    players: int
    mode: str
    ordered: bool
    bag: Any
    wells: Any
    points: Any
    captured: Any
    out: Any
    last_chain: Any
    seat: int | None
    phase: str
    pair: Any
    walls_due: int
    last_round: Any
    end_reason: str | None
    turns: int

    def __init__(self, **fields: Any) -> None:
        for name in self.__slots__:
            setattr(self, name, fields[name])

    def copy(self) -> State:
        """A shallow copy: callers replace, never mutate, the containers they change."""
        clone = State.__new__(State)
        clone.players = self.players
        clone.mode = self.mode
        clone.ordered = self.ordered
        clone.bag = self.bag
        clone.wells = self.wells
        clone.points = self.points
        clone.captured = self.captured
        clone.out = self.out
        clone.last_chain = self.last_chain
        clone.seat = self.seat
        clone.phase = self.phase
        clone.pair = self.pair
        clone.walls_due = self.walls_due
        clone.last_round = self.last_round
        clone.end_reason = self.end_reason
        clone.turns = self.turns
        return clone


def dump_state(state: State) -> dict:
    """The state as JSON data (complete)."""
    return {
        "players": state.players,
        "mode": state.mode,
        "ordered": state.ordered,
        "bag": list(state.bag),
        "wells": [[list(column) for column in well] for well in state.wells],
        "points": list(state.points),
        "captured": [list(counts) for counts in state.captured],
        "out": list(state.out),
        "last_chain": list(state.last_chain),
        "seat": state.seat,
        "phase": state.phase,
        "pair": None if state.pair is None else list(state.pair),
        "walls_due": state.walls_due,
        "last_round": None if state.last_round is None else list(state.last_round),
        "end_reason": state.end_reason,
        "turns": state.turns,
    }


def load_state(data: dict) -> State:
    """The state `dump_state` wrote."""
    return State(
        players=data["players"],
        mode=data["mode"],
        ordered=data["ordered"],
        bag=list(data["bag"]),
        wells=[[list(column) for column in well] for well in data["wells"]],
        points=list(data["points"]),
        captured=[list(counts) for counts in data["captured"]],
        out=list(data["out"]),
        last_chain=list(data["last_chain"]),
        seat=data["seat"],
        phase=data["phase"],
        pair=None if data["pair"] is None else list(data["pair"]),
        walls_due=data["walls_due"],
        last_round=None if data["last_round"] is None else list(data["last_round"]),
        end_reason=data["end_reason"],
        turns=data["turns"],
    )


def game_started(event: dict) -> State:
    players = event["players"]
    ordered = "bag_order" in event
    return State(
        players=players,
        mode=event["mode"],
        ordered=ordered,
        bag=list(event["bag_order"]) if ordered else standard_bag(),
        wells=[[[] for _ in range(WIDTH)] for _ in range(players)],
        points=[0] * players,
        captured=[[0, 0, 0, 0] for _ in range(players)],
        out=[False] * players,
        last_chain=[0] * players,
        seat=None,
        phase="drop",
        pair=None,
        walls_due=0,
        last_round=None,
        end_reason=None,
        turns=0,
    )


def without(bag: list[str], tiles: list[str]) -> list[str]:
    """The bag less `tiles`, each the first tile of its colour (the front ones when ordered)."""
    bag = list(bag)
    for colour in tiles:
        bag.remove(colour)
    return bag


def _replace_well(wells: list, seat: int, well: list) -> list:
    wells = list(wells)
    wells[seat] = well
    return wells


def _with_walls(well: list, walls: list[dict]) -> list:
    """The well with each wall ({"color", "column"}) stacked on its column, in order."""
    well = list(well)
    for entry in walls:
        column = entry["column"]
        well[column] = [*well[column], wall(entry["color"])]
    return well


def _replace_item(items: list, index: int, value: Any) -> list:
    items = list(items)
    items[index] = value
    return items


def pair_drawn(state: State, event: dict) -> State:
    new = state.copy()
    seat = event["seat"]
    new.bag = without(state.bag, event["tiles"])
    new.seat = seat
    new.phase = "drop"
    new.pair = list(event["tiles"])
    new.turns = state.turns + 1
    if state.last_round is not None and seat in state.last_round:
        new.last_round = [s for s in state.last_round if s != seat]
    return new


def player_out(state: State, event: dict) -> State:
    new = state.copy()
    new.out = _replace_item(state.out, event["seat"], True)
    new.bag = [*state.bag, *event["returned"]]
    new.pair = None
    return new


def pair_dropped(state: State, event: dict) -> State:
    new = state.copy()
    seat = event["seat"]
    well = list(state.wells[seat])
    for tile in event["tiles"]:
        column = tile["column"]
        well[column] = [*well[column], tile["color"]]
    new.wells = _replace_well(state.wells, seat, well)
    new.pair = None
    return new


def tiles_popped(state: State, event: dict) -> State:
    new = state.copy()
    seat = event["seat"]
    removed = {(cell["column"], cell["row"]) for cell in event["tiles"] + event["walls"]}
    well = [
        [cell for row, cell in enumerate(cells) if (column, row) not in removed]
        for column, cells in enumerate(state.wells[seat])
    ]
    new.wells = _replace_well(state.wells, seat, well)
    counts = list(state.captured[seat])
    for tile in event["tiles"]:
        counts[COLOUR_INDEX[tile["color"]]] += 1
    new.captured = _replace_item(state.captured, seat, counts)
    return new


def chain_scored(state: State, event: dict) -> State:
    new = state.copy()
    seat = event["seat"]
    new.points = _replace_item(state.points, seat, state.points[seat] + event["points"])
    new.last_chain = _replace_item(state.last_chain, seat, event["chain"])
    new.phase = "act"
    return new


def last_round_started(state: State, event: dict) -> State:
    new = state.copy()
    new.last_round = list(event["seats"])
    return new


def walls_due(state: State, event: dict) -> State:
    new = state.copy()
    new.phase = "send_walls"
    new.walls_due = event["count"]
    return new


def walls_sent(state: State, event: dict) -> State:
    new = state.copy()
    target = event["target"]
    new.bag = without(state.bag, [w["color"] for w in event["walls"]] + event["discarded"])
    new.wells = _replace_well(state.wells, target, _with_walls(state.wells[target], event["walls"]))
    new.walls_due = 0
    new.phase = "act"
    return new


def attacked(state: State, event: dict) -> State:
    new = state.copy()
    seat = event["seat"]
    counts = list(state.captured[seat])
    for colour in [event["wall"], *event["returned"]]:
        counts[COLOUR_INDEX[colour]] -= 1
    new.captured = _replace_item(state.captured, seat, counts)
    new.bag = [*state.bag, *event["returned"]]
    landed = event["landed"]
    if landed is not None:
        target = event["target"]
        walls = [{"color": event["wall"], "column": landed[0]}]
        new.wells = _replace_well(state.wells, target, _with_walls(state.wells[target], walls))
    return new


def turn_ended(state: State, event: dict) -> State:
    new = state.copy()
    new.phase = "drop"
    new.seat = None
    return new


def game_ended(state: State, event: dict) -> State:
    new = state.copy()
    new.phase = "over"
    new.seat = None
    new.pair = None
    new.walls_due = 0
    new.end_reason = event["reason"]
    return new


Handler = Callable[[State, dict], State]

# Event kind -> the function that applies that fact; each is named after the fact it applies.
APPLY: dict[str, Handler] = {
    "pair_drawn": pair_drawn,
    "player_out": player_out,
    "pair_dropped": pair_dropped,
    "tiles_popped": tiles_popped,
    "chain_scored": chain_scored,
    "last_round_started": last_round_started,
    "walls_due": walls_due,
    "walls_sent": walls_sent,
    "attacked": attacked,
    "turn_ended": turn_ended,
    "game_ended": game_ended,
}


def evolve(state: State | None, event: dict) -> State:
    """Apply one event; the input state is left untouched."""
    kind = event["type"]
    if kind == "game_started":
        return game_started(event)
    if state is None:
        raise AssertionError("a game starts with game_started")
    handler = APPLY.get(kind)
    if handler is None:
        raise ValueError(f"unknown event type {kind!r}")
    return handler(state, event)
