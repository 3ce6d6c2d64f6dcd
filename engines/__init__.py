"""The games' rules, pure Python: registry, IllegalMove, Rng and replay (see ENGINE_CONTRACT.md)."""

from engines.contract import Engine, EngineSpec, OptionSpec
from engines.errors import IllegalMove
from engines.registry import ENGINES, get_engine, register, register_games
from engines.replay import replay
from engines.rng import Rng

__all__ = [
    "ENGINES",
    "Engine",
    "EngineSpec",
    "IllegalMove",
    "OptionSpec",
    "Rng",
    "get_engine",
    "register",
    "replay",
]

register_games()
