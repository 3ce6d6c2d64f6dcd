"""The start of a game: options checked, hands dealt, the bag stacked or shuffled."""

from __future__ import annotations

from collections import Counter

from engines.contract import OptionSpec, translatable
from engines.errors import IllegalMove
from engines.opening_checks import checked_options
from engines.rng import Rng
from engines.tigris_euphrates.data import COLORS, HAND_SIZE, bag_counts

MIN_PLAYERS = 2
MAX_PLAYERS = 4
OPTIONS = (
    OptionSpec(
        "discards",
        translatable("where discarded tiles go: back into the bag or out of the game"),
        default="bag",
        choices=("bag", "out"),
    ),
    OptionSpec("hands", translatable("fixed initial hands, one per seat"), stacked=True),
    OptionSpec("bag_order", translatable("the whole bag in draw order"), stacked=True),
)


def _bad(message: str) -> IllegalMove:
    return IllegalMove("bad_options", message)


def _colours(value, what: str) -> list[str]:
    if not isinstance(value, list) or not all(
        isinstance(color, str) and color in COLORS for color in value
    ):
        raise _bad(f"{what} must be a list of colours red, blue, green, black.")
    return value


def _sorted_hand(hand: list[str]) -> list[str]:
    return sorted(hand, key=COLORS.index)


def start_events(players: int, options: dict, rng: Rng) -> list[dict]:
    """The `game_started` event: seat hands and the bag in drawing order."""
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise _bad(f"Tigris & Euphrates takes {MIN_PLAYERS} to {MAX_PLAYERS} players.")
    checked_options(options, OPTIONS)
    discards = options.get("discards", "bag")
    if discards not in ("bag", "out"):
        raise _bad("'discards' is 'bag' (back into the bag) or 'out' (out of the game).")
    remaining = Counter(bag_counts())
    hands = None
    if "hands" in options:
        value = options["hands"]
        if not isinstance(value, list) or len(value) != players:
            raise _bad("'hands' must list one hand per seat.")
        hands = [_colours(hand, "Each hand") for hand in value]
        if any(len(hand) != HAND_SIZE for hand in hands):
            raise _bad(f"Each hand holds {HAND_SIZE} tiles.")
        for hand in hands:
            remaining.subtract(hand)
        if any(count < 0 for count in remaining.values()):
            raise _bad("The hands hold more tiles of a colour than the game has.")
    if "bag_order" in options:
        bag = list(_colours(options["bag_order"], "'bag_order'"))
        if Counter(bag) != +remaining or len(bag) != sum(remaining.values()):
            expected = ", ".join(f"{remaining[color]} {color}" for color in COLORS)
            raise _bad(f"'bag_order' must hold exactly the bag's tiles: {expected}.")
    else:
        bag = [color for color in COLORS for _ in range(remaining[color])]
        rng.shuffle(bag)
    if hands is None:
        hands = [bag[HAND_SIZE * seat : HAND_SIZE * (seat + 1)] for seat in range(players)]
        bag = bag[HAND_SIZE * players :]
    return [
        {
            "type": "game_started",
            "players": players,
            "discards": discards,
            "hands": [_sorted_hand(hand) for hand in hands],
            "bag": bag,
        }
    ]
