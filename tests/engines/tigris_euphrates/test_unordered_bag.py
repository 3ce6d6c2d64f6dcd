"""The analysis' search holds the bag unordered (engines.tigris_euphrates.bag): its draws have
the law of a bag shuffled anew, `advance` is still the fold of `decide` on such states, and a
real game's bag keeps its order."""

from __future__ import annotations

import json
from collections import Counter
from fractions import Fraction
from itertools import permutations, product

import pytest

from engines import ENGINES, Rng
from engines.tigris_euphrates.bag import bag_after_drawing, drawn_marks
from tests.engines.fixed_picks import FixedPicks
from tests.engines.test_advance import _check
from tests.engines.test_determinize import _positions

ENGINE = ENGINES["tigris-euphrates"]
LOOSE = "rrbgk"  # an unordered front with a colour twice
TAIL = "bk"  # tiles put back during the search, in order behind it


def _law_of_draws(count: int) -> dict[str, Fraction]:
    """The law of the marks drawn from LOOSE + TAIL, enumerating every rng outcome."""
    taken = min(count, len(LOOSE))
    outcomes = list(product(*(range(len(LOOSE) - place) for place in range(taken))))
    law: Counter = Counter()
    for picks in outcomes:
        law[drawn_marks(LOOSE + TAIL, len(LOOSE), count, FixedPicks(picks))] += 1
    return {marks: Fraction(times, len(outcomes)) for marks, times in law.items()}


def _law_of_shuffled_front(count: int) -> dict[str, Fraction]:
    """The law of the front of LOOSE shuffled uniformly, TAIL behind it."""
    orders = list(permutations(range(len(LOOSE))))
    law: Counter = Counter()
    for order in orders:
        law[("".join(LOOSE[place] for place in order) + TAIL)[:count]] += 1
    return {marks: Fraction(times, len(orders)) for marks, times in law.items()}


@pytest.mark.parametrize("count", range(1, len(LOOSE + TAIL) + 1))
def test_a_draw_has_the_law_of_the_front_of_a_shuffled_bag(count):
    assert _law_of_draws(count) == _law_of_shuffled_front(count)


@pytest.mark.parametrize("count", range(1, len(LOOSE + TAIL) + 1))
def test_the_bag_left_holds_the_tiles_not_drawn_its_tail_in_order(count):
    for picks in product(*(range(len(LOOSE) - place) for place in range(min(count, 5)))):
        marks = drawn_marks(LOOSE + TAIL, len(LOOSE), count, FixedPicks(picks))
        bag, loose = bag_after_drawing(LOOSE + TAIL, len(LOOSE), marks)
        assert Counter(bag) + Counter(marks) == Counter(LOOSE + TAIL)
        assert loose == max(len(LOOSE) - count, 0)
        assert bag[loose:] == TAIL[max(count - len(LOOSE), 0) :]


def test_an_ordered_bag_is_drawn_from_its_front_without_the_rng():
    assert drawn_marks("rbgk", 0, 3, None) == "rbg"
    assert bag_after_drawing("rbgk", 0, "rbg") == ("k", 0)


@pytest.mark.parametrize(("players", "options"), [(2, {}), (3, {"discards": "out"}), (4, {})])
def test_advance_is_the_fold_of_decide_on_the_searched_states(players, options):
    seed = f"unordered-bag-{players}".encode()
    checked = 0
    for ply, state in enumerate(_positions(ENGINE, players, options, seed)):
        acting = ENGINE.to_act(state)
        if ply % 4 or not acting:
            continue
        searched = ENGINE.resample_chance(state, Rng(seed, f"r{ply}"))
        assert searched.bag_loose == len(searched.bag) == len(state.bag)
        seat = acting[0]
        moves = ENGINE.legal_moves(searched, seat)
        chosen = moves if len(moves) <= 12 else Rng(seed, f"m{ply}").sample(moves, 12)
        _check(ENGINE, searched, seat, chosen, seed + str(ply).encode())
        checked += 1
    assert checked > 10


def test_the_searched_state_draws_anew_what_a_real_game_draws_from_the_front():
    """The last action of a turn refills the hand: from the bag's front in a real game, from
    the unordered bag by the move's rng in the analysis' search; one searched state serves
    every iteration (its resampler hands the same object)."""
    seed = b"unordered-bag-draws"
    state = next(
        s
        for s in _positions(ENGINE, 2, {}, seed)
        if s.pending is None and s.actions_left == 1 and not s.over
    )
    seat = state.turn
    move = {"type": "pass"} if sum(state.hands[seat]) < 6 else None
    move = move or next(m for m in ENGINE.legal_moves(state, seat) if m["type"] == "place_tile")
    real = {ENGINE.advance(state, seat, move, Rng(seed, str(n))).hands[seat] for n in range(12)}
    assert len(real) == 1
    sample = ENGINE.resampler(state)
    searched = sample(Rng(seed, "a"))
    assert sample(Rng(seed, "b")) is searched
    drawn = {ENGINE.advance(searched, seat, move, Rng(seed, str(n))).hands[seat] for n in range(12)}
    assert len(drawn) > 1
    assert all(sum(hand) == 6 for hand in drawn)


def test_a_real_game_keeps_its_bag_in_order():
    for state in _positions(ENGINE, 3, {}, b"unordered-bag-real"):
        assert state.bag_loose == 0
        assert "bag_loose" not in json.loads(json.dumps(ENGINE.dump(state)))
