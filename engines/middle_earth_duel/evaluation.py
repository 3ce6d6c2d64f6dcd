"""How a position of Duel for Middle-earth looks to each side, for the bots' search.

Each side races on three victory tracks at once: the Quest of the Ring (the Hobbits to space 28
for the Fellowship, the Nazgul onto the Hobbits for Sauron), six different races, presence in
all seven regions; after chapter 3 the regions count decides. A side's strength weighs its
closest track most (a threat the other must answer), the others less, then coins and skills
(what pays for the next cards). `evaluate` turns the strengths into win chances
(engines.win_chance).
"""

from __future__ import annotations

from engines.middle_earth_duel.data import REGIONS, SKILLS, TRACK, TRACK_LAST
from engines.middle_earth_duel.scoring import outcome
from engines.win_chance import chances_from_ranks, chances_from_strengths, remember_last

FELLOWSHIP = 1  # seat 1; seat 0 is Sauron
RACES_TO_WIN = 6
CLOSEST_TRACK = 4.0  # strength of a track about to be won (its progress cubed)
ALL_TRACKS = 1.5  # strength of progress summed over the three tracks
REGION_COUNT = 0.25  # per region present, for the count after chapter 3 (more as it nears)
COIN = 0.08
SKILL = 0.2  # per distinct skill owned (more of one skill adds little)
SKILLS_OWNED = 0.05  # per skill symbol beyond the first of each
TEMPERATURE = 0.8
_QUEST_SPAN = TRACK_LAST - TRACK["hobbits_start"]
_GAP_SPAN = TRACK["hobbits_start"] - TRACK["nazgul_start"]


def quest_progress(state: dict, seat: int) -> float:
    """How far the seat's side has come on the Quest of the Ring, 0 to 1."""
    hobbits, nazgul = state["track"]["hobbits"], state["track"]["nazgul"]
    if seat == FELLOWSHIP:
        progress = (hobbits - TRACK["hobbits_start"]) / _QUEST_SPAN
    else:
        progress = 1 - (hobbits - nazgul) / _GAP_SPAN
    return min(1.0, max(0.0, progress))


def strength(state: dict, seat: int) -> float:
    """The side's strength: its victory tracks first, then what pays for the next cards."""
    present = 0  # as len(presence(state, seat)), counted in one loop (the search's hot path)
    for region in state["regions"].values():
        if region["units"][seat] > 0 or seat in region["fortresses"]:
            present += 1
    return _strength(state, seat, present)


def strengths(state: dict) -> list[float]:
    """Both sides' `strength`, the same floats, the regions read once for both."""
    sauron = fellowship = 0
    for region in state["regions"].values():
        units, fortresses = region["units"], region["fortresses"]
        if units[0] > 0 or 0 in fortresses:
            sauron += 1
        if units[1] > 0 or 1 in fortresses:
            fellowship += 1
    return [_strength(state, 0, sauron), _strength(state, 1, fellowship)]


def _strength(state: dict, seat: int, present: int) -> float:
    """`strength`, given the number of regions where the side is present."""
    player = state["players"][seat]
    races = 0
    for count in player["races"].values():
        if count:
            races += 1
    tracks = [quest_progress(state, seat), races / RACES_TO_WIN, present / len(REGIONS)]
    value = CLOSEST_TRACK * max(tracks) ** 3 + ALL_TRACKS * sum(tracks)
    value += REGION_COUNT * present * state["chapter"] / 3
    value += COIN * player["coins"]
    skills = player["skills"]
    distinct = extra = 0
    for skill in SKILLS:
        owned = skills.get(skill, 0)
        if owned:
            distinct += 1
            if owned > 1:
                extra += owned - 1
    value += SKILL * distinct
    value += SKILLS_OWNED * extra
    value += SKILL * len(player["one_of_skills"])
    return value


@remember_last
def win_chances(state: dict) -> list[float]:
    """Both sides' chances to win as the position looks (the ranks once the game is over)."""
    result = outcome(state)
    if result is not None:
        return chances_from_ranks(result["ranks"])
    return chances_from_strengths(strengths(state), TEMPERATURE)


def evaluate(state: dict, seat: int) -> float:
    """The side's chance to win as the position looks, in [0, 1]."""
    return win_chances(state)[seat]
