"""What follows an action, in order: wars, monument, treasures, game end, then the end of turn."""

from __future__ import annotations

from engines.decision_log import DecisionLog
from engines.tigris_euphrates.conflicts import war_started, wars_still_on
from engines.tigris_euphrates.data import (
    BLOCKS,
    BLOCKS_WITH,
    COLOR_OF_MARK,
    COLORS,
    HAND_SIZE,
    MONUMENT_COLORS,
    NEIGHBOURS,
    coords,
)
from engines.tigris_euphrates.placement import leaders_without_temple
from engines.tigris_euphrates.state import State, evolve, regions_of

EventLog = DecisionLog[State]


def event_log(state: State) -> EventLog:
    """A decision log that folds Tigris & Euphrates events into `state`."""
    return DecisionLog(state, evolve)


def continue_resolution(log: EventLog, stage: str) -> None:
    """Run the steps after an action from `stage` ("wars", "monument" or "treasures"),
    stopping at the first decision a player owes."""
    if stage == "wars":
        if not fight_wars(log):
            return
        stage = "monument"
    if stage == "monument":
        if offer_monument(log):
            return
        stage = "treasures"
    if stage == "treasures" and not take_treasures(log):
        return
    end_action(log)


def fight_wars(log: EventLog) -> bool:
    """Start the next war (or ask the active player to order them); True when none is left."""
    state = log.state
    if not state.wars:
        return True
    still_on = wars_still_on(state)
    for color in state.wars:
        if color not in still_on:
            log.emit({"type": "war_averted", "color": color})
    if not still_on:
        return True
    if len(still_on) == 1:
        log.emit(war_started(log.state, still_on[0]))
    else:
        log.emit({"type": "war_order_requested", "seat": state.turn, "colors": still_on})
    return False


def monument_options(state: State) -> tuple[list[int], list[str]]:
    """The 2x2 blocks (top-left squares) the placed tile completes in its colour, and the
    monuments that include that colour; empty lists when no monument is offered.

    Only the tile just placed can complete a block, so a declined block (all four tiles already
    down) is never offered again, while an overlapping block completed later still is."""
    sq = state.placed
    if sq is None or state.tile[sq] is None:
        return [], []
    tile = state.tile
    color = tile[sq]
    if not any(tile[other] == color for other in NEIGHBOURS[sq]):
        return [], []
    names = [name for name in state.monuments_left if color in MONUMENT_COLORS[name]]
    if not names:
        return [], []
    blocks = [
        top_left
        for top_left in BLOCKS_WITH[sq]
        if all(tile[other] == color for other in BLOCKS[top_left])
    ]
    return blocks, names


def offer_monument(log: EventLog) -> bool:
    """Offer a monument if the placed tile completed a 2x2 of its colour; True if offered."""
    state = log.state
    blocks, names = monument_options(state)
    if not blocks:
        return False
    color = state.tile[blocks[0]]
    log.emit(
        {
            "type": "monument_offered",
            "seat": state.turn,
            "color": color,
            "options": [coords(sq) for sq in blocks],
            "monuments": names,
        }
    )
    return True


def return_unsupported_leaders(log: EventLog, squares) -> None:
    """Leaders next to `squares` left without a face-up temple go back to their owners."""
    for seat, color, sq in leaders_without_temple(log.state, squares):
        log.emit(
            {
                "type": "leader_returned",
                "seat": seat,
                "leader": color,
                "from": coords(sq),
                "reason": "no_temple",
            }
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


def end_action(log: EventLog) -> None:
    """Game end when at most two treasures are left; else the end of turn after two actions."""
    state = log.state
    if len(state.treasure) <= 2:
        log.emit({"type": "game_ended", "reason": "treasures"})
    elif state.actions_left == 0:
        end_turn(log)


def end_turn(log: EventLog) -> None:
    """Monuments score for the active player; every hand refills; the next seat's turn starts."""
    state = log.state
    active, players = state.turn, state.players
    if state.monuments:
        regions = regions_of(state)
        gained = dict.fromkeys(COLORS, 0)
        for name, top_left in state.monuments.items():
            for seat, color, _ in regions.leaders_of(top_left):
                if seat == active and color in MONUMENT_COLORS[name]:
                    gained[color] += 1
        for color in COLORS:
            if gained[color]:
                log.emit(
                    {
                        "type": "points_scored",
                        "seat": active,
                        "color": color,
                        "points": gained[color],
                        "reason": "monument",
                    }
                )
    for offset in range(players):
        seat = (active + offset) % players
        state = log.state
        missing = HAND_SIZE - sum(state.hands[seat])
        if missing <= 0:
            continue
        if len(state.bag) < missing:
            log.emit({"type": "game_ended", "reason": "bag_empty"})
            return
        tiles = [COLOR_OF_MARK[mark] for mark in state.bag[:missing]]
        log.emit({"type": "tiles_drawn", "seat": seat, "tiles": tiles})
    log.emit({"type": "turn_started", "seat": (active + 1) % players})
