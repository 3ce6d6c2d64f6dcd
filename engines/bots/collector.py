"""The garbage collector paused while a bot searches.

A search allocates a great many short-lived objects (states, moves, tree nodes) and no
reference cycles: reference counting frees all of it, so the cyclic collector's passes, which
the allocations set off every few hundred objects, only cost time (8-30 % of a search,
measured in docs/bots.md). `collector_paused()` switches the collector off for the length of a
search and back on after it, as it was found. Searches may overlap in threads of one process,
so the pauses are counted: the collector comes back when the last one ends, and only if it was
on when the first began. tests/engines/test_search_collector.py checks that every engine's
search leaves no cyclic garbage, which is what makes the pause safe.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class _Pauses:
    """How many searches have the collector paused, and whether it was on before the first."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.count = 0
        self.was_enabled = False


_pauses = _Pauses()


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off inside the block (back as it was after the last of
    overlapping blocks)."""
    with _pauses.lock:
        if _pauses.count == 0:
            _pauses.was_enabled = gc.isenabled()
            gc.disable()
        _pauses.count += 1
    try:
        yield
    finally:
        with _pauses.lock:
            _pauses.count -= 1
            if _pauses.count == 0 and _pauses.was_enabled:
                gc.enable()
