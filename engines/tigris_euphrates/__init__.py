"""Tigris & Euphrates (slug `tigris-euphrates`): builds the engine and registers it."""

from engines.registry import register
from engines.tigris_euphrates.engine import TigrisEuphrates

ENGINE = register(TigrisEuphrates())
