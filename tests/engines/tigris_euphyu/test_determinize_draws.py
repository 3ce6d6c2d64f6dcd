"""A determinization's bag has no order: each tile is drawn when it is drawn, uniformly from what is
left (engines/tigris_euphyu/determinize.py). Checked here: one state serves every rng of a view;
what it draws follows the rng of the moves played on it; and, enumerated exactly over every
outcome of the rng's draws on a small bag, the tiles drawn one turn after another have the law of
the front of a uniformly shuffled bag (what a determinization drew from before), through the
rules' fold and through the search's `advance` alike."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from engines import ENGINES, Rng
from engines.dealing import shuffle
from engines.tigris_euphyu.determinize import determinize, determinizer, resampler
from engines.tigris_euphyu.search import advance, folded

ENGINE = ENGINES["tigris-euphyu"]
SMALL_BAG = {"red": 3, "blue": 1, "green": 1, "black": 1}
DIFFERENT_RNGS = 12


class Scripted(Rng):
    """An Rng whose `randrange` answers from a script, then 0, recording each range asked."""

    def __init__(self, script: list[int]):
        super().__init__(b"scripted", "draws")
        self.script = script
        self.used: list[int] = []
        self.sizes: list[int] = []

    def randrange(self, n: int) -> int:
        place = len(self.used)
        value = self.script[place] if place < len(self.script) else 0
        assert 0 <= value < n
        self.used.append(value)
        self.sizes.append(n)
        return value


def law(procedure) -> dict:
    """The exact law of `procedure(rng)`'s result over every sequence of uniform draws it may be
    given (each sequence's weight the product of 1/n over its draws), visited in odometer order."""
    found: Counter = Counter()
    script: list[int] = []
    while True:
        rng = Scripted(script)
        outcome = procedure(rng)
        weight = Fraction(1)
        for size in rng.sizes:
            weight /= size
        found[outcome] += weight
        place = len(rng.used) - 1
        while place >= 0 and rng.used[place] + 1 == rng.sizes[place]:
            place -= 1
        if place < 0:
            return dict(found)
        script = [*rng.used[:place], rng.used[place] + 1]


def _position_after_a_drop(players: int):
    """A game's first position where seat 0 has dropped its pair (its turn's `act` step)."""
    state = None
    for event in ENGINE.start(players, {}, Rng(b"draws", "start")):
        state = ENGINE.evolve(state, event)
    move = ENGINE.legal_moves(state, 0)[0]
    for event in ENGINE.decide(state, 0, move, Rng(b"draws", "drop")):
        state = ENGINE.evolve(state, event)
    assert state.phase == "act"
    return state


def _small_bag_view():
    view = ENGINE.view(_position_after_a_drop(1), 0)
    view["bag_counts"] = dict(SMALL_BAG)
    return view


def _two_turns_drawn(state, play) -> tuple[str, ...]:
    """The tiles of the next two pairs: end the turn, drop the first legal drop, end the turn."""
    state = play(state, 0, {"type": "end_turn"})
    drawn = list(state.pair)
    state = play(state, 0, ENGINE.legal_moves(state, 0)[0])
    state = play(state, 0, {"type": "end_turn"})
    return (*drawn, *state.pair)


def test_one_state_serves_every_rng_and_draws_nothing():
    view = ENGINE.view(_position_after_a_drop(2), 0)
    sample = determinizer(view, 0)
    rngs = [Rng(b"one-state", str(k)) for k in range(3)]
    states = [sample(rng) for rng in rngs]
    assert all(state is states[0] for state in states)
    assert not states[0].ordered
    assert all(rng.drawn() == 0 for rng in rngs)
    assert ENGINE.view(determinize(view, 0, Rng(b"x", "0")), 0) == view
    real = _position_after_a_drop(2)
    drawn = resampler(real)
    assert drawn(rngs[0]) is drawn(rngs[1])
    assert not drawn(rngs[0]).ordered


def test_the_pairs_drawn_follow_the_rng_of_the_move():
    state = determinize(ENGINE.view(_position_after_a_drop(2), 0), 0, Rng(b"d", "0"))
    pairs = set()
    for k in range(DIFFERENT_RNGS):
        after = advance(state, 0, {"type": "end_turn"}, Rng(b"pairs", str(k)))
        pairs.add(tuple(after.pair))
    assert len(pairs) > 1


def test_drawing_when_drawn_has_the_law_of_a_shuffled_bags_front():
    view = _small_bag_view()
    state = determinize(view, 0, Rng(b"d", "0"))
    tiles = sorted(state.bag)

    def by_the_rules(rng):
        return _two_turns_drawn(
            state, lambda s, seat, move: folded(s, ENGINE.decide(s, seat, move, rng))
        )

    def by_the_search(rng):
        return _two_turns_drawn(state, lambda s, seat, move: advance(s, seat, move, rng))

    def shuffled_front(rng):  # the bag shuffled into an order, its four front tiles drawn
        bag = list(tiles)
        shuffle(bag, rng)
        return tuple(bag[:4])

    def plain_shuffled_front(rng):
        bag = list(tiles)
        Rng.shuffle(rng, bag)
        return tuple(bag[:4])

    expected = law(shuffled_front)
    assert sum(expected.values()) == 1
    # the sequences of 4 of {r, r, r, b, g, k}: 1, 2 or 3 reds placed among the others
    assert len(expected) == 4 * 6 + 6 * 6 + 4 * 3
    assert law(plain_shuffled_front) == expected
    assert law(by_the_rules) == expected
    assert law(by_the_search) == expected
