"""Every write of games: create, join, start, move, resign (keyword-only, one transaction each)."""

from games.services.bot_turns import bot_turn_play
from games.services.lifecycle import (
    game_create,
    game_join,
    game_join_open_seat,
    game_resign,
    game_start,
)
from games.services.moves import MoveResult, move_submit

__all__ = [
    "MoveResult",
    "bot_turn_play",
    "game_create",
    "game_join",
    "game_join_open_seat",
    "game_resign",
    "game_start",
    "move_submit",
]
