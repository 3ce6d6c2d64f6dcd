"""Empires and armies: starting an empire, expanding (invade, reinforce, destroy a city), battles."""

from __future__ import annotations

from engines.after_the_flood import data as d
from engines.after_the_flood.event_log import EventLog
from engines.after_the_flood.move_fields import goods_field, goods_value, holds
from engines.after_the_flood.phases import city_owner
from engines.after_the_flood.state import ratings
from engines.move_fields import choice_field, int_field, require
from engines.rng import Rng


def open_empires(state: dict) -> list[int]:
    """Indexes of this turn's empires nobody has started yet."""
    return [i for i, empire in enumerate(state["empires"]) if empire["owner"] is None]


def home_claim(state: dict, seat: int, area: str) -> bool:
    """Whether `seat` may start the empire of a non-Sumer home area: >= 1 worker, no fewer than
    any other player."""
    counts = state["workers"][area]
    return counts[seat] >= 1 and all(counts[seat] >= c for c in counts)


def enemy_in(state: dict, seat: int, area: str) -> int | None:
    """The other seat with armies in `area`, if any."""
    for other, count in enumerate(state["armies"][area]):
        if other != seat and count:
            return other
    return None


def bought_armies(buy: dict[str, int]) -> int:
    """Armies bought with grain (1), metal (2) and tools (3)."""
    return sum(d.ARMIES_PER_PIECE[name] * count for name, count in buy.items())


def start_empire(log: EventLog, seat: int, move: dict) -> None:
    """empire_started, then the armies enter (or a battle waits on the attacker)."""
    state = log.state
    require(state["empire_of"][seat] is None, "empire_started", "One empire per player per turn.")
    names = {state["empires"][i]["name"]: i for i in open_empires(state)}
    name = choice_field(move, "empire", names)
    index = names[name]
    if name == d.SUMER_EMPIRE:
        area = choice_field(move, "area", d.SUMER_SET)
    else:
        area = name
        require(move.get("area", area) == area, "bad_area", f"The {name} empire starts in {name}.")
        require(home_claim(state, seat, area), "no_claim", f"You need the most workers in {area}.")
    buy = goods_field(move, "buy", d.ARMIES_PER_PIECE)
    equip = goods_field(move, "equip")
    armies_in = int_field(move, "armies_in", 1, d.MAX_ARMIES_PER_AREA)
    require(holds(state["resources"][seat], buy, equip), "no_resource", "You lack those goods.")
    armies = state["empires"][index]["armies"] + bought_armies(buy)
    if city_owner(state, d.BABYLON) == seat:
        armies += d.BABYLON_BONUS_ARMIES
    armies = min(armies, d.MAX_EMPIRE_ARMIES, state["armies_unavailable"][seat])
    workers_removed = state["workers"][area][seat] if area in state["workers"] else 0
    log.emit(
        {
            "type": "empire_started",
            "seat": seat,
            "empire": name,
            "index": index,
            "area": area,
            "buy": buy,
            "equip": equip,
            "equipment": goods_value(equip),
            "armies": armies,
            "workers_removed": workers_removed,
        }
    )
    if _enter(log, seat, area, armies_in, "end"):
        log.emit({"type": "action_ended", "seat": seat})


def _enter(log: EventLog, seat: int, area: str, count: int, after: str) -> bool:
    """Armies move into `area` (True), or a battle begins against the armies there (False)."""
    if enemy_in(log.state, seat, area) is not None:
        pending = {"kind": "battle", "seat": seat, "area": area, "enter": count, "after": after}
        log.emit({"type": "decision_pending", "pending": pending})
        return False
    count = min(count, log.state["armies_available"][seat])
    log.emit({"type": "armies_entered", "seat": seat, "area": area, "count": count})
    return True


def held_areas(state: dict, seat: int) -> list[str]:
    """Areas holding armies of `seat`."""
    return [area for area in d.ARMY_AREAS if state["armies"][area][seat]]


def destroy_cost(state: dict, area: str) -> int:
    """Armies needed to destroy the city in `area`: 3 if its owner has Shuruppak and another city."""
    owner = city_owner(state, area)
    cities = [a for a, city in state["cities"].items() if city["seat"] == owner]
    if d.SHURUPPAK in cities and len(cities) >= 2:
        return d.CITY_DESTROY_COST_SHURUPPAK
    return d.CITY_DESTROY_COST


def expand_options(state: dict, seat: int, armies: int | None = None) -> list[tuple[str, str]]:
    """(kind, area) for every expansion `seat` can make with `armies` available (default: his)."""
    index = state["empire_of"][seat]
    if index is None:
        return []
    armies = state["armies_available"][seat] if armies is None else armies
    held = held_areas(state, seat)
    options: list[tuple[str, str]] = []
    if armies >= 1:
        if held:
            targets = sorted({t for area in held for t in d.NEIGHBOURS[area]} - set(held))
        else:
            name = state["empires"][index]["name"]
            targets = d.SUMER if name == d.SUMER_EMPIRE else [name]
        options += [("invade", area) for area in targets]
        options += [
            ("reinforce", area)
            for area in held
            if state["armies"][area][seat] < d.MAX_ARMIES_PER_AREA
        ]
    for area in held:
        owner = city_owner(state, area)
        if owner is not None and owner != seat and armies >= destroy_cost(state, area):
            options.append(("destroy_city", area))
    return options


def expand(log: EventLog, seat: int, move: dict) -> None:
    """One expansion: invade (battle if defended), reinforce, or destroy a city."""
    state = log.state
    kind = choice_field(move, "kind", ("invade", "reinforce", "destroy_city"))
    area = choice_field(move, "area", d.ARMY_AREAS)
    require(
        (kind, area) in expand_options(state, seat), "cannot_expand", f"You cannot {kind} {area}."
    )
    if kind == "destroy_city":
        cost = destroy_cost(state, area)
        owner = city_owner(state, area)
        log.emit(
            {"type": "city_destroyed", "seat": seat, "area": area, "owner": owner, "count": cost}
        )
    elif kind == "reinforce":
        log.emit({"type": "armies_entered", "seat": seat, "area": area, "count": 1})
    elif not _enter(log, seat, area, 1, "expand"):
        return
    after_expand(log, seat)


def can_expand_again(state: dict, seat: int) -> bool:
    """Expand again costs 1 army: needs 2 available and a target for the army left."""
    armies = state["armies_available"][seat]
    return armies >= 1 + d.EXPAND_REPEAT_COST and bool(
        expand_options(state, seat, armies - d.EXPAND_REPEAT_COST)
    )


def after_expand(log: EventLog, seat: int) -> None:
    """Offer to expand again when possible, else end the action."""
    if can_expand_again(log.state, seat):
        log.emit({"type": "decision_pending", "pending": {"kind": "after_expand", "seat": seat}})
    else:
        log.emit({"type": "action_ended", "seat": seat})


def expand_again(log: EventLog, seat: int) -> None:
    """Pay 1 army for one more expansion."""
    log.emit(
        {"type": "armies_spent", "seat": seat, "count": d.EXPAND_REPEAT_COST},
        {"type": "decision_pending", "pending": {"kind": "expand_next", "seat": seat}},
    )


def needed_roll(state: dict, seat: int, defender: int) -> int:
    """5 when the attacker's empire is rated above the defender's, else 7."""
    rated = ratings(state["empires"])
    mine = rated[state["empire_of"][seat]]
    theirs = rated[state["empire_of"][defender]]
    return d.HIGHER_NEEDS if mine < theirs else d.LOWER_NEEDS


def roll(log: EventLog, seat: int, rng: Rng) -> None:
    """One roll of 2d6 against the first defending army (stacked dice first)."""
    state = log.state
    pending = state["pending"]
    area = pending["area"]
    defender = enemy_in(state, seat, area)
    if defender is None:  # a battle is pending only while defenders stand there
        raise AssertionError("a pending battle without defenders")
    stacked = state["dice"][: d.DICE]
    dice = stacked + [1 + rng.randrange(6) for _ in range(d.DICE - len(stacked))]
    needed = needed_roll(state, seat, defender)
    log.emit(
        {
            "type": "dice_rolled",
            "seat": seat,
            "area": area,
            "defender": defender,
            "dice": dice,
            "total": sum(dice),
            "needed": needed,
            "hit": sum(dice) >= needed,
            "stacked": len(stacked),
        }
    )
    if enemy_in(log.state, seat, area) is None:
        _enter(log, seat, area, pending["enter"], pending["after"])
        _battle_over(log, seat, pending)
    elif log.state["armies_available"][seat] == 0:
        _battle_over(log, seat, pending)


def call_off(log: EventLog, seat: int) -> None:
    """The attacker stops the battle; no army moves in."""
    _battle_over(log, seat, log.state["pending"])


def _battle_over(log: EventLog, seat: int, pending: dict) -> None:
    if pending["after"] == "expand":
        after_expand(log, seat)
    else:
        log.emit({"type": "action_ended", "seat": seat})
