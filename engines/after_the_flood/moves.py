"""legal_moves: every move the seat to act may make, in single-step / single-resource forms, with
every fee that can pay for it."""

from __future__ import annotations

from itertools import combinations

from engines.after_the_flood import actions, military, rules
from engines.after_the_flood import data as d
from engines.after_the_flood.state import evolve
from engines.keyed_moves import KeyedMove


def legal_moves(state: dict, seat: int) -> list[dict]:
    """[] for a seat not to act; otherwise the listed forms, each accepted by `decide`."""
    if seat not in rules.to_act(state):
        return []
    if state["phase"] == "vp":
        return _city_moves(state, seat)
    pending = state["pending"]
    if pending is not None:
        if pending["kind"] == "battle":
            return [{"type": "roll"}, {"type": "call_off"}]
        if pending["kind"] == "after_expand":
            return [{"type": "expand_again", "pay_army": True}, {"type": "end_action"}]
        return _expand_moves(state, seat)
    moves = [{"type": "pass", "bid": {}}]
    moves += [{"type": "pass", "bid": {name: 1}} for name in _held(state, seat)]
    if not state["fee_active"]:
        return moves + _action_moves(state, seat)
    # Once anybody has passed, each action is listed once per fee that can pay for it, cheapest
    # fee first; the action is read from the state after the fee, as `decide` checks it (a fee
    # may take the resource, worker or army the action needs). No fee: only passing is left.
    for fee in actions.fee_options(state, seat):
        paid = evolve(state, {"type": "fee_paid", "seat": seat, "fee": fee})
        moves += [{**move, "fee": dict(fee)} for move in _action_moves(paid, seat)]
    return moves


def _action_moves(state: dict, seat: int) -> list[dict]:
    return (
        _build_moves(state, seat)
        + _place_moves(state, seat)
        + _trade_moves(state, seat)
        + _empire_moves(state, seat)
        + _expand_moves(state, seat)
    )


def _held(state: dict, seat: int) -> list[str]:
    return [name for name in d.RESOURCE_NAMES if state["resources"][seat][name]]


def _city_moves(state: dict, seat: int) -> list[dict]:
    hand = state["resources"][seat]
    moves: list[dict] = [{"type": "done"}]
    if hand["wood"] < d.CITY_EXPANSION_WOOD:
        return moves
    luxuries = [name for name in d.LUXURIES if hand[name]]
    for area, city in state["cities"].items():
        if city["seat"] == seat and not city["expanded"]:
            for size in range(len(luxuries) + 1):
                for chosen in combinations(luxuries, size):
                    move = {"type": "expand_city", "area": area, "luxuries": list(chosen)}
                    moves.append(move)
    return moves


# The moves that come from a fixed set, each built once with its key (a search asks for them
# at every node): workers placed, a one-step trade, a city built.
_MOVES: dict[tuple, KeyedMove] = {}


def _placement(pay: str, place: str, count: int) -> KeyedMove:
    move = _MOVES.get(("place_workers", pay, place, count))
    if move is None:
        move = KeyedMove(type="place_workers", pay=pay, to=place, count=count)
        _MOVES["place_workers", pay, place, count] = move
    return move


def _trade(area: str, get: str, give: str) -> KeyedMove:
    move = _MOVES.get(("trade", area, get, give))
    if move is None:
        move = KeyedMove(type="trade", steps=[{"area": area, "get": get, "give": give}])
        _MOVES["trade", area, get, give] = move
    return move


def _building(area: str, source: str | None) -> KeyedMove:
    move = _MOVES.get(("build_city", area, source))
    if move is None:
        fields = {"type": "build_city", "area": area}
        if source is not None:
            fields["from"] = source
        move = _MOVES["build_city", area, source] = KeyedMove(fields)
    return move


def _build_moves(state: dict, seat: int) -> list[dict]:
    mine = [area for area, city in state["cities"].items() if city["seat"] == seat]
    sources = mine if len(mine) >= d.CITY_BASES else [None]
    moves: list[dict] = []
    for area in d.SUMER:
        if area in state["cities"] or military.enemy_in(state, seat, area) is not None:
            continue
        for source in sources:
            moves.append(_building(area, source))
    return moves


def _place_moves(state: dict, seat: int) -> list[dict]:
    available = state["workers_available"][seat]
    boxes = state["boxes"]
    scribes = boxes["scribes"][seat]
    held = [(pay, d.VALUE[pay]) for pay in _held(state, seat)]
    scribe_free = available and scribes > boxes["scribes_used"][seat]
    moves: list[dict] = []
    for place in d.WORKER_PLACES:
        room = available
        if place == "scribes":
            room = min(room, d.SCRIBES_MAX - scribes)
        for pay, value in held:
            for count in range(1, min(room, value) + 1):
                moves.append(_placement(pay, place, count))
        if scribe_free and (place != "scribes" or scribes < d.SCRIBES_MAX):
            step = {"from": "available", "to": place}
            moves.append({"type": "place_workers", "pay": None, "scribe_moves": [step]})
    return moves


def _trade_moves(state: dict, seat: int) -> list[dict]:
    hand = state["resources"][seat]
    stock = state["stock"]
    moves: list[dict] = []
    for area, spec in d.OUTER.items():
        if not actions.traders(state, seat, area):
            continue
        for get in spec["trades"]:
            if not stock[get]:
                continue
            for give in d.TRADE_PRICE[get]:
                if hand[give]:
                    moves.append(_trade(area, get, give))
    toolmakers = state["boxes"]["toolmakers"][seat] - state["boxes"]["toolmakers_used"][seat]
    for count in range(1, min(toolmakers, hand["metal"], stock["tool"]) + 1):
        moves.append({"type": "trade", "steps": [{"make_tool": count}]})
    return moves


def _empire_moves(state: dict, seat: int) -> list[dict]:
    if state["empire_of"][seat] is not None:
        return []
    hand = state["resources"][seat]
    extras: list[tuple[dict, dict]] = [({}, {})]
    extras += [({name: 1}, {}) for name in d.ARMIES_PER_PIECE if hand[name]]
    extras += [({}, {name: 1}) for name in d.RESOURCE_NAMES if hand[name]]
    moves: list[dict] = []
    for index in military.open_empires(state):
        name = state["empires"][index]["name"]
        if name == d.SUMER_EMPIRE:
            areas = d.SUMER
        elif military.home_claim(state, seat, name):
            areas = [name]
        else:
            continue
        for area in areas:
            for armies_in in range(1, d.MAX_ARMIES_PER_AREA + 1):
                for buy, equip in extras if armies_in == d.MAX_ARMIES_PER_AREA else extras[:1]:
                    move = {"type": "start_empire", "empire": name, "area": area}
                    moves.append({**move, "buy": buy, "equip": equip, "armies_in": armies_in})
    return moves


def _expand_moves(state: dict, seat: int) -> list[dict]:
    return [
        {"type": "expand", "kind": kind, "area": area}
        for kind, area in military.expand_options(state, seat)
    ]
