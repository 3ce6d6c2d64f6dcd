"""The games' rules, pure Python: registry, IllegalMove, Rng and replay (see ENGINE_CONTRACT.md)."""

from engines.errors import IllegalMove
from engines.registry import ENGINES, _register_games, get_engine, register
from engines.replay import replay
from engines.rng import Rng

__all__ = ["ENGINES", "IllegalMove", "Rng", "get_engine", "register", "replay"]

_register_games()
