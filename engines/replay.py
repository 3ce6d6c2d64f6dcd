"""Rebuild an engine's state from its events: a left fold of `evolve`."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

from engines.contract import Engine


def replay(engine: Engine, events: Iterable[dict[str, Any]], state: Any = None) -> Any:
    """Fold `events` into `state` (None = from the start) with `engine.evolve`."""
    return functools.reduce(engine.evolve, events, state)
