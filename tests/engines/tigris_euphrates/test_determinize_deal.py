"""The determinization deals only the other seats' hands and leaves the bag unordered; the
tiles then drawn from the bag have, jointly with the hands, the law of the old sample: every
unseen tile shuffled, the hands dealt from the front, the bag in drawing order behind them."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import partial
from itertools import permutations

import pytest

from engines.tigris_euphrates.bag import bag_after_drawing, drawn_marks
from engines.tigris_euphrates.data import MARK
from engines.tigris_euphrates.determinize import drawn_counts
from tests.engines.fixed_picks import FixedPicks, law_of_every_answer

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
    """The same over every answer of the rng, however it is asked: the hands dealt and the
    swapped-out tiles taken away as the determinization does, then the whole bag drawn from
    its loose front."""

    def deal(rng) -> tuple:
        left = list(UNSEEN)
        dealt = tuple(drawn_counts(left, size, rng) for size in hands)
        if sum(left) > bag_size:
            drawn_counts(left, sum(left) - bag_size, rng)
        bag = "".join(mark * count for mark, count in zip(MARKS, left, strict=True))
        drawn = drawn_marks(bag, len(bag), bag_size, rng)
        assert bag_after_drawing(bag, len(bag), drawn) == ("", 0)
        return (dealt, drawn)

    return law_of_every_answer(deal)


@pytest.mark.parametrize(
    ("hands", "bag_size"),
    [((2,), 3), ((1, 1), 3), ((3,), 2), ((1,), 2), ((0, 2), 1)],
    ids=["one-hand", "two-hands", "big-hand", "discards-out", "two-hands-out"],
)
def test_hands_then_draws_have_the_law_of_a_shuffled_deal(hands, bag_size):
    assert _new_law(hands, bag_size) == _old_law(hands, bag_size)


def test_each_deal_takes_the_tiles_from_what_is_left():
    left = [3, 0, 2, 1]
    # one draw below 6 * 5 * 4 * 3 whose mixed-radix digits are the picks 0, 3, 0, 2
    drawn = drawn_counts(left, 4, FixedPicks((0 + 3 * 6 + 0 * 6 * 5 + 2 * 6 * 5 * 4,)))
    assert drawn == (2, 0, 1, 1)
    assert left == [1, 0, 1, 0]


def test_a_hand_is_one_draw_until_the_product_of_the_tiles_left_outgrows_a_draw():
    asked: list[int] = []

    class Recording:
        def randrange(self, n: int) -> int:
            asked.append(n)
            return 0

    drawn_counts([40, 30, 20, 10], 6, Recording())
    assert asked == [100 * 99 * 98 * 97 * 96 * 95]
    asked.clear()
    drawn_counts([2**20, 2**20, 0, 0], 3, Recording())  # 2**21 tiles: two picks a draw at most
    assert len(asked) == 2
    assert asked[0] == 2**21 * (2**21 - 1)
    assert asked[1] == 2**21 - 2


@pytest.mark.parametrize("left", [(3, 0, 2, 1), (1, 1, 1, 1), (0, 4, 0, 2)])
def test_the_picks_of_one_draw_are_those_of_one_randrange_a_tile(left):
    for count in range(1, sum(left) + 1):
        one_draw = law_of_every_answer(partial(_dealt, drawn_counts, left, count))
        a_tile = law_of_every_answer(partial(_dealt, _a_tile_at_a_time, left, count))
        assert one_draw == a_tile


def _dealt(deal, left: tuple[int, ...], count: int, rng) -> tuple:
    """The counts dealt and the counts left."""
    pool = list(left)
    return (deal(pool, count, rng), tuple(pool))


def _a_tile_at_a_time(left: list[int], count: int, rng) -> tuple[int, ...]:
    """The old deal: one randrange a tile among the tiles left."""
    drawn = [0] * len(left)
    for _ in range(count):
        pick = rng.randrange(sum(left))
        index = 0
        while pick >= left[index]:
            pick -= left[index]
            index += 1
        left[index] -= 1
        drawn[index] += 1
    return tuple(drawn)
