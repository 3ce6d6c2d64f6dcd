"""Hand-made views that follow each rules file's "View (keys …)" section, with legal moves.

The engines are written in parallel; these stand in for them so the board renderers can be tested
(and looked at in the browser screenshots) before the engines land.
"""

from __future__ import annotations

import copy

NAMES = ["alice", "bob", "carol"]


def _te_square(**kwargs) -> dict:
    square = {
        "tile": None,
        "face_down": False,
        "treasure": None,
        "catastrophe": False,
        "monument": None,
        "leader": None,
    }
    square.update(kwargs)
    return square


TIGRIS_EUPHRATES = {
    "to_act": [0],
    "pending": None,
    "squares": {
        **{
            key: _te_square(tile="red", treasure="normal")
            for key in ("10,0", "5,2", "13,4", "8,6", "5,9", "10,10")
        },
        **{
            key: _te_square(tile="red", treasure="corner") for key in ("1,1", "15,1", "1,7", "14,8")
        },
        "8,5": _te_square(leader={"seat": 0, "color": "red"}),
        "9,6": _te_square(leader={"seat": 0, "color": "black"}),
        "7,6": _te_square(tile="black"),
        "8,7": _te_square(tile="green"),
        "3,3": _te_square(tile="blue"),
        "11,0": _te_square(leader={"seat": 1, "color": "red"}),
        "11,5": _te_square(catastrophe=True),
        **{
            key: _te_square(tile=None, face_down=True, monument="red-black")
            for key in ("6,9", "7,9", "6,10", "7,10")
        },
    },
    "players": [
        {
            "leaders": {"red": [8, 5], "blue": None, "green": None, "black": [9, 6]},
            "catastrophes": 2,
            "hand_size": 6,
            "hand": ["red", "red", "blue", "green", "black", "black"],
            "points": {"red": 3, "blue": 1, "green": 0, "black": 2},
            "treasures": 1,
        },
        {
            "leaders": {"red": [11, 0], "blue": None, "green": None, "black": None},
            "catastrophes": 1,
            "hand_size": 6,
        },
    ],
    "monuments_left": [
        "red-blue",
        "red-green",
        "red-black",
        "blue-green",
        "blue-black",
        "green-black",
    ],
    "treasures_left": 10,
    "bag_size": 131,
    "actions_left": 2,
}
TIGRIS_EUPHRATES_MOVES = [
    {"type": "place_tile", "color": "red", "at": [9, 7]},
    {"type": "place_tile", "color": "red", "at": [7, 5]},
    {"type": "place_tile", "color": "blue", "at": [4, 3]},
    {"type": "place_leader", "leader": "blue", "at": [9, 5]},
    {"type": "place_catastrophe", "at": [2, 2]},
    {"type": "withdraw_leader", "leader": "red"},
    {"type": "swap_tiles", "tiles": ["red", "blue"]},
    {"type": "pass"},
]
TIGRIS_EUPHRATES_REVOLT = {
    **TIGRIS_EUPHRATES,
    "to_act": [1],
    "pending": {
        "kind": "revolt",
        "color": "red",
        "attacker": 1,
        "defender": 0,
        "attacker_strength": 1,
        "defender_strength": 2,
    },
}
REVOLT_MOVES = [{"type": "commit_support", "count": n} for n in range(3)]


def _empty_well() -> list[list]:
    return [[None] * 8 for _ in range(5)]


def _euphyu_players() -> list[dict]:
    mine = _empty_well()
    mine[0][:3] = ["red", "red", "blue"]
    mine[1][:2] = ["green", "wall"]
    mine[2][:1] = ["black"]
    theirs = _empty_well()
    theirs[3][:4] = ["blue", "blue", "green", "wall"]
    theirs[4][:1] = ["red"]
    return [
        {
            "well": mine,
            "walls": [{"column": 1, "row": 1, "color": "black"}],
            "points": 7,
            "captured": {"red": 4, "blue": 2, "green": 1, "black": 0},
            "out": False,
            "last_chain": 2,
        },
        {
            "well": theirs,
            "walls": [{"column": 3, "row": 3, "color": "green"}],
            "points": 3,
            "captured": {"red": 1, "blue": 1, "green": 1, "black": 1},
            "out": False,
            "last_chain": 1,
        },
    ]


TIGRIS_EUPHYU = {
    "to_act": [0],
    "pair": ["red", "blue"],
    "bag_size": 140,
    "players": _euphyu_players(),
}
TIGRIS_EUPHYU_MOVES = [
    *(
        {"type": "drop", "column": c, "orientation": o}
        for o in ("vertical", "vertical-flipped")
        for c in range(5)
    ),
    *(
        {"type": "drop", "column": c, "orientation": o}
        for o in ("horizontal", "horizontal-flipped")
        for c in range(4)
    ),
]
ATTACK_MOVES = [
    *(
        {
            "type": "attack",
            "target": 1,
            "column": c,
            "wall": "red",
            "return": ["red", "red", "blue"],
        }
        for c in range(5)
    ),
    {"type": "end_turn"},
]


def _seats(*counts) -> dict:
    return {str(seat): count for seat, count in enumerate(counts)}


AFTER_THE_FLOOD = {
    "turn": 2,
    "phase": "actions",
    "order": [1, 0, 2],
    "to_act": [0],
    "pending": None,
    "players": [
        {
            "vp": 12,
            "resources": {
                "grain": 3,
                "wood": 1,
                "metal": 2,
                "textile": 1,
                "tool": 1,
                "oil": 0,
                "gold": 1,
                "lapis": 0,
            },
            "workers_available": 4,
            "armies_available": 0,
            "cities": {"uruk": {"expanded": True}},
            "passed": False,
            "empire": None,
        },
        {
            "vp": 9,
            "resources": {"grain": 1, "wood": 2, "textile": 3},
            "workers_available": 2,
            "armies_available": 6,
            "cities": {"babylon": {"expanded": False}},
            "passed": False,
            "empire": "amorites",
        },
        {
            "vp": 15,
            "resources": {"gold": 2},
            "workers_available": 0,
            "armies_available": 0,
            "cities": {},
            "passed": True,
            "empire": None,
        },
    ],
    "areas": {
        "mittani": {"workers": _seats(2, 1, 0), "armies": _seats(0, 0, 0), "city": None},
        "amorites": {"workers": _seats(0, 0, 1), "armies": _seats(0, 2, 0), "city": None},
        "uruk": {"workers": {}, "armies": _seats(0, 0, 0), "city": {"seat": 0, "expanded": True}},
        "babylon": {
            "workers": {},
            "armies": _seats(0, 1, 0),
            "city": {"seat": 1, "expanded": False},
        },
        "dilmun": {"workers": _seats(1, 0, 2), "armies": {}, "city": None},
    },
    "boxes": {
        "irrigation": _seats(3, 2, 1),
        "weaving": _seats(1, 2, 2),
        "scribes": _seats(1, 0, 2),
        "toolmakers": _seats(0, 1, 0),
        "scribes_used": _seats(0, 0, 1),
        "toolmakers_used": _seats(0, 1, 0),
    },
    "empires": [
        {"empire": "amorites", "owner": 1, "rating": "A"},
        {"empire": "isin", "owner": None, "rating": None},
        {"empire": "larsa", "owner": None, "rating": None},
    ],
    "stock": {
        "grain": 10,
        "wood": 8,
        "metal": 9,
        "textile": 7,
        "tool": 10,
        "oil": 6,
        "gold": 4,
        "lapis": 7,
    },
}
AFTER_THE_FLOOD_MOVES = [
    {"type": "build_city", "area": "ur"},
    {"type": "build_city", "area": "eridu"},
    {"type": "place_workers", "pay": "textile", "to": "mittani", "count": 2, "scribe_moves": []},
    {"type": "place_workers", "pay": "grain", "to": "irrigation", "count": 1, "scribe_moves": []},
    {
        "type": "start_empire",
        "empire": "isin",
        "area": "isin",
        "buy": {"grain": 1},
        "equip": {},
        "armies_in": 2,
    },
    {"type": "trade", "steps": [{"area": "mittani", "get": "wood", "give": "grain"}]},
    {"type": "pass", "bid": {"grain": 1}},
]


def _layout_slots() -> list[dict]:
    # chapter 1 of data/middle-earth-duel.json: rows of 2, 3, 4, 5 and 6 cards, odd rows face up
    rows = [1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5]
    layout = [{"slot": i, "row": row, "face_up": row % 2 == 1} for i, row in enumerate(rows)]
    slots = []
    for entry in layout:
        available = entry["row"] == 5 or entry["slot"] in (9,)
        taken = entry["slot"] in (17,)
        face_up = entry["face_up"] or taken
        slots.append(
            {
                "slot": entry["slot"],
                "row": entry["row"],
                "face_up": face_up,
                "available": available and not taken,
                "taken": taken,
                "card": 20 + entry["slot"] if face_up else None,
            }
        )
    return slots


MIDDLE_EARTH_DUEL = {
    "chapter": 1,
    "to_act": [0],
    "pending": None,
    "slots": _layout_slots(),
    "landmarks": ["gondor", "rohan", "lindon"],
    "discarded": [4, 11],
    "track": {"hobbits": 15, "nazgul": 3},
    "regions": {
        "mordor": {"units": {"sauron": 2, "fellowship": 0}, "fortresses": ["sauron"]},
        "arnor": {"units": {"sauron": 0, "fellowship": 2}, "fortresses": []},
        "rohan": {"units": {"sauron": 1, "fellowship": 1}, "fortresses": ["fellowship"]},
    },
    "players": [
        {
            "side": "sauron",
            "coins": 4,
            "skills": {"ruse": 1, "strength": 2, "courage": 0, "knowledge": 0, "leadership": 1},
            "one_of_skills": [["ruse", "courage"]],
            "races": {
                "elves": 0,
                "dwarves": 1,
                "hobbits": 0,
                "humans": 2,
                "wizards": 0,
                "ents": 0,
                "eagles": 0,
            },
            "chain_symbols": ["horse"],
            "tokens": [{"race": "humans", "kind": "ongoing", "ability": "red_cards_plus_one_unit"}],
            "cards": [1, 7, 12],
            "units_in_stock": 12,
            "fortresses_in_stock": 6,
            "extra_turns": 0,
        },
        {
            "side": "fellowship",
            "coins": 2,
            "skills": {"ruse": 0, "strength": 0, "courage": 2, "knowledge": 1, "leadership": 0},
            "one_of_skills": [],
            "races": {
                "elves": 1,
                "dwarves": 0,
                "hobbits": 1,
                "humans": 0,
                "wizards": 0,
                "ents": 0,
                "eagles": 0,
            },
            "chain_symbols": [],
            "tokens": [],
            "cards": [2, 5],
            "units_in_stock": 12,
            "fortresses_in_stock": 6,
            "extra_turns": 1,
        },
    ],
}
MIDDLE_EARTH_DUEL_MOVES = [
    *(
        {"type": "take_card", "slot": s, "use": use}
        for s in (9, 14, 15, 16, 18, 19)
        for use in ("play", "discard")
    ),
    {"type": "take_landmark", "region": "gondor"},
]
MIDDLE_EARTH_CHOICE = {
    **MIDDLE_EARTH_DUEL,
    "pending": {"kind": "region", "options": ["gondor", "rohan"], "optional": False},
}
CHOICE_MOVES = [{"type": "choose", "option": "gondor"}, {"type": "choose", "option": "rohan"}]

SAMPLES = {
    "tigris-euphrates": (TIGRIS_EUPHRATES, TIGRIS_EUPHRATES_MOVES, 0),
    "tigris-euphyu": (TIGRIS_EUPHYU, TIGRIS_EUPHYU_MOVES, 0),
    "after-the-flood": (AFTER_THE_FLOOD, AFTER_THE_FLOOD_MOVES, 0),
    "middle-earth-duel": (MIDDLE_EARTH_DUEL, MIDDLE_EARTH_DUEL_MOVES, 0),
}


def sample(slug: str) -> tuple[dict, list[dict], int]:
    view, moves, seat = SAMPLES[slug]
    return copy.deepcopy(view), copy.deepcopy(moves), seat
