"""The end of a turn, after the second action: monuments score for the active player, every
hand refills from the bag (an empty bag ends the game), and the next seat's turn starts."""

from __future__ import annotations

from engines.tigris_euphrates.bag import bag_after_drawing, drawn_marks
from engines.tigris_euphrates.data import (
    ACTIONS_PER_TURN,
    COLOR_OF_MARK,
    COLORS,
    HAND_SIZE,
    MARK,
    MONUMENT_COLORS,
)
from engines.tigris_euphrates.state import (
    EventLog,
    State,
    add_tiles,
    keep_regions,
    regions_of,
    with_item,
)


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
        drawn = drawn_marks(state.bag, state.bag_loose, missing, log.rng)
        tiles = [COLOR_OF_MARK[mark] for mark in drawn]
        log.emit({"type": "tiles_drawn", "seat": seat, "tiles": tiles})
    log.emit({"type": "turn_started", "seat": (active + 1) % players})


def tiles_drawn(state: State, event: dict) -> State:
    """Tiles leave the bag for a hand (its front, or its unordered part: `bag`)."""
    new = keep_regions(state, state.clone())
    seat = event["seat"]
    new.hands = with_item(state.hands, seat, add_tiles(state.hands[seat], event["tiles"], 1))
    drawn = "".join(MARK[color] for color in event["tiles"])
    new.bag, new.bag_loose = bag_after_drawing(state.bag, state.bag_loose, drawn)
    return new


def turn_started(state: State, event: dict) -> State:
    """The next seat's turn: two actions, no tile placed, nothing owed."""
    new = keep_regions(state, state.clone())
    new.turn = event["seat"]
    new.actions_left = ACTIONS_PER_TURN
    new.placed = None
    new.pending = None
    return new
