"""What a card or a landmark costs a player: skills, "one of" skills, wild skill, chains, surcharge."""

from __future__ import annotations

from itertools import product

from .data import CARDS, LANDMARK_SURCHARGE, LANDMARKS, TOKENS
from .state import fortresses_on_map


def has_ability(player: dict, ability: str) -> bool:
    """Whether one of the player's ongoing alliance tokens grants `ability`."""
    return any(TOKENS[t["race"]][t["token"]].get("ability") == ability for t in player["tokens"])


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
    if chains_free(player, card_id):
        return 0
    cost = CARDS[card_id]["cost"]
    return cost.get("coins", 0) + missing_skills(player, cost.get("skills", {}))


def landmark_cost(state: dict, seat: int, region: str) -> int:
    """Coins the player pays for a landmark: missing skills plus the fortress surcharge."""
    player = state["players"][seat]
    if has_ability(player, "landmarks_free"):
        return 0
    cost = LANDMARKS[region]["cost"]
    surcharge = LANDMARK_SURCHARGE * fortresses_on_map(state, seat)
    return cost.get("coins", 0) + missing_skills(player, cost.get("skills", {})) + surcharge
