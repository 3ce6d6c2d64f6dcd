"""What a card or a landmark costs a player: skills, "one of" skills, wild skill, chains, surcharge.

A card's or a landmark's cost depends on nothing but the card and what the player owns (skills,
"one of" skills, chain symbols, tokens): the bots' search asks it thousands of times a second for
a few dozen such profiles, so the costs are kept per profile (`cost_table`), keyed by its content
(never by a dict's identity: a state's parts may be built anew with the same content).
"""

from __future__ import annotations

from itertools import product

from .data import CARDS, LANDMARK_SURCHARGE, LANDMARKS, TOKENS
from .state import fortresses_on_map

_MEMO_LIMIT = 4096  # profiles kept; the table is emptied when full
_COST_TABLES: dict[tuple, dict] = {}


def cost_table(player: dict) -> dict:
    """The costs known so far for the player's profile: card id -> coins to play it, region ->
    coins for the landmark before the fortress surcharge (filled as they are asked)."""
    key = (
        tuple(player["skills"].items()),
        tuple(map(tuple, player["one_of_skills"])),
        tuple(player["chain_symbols"]),
        tuple([(token["race"], token["token"]) for token in player["tokens"]]),
    )
    table = _COST_TABLES.get(key)
    if table is None:
        if len(_COST_TABLES) >= _MEMO_LIMIT:
            _COST_TABLES.clear()
        table = _COST_TABLES[key] = {}
    return table


def has_ability(player: dict, ability: str) -> bool:
    """Whether one of the player's ongoing alliance tokens grants `ability`."""
    for token in player["tokens"]:
        if TOKENS[token["race"]][token["token"]].get("ability") == ability:
            return True
    return False


def missing_skills(player: dict, required: dict[str, int]) -> int:
    """Skill symbols the player lacks for `required`, after the best use of "one of" and wild skills."""
    best = None
    for chosen in product(*player["one_of_skills"]) if player["one_of_skills"] else [()]:
        have = dict(player["skills"])
        for skill in chosen:
            have[skill] = have.get(skill, 0) + 1
        missing = sum(max(0, need - have.get(skill, 0)) for skill, need in required.items())
        if best is None or missing < best:
            best = missing
            if best == 0:
                break
    if best and has_ability(player, "one_wild_skill"):
        best -= 1
    return best or 0


def chains_free(player: dict, card_id: int) -> bool:
    """Whether the player owns the chain symbol that makes this card free."""
    symbol = CARDS[card_id]["chain_free_with"]
    return symbol is not None and symbol in player["chain_symbols"]


def card_cost(player: dict, card_id: int) -> int:
    """Coins the player pays to play this card (0 when chained)."""
    table = cost_table(player)
    cost = table.get(card_id)
    if cost is None:
        cost = table[card_id] = _card_cost(player, card_id)
    return cost


def _card_cost(player: dict, card_id: int) -> int:
    if chains_free(player, card_id):
        return 0
    cost = CARDS[card_id]["cost"]
    return cost.get("coins", 0) + missing_skills(player, cost.get("skills", {}))


def landmark_cost(state: dict, seat: int, region: str) -> int:
    """Coins the player pays for a landmark: missing skills plus the fortress surcharge."""
    player = state["players"][seat]
    return landmark_base_cost(player, region, cost_table(player)) + landmark_surcharge(state, seat)


def landmark_base_cost(player: dict, region: str, table: dict) -> int:
    """A landmark's cost before the fortress surcharge (0 when the landmarks are free to the
    player); `table` is the player's `cost_table`."""
    cost = table.get(region)
    if cost is None:
        cost = table[region] = _landmark_cost(player, region)
    return cost


def landmark_surcharge(state: dict, seat: int) -> int:
    """The fortress surcharge on a landmark, 0 when the landmarks are free to the player."""
    if has_ability(state["players"][seat], "landmarks_free"):
        return 0
    return LANDMARK_SURCHARGE * fortresses_on_map(state, seat)


def _landmark_cost(player: dict, region: str) -> int:
    if has_ability(player, "landmarks_free"):
        return 0
    cost = LANDMARKS[region]["cost"]
    return cost.get("coins", 0) + missing_skills(player, cost.get("skills", {}))
