"""legal_moves: every move the seat to act may make, in single-step / single-resource forms, with
every fee that can pay for it."""

from __future__ import annotations

from itertools import combinations

from engines.after_the_flood import actions, military, rules
from engines.after_the_flood import data as d
from engines.after_the_flood.state import evolve
from engines.identity_memo import MISSING, IdentityMemo
from engines.keyed_moves import KeyedMove

# the moves listed lately, by state (identity: states never change) and seat: a search asks
# again for the moves of positions it met before
_LISTED: IdentityMemo[list[dict]] = IdentityMemo(5000)


def legal_moves(state: dict, seat: int) -> list[dict]:
    """[] for a seat not to act; otherwise the listed forms, each accepted by `decide`."""
    listed = _LISTED.get(state, seat)
    if listed is MISSING:
        listed = _LISTED.put(state, seat, _legal_moves(state, seat))
    return list(listed)


def _legal_moves(state: dict, seat: int) -> list[dict]:
    if seat not in rules.to_act(state):
        return []
    if state["phase"] == "vp":
        return _city_moves(state, seat)
    pending = state["pending"]
    if pending is not None:
        if pending["kind"] == "battle":
            return list(_BATTLE_ANSWERS)
        if pending["kind"] == "after_expand":
            return list(_AFTER_EXPAND_ANSWERS)
        return list[dict](_expand_moves(state, seat))
    moves: list[dict] = [_keyed("pass", None)]
    moves += [_keyed("pass", name) for name in _held(state, seat)]
    if not state["fee_active"]:
        return moves + _action_moves(state, seat)
    # Once anybody has passed, each action is listed once per fee that can pay for it, cheapest
    # fee first; the action is read from the state after the fee, as `decide` checks it (a fee
    # may take the resource, worker or army the action needs). No fee: only passing is left.
    for fee in actions.fee_options(state, seat):
        paid = evolve(state, {"type": "fee_paid", "seat": seat, "fee": fee})
        fee_key = next(iter(fee.items()))
        moves += [_with_fee(move, fee_key) for move in _action_moves(paid, seat)]
    return moves


def _action_moves(state: dict, seat: int) -> list[KeyedMove]:
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
    moves: list[dict] = [_DONE]
    if hand["wood"] < d.CITY_EXPANSION_WOOD:
        return moves
    luxuries = [name for name in d.LUXURIES if hand[name]]
    for area, city in state["cities"].items():
        if city["seat"] == seat and not city["expanded"]:
            for size in range(len(luxuries) + 1):
                for chosen in combinations(luxuries, size):
                    moves.append(_keyed("expand_city", area, chosen))
    return moves


# The moves that come from a fixed set, each built once with its key (a search asks for them
# at every node): workers placed, a one-step trade, a city built, and the others below by the
# fields that tell them apart; each with every fee it may carry.
_MOVES: dict[tuple, KeyedMove] = {}
_BATTLE_ANSWERS = (KeyedMove(type="roll"), KeyedMove(type="call_off"))
_AFTER_EXPAND_ANSWERS = (
    KeyedMove(type="expand_again", pay_army=True),
    KeyedMove(type="end_action"),
)
_DONE = KeyedMove(type="done")


def _build_keyed(kind: str, *fields: object) -> KeyedMove:
    """The move of `kind` that `fields` name (see `_keyed`), built."""
    if kind == "pass":
        return KeyedMove(type="pass", bid={} if fields[0] is None else {fields[0]: 1})
    if kind == "expand_city":
        return KeyedMove(type="expand_city", area=fields[0], luxuries=list(fields[1]))  # type: ignore[call-overload]
    if kind == "scribe":
        step = {"from": "available", "to": fields[0]}
        return KeyedMove(type="place_workers", pay=None, scribe_moves=[step])
    if kind == "make_tool":
        return KeyedMove(type="trade", steps=[{"make_tool": fields[0]}])
    if kind == "expand":
        return KeyedMove(type="expand", kind=fields[0], area=fields[1])
    empire, area, buy, equip, armies_in = fields
    return KeyedMove(
        type="start_empire",
        empire=empire,
        area=area,
        buy={} if buy is None else {buy: 1},
        equip={} if equip is None else {equip: 1},
        armies_in=armies_in,
    )


def _keyed(kind: str, *fields: object) -> KeyedMove:
    """A move built once: a pass (its bid's one resource or None), a city expanded (area and
    luxuries), a scribe placement (the place), tools made (how many), an expansion (kind and
    area), an empire started (empire, area, the resource bought and equipped or None, armies)."""
    move = _MOVES.get((kind, *fields))
    if move is None:
        move = _MOVES[(kind, *fields)] = _build_keyed(kind, *fields)
    return move


def _with_fee(move: KeyedMove, fee: tuple[str, object]) -> KeyedMove:
    """`move` paying `fee` (its one field and value), built once."""
    cached = _MOVES.get(("fee", move.key, fee))
    if cached is None:
        cached = _MOVES["fee", move.key, fee] = KeyedMove(move, fee={fee[0]: fee[1]})
    return cached


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


def _build_moves(state: dict, seat: int) -> list[KeyedMove]:
    mine = [area for area, city in state["cities"].items() if city["seat"] == seat]
    sources = mine if len(mine) >= d.CITY_BASES else [None]
    moves: list[KeyedMove] = []
    for area in d.SUMER:
        if area in state["cities"] or military.enemy_in(state, seat, area) is not None:
            continue
        for source in sources:
            moves.append(_building(area, source))
    return moves


# the placements by what they depend on: workers available, scribes and the used ones, the
# resources held (the fees listed for one action change few of them)
_PLACEMENTS: dict[tuple, list[KeyedMove]] = {}


def _place_moves(state: dict, seat: int) -> list[KeyedMove]:
    available = state["workers_available"][seat]
    boxes = state["boxes"]
    scribes = boxes["scribes"][seat]
    used = boxes["scribes_used"][seat]
    hand = state["resources"][seat]
    key = (available, scribes, used, *[name for name in d.RESOURCE_NAMES if hand[name]])
    moves = _PLACEMENTS.get(key)
    if moves is None:
        if len(_PLACEMENTS) >= 20000:
            _PLACEMENTS.clear()
        moves = _PLACEMENTS[key] = _placements(available, scribes, used, key[3:])
    return moves


def _placements(available: int, scribes: int, used: int, names: tuple[str, ...]) -> list[KeyedMove]:
    held = [(pay, d.VALUE[pay]) for pay in names]
    scribe_free = available and scribes > used
    moves: list[KeyedMove] = []
    for place in d.WORKER_PLACES:
        room = available
        if place == "scribes":
            room = min(room, d.SCRIBES_MAX - scribes)
        for pay, value in held:
            for count in range(1, min(room, value) + 1):
                moves.append(_placement(pay, place, count))
        if scribe_free and (place != "scribes" or scribes < d.SCRIBES_MAX):
            moves.append(_keyed("scribe", place))
    return moves


# the areas where a seat may trade, by the armies and workers they depend on (identity: most
# events leave both alone); the one-step trades by those areas and the goods in hand and stock
_TRADING_AREAS: IdentityMemo[tuple[dict, tuple[str, ...]]] = IdentityMemo(1000)
_TRADES: dict[tuple, list[KeyedMove]] = {}


def _trading_areas(state: dict, seat: int) -> tuple[str, ...]:
    armies, workers = state["armies"], state["workers"]
    entry = _TRADING_AREAS.get(armies, (id(workers), seat))
    if entry is not MISSING and entry[0] is workers:
        return entry[1]
    areas = tuple(area for area in d.OUTER if actions.traders(state, seat, area))
    _TRADING_AREAS.put(armies, (id(workers), seat), (workers, areas))
    return areas


def _one_step_trades(
    areas: tuple[str, ...], held: tuple[str, ...], stocked: tuple[str, ...]
) -> list[KeyedMove]:
    moves: list[KeyedMove] = []
    for area in areas:
        for get in d.OUTER[area]["trades"]:
            if get not in stocked:
                continue
            for give in d.TRADE_PRICE[get]:
                if give in held:
                    moves.append(_trade(area, get, give))
    return moves


def _trade_moves(state: dict, seat: int) -> list[KeyedMove]:
    hand = state["resources"][seat]
    stock = state["stock"]
    areas = _trading_areas(state, seat)
    held = tuple([name for name in d.RESOURCE_NAMES if hand[name]])
    stocked = tuple([name for name in d.RESOURCE_NAMES if stock[name]])
    key = (areas, held, stocked)
    trades = _TRADES.get(key)
    if trades is None:
        if len(_TRADES) >= 20000:
            _TRADES.clear()
        trades = _TRADES[key] = _one_step_trades(areas, held, stocked)
    moves = list(trades)
    toolmakers = state["boxes"]["toolmakers"][seat] - state["boxes"]["toolmakers_used"][seat]
    for count in range(1, min(toolmakers, hand["metal"], stock["tool"]) + 1):
        moves.append(_keyed("make_tool", count))
    return moves


def _empire_moves(state: dict, seat: int) -> list[KeyedMove]:
    if state["empire_of"][seat] is not None:
        return []
    hand = state["resources"][seat]
    extras: list[tuple[str | None, str | None]] = [(None, None)]
    extras += [(name, None) for name in d.ARMIES_PER_PIECE if hand[name]]
    extras += [(None, name) for name in d.RESOURCE_NAMES if hand[name]]
    moves: list[KeyedMove] = []
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
                    moves.append(_keyed("start_empire", name, area, buy, equip, armies_in))
    return moves


def _expand_moves(state: dict, seat: int) -> list[KeyedMove]:
    return [_keyed("expand", kind, area) for kind, area in military.expand_options(state, seat)]
