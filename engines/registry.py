"""The registry of games: slug -> engine. Adding a game = its package (exporting `ENGINE`) and
one line in GAME_PACKAGES."""

from __future__ import annotations

import importlib

from engines.contract import Engine

ENGINES: dict[str, Engine] = {}

# One line per game: the package under engines/ whose `ENGINE` is registered on import.
GAME_PACKAGES: list[str] = [
    "tigris_euphyu",
    "middle_earth_duel",
    "after_the_flood",
    "tigris_euphrates",
]


def register(engine: Engine) -> Engine:
    """Add an engine to ENGINES under its slug; a second engine with the same slug is a bug."""
    if engine.slug in ENGINES and ENGINES[engine.slug] is not engine:
        raise ValueError(f"engine slug {engine.slug!r} registered twice")
    ENGINES[engine.slug] = engine
    return engine


def get_engine(slug: str) -> Engine:
    """The engine for `slug`; an unknown slug raises KeyError."""
    return ENGINES[slug]


def register_games() -> None:
    """Import every game package of GAME_PACKAGES and register its `ENGINE`."""
    for package in GAME_PACKAGES:
        register(importlib.import_module(f"engines.{package}").ENGINE)
