"""Bundles of goods in a move (the shared readers are in engines.move_fields): checked reading,
and what a hand covers and a bundle is worth."""

from __future__ import annotations

from engines.after_the_flood import data as d
from engines.errors import IllegalMove
from engines.move_fields import is_int


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
