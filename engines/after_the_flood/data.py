"""The published tables of After the Flood (data.json) and the board geometry derived from them."""

from __future__ import annotations

import json
from pathlib import Path

DATA = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))

PLAYERS: int = DATA["players"]
TURNS: int = DATA["turns"]
RESOURCES: dict[str, dict] = DATA["resources"]
RESOURCE_NAMES: list[str] = list(RESOURCES)
VALUE: dict[str, int] = {name: spec["value"] for name, spec in RESOURCES.items()}
ARMIES_PER_PIECE: dict[str, int] = {
    name: spec["armies_per_piece"] for name, spec in RESOURCES.items() if spec["armies_per_piece"]
}
LUXURIES: list[str] = DATA["luxuries"]
TRADE_PRICE: dict[str, list[str]] = DATA["trade_price"]

SUMER: list[str] = DATA["sumer_areas"]
SUMER_SET = frozenset(SUMER)
CITY_RULES: dict[str, str | None] = DATA["sumer_city_rules"]
OUTER: dict[str, dict] = DATA["outer_areas"]
OUTER_NAMES: list[str] = list(OUTER)
ALL_AREAS: list[str] = SUMER + OUTER_NAMES
NO_ARMY_AREAS = frozenset(name for name, spec in OUTER.items() if spec.get("armies_never_enter"))
ARMY_AREAS: list[str] = [area for area in ALL_AREAS if area not in NO_ARMY_AREAS]
EMPTIED_AT_DECLINE: list[str] = [
    name for name, spec in OUTER.items() if spec.get("emptied_at_decline")
]

BOX_NAMES: list[str] = list(DATA["worker_boxes"])  # irrigation, weaving, scribes, toolmakers
SCRIBES_MAX: int = DATA["worker_boxes"]["scribes"]["max_per_player"]
BOX_END_VP: dict[str, int] = {
    name: spec["end_vp"] for name, spec in DATA["worker_boxes"].items() if "end_vp" in spec
}
WORKER_PLACES: list[str] = OUTER_NAMES + BOX_NAMES

EMPIRES: dict[int, list[tuple[str, int]]] = {
    int(turn): [(name, armies) for name, armies in entries]
    for turn, entries in DATA["empires"].items()
}
SUMER_EMPIRE = "sumer"
PRODUCTION: dict[str, dict[str, list[int]]] = DATA["production_by_rank"]

PER_PLAYER: dict = DATA["per_player"]
WORKERS_EACH: int = PER_PLAYER["workers"]
ARMIES_EACH: int = PER_PLAYER["armies"]
CITY_BASES: int = PER_PLAYER["city_bases"]
MAX_EMPIRE_ARMIES: int = PER_PLAYER["max_armies_per_empire"]
START_HAND: dict[str, int] = PER_PLAYER["start_hand"]
START_WORKERS: dict[str, int] = PER_PLAYER["start_workers"]
DECLINE_TURNS = frozenset(DATA["decline_turns"])
DICE: int = DATA["combat"]["dice"]
HIGHER_NEEDS: int = DATA["combat"]["higher_rating_needs"]
LOWER_NEEDS: int = DATA["combat"]["lower_rating_needs"]
EMPIRE_VP_PER_AREA: int = DATA["empire_vp_per_area"]
CITY_EXPANSION_VP: list[int] = DATA["city_expansion_vp_by_luxuries"]
CITY_EXPANSION_WOOD: int = DATA["city_expansion_wood"]
MAX_ARMIES_PER_AREA: int = DATA["max_armies_per_area"]
CITY_DESTROY_COST: int = DATA["city_destroy_cost"]
CITY_DESTROY_COST_SHURUPPAK: int = DATA["city_destroy_cost_shuruppak"]
EXPAND_REPEAT_COST: int = DATA["expand_repeat_cost"]
WORKERS_TAKEN_EACH_TURN: int = DATA["workers_taken_each_turn"]
# The map's borders: crossed either way, and the arrows crossed only from the first area.
BORDERS_TWO_WAY: list[tuple[str, str]] = [(a, b) for a, b in DATA["borders_two_way"]]
BORDERS_ONE_WAY: list[tuple[str, str]] = [(a, b) for a, b in DATA["borders_one_way"]]


def _neighbours() -> dict[str, list[str]]:
    """Where an army may move from each area: both ways along two-way borders, along one-way arrows."""
    moves: dict[str, set[str]] = {area: set() for area in ALL_AREAS}
    for a, b in BORDERS_TWO_WAY:
        moves[a].add(b)
        moves[b].add(a)
    for source, target in BORDERS_ONE_WAY:
        moves[source].add(target)
    return {
        area: sorted(target for target in targets if target not in NO_ARMY_AREAS)
        for area, targets in moves.items()
    }


NEIGHBOURS: dict[str, list[str]] = _neighbours()


def city_with_rule(rule: str) -> str:
    """The Sumer area whose city carries `rule` (e.g. "one_extra_trade" -> "sippar")."""
    return next(area for area, name in CITY_RULES.items() if name == rule)


SIPPAR = city_with_rule("one_extra_trade")
BABYLON = city_with_rule("plus_two_armies_on_empire_start")
NIPPUR = city_with_rule("plus_one_vp_per_sumer_area_held")
UR = city_with_rule("plus_one_textile")
ERIDU = city_with_rule("free_toolmaker_on_build")
URUK = city_with_rule("free_scribe_on_build")
SHURUPPAK = city_with_rule("city_destruction_costs_3")
BABYLON_BONUS_ARMIES = 2
