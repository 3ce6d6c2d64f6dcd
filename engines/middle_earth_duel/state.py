"""The game state and `evolve`: applying one event (a fact) to a state, never mutating the input."""

from __future__ import annotations

from collections.abc import Callable

from .data import (
    CARDS,
    CHAPTER_CARDS,
    LANDMARKS,
    LAYOUTS,
    RACES,
    REGIONS,
    SKILLS,
    TOKENS,
    TRACK,
    first_seat,
    side_setup,
)


def initial_state(event: dict) -> dict:
    """The state right after `game_started`: setup of both sides, no chapter laid out yet."""
    players = []
    for seat in range(2):
        setup = side_setup(seat)
        placed = sum(setup["start_units"].values())
        players.append(
            {
                "coins": setup["coins"],
                "cards": [],
                "skills": {skill: 0 for skill in SKILLS},
                "one_of_skills": [],
                "races": {race: 0 for race in RACES},
                "chain_symbols": [],
                "tokens": [],
                "units_in_stock": setup["units_in_stock"] - placed,
                "fortresses_in_stock": setup["fortresses_in_stock"],
                "extra_turns": 0,
                "own_steps": 0,
                "three_races_used": False,
            }
        )
    regions = {name: {"units": [0, 0], "fortresses": []} for name in REGIONS}
    for seat in range(2):
        for region, count in side_setup(seat)["start_units"].items():
            regions[region]["units"][seat] += count
    options = event["options"]
    return {
        "chapter": 0,
        "slots": [],
        "pool": [],
        "card_order": options.get("card_order", {}),
        "token_order": options.get("token_order", {}),
        "landmark_order": options.get("landmark_order", []),
        "landmark_pool": sorted(LANDMARKS),
        "landmarks": [],
        "discarded": [],
        "track": {"hobbits": TRACK["hobbits_start"], "nazgul": TRACK["nazgul_start"]},
        "regions": regions,
        "players": players,
        "piles": {
            race: {"known": [], "unknown": list(range(len(TOKENS[race])))} for race in TOKENS
        },
        "revealed_tokens": [],
        "turn": first_seat(),
        "pending": None,
        "queue": [],
        "result": None,
    }


def _player(state: dict, seat: int) -> dict:
    """A fresh copy of a seat's player record, installed in `state` (already a shallow copy)."""
    players = list(state["players"])
    players[seat] = dict(players[seat])
    state["players"] = players
    return players[seat]


def _region(state: dict, name: str) -> dict:
    """A fresh copy of a region record, installed in `state` (already a shallow copy)."""
    regions = dict(state["regions"])
    region = {
        "units": list(regions[name]["units"]),
        "fortresses": list(regions[name]["fortresses"]),
    }
    regions[name] = region
    state["regions"] = regions
    return region


def _add_units(state: dict, seat: int, region_name: str, count: int, losses: int) -> None:
    region = _region(state, region_name)
    region["units"][seat] += count - losses
    region["units"][1 - seat] -= losses
    _player(state, seat)["units_in_stock"] -= count
    _player(state, seat)["units_in_stock"] += losses
    _player(state, 1 - seat)["units_in_stock"] += losses


def _chapter_started(state: dict, event: dict) -> None:
    chapter = event["chapter"]
    layout = LAYOUTS[chapter]["slots"]
    state["chapter"] = chapter
    state["slots"] = [{"card": None, "face_up": slot["face_up"], "taken": False} for slot in layout]
    drawn = set()
    for entry in event["cards"]:
        state["slots"][entry["slot"]]["card"] = entry["card"]
        drawn.add(entry["card"])
    state["pool"] = [cid for cid in CHAPTER_CARDS[chapter] if cid not in drawn]


def _card_taken(state: dict, event: dict) -> None:
    slots = list(state["slots"])
    slots[event["slot"]] = {**slots[event["slot"]], "taken": True}
    state["slots"] = slots


def _card_revealed(state: dict, event: dict) -> None:
    slots = list(state["slots"])
    slots[event["slot"]] = {**slots[event["slot"]], "card": event["card"], "face_up": True}
    state["slots"] = slots
    state["pool"] = [cid for cid in state["pool"] if cid != event["card"]]


def _card_discarded(state: dict, event: dict) -> None:
    state["discarded"] = [*state["discarded"], event["card"]]
    _player(state, event["seat"])["coins"] += event["coins"]


def _card_played(state: dict, event: dict) -> None:
    player = _player(state, event["seat"])
    player["coins"] -= event["paid"]
    player["cards"] = [*player["cards"], event["card"]]
    symbol = CARDS[event["card"]]["chain_gives"]
    if symbol:
        player["chain_symbols"] = [*player["chain_symbols"], symbol]
    if event["source"] == "discard":
        state["discarded"] = [cid for cid in state["discarded"] if cid != event["card"]]


def _card_lost(state: dict, event: dict) -> None:
    player = _player(state, event["seat"])
    player["cards"] = [cid for cid in player["cards"] if cid != event["card"]]
    skills = dict(player["skills"])
    for skill, count in event["skills"].items():
        skills[skill] -= count
    player["skills"] = skills
    if event["one_of"]:
        one_of = list(player["one_of_skills"])
        one_of.remove(event["one_of"])
        player["one_of_skills"] = one_of
    state["discarded"] = [*state["discarded"], event["card"]]


def _skills_gained(state: dict, event: dict) -> None:
    player = _player(state, event["seat"])
    skills = dict(player["skills"])
    for skill, count in event["skills"].items():
        skills[skill] += count
    player["skills"] = skills


def _one_of_gained(state: dict, event: dict) -> None:
    player = _player(state, event["seat"])
    player["one_of_skills"] = [*player["one_of_skills"], list(event["skills"])]


def _coins_changed(state: dict, event: dict) -> None:
    sign = 1 if event["type"] == "coins_gained" else -1
    _player(state, event["seat"])["coins"] += sign * event["amount"]


def _ring_advanced(state: dict, event: dict) -> None:
    state["track"] = {"hobbits": event["hobbits"], "nazgul": event["nazgul"]}
    _player(state, event["seat"])["own_steps"] += event["steps"]


def _race_gained(state: dict, event: dict) -> None:
    player = _player(state, event["seat"])
    player["races"] = {**player["races"], event["race"]: player["races"][event["race"]] + 1}


def _units_placed(state: dict, event: dict) -> None:
    _add_units(state, event["seat"], event["region"], event["count"], event["battle_losses"])


def _unit_moved(state: dict, event: dict) -> None:
    seat = event["seat"]
    _region(state, event["from"])["units"][seat] -= 1
    _player(state, seat)["units_in_stock"] += 1
    _add_units(state, seat, event["to"], 1, event["battle_losses"])


def _unit_removed(state: dict, event: dict) -> None:
    _region(state, event["region"])["units"][event["seat"]] -= 1
    _player(state, event["seat"])["units_in_stock"] += 1


def _fortress_placed(state: dict, event: dict) -> None:
    region = _region(state, event["region"])
    region["fortresses"].append(event["seat"])
    region["fortresses"].sort()
    _player(state, event["seat"])["fortresses_in_stock"] -= 1


def _fortress_removed(state: dict, event: dict) -> None:
    _region(state, event["region"])["fortresses"].remove(event["seat"])
    _player(state, event["seat"])["fortresses_in_stock"] += 1


def _landmark_taken(state: dict, event: dict) -> None:
    state["landmarks"] = [name for name in state["landmarks"] if name != event["region"]]
    _player(state, event["seat"])["coins"] -= event["paid"]


def _landmarks_revealed(state: dict, event: dict) -> None:
    state["landmarks"] = [*state["landmarks"], *event["regions"]]
    state["landmark_pool"] = [
        name for name in state["landmark_pool"] if name not in event["regions"]
    ]


def _extra_turn_changed(state: dict, event: dict) -> None:
    sign = 1 if event["type"] == "extra_turn_gained" else -1
    _player(state, event["seat"])["extra_turns"] += sign


def _tokens_revealed(state: dict, event: dict) -> None:
    piles = dict(state["piles"])
    for token in event["tokens"]:
        pile = piles[token["race"]]
        piles[token["race"]] = {
            "known": [t for t in pile["known"] if t != token["token"]],
            "unknown": [t for t in pile["unknown"] if t != token["token"]],
        }
    state["piles"] = piles
    state["revealed_tokens"] = list(event["tokens"])
    if event["alliance"] == "three":
        _player(state, event["seat"])["three_races_used"] = True


def _token_kept(state: dict, event: dict) -> None:
    player = _player(state, event["seat"])
    player["tokens"] = [*player["tokens"], {"race": event["race"], "token": event["token"]}]
    piles = dict(state["piles"])
    for token in event["returned"]:
        pile = piles[token["race"]]
        piles[token["race"]] = {
            "known": [token["token"], *pile["known"]],
            "unknown": pile["unknown"],
        }
    state["piles"] = piles
    state["revealed_tokens"] = []


def _decision_pending(state: dict, event: dict) -> None:
    state["pending"] = {
        "seat": event["seat"],
        "kind": event["kind"],
        "options": event["options"],
        "optional": event["optional"],
        "context": event["context"],
    }
    state["queue"] = event["queue"]


def _choice_made(state: dict, event: dict) -> None:
    state["pending"] = None
    state["queue"] = []


def _turn_started(state: dict, event: dict) -> None:
    state["turn"] = event["seat"]


def _game_won(state: dict, event: dict) -> None:
    state["result"] = {"winner": event["seat"], "reason": event["reason"]}
    state["pending"] = None
    state["queue"] = []


def _game_ended(state: dict, event: dict) -> None:
    state["result"] = {"winner": event["winner"], "reason": event["reason"]}
    state["pending"] = None
    state["queue"] = []


Handler = Callable[[dict, dict], None]

# Event kind -> the function that applies that fact (to a shallow copy of the state, in place);
# each is named after the fact it applies.
APPLY: dict[str, Handler] = {
    "chapter_started": _chapter_started,
    "card_taken": _card_taken,
    "card_revealed": _card_revealed,
    "card_discarded": _card_discarded,
    "card_played": _card_played,
    "card_lost": _card_lost,
    "skills_gained": _skills_gained,
    "one_of_gained": _one_of_gained,
    "coins_gained": _coins_changed,
    "coins_lost": _coins_changed,
    "ring_advanced": _ring_advanced,
    "race_gained": _race_gained,
    "units_placed": _units_placed,
    "unit_moved": _unit_moved,
    "unit_removed": _unit_removed,
    "fortress_placed": _fortress_placed,
    "fortress_removed": _fortress_removed,
    "landmark_taken": _landmark_taken,
    "landmarks_revealed": _landmarks_revealed,
    "extra_turn_gained": _extra_turn_changed,
    "extra_turn_used": _extra_turn_changed,
    "tokens_revealed": _tokens_revealed,
    "token_kept": _token_kept,
    "decision_pending": _decision_pending,
    "choice_made": _choice_made,
    "turn_started": _turn_started,
    "game_won": _game_won,
    "game_ended": _game_ended,
}


def evolve(state: dict | None, event: dict) -> dict:
    """The state after `event`; the input state is left untouched."""
    if state is None or event["type"] == "game_started":
        return initial_state(event)
    new_state = dict(state)
    APPLY[event["type"]](new_state, event)
    return new_state


def presence(state: dict, seat: int) -> list[str]:
    """The regions where `seat` has a unit or a fortress."""
    return [
        name
        for name, region in state["regions"].items()
        if region["units"][seat] > 0 or seat in region["fortresses"]
    ]


def fortresses_on_map(state: dict, seat: int) -> int:
    """How many of `seat`'s fortresses stand on the map."""
    count = 0
    for region in state["regions"].values():
        if seat in region["fortresses"]:
            count += 1
    return count


def distinct_races(player: dict) -> int:
    """How many different race symbols a player owns (Eagles included)."""
    return sum(1 for count in player["races"].values() if count > 0)
