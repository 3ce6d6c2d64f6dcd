"""The phases that need no decision: collect, decline, order of play, VP, end of turn, final scoring."""

from __future__ import annotations

from engines.after_the_flood import data as d
from engines.after_the_flood.move_fields import goods_value


def production(counts: list[int], table: dict[str, list[int]]) -> list[int]:
    """What each seat produces from its workers in a box: dense ranks read from the table."""
    distinct = sorted(set(counts), reverse=True)
    ranks = [1 + distinct.index(count) for count in counts]
    ordered = sorted(ranks)
    row = table[",".join(str(rank) for rank in ordered)]
    return [
        row[ordered.index(rank)] if count else 0 for rank, count in zip(ranks, counts, strict=True)
    ]


def city_owner(state: dict, area: str) -> int | None:
    """The seat with a city in `area`, or None."""
    city = state["cities"].get(area)
    return None if city is None else city["seat"]


def turn_began(state: dict, turn: int) -> dict:
    """Collect: grain and textile by rank (in order of play while the stock lasts), 8 workers."""
    n = state["players"]
    grain_share = production(state["boxes"]["irrigation"], d.PRODUCTION["grain"])
    textile_share = production(state["boxes"]["weaving"], d.PRODUCTION["textile"])
    ur_owner = city_owner(state, d.UR)
    if ur_owner is not None and textile_share[ur_owner]:
        textile_share[ur_owner] += 1
    grain, textile = [0] * n, [0] * n
    left = {"grain": state["stock"]["grain"], "textile": state["stock"]["textile"]}
    for seat in state["order"]:
        grain[seat] = min(grain_share[seat], left["grain"])
        left["grain"] -= grain[seat]
        textile[seat] = min(textile_share[seat], left["textile"])
        left["textile"] -= textile[seat]
    workers = [
        min(d.WORKERS_TAKEN_EACH_TURN, state["workers_unavailable"][seat]) for seat in range(n)
    ]
    return {
        "type": "turn_began",
        "turn": turn,
        "grain": grain,
        "textile": textile,
        "workers": workers,
    }


def workers_declined(state: dict) -> dict:
    """Decline: Dilmun empties, 1 off every other non-Sumer area, Irrigation/Weaving cut, 1 per box."""
    n = state["players"]
    removed: list[dict[str, int]] = [{} for _ in range(n)]
    for area in d.OUTER_NAMES:
        for seat in range(n):
            count = state["workers"][area][seat]
            take = count if area in d.EMPTIED_AT_DECLINE else min(1, count)
            if take:
                removed[seat][area] = take
    for box in ("irrigation", "weaving"):
        counts = state["boxes"][box]
        cut = max(counts) - 2
        if cut > 0:
            for seat in range(n):
                if counts[seat]:
                    removed[seat][box] = min(cut, counts[seat])
    for box in ("scribes", "toolmakers"):
        for seat in range(n):
            if state["boxes"][box][seat]:
                removed[seat][box] = 1
    return {"type": "workers_declined", "removed": removed}


def order_set(state: dict) -> dict:
    """Next order of play: highest bid value first, ties keep the old relative order."""
    order = sorted(state["order"], key=lambda seat: -goods_value(state["bids"][seat]))
    bids = [goods_value(bid) for bid in state["bids"]]
    return {"type": "order_set", "order": order, "bid_values": bids}


def vp_scored(state: dict) -> dict:
    """2 VP per area holding a player's armies; Nippur's owner +1 per Sumer area he holds."""
    n = state["players"]
    held: list[list[str]] = [[] for _ in range(n)]
    for area in d.ARMY_AREAS:
        for seat, count in enumerate(state["armies"][area]):
            if count:
                held[seat].append(area)
    nippur = city_owner(state, d.NIPPUR)
    vp = []
    for seat in range(n):
        points = d.EMPIRE_VP_PER_AREA * len(held[seat])
        if seat == nippur:
            points += sum(area in d.SUMER_SET for area in held[seat])
        vp.append(points)
    return {"type": "vp_scored", "vp": vp, "areas": held}


def can_expand_city(state: dict, seat: int) -> bool:
    """Whether `seat` has an unexpanded city and the wood to expand it."""
    if state["resources"][seat]["wood"] < d.CITY_EXPANSION_WOOD:
        return False
    return any(c["seat"] == seat and not c["expanded"] for c in state["cities"].values())


def game_ended(state: dict) -> dict:
    """Final scoring: strictly most workers in each area/box with end VP; ranks by VP then order."""
    n = state["players"]
    end_vp = [0] * n
    places = [(area, spec["end_vp"], state["workers"][area]) for area, spec in d.OUTER.items()]
    places += [(box, vp, state["boxes"][box]) for box, vp in d.BOX_END_VP.items()]
    majorities = {}
    for place, vp, counts in places:
        top = max(counts)
        if vp and top and counts.count(top) == 1:
            winner = counts.index(top)
            end_vp[winner] += vp
            majorities[place] = winner
    totals = [state["vp"][seat] + end_vp[seat] for seat in range(n)]
    standing = sorted(range(n), key=lambda seat: (-totals[seat], state["order"].index(seat)))
    ranks = [standing.index(seat) + 1 for seat in range(n)]
    return {"type": "game_ended", "end_vp": end_vp, "majorities": majorities, "ranks": ranks}
