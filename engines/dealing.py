"""Dealing hidden things from an Rng, fast: uniform shuffles that take several indices per draw.

A determinization samples every hidden order a seat cannot see (a bag, a deck, token piles), and
bots sample thousands a second. `Rng.shuffle` spends one HMAC word per index; `shuffle` here
draws one uniform number below a product of consecutive radices (at most 2**56, so a draw is
rejected less than once in 256) and reads the Fisher-Yates indices off it as mixed-radix digits.
The digits of a uniform number are independent and uniform, so the permutation stays exactly
uniform; the swaps run from the end, as in `Rng.shuffle`.
"""

from __future__ import annotations

import math
from collections.abc import MutableSequence, Sequence
from functools import cache
from typing import TypeVar

from engines.rng import Rng

T = TypeVar("T")

_DRAW_LIMIT = 2**56
_WORD = 2**64


def shuffle(items: MutableSequence[T], rng: Rng) -> None:
    """Shuffle `items` in place, every order equally likely, randomness only from `rng`."""
    if type(rng) is not Rng:  # any other generator with randrange (a test's fixed draws)
        for product, _limit, steps in _draw_plan(len(items)):
            _swapped(items, rng.randrange(product), steps)
        return
    # each draw is rng.randrange(product), its words taken here (the same words, the same
    # rejections: a word at or above the product's limit is drawn again)
    words = rng._words
    for product, limit, steps in _draw_plan(len(items)):
        while True:
            if not words:
                words = rng._refill()
            word = words.pop()
            if word < limit:
                break
        word %= product
        for position, radix in steps:
            pick = word % radix
            word //= radix
            items[position], items[pick] = items[pick], items[position]


def _swapped(items: MutableSequence[T], word: int, steps: tuple[tuple[int, int], ...]) -> None:
    for position, radix in steps:
        pick = word % radix
        word //= radix
        items[position], items[pick] = items[pick], items[position]


@cache
def _draw_plan(length: int) -> tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...]:
    """The draws of a shuffle of `length` items: for each, the product of its radices (at most
    _DRAW_LIMIT), the words' limit randrange(product) takes (the largest multiple of the
    product up to 2**64) and its steps (position, radix = position + 1), highest first."""
    plan = []
    high = length - 1
    while high > 0:
        product, low = high + 1, high - 1
        while low > 0 and product * (low + 1) <= _DRAW_LIMIT:
            product *= low + 1
            low -= 1
        steps = tuple((position, position + 1) for position in range(high, low, -1))
        plan.append((product, _WORD - _WORD % product, steps))
        high = low
    return tuple(plan)


def shuffled(items: Sequence[T], rng: Rng) -> list[T]:
    """A new list of `items` in a uniformly random order (the order `shuffle` gives)."""
    result = list(items)
    length = len(result)
    if length <= _TABLE_LENGTH:  # one draw, its order read from a table
        if length < 2:
            return result
        orders = shuffle_orders(length)
        return [result[index] for index in orders[rng.randrange(len(orders))]]
    shuffle(result, rng)
    return result


_TABLE_LENGTH = 7  # 5,040 orders at most


@cache
def shuffle_orders(length: int) -> tuple[tuple[int, ...], ...]:
    """Every order `shuffle` gives a list of `length` items (at most _TABLE_LENGTH), by the
    value of its one draw (below length!, the product of its radices): the places, in order."""
    orders = []
    for draw in range(math.factorial(length)):
        places = list(range(length))
        word = draw
        for position in range(length - 1, 0, -1):
            word, pick = divmod(word, position + 1)
            places[position], places[pick] = places[pick], places[position]
        orders.append(tuple(places))
    return tuple(orders)


def spread(total: int, among: int, rng: Rng) -> list[int]:
    """`total` indistinct things given one by one to `among` holders uniformly: the counts."""
    counts = [0] * among
    if among == 0:
        if total:
            raise ValueError("nobody to give things to")
        return counts
    for _ in range(total):
        counts[rng.randrange(among)] += 1
    return counts
