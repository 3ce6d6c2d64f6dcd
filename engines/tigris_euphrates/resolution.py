"""What follows an action, in order: wars, monument, treasures, game end, then the end of turn."""

from __future__ import annotations

from engines.rng import Rng
from engines.tigris_euphrates.conflicts import war_started, wars_still_on
from engines.tigris_euphrates.data import coords
from engines.tigris_euphrates.end_of_turn import end_turn
from engines.tigris_euphrates.events import evolve
from engines.tigris_euphrates.monuments import offer_monument
from engines.tigris_euphrates.placement import leaders_without_temple
from engines.tigris_euphrates.state import EventLog, State
from engines.tigris_euphrates.treasures import take_treasures


def event_log(state: State, rng: Rng | None = None) -> EventLog:
    """A decision log that folds Tigris & Euphrates events into `state`, drawing from an
    unordered bag with `rng` (the move's)."""
    return EventLog(state, evolve, rng)


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


def end_action(log: EventLog) -> None:
    """Game end when at most two treasures are left; else the end of turn after two actions."""
    state = log.state
    if len(state.treasure) <= 2:
        log.emit({"type": "game_ended", "reason": "treasures"})
    elif state.actions_left == 0:
        end_turn(log)
