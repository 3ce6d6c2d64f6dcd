"""How a position of After the Flood looks to each seat, for the bots' search.

A seat's strength is its VP so far plus what its position promises: cities not yet expanded
(each worth VP in a VP phase, with wood and luxuries to pay), the areas its armies hold this
turn (VP at the turn's VP phase), its empires' ratings, resources in hand, and the end-of-game
majorities of workers it holds, weighed more as the last turn nears. `evaluate` turns the
strengths into win chances (engines.win_chance).
"""

from __future__ import annotations

from operator import mul

from engines.after_the_flood import data as d
from engines.after_the_flood.state import ratings
from engines.identity_memo import MISSING, IdentityMemo
from engines.win_chance import chances_from_ranks, chances_from_strengths

CITY_TO_EXPAND = 4.0  # VP an unexpanded city promises
CITY_EXPANDED = 1.0  # an expanded city still helps production and blocks the area
RESOURCE_VALUE = 0.25  # VP per point of resource value in hand
EMPIRE_RATING = 0.75  # VP per place above the lowest-rated empire
MAJORITY_SHARE = 0.8  # how much of an end majority counts on the last turn (less earlier)
TEMPERATURE = 5.0  # VP of strength per e-fold of the odds
END_VP = {
    **{name: spec["end_vp"] for name, spec in d.OUTER.items() if spec.get("end_vp")},
    **d.BOX_END_VP,
}
SCORING_PHASES = frozenset({"setup", "actions"})  # armies on the board still score this turn


def _workers_in(state: dict, place: str) -> list[int]:
    return state["workers"][place] if place in state["workers"] else state["boxes"][place]


def majorities(state: dict, seat: int) -> int:
    """End VP of the areas and boxes where `seat` has strictly the most workers now."""
    total = 0
    for place, vp in END_VP.items():
        counts = _workers_in(state, place)
        mine = counts[seat]
        if mine and all(mine > other for index, other in enumerate(counts) if index != seat):
            total += vp
    return total


def army_vp(state: dict, seat: int) -> int:
    """VP the seat's armies would score at this turn's VP phase (areas with 1-2 of them)."""
    if state["phase"] not in SCORING_PHASES:
        return 0
    held = sum(1 for counts in state["armies"].values() if 1 <= counts[seat] <= 2)
    return d.EMPIRE_VP_PER_AREA * held


def strength(state: dict, seat: int, rated: dict[int, int]) -> float:
    """The seat's strength in VP: VP so far plus what its position promises."""
    value = float(state["vp"][seat])
    for city in state["cities"].values():
        if city["seat"] == seat:
            value += CITY_EXPANDED if city["expanded"] else CITY_TO_EXPAND
    hand = state["resources"][seat]
    value += RESOURCE_VALUE * sum(d.VALUE[name] * count for name, count in hand.items())
    value += army_vp(state, seat)
    for index, position in rated.items():
        if state["empires"][index]["owner"] == seat:
            value += EMPIRE_RATING * (len(rated) - 1 - position)
    progress = min(1.0, max(0, state["turn"]) / d.TURNS)
    return value + MAJORITY_SHARE * progress * majorities(state, seat)


_MAJORITY_PLACES = [(place, vp, place in d.BOX_NAMES) for place, vp in END_VP.items()]
# the parts of a strength read from one part of the state, by that part (identity: a state
# shares every part its last event left alone, so a search's positions share most of them)
_CITIES: IdentityMemo[list[float]] = IdentityMemo(256)
_ARMIES: IdentityMemo[list[int]] = IdentityMemo(256)
_WORKERS: IdentityMemo[tuple[dict, list[int]]] = IdentityMemo(256)


def _city_values(cities: dict, players: int) -> list[float]:
    values = _CITIES.get(cities)
    if values is MISSING:
        values = [0.0] * players
        for city in cities.values():
            values[city["seat"]] += CITY_EXPANDED if city["expanded"] else CITY_TO_EXPAND
        _CITIES.put(cities, None, values)
    return values


def _held_areas(armies: dict, players: int) -> list[int]:
    held = _ARMIES.get(armies)
    if held is MISSING:
        held = [0] * players
        for counts in armies.values():
            for seat, count in enumerate(counts):
                if 1 <= count <= 2:
                    held[seat] += 1
        _ARMIES.put(armies, None, held)
    return held


def _majorities_won(workers: dict, boxes: dict, players: int) -> list[int]:
    entry = _WORKERS.get(workers, id(boxes))
    if entry is not MISSING and entry[0] is boxes:
        return entry[1]
    won = [0] * players
    for place, vp, in_box in _MAJORITY_PLACES:
        counts = boxes[place] if in_box else workers[place]
        top = max(counts)
        if top and counts.count(top) == 1:
            won[counts.index(top)] += vp
    _WORKERS.put(workers, id(boxes), (boxes, won))
    return won


def strengths(state: dict) -> list[float]:
    """Every seat's `strength` in one pass over the state (the same sums: a search judges every
    seat of each position it reaches)."""
    n = state["players"]
    values = [
        float(vp) + city
        for vp, city in zip(state["vp"], _city_values(state["cities"], n), strict=True)
    ]
    value_of = d.VALUE.__getitem__
    for seat, hand in enumerate(state["resources"]):
        values[seat] += RESOURCE_VALUE * sum(map(mul, map(value_of, hand), hand.values()))
    if state["phase"] in SCORING_PHASES:
        held = _held_areas(state["armies"], n)
        for seat in range(n):
            values[seat] += d.EMPIRE_VP_PER_AREA * held[seat]
    empires = state["empires"]
    if empires:
        rated = ratings(empires)
        for index, position in rated.items():
            owner = empires[index]["owner"]
            values[owner] += EMPIRE_RATING * (len(rated) - 1 - position)
    weight = MAJORITY_SHARE * min(1.0, max(0, state["turn"]) / d.TURNS)
    won = _majorities_won(state["workers"], state["boxes"], n)
    return [value + weight * majority for value, majority in zip(values, won, strict=True)]


# the chances of the positions judged lately, by identity (states never change): a search
# judges the same position again (its root's moves one ply ahead, then as the tree reaches them)
_JUDGED: IdentityMemo[list[float]] = IdentityMemo(5000)


def win_chances(state: dict) -> list[float]:
    """Every seat's chance to win as the position looks (the ranks once the game is over)."""
    chances = _JUDGED.get(state)
    if chances is MISSING:
        final = state["final"]
        if final is not None:
            chances = chances_from_ranks(final["ranks"])
        else:
            chances = chances_from_strengths(strengths(state), TEMPERATURE)
        _JUDGED.put(state, None, chances)
    return list(chances)


def evaluate(state: dict, seat: int) -> float:
    """The seat's chance to win as the position looks, in [0, 1]."""
    chances = _JUDGED.get(state)
    if chances is MISSING:
        return win_chances(state)[seat]
    return chances[seat]
