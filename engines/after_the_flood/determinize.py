"""`determinize`: a full After the Flood state that agrees with everything one seat sees.

Everything in After the Flood is public (rules file, "Pieces"); only dice are random, and the one
hidden thing a state can hold is a stacked `dice` list (an unrated game's option). Dice are
chance, not hidden state: the state made here stacks none, so every roll after it comes from
the Rng its `decide` is given (once the game is over the view shows the unused stacked dice,
and the state keeps them). Nothing is sampled and the rng is not used; the state is rebuilt
from the view, with what the view leaves implicit filled in as the engine would have it: whose
action it is (the seat to act), which empire each seat started, and the order the empires were
started in (the ratings show it wherever it matters: between empires of equal equipment).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from engines.after_the_flood import data as d
from engines.after_the_flood.state import copy_json
from engines.after_the_flood.view import view
from engines.rng import Rng

_PENDING_SHOWN_ONLY = ("defender", "needs")  # the view adds them to a pending battle


def determinize(view: dict, seat: int, rng: Rng) -> dict:
    """The state whose `view(state, seat)` is `view`; the dice stay to be rolled."""
    players = view["players"]
    seats = range(len(players))
    areas = view["areas"]
    pending = copy_json(view["pending"])
    if pending is not None:
        for key in _PENDING_SHOWN_ONLY:
            pending.pop(key, None)
    empires, empire_of = _empires(view["empires"], len(players))
    cities = {
        area: {"seat": index, "expanded": city["expanded"]}
        for index, player in enumerate(players)
        for area, city in player["cities"].items()
    }
    acting = view["to_act"]
    return {
        "players": len(players),
        "turn": view["turn"],
        "phase": view["phase"],
        "order": list(view["order"]),
        "current": acting[0] if acting else None,
        "pending": pending,
        "fee_active": view["fee_due"],
        "dice": list(view.get("dice", [])),  # shown once the game is over
        "vp": [player["vp"] for player in players],
        "resources": [dict(player["resources"]) for player in players],
        "stock": dict(view["stock"]),
        "workers_available": [player["workers_available"] for player in players],
        "workers_unavailable": [player["workers_unavailable"] for player in players],
        "armies_available": [player["armies_available"] for player in players],
        "armies_unavailable": [player["armies_unavailable"] for player in players],
        "workers": {
            area: [areas[area]["workers"][str(index)] for index in seats] for area in d.OUTER_NAMES
        },
        "boxes": {
            name: [counts[str(index)] for index in seats] for name, counts in view["boxes"].items()
        },
        "armies": {
            area: [areas[area]["armies"][str(index)] for index in seats] for area in d.ARMY_AREAS
        },
        "cities": cities,
        "passed": [player["passed"] for player in players],
        "bids": [dict(player["bid"]) for player in players],
        "empires": empires,
        "empire_of": empire_of,
        "final": copy_json(view["final"]),
    }


# the last state built, by its content: every seat's view of a position gives the same state,
# and the analysis searches a position twice (the true position, then the mover's view); the
# same object lets the second search find what the first remembered (engines.identity_memo)
_LAST_BUILT: list[tuple[str, dict] | None] = [None]  # one (content, state) pair, read whole


def determinizer(view: dict, seat: int) -> Callable[[Rng], dict]:
    """`determinize` for many samples of one view: nothing is sampled, so the state is built
    once and every call returns it (evolve never changes a state: each event copies what it
    changes); the state built last when it is the same."""
    state = _shared(determinize(view, seat, Rng(b"unused", "determinize")))
    return lambda rng: state


def _shared(state: dict) -> dict:
    """The state built last when it holds the same, else `state` (remembered as the last)."""
    content = json.dumps(state, sort_keys=True)
    last = _LAST_BUILT[0]
    if last is not None and last[0] == content:
        return last[1]
    _LAST_BUILT[0] = (content, state)
    return state


def resampler(state: dict) -> Callable[[Rng], dict]:
    """`resample_chance` for many samples of one state: the state without stacked dice, built
    once from its view; the state itself when that is what it holds (no dice stacked), so a
    search's first iteration and its later ones start from one object."""
    built = determinize(view(state, 0), 0, Rng(b"unused", "determinize"))
    built = _shared(state if built == state else built)
    return lambda rng: built


def _empires(shown: list[dict], players: int) -> tuple[list[dict], list[int | None]]:
    """This turn's empires as the state keeps them, and the empire each seat started. An
    empire's place in the start order is its rating's (A first): the ratings sort by equipment,
    then by that order, so this keeps every rating and ranks a later empire below them all."""
    empires: list[dict] = []
    empire_of: list[int | None] = [None] * players
    for index, empire in enumerate(shown):
        entry = {
            "name": empire["name"],
            "armies": empire["armies"],
            "owner": empire["owner"],
            "equipment": empire["equipment"],
            "started": None,
        }
        if empire["owner"] is not None:
            entry["started"] = "ABC".index(empire["rating"]) + 1
            entry["equip"] = dict(empire["equip"])
            entry["area"] = empire["area"]
            empire_of[empire["owner"]] = index
        empires.append(entry)
    return empires, empire_of


def resample_chance(state: dict, rng: Rng) -> dict:
    """The state with what is still to come by chance drawn anew (the stacked dice (the rolls then come from the rng)). Every seat's view
    shows all the rest, so this is the determinization of a seat's view."""
    return determinize(view(state, 0), 0, rng)
