"""Which games the contract suite plays for each engine: player counts, option sets, game counts.

Each registered engine runs `GAMES_PER_ENGINE` seeded random-bot games in total (or the number its
entry names), spread evenly over its player counts and option sets. `CONTRACT_GAMES_SCALE` (an
environment variable, default 1.0) scales every count, for a quick local run or a long soak.
"""

from __future__ import annotations

import os

GAMES_PER_ENGINE = 60

# slug -> {"games": total games, "option_sets": [options, ...], "exclude": [[players, options]]};
# missing keys take the defaults. "exclude" names (players, options) pairs the rules forbid.
ENGINE_PLANS: dict[str, dict] = {
    "secret-nim": {"games": 40, "option_sets": [{}, {"pile": 7}]},
    "tigris-euphyu": {
        "games": 210,
        "option_sets": [{}, {"mode": "survival"}],
        "exclude": [[1, {"mode": "survival"}]],  # survival takes 2-4 players
    },
    "middle-earth-duel": {
        "games": 200,
        "option_sets": [
            {},
            {"token_order": {"elves": [2, 0, 1], "dwarves": [0]}, "landmark_order": ["lindon"]},
        ],
    },
    "after-the-flood": {
        "games": 100,
        "option_sets": [{}, {"turn_order": [2, 0, 1], "dice": [6, 6, 1, 1, 3, 4]}],
    },
    "tigris-euphrates": {"games": 210, "option_sets": [{}, {"discards": "out"}]},
}


def contract_games(engine) -> list[tuple[int, dict, int]]:
    """(players, options, game index) for every contract game of `engine`."""
    plan = ENGINE_PLANS.get(engine.slug, {})
    option_sets = plan.get("option_sets", [{}])
    scale = float(os.environ.get("CONTRACT_GAMES_SCALE", "1"))
    total = max(1, round(plan.get("games", GAMES_PER_ENGINE) * scale))
    excluded = plan.get("exclude", [])
    combos = [
        (players, options)
        for players in range(engine.min_players, engine.max_players + 1)
        for options in option_sets
        if [players, options] not in excluded
    ]
    return [(*combos[index % len(combos)], index) for index in range(total)]
