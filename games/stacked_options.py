"""Each game's options (from ../shared/rules), and which of them fix hidden randomness.

Stacked options (ENGINE_CONTRACT.md) set up puzzles and tests; the platform allows them only in
unrated games.
"""

ENGINE_OPTIONS: dict[str, dict[str, str]] = {
    "tigris-euphrates": {
        "discards": '"out" removes discarded tiles from the game instead of returning them to the bag',
        "hands": "fixed initial hands (stacked)",
        "bag_order": "the whole bag in draw order (stacked)",
    },
    "tigris-euphyu": {
        "mode": '"classic" (default) or "survival"',
        "bag_order": "the whole bag in draw order (stacked)",
    },
    "after-the-flood": {
        "dice": "die faces in a fixed order (stacked)",
        "turn_order": "the first turn's order of play (stacked)",
    },
    "middle-earth-duel": {
        "card_order": "the order each chapter's cards are drawn (stacked)",
        "token_order": "the order of each race's alliance tokens (stacked)",
        "landmark_order": "the order landmarks are drawn (stacked)",
    },
}

STACKED_OPTION_NAMES = frozenset(
    {"bag_order", "hands", "dice", "turn_order", "card_order", "token_order", "landmark_order"}
)


def stacked_options_in(options: dict) -> list[str]:
    """The stacked option names present in `options`, sorted."""
    return sorted(name for name in options if name in STACKED_OPTION_NAMES)


HIDDEN_OPTION_VALUE = "hidden until the game ends"


def options_as_seen(options: dict, game_over: bool) -> dict:
    """A game's options as anyone may see them: stacked values stay secret while it runs."""
    if game_over:
        return dict(options)
    return {
        name: HIDDEN_OPTION_VALUE if name in STACKED_OPTION_NAMES else value
        for name, value in options.items()
    }
