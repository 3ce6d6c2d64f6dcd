"""The game's tables (cards, landmarks, tokens, regions, track, layouts), read from data.json."""

from __future__ import annotations

import json
from pathlib import Path

_RAW = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

SIDES = ["sauron", "fellowship"]  # seat 0 is Sauron, seat 1 the Fellowship
SKILLS = ["ruse", "strength", "courage", "knowledge", "leadership"]
RACES = ["elves", "humans", "dwarves", "wizards", "hobbits", "ents", "eagles"]

SETUP: dict = _RAW["setup"]
TRACK: dict = _RAW["quest_track"]
TRACK_LAST = TRACK["spaces"] - 1
TRACK_BONUSES: dict[int, list[dict]] = {
    int(steps): bonus for steps, bonus in TRACK["bonuses_by_own_steps"].items()
}

REGIONS: list[str] = list(_RAW["regions"])
ADJACENT: dict[str, list[str]] = {name: list(r["adjacent"]) for name, r in _RAW["regions"].items()}
# Each pair of adjacent regions once, in the table's order: the map's borders.
BORDERS: list[tuple[str, str]] = [
    (region, other)
    for index, region in enumerate(REGIONS)
    for other in ADJACENT[region]
    if other not in REGIONS[:index]
]

CARDS: dict[int, dict] = {card["id"]: card for card in _RAW["cards"]}
CHAPTER_CARDS: dict[int, list[int]] = {
    chapter: sorted(cid for cid, card in CARDS.items() if card["chapter"] == chapter)
    for chapter in (1, 2, 3)
}
LAST_CHAPTER = 3

LANDMARKS: dict[str, dict] = {mark["region"]: mark for mark in _RAW["landmarks"]}
LANDMARKS_FACE_UP: int = SETUP["landmarks_face_up"]
LANDMARK_SURCHARGE: int = SETUP["landmark_fortress_surcharge"]

TOKENS: dict[str, list[dict]] = _RAW["alliance_tokens"]
TOKEN_RACES: list[str] = list(TOKENS)

LAYOUTS: dict[int, dict] = {
    int(chapter): layout for chapter, layout in _RAW["chapter_layouts"].items()
}


def side_setup(seat: int) -> dict:
    """The starting coins, stock and units of a seat's side."""
    return SETUP[SIDES[seat]]


def first_seat() -> int:
    """The seat that moves first."""
    return SIDES.index(SETUP["first_player"])
