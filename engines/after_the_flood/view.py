"""What each seat sees: everything is public except the stacked dice, shown once the game is over."""

from __future__ import annotations

from engines.after_the_flood import data as d
from engines.after_the_flood import military, rules
from engines.after_the_flood.state import ratings
from engines.json_tree import copy_json

RATING_LETTERS = "ABC"


def _by_seat(counts: list[int]) -> dict[str, int]:
    return {str(seat): count for seat, count in enumerate(counts)}


def view(state: dict, seat: int | None) -> dict:
    """The board, the players' public holdings, whose turn it is and the pending decision."""
    n = state["players"]
    rated = ratings(state["empires"])
    empires = [
        {
            "name": empire["name"],
            "armies": empire["armies"],
            "owner": empire["owner"],
            "equipment": empire["equipment"],
            "equip": dict(empire.get("equip", {})),
            "area": empire.get("area"),
            "rating": RATING_LETTERS[rated[index]] if index in rated else None,
        }
        for index, empire in enumerate(state["empires"])
    ]
    players = []
    for player in range(n):
        index = state["empire_of"][player]
        players.append(
            {
                "vp": state["vp"][player],
                "resources": dict(state["resources"][player]),
                "workers_available": state["workers_available"][player],
                "workers_unavailable": state["workers_unavailable"][player],
                "armies_available": state["armies_available"][player],
                "armies_unavailable": state["armies_unavailable"][player],
                "cities": {
                    area: {"expanded": city["expanded"]}
                    for area, city in state["cities"].items()
                    if city["seat"] == player
                },
                "passed": state["passed"][player],
                "bid": dict(state["bids"][player]),
                "empire": None if index is None else empires[index],
            }
        )
    areas = {}
    for area in d.ALL_AREAS:
        city = state["cities"].get(area)
        areas[area] = {
            "sumer": area in d.SUMER_SET,
            "workers": _by_seat(state["workers"].get(area, [0] * n)),
            "armies": _by_seat(state["armies"].get(area, [0] * n)),
            "city": None if city is None else {"seat": city["seat"], "expanded": city["expanded"]},
        }
    pending = copy_json(state["pending"])
    if pending is not None and pending["kind"] == "battle":
        defender = military.enemy_in(state, pending["seat"], pending["area"])
        if defender is None:
            raise AssertionError("a pending battle without defenders")
        pending["defender"] = defender
        pending["needs"] = military.needed_roll(state, pending["seat"], defender)
    over = state["phase"] == "over"
    shown = {
        "turn": state["turn"],
        "phase": state["phase"],
        "order": list(state["order"]),
        "to_act": rules.to_act(state),
        "pending": pending,
        "fee_due": state["fee_active"],
        "players": players,
        "areas": areas,
        "boxes": {name: _by_seat(counts) for name, counts in state["boxes"].items()},
        "empires": empires,
        "stock": dict(state["stock"]),
        "final": copy_json(state["final"]),
    }
    if over:
        shown["dice"] = list(state["dice"])
    return shown


def event_view(event: dict, seat: int | None) -> dict | None:
    """Events are public, except the stacked dice list at the start."""
    if event["type"] == "game_started":
        return {**event, "dice": len(event["dice"])}
    return copy_json(event)
