"""Deep copies of JSON trees (dicts, lists, scalars): `dump` and `load` for games whose state is
already one, and copies of the parts of events a state keeps."""

from __future__ import annotations

from typing import Any


def copy_json(value: Any) -> Any:
    """A deep copy of a tree of dicts, lists and scalars, faster than copy.deepcopy."""
    if isinstance(value, dict):
        return {key: copy_json(item) for key, item in value.items()}
    if isinstance(value, list):
        return [copy_json(item) for item in value]
    return value
