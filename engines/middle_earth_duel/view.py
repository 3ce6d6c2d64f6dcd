"""What each seat sees (`view`, `event_view`)."""

from __future__ import annotations

from .data import LAYOUTS, SIDES
from .rules import OPTIONS, available_slots, to_act
from .state import presence

_HIDDEN_START_OPTIONS = frozenset(option.name for option in OPTIONS if option.stacked)


def view(state: dict, seat: int | None) -> dict:
    """Everything public (all information here is public once drawn) plus the pending decision.

    Face-down cards, left-out cards, unknown tokens and landmarks are not drawn yet, so no seat
    can see them; once the game is over the spectator view lists what was never drawn. Which
    landmarks are still undrawn is public (everyone saw the others come out), and so are the
    pending decision's `context` (the step that asks) and `queue` (the steps after it), which
    the decision's event showed to both."""
    over = state["result"] is not None
    layout = LAYOUTS[state["chapter"]]["slots"] if state["chapter"] else []
    available = set(available_slots(state)) if state["chapter"] else set()
    slots = [
        {
            "slot": index,
            "row": layout[index]["row"],
            "face_up": slot["face_up"],
            "available": index in available and not over,
            "taken": slot["taken"],
            "card": slot["card"] if slot["face_up"] or slot["taken"] else None,
        }
        for index, slot in enumerate(state["slots"])
    ]
    pending = state["pending"]
    shown_pending = (
        None
        if pending is None
        else {
            "seat": pending["seat"],
            "kind": pending["kind"],
            "options": pending["options"],
            "optional": pending["optional"],
            "context": pending["context"],
            "queue": list(state["queue"]),
        }
    )
    players = []
    for index, player in enumerate(state["players"]):
        players.append(
            {
                "side": SIDES[index],
                "coins": player["coins"],
                "skills": dict(player["skills"]),
                "one_of_skills": [list(o) for o in player["one_of_skills"]],
                "races": dict(player["races"]),
                "chain_symbols": list(player["chain_symbols"]),
                "tokens": [dict(t) for t in player["tokens"]],
                "cards": list(player["cards"]),
                "units_in_stock": player["units_in_stock"],
                "fortresses_in_stock": player["fortresses_in_stock"],
                "extra_turns": player["extra_turns"],
                "own_steps": player["own_steps"],
                "three_races_used": player["three_races_used"],
                "regions_present": len(presence(state, index)),
            }
        )
    result = state["result"]
    shown = {
        "seat": seat,
        "side": SIDES[seat] if seat in (0, 1) else None,
        "chapter": state["chapter"],
        "turn": state["turn"],
        "to_act": to_act(state),
        "pending": shown_pending,
        "slots": slots,
        "landmarks": list(state["landmarks"]),
        "landmarks_undrawn": list(state["landmark_pool"]),
        "discarded": list(state["discarded"]),
        "track": dict(state["track"]),
        "regions": {
            name: {
                "units": {SIDES[s]: region["units"][s] for s in range(2)},
                "fortresses": [SIDES[s] for s in region["fortresses"]],
            }
            for name, region in state["regions"].items()
        },
        "players": players,
        "token_piles": {
            race: {
                "known_top": list(pile["known"]),
                "count": len(pile["known"]) + len(pile["unknown"]),
            }
            for race, pile in state["piles"].items()
        },
        "revealed_tokens": [dict(t) for t in state["revealed_tokens"]],
        "result": dict(result) if result else None,
    }
    if over and seat is None:  # the game is over: what was never drawn, for the record
        shown["undrawn"] = {
            "cards": list(state["pool"]),
            "landmarks": list(state["landmark_pool"]),
            "tokens": {race: list(pile["unknown"]) for race, pile in state["piles"].items()},
        }
    return shown


def event_view(event: dict, seat: int | None) -> dict | None:
    """Events hold no secret except the stacked options, which stay out of sight."""
    if event["type"] == "game_started":
        options = event["options"]
        return {**event, "options": {k: "stacked" for k in options if k in _HIDDEN_START_OPTIONS}}
    return dict(event)
