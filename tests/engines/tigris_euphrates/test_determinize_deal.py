"""The determinization deals only the other seats' hands and leaves the bag unordered; the
tiles then drawn from the bag have, jointly with the hands, the law of the old sample: every
unseen tile shuffled, the hands dealt from the front, the bag in drawing order behind them."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import permutations, product

import pytest

from engines.tigris_euphrates.bag import bag_after_drawing, drawn_marks
from engines.tigris_euphrates.data import MARK
from engines.tigris_euphrates.determinize import drawn_counts
from tests.engines.fixed_picks import FixedPicks

MARKS = "".join(MARK[color] for color in ("red", "blue", "green", "black"))
UNSEEN = (2, 1, 1, 1)  # red twice, then blue, green, black: five tiles
POOL = "".join(mark * count for mark, count in zip(MARKS, UNSEEN, strict=True))


def _counts(marks: str) -> tuple[int, ...]:
    return tuple(marks.count(mark) for mark in MARKS)


def _old_law(hands: tuple[int, ...], bag_size: int) -> dict:
    """(hands' counts, the bag's tiles in drawing order) over every order of the pool."""
    law: Counter = Counter()
    orders = list(permutations(POOL))
    for order in orders:
        start, dealt = 0, []
        for size in hands:
            dealt.append(_counts("".join(order[start : start + size])))
            start += size
        law[(tuple(dealt), "".join(order[start : start + bag_size]))] += 1
    return {key: Fraction(times, len(orders)) for key, times in law.items()}


def _new_law(hands: tuple[int, ...], bag_size: int) -> dict:
    """The same over every answer of the rng: the hands dealt and the swapped-out tiles taken
    away as the determinization does, then the whole bag drawn from its loose front."""
    total = len(POOL)
    dealt_picks = [total - place for place in range(total - bag_size)]
    law: Counter = Counter()
    outcomes = 0
    for picks in product(*(range(n) for n in dealt_picks + list(range(bag_size, 0, -1)))):
        rng = FixedPicks(picks)
        left = list(UNSEEN)
        dealt = tuple(drawn_counts(left, size, rng) for size in hands)
        if sum(left) > bag_size:
            drawn_counts(left, sum(left) - bag_size, rng)
        bag = "".join(mark * count for mark, count in zip(MARKS, left, strict=True))
        drawn = drawn_marks(bag, len(bag), bag_size, rng)
        assert bag_after_drawing(bag, len(bag), drawn) == ("", 0)
        law[(dealt, drawn)] += 1
        outcomes += 1
    return {key: Fraction(times, outcomes) for key, times in law.items()}


@pytest.mark.parametrize(
    ("hands", "bag_size"),
    [((2,), 3), ((1, 1), 3), ((3,), 2), ((1,), 2), ((0, 2), 1)],
    ids=["one-hand", "two-hands", "big-hand", "discards-out", "two-hands-out"],
)
def test_hands_then_draws_have_the_law_of_a_shuffled_deal(hands, bag_size):
    assert _new_law(hands, bag_size) == _old_law(hands, bag_size)


def test_each_deal_takes_the_tiles_from_what_is_left():
    left = [3, 0, 2, 1]
    drawn = drawn_counts(left, 4, FixedPicks((0, 3, 0, 2)))
    assert drawn == (2, 0, 1, 1)
    assert left == [1, 0, 1, 0]
