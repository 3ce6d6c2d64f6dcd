"""Checked reading of the fields of a move: anything malformed becomes an IllegalMove."""

from __future__ import annotations

from engines.after_the_flood import data as d
from engines.errors import IllegalMove


def is_int(value) -> bool:
    """A true int (bool is not a number here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def int_field(move: dict, key: str, low: int, high: int, default=None) -> int:
    """move[key] as an int in [low, high]; `default` when absent (if given)."""
    value = move.get(key, default)
    if not is_int(value) or not low <= value <= high:
        raise IllegalMove(f"bad_{key}", f"'{key}' must be a whole number from {low} to {high}.")
    return value


def choice_field(move: dict, key: str, allowed, nullable: bool = False):
    """move[key], which must be one of `allowed` (or None when `nullable`)."""
    value = move.get(key)
    if value is None and nullable:
        return None
    if not isinstance(value, str) or value not in allowed:
        raise IllegalMove(f"bad_{key}", f"'{key}' names nothing you can use here.")
    return value


def goods_field(move: dict, key: str, allowed=d.RESOURCE_NAMES) -> dict[str, int]:
    """move[key] as {resource: count} with positive counts (zeros dropped); absent/None is {}."""
    value = move.get(key)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise IllegalMove(f"bad_{key}", f"'{key}' must map resources to counts.")
    goods: dict[str, int] = {}
    for name, count in value.items():
        if name not in allowed or not is_int(count) or not 0 <= count <= 100:
            raise IllegalMove(f"bad_{key}", f"'{key}' holds something that cannot be used.")
        if count:
            goods[name] = count
    return goods


def require(condition: bool, code: str, message: str) -> None:
    """Raise IllegalMove(code, message) unless `condition`."""
    if not condition:
        raise IllegalMove(code, message)


def holds(resources: dict[str, int], *bundles: dict[str, int]) -> bool:
    """Whether a hand covers all `bundles` together."""
    need: dict[str, int] = {}
    for bundle in bundles:
        for name, count in bundle.items():
            need[name] = need.get(name, 0) + count
    return all(resources[name] >= count for name, count in need.items())


def goods_value(goods: dict[str, int]) -> int:
    """Total value of a bundle of resources."""
    return sum(d.VALUE[name] * count for name, count in goods.items())
