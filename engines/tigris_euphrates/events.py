"""`evolve`: each event applied by the function named after the fact it states. The facts of
monuments, treasures and the end of turn live with their rules; the others in `state`."""

from __future__ import annotations

from collections.abc import Callable

from engines.tigris_euphrates.end_of_turn import tiles_drawn, turn_started
from engines.tigris_euphrates.monuments import monument_built, monument_declined, monument_offered
from engines.tigris_euphrates.state import (
    State,
    catastrophe_placed,
    conflict_resolved,
    game_ended,
    game_started,
    kingdoms_united,
    leader_placed,
    leader_returned,
    leader_withdrawn,
    passed,
    points_scored,
    revolt_started,
    support_committed,
    tile_placed,
    tiles_swapped,
    war_averted,
    war_order_requested,
    war_started,
)
from engines.tigris_euphrates.treasures import treasure_choice_requested, treasure_taken

Handler = Callable[[State, dict], State]

# Event kind -> the function that applies that fact; each is named after the fact it applies.
APPLY: dict[str, Handler] = {
    "leader_placed": leader_placed,
    "leader_withdrawn": leader_withdrawn,
    "leader_returned": leader_returned,
    "tile_placed": tile_placed,
    "catastrophe_placed": catastrophe_placed,
    "tiles_swapped": tiles_swapped,
    "passed": passed,
    "points_scored": points_scored,
    "revolt_started": revolt_started,
    "war_started": war_started,
    "support_committed": support_committed,
    "revolt_resolved": conflict_resolved,
    "war_resolved": conflict_resolved,
    "kingdoms_united": kingdoms_united,
    "war_order_requested": war_order_requested,
    "war_averted": war_averted,
    "monument_offered": monument_offered,
    "monument_built": monument_built,
    "monument_declined": monument_declined,
    "treasure_taken": treasure_taken,
    "treasure_choice_requested": treasure_choice_requested,
    "tiles_drawn": tiles_drawn,
    "turn_started": turn_started,
    "game_ended": game_ended,
}


def evolve(state: State | None, event: dict) -> State:
    """The state after `event`; `state` is None for the first event. The input is not changed."""
    if state is None:
        return game_started(event)
    return APPLY[event["type"]](state, event)
