"""The peaceful actions: build a city, place workers (with scribes), trade, pass; and the fee."""

from __future__ import annotations

from engines.after_the_flood import data as d
from engines.after_the_flood.move_fields import goods_field, holds
from engines.after_the_flood.phases import city_owner
from engines.errors import IllegalMove
from engines.move_fields import choice_field, int_field, require

FEE_PREFERENCE = [
    "grain",
    "textile",
    "wood",
    "metal",
    "worker",
    "army",
    "tool",
    "oil",
    "gold",
    "lapis",
]


def fee_options(state: dict, seat: int) -> list[dict]:
    """Every fee `seat` can pay now, in the order the listed moves prefer."""
    options: list[dict] = []
    for name in FEE_PREFERENCE:
        if name == "worker":
            if state["workers_available"][seat]:
                options.append({"worker": 1})
        elif name == "army":
            if state["armies_available"][seat]:
                options.append({"army": 1})
        elif state["resources"][seat][name]:
            options.append({"resource": name})
    return options


def fee_event(state: dict, seat: int, move: dict) -> dict | None:
    """The fee_paid event the move owes (None before anybody passed); refuses a missing/bad fee."""
    fee = move.get("fee")
    if not state["fee_active"]:
        require(fee is None, "no_fee_yet", "No fee is due before anybody has passed.")
        return None
    if not isinstance(fee, dict):
        raise IllegalMove("fee_required", "Once anybody has passed, an action costs a fee.")
    options = fee_options(state, seat)
    plain = not any(isinstance(value, bool) for value in fee.values())
    require(plain and fee in options, "bad_fee", "Pay one resource, army or worker you have.")
    return {"type": "fee_paid", "seat": seat, "fee": options[options.index(fee)]}


def bases_on_board(state: dict, seat: int) -> int:
    """How many city bases `seat` has on the board."""
    return sum(city["seat"] == seat for city in state["cities"].values())


def build_city(state: dict, seat: int, move: dict) -> list[dict]:
    """city_built: an empty Sumer area (or only your armies), moving a base when all 4 are out."""
    area = choice_field(move, "area", d.SUMER_SET)
    require(area not in state["cities"], "city_there", "That area already has a city.")
    others = any(count for other, count in enumerate(state["armies"][area]) if other != seat)
    require(not others, "armies_there", "Another player's armies stand there.")
    source = move.get("from")
    if bases_on_board(state, seat) >= d.CITY_BASES:
        require(
            isinstance(source, str) and city_owner(state, source) == seat,
            "move_a_base",
            "All your city bases are out: name one of your cities in 'from' to move it.",
        )
    else:
        require(source is None, "bases_left", "You still have a city base; 'from' is not used.")
    bonus = None
    if state["workers_unavailable"][seat]:
        if area == d.ERIDU:
            bonus = "toolmakers"
        elif area == d.URUK and state["boxes"]["scribes"][seat] < d.SCRIBES_MAX:
            bonus = "scribes"
    event = {"type": "city_built", "seat": seat, "area": area, "from": source, "bonus": bonus}
    return [event, {"type": "action_ended", "seat": seat}]


def _worker_count(state: dict, seat: int, place: str) -> int:
    if place == "available":
        return state["workers_available"][seat]
    if place in d.BOX_NAMES:
        return state["boxes"][place][seat]
    return state["workers"][place][seat]


class _WorkerCounts(dict):
    """`seat`'s workers per place, each read from the state when first asked for (a placement
    touches two or three places of fifteen)."""

    def __init__(self, state: dict, seat: int):
        super().__init__()
        self._state = state
        self._seat = seat

    def __missing__(self, place: str) -> int:
        count = self[place] = _worker_count(self._state, self._seat, place)
        return count


def place_workers(state: dict, seat: int, move: dict) -> list[dict]:
    """workers_placed: pay one resource for up to its value of workers, plus scribe moves."""
    pay = choice_field(move, "pay", d.RESOURCE_NAMES, nullable=True)
    steps = move.get("scribe_moves", [])
    steps = [] if steps is None else steps
    require(isinstance(steps, list), "bad_scribe_moves", "'scribe_moves' must be a list.")
    boxes = state["boxes"]
    usable = boxes["scribes"][seat] - boxes["scribes_used"][seat]
    require(len(steps) <= usable, "no_scribe", "You have not that many unused scribes.")
    require(pay is not None or bool(steps), "nothing_placed", "Pay a resource or use a scribe.")
    places = d.WORKER_PLACES
    counts = _WorkerCounts(state, seat)
    used = boxes["scribes_used"][seat]
    to = count = None
    if pay is not None:
        require(state["resources"][seat][pay] >= 1, "no_resource", f"You have no {pay}.")
        to = choice_field(move, "to", places)
        count = int_field(move, "count", 1, d.VALUE[pay])
        require(count <= counts["available"], "no_workers", "You have not that many workers.")
        counts["available"] -= count
        counts[to] += count
    clean_steps = []
    for step in steps:
        require(isinstance(step, dict), "bad_scribe_moves", "Each scribe move is an object.")
        source = choice_field(step, "from", [*places, "available"])
        target = choice_field(step, "to", [*places, "available"])
        require(source != target, "bad_scribe_moves", "A scribe moves a worker somewhere else.")
        used += 1
        require(used <= counts["scribes"], "no_scribe", "No unused scribe is left.")
        require(counts[source] >= 1, "no_workers", f"You have no worker in {source}.")
        counts[source] -= 1
        if source == "scribes":  # a used scribe leaves the box first
            used -= 1
        counts[target] += 1
        clean_steps.append({"from": source, "to": target})
    require(
        counts["scribes"] <= d.SCRIBES_MAX, "scribes_full", "At most 2 of your workers are scribes."
    )
    event = {
        "type": "workers_placed",
        "seat": seat,
        "pay": pay,
        "to": to,
        "count": count,
        "scribe_moves": clean_steps,
    }
    return [event, {"type": "action_ended", "seat": seat}]


def traders(state: dict, seat: int, area: str) -> int:
    """How many trades `seat` has in a non-Sumer area: his armies there, else his workers; 0 if
    another player's army stands there."""
    armies = state["armies"].get(area)
    if armies is not None:
        if any(count for other, count in enumerate(armies) if other != seat):
            return 0
        if armies[seat]:
            return armies[seat]
    return state["workers"][area][seat]


def _area_fit(gets: list[str], room: int) -> str:
    """ "ok" within the area's limits, "extra" with Sippar's one extra trade, else "no"."""
    repeats = len(gets) - len(set(gets))
    if len(gets) <= room and not repeats:
        return "ok"
    if len(gets) <= room + 1 and repeats <= 1:
        return "extra"
    return "no"


def trade(state: dict, seat: int, move: dict) -> list[dict]:
    """goods_traded: trades area by area (one per trader, one of each offered resource), tools."""
    steps = move.get("steps")
    if not isinstance(steps, list) or not steps:
        raise IllegalMove("bad_steps", "'steps' must be a non-empty list.")
    hand = dict(state["resources"][seat])
    stock = dict(state["stock"])
    sippar = city_owner(state, d.SIPPAR) == seat
    toolmakers = state["boxes"]["toolmakers"][seat] - state["boxes"]["toolmakers_used"][seat]
    done: dict[str, list[str]] = {}
    extra_area = None
    clean = []
    for step in steps:
        require(isinstance(step, dict), "bad_steps", "Each step is an object.")
        if "make_tool" in step:
            count = int_field(step, "make_tool", 1, max(1, toolmakers))
            require(
                count <= toolmakers, "no_toolmaker", "You have not that many unused toolmakers."
            )
            require(hand["metal"] >= count, "no_resource", "You have not that much metal.")
            require(stock["tool"] >= count, "stock_empty", "The stock has not that many tools.")
            toolmakers -= count
            hand["metal"] -= count
            stock["metal"] += count
            hand["tool"] += count
            stock["tool"] -= count
            clean.append({"make_tool": count})
            continue
        area = choice_field(step, "area", d.OUTER)
        get = choice_field(step, "get", d.OUTER[area]["trades"])
        give = choice_field(step, "give", d.TRADE_PRICE[get])
        require(hand[give] >= 1, "no_resource", f"You have no {give} to give.")
        require(stock[get] >= 1, "stock_empty", f"The stock has no {get}.")
        room = traders(state, seat, area)
        require(room >= 1, "no_traders", f"You cannot trade in {area}.")
        gets = [*done.get(area, []), get]
        fit = _area_fit(gets, room)
        require(fit != "no", "trade_limit", f"No more trades of that kind in {area}.")
        if fit == "extra":
            require(
                sippar and extra_area in (None, area),
                "trade_limit",
                f"No more trades of that kind in {area}.",
            )
            extra_area = area
        done[area] = gets
        hand[give] -= 1
        stock[give] += 1
        hand[get] += 1
        stock[get] -= 1
        clean.append({"area": area, "get": get, "give": give})
    event = {"type": "goods_traded", "seat": seat, "steps": clean}
    return [event, {"type": "action_ended", "seat": seat}]


def pass_turn(state: dict, seat: int, move: dict) -> list[dict]:
    """passed: no more actions this turn; the bid goes to the Passed box."""
    bid = goods_field(move, "bid")
    require(holds(state["resources"][seat], bid), "no_resource", "You cannot bid what you lack.")
    return [{"type": "passed", "seat": seat, "bid": bid}]


def expand_city(state: dict, seat: int, move: dict) -> list[dict]:
    """city_expanded: 2 wood plus 0-4 different luxuries on an unexpanded city of yours."""
    area = choice_field(move, "area", d.SUMER_SET)
    city = state["cities"].get(area)
    require(city is not None and city["seat"] == seat, "not_your_city", "You have no city there.")
    require(not city["expanded"], "expanded", "That city is expanded already.")
    luxuries = move.get("luxuries", [])
    require(
        isinstance(luxuries, list)
        and all(isinstance(name, str) and name in d.LUXURIES for name in luxuries)
        and len(set(luxuries)) == len(luxuries),
        "bad_luxuries",
        "'luxuries' lists different luxuries: tool, oil, gold, lapis.",
    )
    cost = {"wood": d.CITY_EXPANSION_WOOD, **{name: 1 for name in luxuries}}
    require(holds(state["resources"][seat], cost), "no_resource", "You lack the goods.")
    vp = d.CITY_EXPANSION_VP[len(luxuries)]
    luxuries = [name for name in d.LUXURIES if name in luxuries]
    return [{"type": "city_expanded", "seat": seat, "area": area, "luxuries": luxuries, "vp": vp}]
