"""A game's options as anyone may see them: the values of stacked options (ENGINE_CONTRACT.md;
each engine's spec says which) stay secret until the game ends."""

from __future__ import annotations

from engines import ENGINES
from engines.contract import options_of

HIDDEN_OPTION_VALUE = "hidden until the game ends"


def options_as_seen(engine: str, options: dict, game_over: bool) -> dict:
    """`options` of a game of `engine` (a slug), with stacked values hidden while it runs.
    For an engine this server does not run, every value stays hidden until the end."""
    if game_over:
        return dict(options)
    spec = ENGINES.get(engine)
    if spec is None:
        return dict.fromkeys(options, HIDDEN_OPTION_VALUE)
    stacked = {option.name for option in options_of(spec) if option.stacked}
    return {
        name: HIDDEN_OPTION_VALUE if name in stacked else value for name, value in options.items()
    }
