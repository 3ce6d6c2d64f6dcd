"""Treasures: a kingdom holding two or more treasures gives all but one to its trader (the
green leader), corners first; when the trader could take one of several, its owner chooses.
The taking, the choice and the facts they leave."""

from __future__ import annotations

from engines.tigris_euphrates.data import coords
from engines.tigris_euphrates.state import (
    EventLog,
    State,
    at,
    carried_regions,
    keep_regions,
    regions_of,
    with_item,
)


def take_treasures(log: EventLog) -> bool:
    """Traders in kingdoms with 2+ treasures take all but one, corners first, in seat order from
    the active player; True when done, False when a player must pick."""
    state = log.state
    if all(leaders["green"] is None for leaders in state.leaders) or _no_new_treasure_kingdom(
        state
    ):
        return True
    regions = regions_of(state)
    for offset in range(state.players):
        seat = (state.turn + offset) % state.players
        trader = state.leaders[seat]["green"]
        if trader is None:
            continue
        region = regions.label[trader]
        if regions.treasures[region] < 2:
            continue
        squares = sorted(sq for sq in state.treasure if regions.label[sq] == region)
        corners = [sq for sq in squares if state.treasure[sq] == "corner"]
        normals = [sq for sq in squares if state.treasure[sq] != "corner"]
        to_take = len(squares) - 1
        if len(corners) > to_take:
            _ask_treasure(log, seat, corners, to_take)
            return False
        for sq in corners:
            log.emit({"type": "treasure_taken", "seat": seat, "at": coords(sq), "corner": True})
        if to_take > len(corners):
            _ask_treasure(log, seat, normals, to_take - len(corners))
            return False
    return True


def _no_new_treasure_kingdom(state: State) -> bool:
    """True when the only square added since the board was last at rest (a tile or leader just
    placed, no conflict since) leaves its region without a trader or without two treasures.
    No other kingdom can qualify: at rest none does, and nothing else grew."""
    grow = state.cache.get("grow")
    if grow is None or "regions" in state.cache:
        return False
    before, sq, leader = grow
    merged = before.touching(sq)
    if sum(before.treasures[index] for index in merged) < 2:
        return True
    colors = [piece[1] for index in merged for piece in before.leaders[index]]
    if leader is not None:
        colors.append(leader[1])
    return "green" not in colors


def _ask_treasure(log: EventLog, seat: int, options: list[int], count: int) -> None:
    options_json = [coords(sq) for sq in options]
    log.emit(
        {"type": "treasure_choice_requested", "seat": seat, "options": options_json, "count": count}
    )


def treasure_moves(pending: dict) -> list[dict]:
    """The answers to a treasure choice: one of the offered treasures."""
    return [{"type": "take_treasure", "at": coords(sq)} for sq in pending["options"]]


def treasure_taken(state: State, event: dict) -> State:
    """The treasure leaves the board for its taker; a choice owed counts one down."""
    new = state.clone()
    seat, sq = event["seat"], at(event["at"])
    new.treasure = {key: kind for key, kind in state.treasure.items() if key != sq}
    new.treasures_won = with_item(state.treasures_won, seat, state.treasures_won[seat] + 1)
    pending = state.pending
    if pending is not None and pending["kind"] == "treasure" and sq in pending["options"]:
        count = pending["count"] - 1
        options = [other for other in pending["options"] if other != sq]
        new.pending = {**pending, "options": options, "count": count} if count else None
    regions = carried_regions(state)
    if regions is not None:
        new.cache["regions"] = regions.with_treasure_removed(sq)
    return new


def treasure_choice_requested(state: State, event: dict) -> State:
    """The trader's owner owes a choice among `options`."""
    new = keep_regions(state, state.clone())
    new.pending = {
        "kind": "treasure",
        "seat": event["seat"],
        "options": [at(square) for square in event["options"]],
        "count": event["count"],
    }
    return new
