"""The state of a game of After the Flood and `evolve`, which applies one event to it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.after_the_flood import data as d
from engines.json_tree import copy_json


def _copy_dict_of_lists(value: dict) -> dict:
    return {key: list(item) for key, item in value.items()}


def _copy_list_of_dicts(value: list) -> list:
    return [dict(item) for item in value]


def _copy_dict_of_dicts(value: dict) -> dict:
    return {key: dict(item) for key, item in value.items()}


# How deep each part of the state must be copied before it changes (one level per container).
_COPIERS: dict[str, Callable[[Any], Any]] = {
    "resources": _copy_list_of_dicts,
    "bids": _copy_list_of_dicts,
    "empires": _copy_list_of_dicts,
    "workers": _copy_dict_of_lists,
    "boxes": _copy_dict_of_lists,
    "armies": _copy_dict_of_lists,
    "cities": _copy_dict_of_dicts,
    "stock": dict,
}


def _own(state: dict, *keys: str) -> None:
    """Give `state` its own copies of `keys` before they change (evolve never mutates input)."""
    for key in keys:
        state[key] = _COPIERS.get(key, list)(state[key])


def _own_item(state: dict, key: str, item: Any) -> Any:
    """Give `state` its own copy of `state[key][item]` (and of `state[key]`, one level) before it
    changes, leaving the other items shared; returns the copy. The hottest events of a search
    (workers placed, a fee, a trade) change one seat's hand or one area's workers."""
    outer = state[key]
    outer = state[key] = dict(outer) if type(outer) is dict else list(outer)
    inner = outer[item]
    inner = outer[item] = dict(inner) if type(inner) is dict else list(inner)
    return inner


def _own_hand(state: dict, seat: int) -> None:
    """Give `state` its own copies of `seat`'s hand and of the stock before goods move."""
    _own_item(state, "resources", seat)
    state["stock"] = dict(state["stock"])


def initial_state(event: dict) -> dict:
    """The state right after `game_started`: pieces and hands as the rules set them up."""
    n = event["players"]
    start = d.START_WORKERS
    placed = sum(start.values())
    return {
        "players": n,
        "turn": 0,
        "phase": "setup",
        "order": list(event["order"]),
        "current": None,
        "pending": None,
        "fee_active": False,
        "dice": list(event["dice"]),
        "vp": [0] * n,
        "resources": [
            {name: d.START_HAND.get(name, 0) for name in d.RESOURCE_NAMES} for _ in range(n)
        ],
        "stock": {
            name: spec["stock"] - n * d.START_HAND.get(name, 0)
            for name, spec in d.RESOURCES.items()
        },
        "workers_available": [start["available"]] * n,
        "workers_unavailable": [d.WORKERS_EACH - placed] * n,
        "armies_available": [0] * n,
        "armies_unavailable": [d.ARMIES_EACH] * n,
        "workers": {area: [0] * n for area in d.OUTER_NAMES},
        "boxes": {
            "irrigation": [start["irrigation"]] * n,
            "weaving": [start["weaving"]] * n,
            "scribes": [0] * n,
            "toolmakers": [0] * n,
            "scribes_used": [0] * n,
            "toolmakers_used": [0] * n,
        },
        "armies": {area: [0] * n for area in d.ARMY_AREAS},
        "cities": {},
        "passed": [False] * n,
        "bids": [{} for _ in range(n)],
        "empires": [],
        "empire_of": [None] * n,
        "final": None,
    }


def next_actor(state: dict, after: int) -> int | None:
    """The next seat in order of play after `after` that has not passed; None when all passed."""
    order = state["order"]
    start = order.index(after)
    for step in range(1, len(order) + 1):
        seat = order[(start + step) % len(order)]
        if not state["passed"][seat]:
            return seat
    return None


def ratings(empires: list[dict]) -> dict[int, int]:
    """Position (0 = A) of each started empire by equipment; a tie ranks the newer one lower."""
    started = [(i, e) for i, e in enumerate(empires) if e["owner"] is not None]
    started.sort(key=lambda pair: (-pair[1]["equipment"], pair[1]["started"]))
    return {index: position for position, (index, _) in enumerate(started)}


def _add_resources(state: dict, seat: int, goods: dict, sign: int) -> None:
    """Move goods between a player's hand and the common stock (sign +1: to the hand)."""
    for name, count in goods.items():
        state["resources"][seat][name] += sign * count
        state["stock"][name] -= sign * count


def _to_box(state: dict, seat: int, goods: dict) -> None:
    """Goods leave a hand for the Passed or Equipment box (back to the stock at end of turn)."""
    for name, count in goods.items():
        state["resources"][seat][name] -= count


def _move_worker(state: dict, seat: int, place: str, delta: int) -> None:
    """Add (or remove, delta < 0) workers of `seat` in a non-Sumer area, a box or "available"
    (copying the one count list that changes; "available" must be owned already)."""
    if place == "available":
        state["workers_available"][seat] += delta
    elif place in state["boxes"]:
        _own_item(state, "boxes", place)[seat] += delta
        used_key = place + "_used"
        if delta < 0 and used_key in state["boxes"]:  # a used scribe or toolmaker leaves first
            used = _own_item(state, "boxes", used_key)
            used[seat] = max(0, used[seat] + delta)
    else:
        _own_item(state, "workers", place)[seat] += delta


def turn_began(s: dict, event: dict) -> None:
    _own(s, "resources", "stock", "workers_available", "workers_unavailable", "boxes")
    s["turn"] = event["turn"]
    s["phase"] = "actions"
    for seat in range(s["players"]):
        _add_resources(
            s, seat, {"grain": event["grain"][seat], "textile": event["textile"][seat]}, 1
        )
        taken = event["workers"][seat]
        s["workers_available"][seat] += taken
        s["workers_unavailable"][seat] -= taken
        s["boxes"]["scribes_used"][seat] = 0
        s["boxes"]["toolmakers_used"][seat] = 0
    s["passed"] = [False] * s["players"]
    s["bids"] = [{} for _ in range(s["players"])]
    s["fee_active"] = False
    s["empires"] = [
        {"name": name, "armies": armies, "owner": None, "equipment": 0, "started": None}
        for name, armies in d.EMPIRES[event["turn"]]
    ]
    s["empire_of"] = [None] * s["players"]
    s["current"] = s["order"][0]
    s["pending"] = None


def workers_declined(s: dict, event: dict) -> None:
    _own(s, "workers_unavailable")
    for seat, removed in enumerate(event["removed"]):
        for place, count in removed.items():
            _move_worker(s, seat, place, -count)
            s["workers_unavailable"][seat] += count


def fee_paid(s: dict, event: dict) -> None:
    seat, fee = event["seat"], event["fee"]
    if "resource" in fee:
        _own_hand(s, seat)
        _add_resources(s, seat, {fee["resource"]: 1}, -1)
    elif "army" in fee:
        _own(s, "armies_available", "armies_unavailable")
        s["armies_available"][seat] -= 1
        s["armies_unavailable"][seat] += 1
    else:
        _own(s, "workers_available", "workers_unavailable")
        s["workers_available"][seat] -= 1
        s["workers_unavailable"][seat] += 1


def city_built(s: dict, event: dict) -> None:
    _own(s, "cities")
    seat = event["seat"]
    if event["from"] is not None:
        del s["cities"][event["from"]]
    s["cities"][event["area"]] = {"seat": seat, "expanded": False}
    if event["bonus"]:
        _own(s, "workers_unavailable")
        _own_item(s, "boxes", event["bonus"])[seat] += 1
        s["workers_unavailable"][seat] -= 1


def workers_placed(s: dict, event: dict) -> None:
    _own(s, "workers_available")
    seat = event["seat"]
    if event["pay"] is not None:
        _own_hand(s, seat)
        _add_resources(s, seat, {event["pay"]: 1}, -1)
        _move_worker(s, seat, "available", -event["count"])
        _move_worker(s, seat, event["to"], event["count"])
    for step in event["scribe_moves"]:
        _own_item(s, "boxes", "scribes_used")[seat] += 1
        _move_worker(s, seat, step["from"], -1)
        _move_worker(s, seat, step["to"], 1)


def goods_traded(s: dict, event: dict) -> None:
    seat = event["seat"]
    _own_hand(s, seat)
    for step in event["steps"]:
        if "make_tool" in step:
            count = step["make_tool"]
            _add_resources(s, seat, {"metal": count}, -1)
            _add_resources(s, seat, {"tool": count}, 1)
            _own_item(s, "boxes", "toolmakers_used")[seat] += count
        else:
            _add_resources(s, seat, {step["give"]: 1}, -1)
            _add_resources(s, seat, {step["get"]: 1}, 1)


def empire_started(s: dict, event: dict) -> None:
    _own(s, "resources", "stock", "empires", "empire_of", "armies_available", "armies_unavailable")
    _own(s, "workers")
    seat = event["seat"]
    _add_resources(s, seat, event["buy"], -1)
    _to_box(s, seat, event["equip"])
    index = event["index"]
    empire = s["empires"][index]
    empire["owner"] = seat
    empire["equipment"] = event["equipment"]
    empire["equip"] = dict(event["equip"])
    empire["area"] = event["area"]
    empire["started"] = sum(e["owner"] is not None for e in s["empires"])
    s["empire_of"][seat] = index
    s["armies_available"][seat] += event["armies"]
    s["armies_unavailable"][seat] -= event["armies"]
    if event["area"] in s["workers"]:
        s["workers"][event["area"]][seat] = 0
        _own(s, "workers_unavailable")
        s["workers_unavailable"][seat] += event["workers_removed"]


def armies_entered(s: dict, event: dict) -> None:
    _own(s, "armies", "armies_available")
    seat, count = event["seat"], event["count"]
    s["armies"][event["area"]][seat] += count
    s["armies_available"][seat] -= count


def dice_rolled(s: dict, event: dict) -> None:
    _own(s, "armies", "armies_available", "armies_unavailable")
    s["dice"] = s["dice"][event["stacked"] :]
    if event["hit"]:
        defender = event["defender"]
        s["armies"][event["area"]][defender] -= 1
        s["armies_unavailable"][defender] += 1
    else:
        s["armies_available"][event["seat"]] -= 1
        s["armies_unavailable"][event["seat"]] += 1


def armies_spent(s: dict, event: dict) -> None:
    _own(s, "armies_available", "armies_unavailable")
    s["armies_available"][event["seat"]] -= event["count"]
    s["armies_unavailable"][event["seat"]] += event["count"]


def city_destroyed(s: dict, event: dict) -> None:
    armies_spent(s, event)
    _own(s, "cities")
    del s["cities"][event["area"]]


def passed(s: dict, event: dict) -> None:
    seat = event["seat"]
    _own(s, "passed", "bids")
    _own_item(s, "resources", seat)
    s["passed"][seat] = True
    s["bids"][seat] = dict(event["bid"])
    _to_box(s, seat, event["bid"])
    s["fee_active"] = True
    s["pending"] = None
    s["current"] = next_actor(s, seat)


def action_ended(s: dict, event: dict) -> None:
    s["pending"] = None
    s["current"] = next_actor(s, event["seat"])


def order_set(s: dict, event: dict) -> None:
    s["order"] = list(event["order"])


def vp_scored(s: dict, event: dict) -> None:
    s["vp"] = [vp + gained for vp, gained in zip(s["vp"], event["vp"], strict=True)]
    s["phase"] = "vp"
    s["current"] = s["order"][0]


def city_expanded(s: dict, event: dict) -> None:
    _own(s, "resources", "stock", "cities")
    seat = event["seat"]
    _add_resources(s, seat, {"wood": d.CITY_EXPANSION_WOOD}, -1)
    _add_resources(s, seat, {name: 1 for name in event["luxuries"]}, -1)
    s["cities"][event["area"]]["expanded"] = True
    s["vp"] = list(s["vp"])
    s["vp"][seat] += event["vp"]


def city_phase_done(s: dict, event: dict) -> None:
    order = s["order"]
    position = order.index(event["seat"]) + 1
    s["current"] = order[position] if position < len(order) else None


def turn_ended(s: dict, event: dict) -> None:
    n = s["players"]
    _own(s, "stock")
    for seat in range(n):
        for name, count in s["bids"][seat].items():
            s["stock"][name] += count
    for empire in s["empires"]:
        for name, count in empire.get("equip", {}).items():
            s["stock"][name] += count
    s["workers_unavailable"] = [
        s["workers_unavailable"][seat] + s["workers_available"][seat] for seat in range(n)
    ]
    s["workers_available"] = [0] * n
    s["armies_unavailable"] = [d.ARMIES_EACH] * n
    s["armies_available"] = [0] * n
    s["armies"] = {area: [0] * n for area in d.ARMY_AREAS}
    s["bids"] = [{} for _ in range(n)]
    s["empires"] = []
    s["empire_of"] = [None] * n
    s["current"] = None
    s["pending"] = None
    s["phase"] = "between_turns"


def game_ended(s: dict, event: dict) -> None:
    s["vp"] = [vp + gained for vp, gained in zip(s["vp"], event["end_vp"], strict=True)]
    s["final"] = {"end_vp": list(event["end_vp"]), "ranks": list(event["ranks"])}
    s["phase"] = "over"
    s["current"] = None


def decision_pending(s: dict, event: dict) -> None:
    s["pending"] = copy_json(event["pending"])


Handler = Callable[[dict, dict], None]

# Event kind -> the function that applies that fact (to a shallow copy of the state, in place);
# each is named after the fact it applies.
APPLY: dict[str, Handler] = {
    "turn_began": turn_began,
    "workers_declined": workers_declined,
    "fee_paid": fee_paid,
    "city_built": city_built,
    "workers_placed": workers_placed,
    "goods_traded": goods_traded,
    "empire_started": empire_started,
    "armies_entered": armies_entered,
    "dice_rolled": dice_rolled,
    "armies_spent": armies_spent,
    "city_destroyed": city_destroyed,
    "decision_pending": decision_pending,
    "passed": passed,
    "action_ended": action_ended,
    "order_set": order_set,
    "vp_scored": vp_scored,
    "city_expanded": city_expanded,
    "city_phase_done": city_phase_done,
    "turn_ended": turn_ended,
    "game_ended": game_ended,
}


def evolve(state: dict | None, event: dict) -> dict:
    """The state after `event`; the input state is never changed."""
    if event["type"] == "game_started" or state is None:
        return initial_state(event)
    new = dict(state)
    APPLY[event["type"]](new, event)
    return new
