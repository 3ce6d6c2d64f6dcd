"""Checked reading of a move's fields: anything missing, mistyped or out of range is an
IllegalMove, never another exception."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, TypeGuard

from engines.errors import IllegalMove


def is_int(value: object) -> TypeGuard[int]:
    """A true int (a bool is not a number here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def require(condition: bool, code: str, message: str) -> None:
    """Raise IllegalMove(code, message) unless `condition`."""
    if not condition:
        raise IllegalMove(code, message)


def int_field(
    move: dict[str, Any],
    key: str,
    low: int,
    high: int,
    code: str | None = None,
    message: str | None = None,
) -> int:
    """move[key] as an int in [low, high]; else IllegalMove(code, message), by default
    ("bad_<key>", "'<key>' must be a whole number from <low> to <high>.")."""
    value = move.get(key)
    if not is_int(value) or not low <= value <= high:
        raise IllegalMove(
            code or f"bad_{key}",
            message or f"'{key}' must be a whole number from {low} to {high}.",
        )
    return value


def choice_field(
    move: dict[str, Any],
    key: str,
    allowed: Collection[Any],
    code: str | None = None,
    message: str | None = None,
    *,
    nullable: bool = False,
) -> Any:
    """move[key], a string or whole number among `allowed` (or None when `nullable`); else
    IllegalMove(code, message), by default ("bad_<key>", "'<key>' names nothing you can use
    here.")."""
    value = move.get(key)
    if value is None and nullable:
        return None
    if not (isinstance(value, str) or is_int(value)) or value not in allowed:
        raise IllegalMove(
            code or f"bad_{key}", message or f"'{key}' names nothing you can use here."
        )
    return value
