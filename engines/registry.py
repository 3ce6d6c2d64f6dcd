"""The registry of games: slug -> engine instance."""

from __future__ import annotations

from typing import Any

ENGINES: dict[str, Any] = {}


def register(engine: Any) -> Any:
    """Add an engine to ENGINES under its slug; a second engine with the same slug is a bug."""
    if engine.slug in ENGINES and ENGINES[engine.slug] is not engine:
        raise ValueError(f"engine slug {engine.slug!r} registered twice")
    ENGINES[engine.slug] = engine
    return engine


def get_engine(slug: str) -> Any:
    """The engine for `slug`; an unknown slug raises KeyError."""
    return ENGINES[slug]


def _register_games() -> None:
    """Import every game package; each registers its engine."""
    import importlib

    for package in GAME_PACKAGES:
        importlib.import_module(f"engines.{package}")


# One line per game. A package appears here once it is implemented.
GAME_PACKAGES: list[str] = [
    "tigris_euphyu",
    "middle_earth_duel",
    "after_the_flood",
    "tigris_euphrates",
]
