"""Duel for Middle-earth (slug `middle-earth-duel`): builds the engine and registers it."""

from engines.registry import register

from .engine import MiddleEarthDuel

ENGINE = register(MiddleEarthDuel())

__all__ = ["ENGINE", "MiddleEarthDuel"]
