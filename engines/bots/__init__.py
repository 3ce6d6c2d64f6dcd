"""Players for bot seats, each seeing only its seat's view: `BOTS` by name ("random", "greedy",
"strong"), and the policies on the full state the platform and tests use (state_policies)."""

from engines.bots.ismcts import StrongBot
from engines.bots.judgement import BOT_THINK_MS, Bot
from engines.bots.simple import GreedyBot, RandomBot
from engines.bots.state_policies import (
    PASSIVE_MOVE_TYPES,
    fallback_move,
    greedy_move,
    play_random_game,
    random_move,
)

BOTS: dict[str, Bot] = {
    "random": RandomBot(),
    "greedy": GreedyBot(),
    "strong": StrongBot(),
}

__all__ = [
    "BOTS",
    "BOT_THINK_MS",
    "PASSIVE_MOVE_TYPES",
    "Bot",
    "GreedyBot",
    "RandomBot",
    "StrongBot",
    "fallback_move",
    "greedy_move",
    "play_random_game",
    "random_move",
]
