"""`engines.dealing`: `shuffled` gives exactly the order `shuffle` gives with the same rng (short
lists read it from a table of orders by their one draw) and leaves the rng where `shuffle`
leaves it; every order of a short list is reached, each by exactly one draw."""

from __future__ import annotations

import math

from engines import Rng
from engines.dealing import _TABLE_LENGTH, shuffle, shuffle_orders, shuffled


class _Fixed:
    """An rng whose one draw is `value` (checked against the range asked for)."""

    def __init__(self, value: int):
        self.value = value

    def randrange(self, n: int) -> int:
        assert 0 <= self.value < n
        return self.value


def test_shuffled_is_shuffle_on_a_copy_with_the_same_draws():
    for length in range(30):
        items = [f"item-{index}" for index in range(length)]
        for round_ in range(40):
            by_shuffle, by_shuffled = Rng(b"deal", str(round_)), Rng(b"deal", str(round_))
            expected = list(items)
            shuffle(expected, by_shuffle)
            assert shuffled(items, by_shuffled) == expected, (length, round_)
            assert by_shuffle.randrange(2**63) == by_shuffled.randrange(2**63)
        assert items == [f"item-{index}" for index in range(length)]


def test_every_draw_of_a_short_list_is_the_order_shuffle_gives():
    for length in range(2, _TABLE_LENGTH + 1):
        orders = shuffle_orders(length)
        assert len(orders) == math.factorial(length) == len(set(orders))
        for draw in range(len(orders)):
            expected = list(range(length))
            shuffle(expected, _Fixed(draw))
            assert list(orders[draw]) == expected
            assert shuffled(range(length), _Fixed(draw)) == expected
