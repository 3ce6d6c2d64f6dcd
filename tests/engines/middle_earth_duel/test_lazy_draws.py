"""Duel draws what is hidden when it is revealed, and that is the same chance as reading it off a
shuffled pile: why the determinization stacks no order (engines/middle_earth_duel/determinize.py).

- exactly: every sequence of draws from a pile (a chapter's cards, a race's tokens, the
  landmarks) has the same probability drawn one at a time from the rng when revealed as read
  from the top of a uniformly shuffled stacked order (every order and every draw enumerated);
- by counting: the card a move turns face up in a real position comes out as often either way
  over many rngs (each card within tolerance of its uniform share);
- the determinization of any seat's view is the real state itself, less its stacked orders, and
  every sample of one search (and the analysis' two searches of a position) gets one object.
"""

from __future__ import annotations

import itertools
import json
import math
from collections import Counter
from collections.abc import Callable
from fractions import Fraction

from engines import Rng
from engines.dealing import shuffled
from engines.middle_earth_duel import rules
from engines.middle_earth_duel.alliances import draw_tokens
from engines.middle_earth_duel.chapters import draw_card
from engines.middle_earth_duel.data import CHAPTER_CARDS, LANDMARKS
from engines.middle_earth_duel.determinize import determinize, determinizer, resampler
from engines.middle_earth_duel.resolution import Resolution
from tests.engines.middle_earth_duel.scenario import ENGINE, Game
from tests.engines.test_determinize import _positions

UNSTACKED = {"card_order": {}, "token_order": {}, "landmark_order": []}


class _ScriptedRng:
    """An rng whose `choice` takes the scripted index (the first item past the script's end),
    recording how many items each choice had."""

    def __init__(self, script: tuple[int, ...]):
        self.script = script
        self.sizes: list[int] = []

    def choice(self, items):
        index = len(self.sizes)
        self.sizes.append(len(items))
        return items[self.script[index] if index < len(self.script) else 0]


def _drawn_at_reveal(draw: Callable[[_ScriptedRng], tuple]) -> dict[tuple, Fraction]:
    """Every outcome of `draw` with its probability when each `rng.choice` is uniform: every
    script of choices walked (a run that chose past its script branches on that choice)."""
    law: dict[tuple, Fraction] = {}
    scripts: list[tuple[int, ...]] = [()]
    while scripts:
        script = scripts.pop()
        rng = _ScriptedRng(script)
        outcome = draw(rng)
        if len(rng.sizes) > len(script):
            scripts += [(*script, index) for index in range(rng.sizes[len(script)])]
            continue
        chance = Fraction(1, math.prod(rng.sizes))
        law[outcome] = law.get(outcome, Fraction(0)) + chance
    return law


def _read_off_stacked(items: list, draw: Callable[[list, _ScriptedRng], tuple]):
    """Every outcome of `draw` over every order of `items` stacked, each order equally likely
    (as a shuffle draws it); the rng is never asked."""
    law: dict[tuple, Fraction] = {}
    orders = list(itertools.permutations(items))
    for order in orders:
        rng = _ScriptedRng(())
        outcome = draw(list(order), rng)
        assert rng.sizes == [], "a stacked order drew from the rng"
        law[outcome] = law.get(outcome, Fraction(0)) + Fraction(1, len(orders))
    return law


def test_cards_revealed_one_by_one_have_a_shuffled_piles_chances():
    chapter, pile = 2, CHAPTER_CARDS[2][:5]

    def reveal_three(card_order: dict, rng) -> tuple:
        state, pool, revealed = {"card_order": card_order}, list(pile), []
        for _ in range(3):
            card = draw_card(state, rng, pool, chapter)
            pool.remove(card)
            revealed.append(card)
        return tuple(revealed)

    at_reveal = _drawn_at_reveal(lambda rng: reveal_three({}, rng))
    stacked = _read_off_stacked(pile, lambda order, rng: reveal_three({"2": order}, rng))
    assert at_reveal == stacked
    assert len(at_reveal) == 5 * 4 * 3 and set(at_reveal.values()) == {Fraction(1, 60)}


def test_alliance_tokens_have_a_shuffled_piles_chances():
    def reveal(known: list[int], unknown: list[int], token_order: dict, rng) -> tuple:
        state = {"piles": {"elves": {"known": known, "unknown": unknown}}}
        state["token_order"] = token_order
        return tuple(t["token"] for t in draw_tokens(state, rng, "elves", 2))

    for known, unknown in (([], [0, 1, 2]), ([1], [0, 2])):
        at_reveal = _drawn_at_reveal(lambda rng, k=known, u=unknown: reveal(k, u, {}, rng))
        stacked = _read_off_stacked(
            unknown,
            lambda order, rng, k=known, u=unknown: reveal(k, u, {"elves": order}, rng),
        )
        assert at_reveal == stacked, known


def test_landmarks_have_a_shuffled_piles_chances():
    pool = sorted(LANDMARKS)[:4]
    start = {**Game().state, "landmarks": [], "landmark_pool": pool}

    def refill(landmark_order: list, rng) -> tuple:
        resolution = Resolution({**start, "landmark_order": landmark_order}, rng)
        resolution.refill_landmarks()
        return tuple(resolution.events[-1]["regions"])

    at_reveal = _drawn_at_reveal(lambda rng: refill([], rng))
    stacked = _read_off_stacked(pool, refill)
    assert at_reveal == stacked
    assert len(at_reveal) == 4 * 3 * 2


def _revealing_move(seed: bytes):
    """The first position of a random game where some move turns a face-down card up, with
    that move and the seat to play it."""
    for state in _positions(ENGINE, 2, {}, seed):
        acting = ENGINE.to_act(state)
        if not acting or state["pending"] is not None:
            continue
        for move in ENGINE.legal_moves(state, acting[0]):
            if move["type"] == "take_card" and _revealed(
                state, rules.advance(state, acting[0], move, Rng(seed, "probe"))
            ):
                return state, acting[0], move
    raise AssertionError("no move of the game turned a card up")


def _revealed(before: dict, after: dict) -> int | None:
    """The card turned face up in the chapter's layout between two states, if any."""
    if after["chapter"] != before["chapter"]:
        return None
    for old, new in zip(before["slots"], after["slots"], strict=True):
        if new["face_up"] and not old["face_up"]:
            return new["card"]
    return None


def test_a_card_turned_up_in_play_comes_out_as_often_either_way():
    state, seat, move = _revealing_move(b"lazy-reveal")
    lazy = determinize(ENGINE.view(state, seat), seat, Rng(b"unused", "0"))
    pool = lazy["pool"]
    samples = 1200
    counted = {"at reveal": Counter(), "stacked": Counter()}
    for sample in range(samples):
        rng = Rng(b"lazy-reveal", f"at-{sample}")
        counted["at reveal"][_revealed(lazy, rules.advance(lazy, seat, move, rng))] += 1
        # the determinization before this change: the chapter's undrawn cards in a shuffled order
        order = Rng(b"lazy-reveal", f"order-{sample}")
        stacked = {**lazy, "card_order": {str(lazy["chapter"]): shuffled(pool, order)}}
        counted["stacked"][_revealed(stacked, rules.advance(stacked, seat, move, rng))] += 1
    share = 1 / len(pool)
    tolerance = 4.5 * math.sqrt(samples * share * (1 - share))  # a binomial's 4.5 sigma
    for way, counts in counted.items():
        assert set(counts) == set(pool), way
        for card in pool:
            assert abs(counts[card] - samples * share) <= tolerance, (way, card, counts)


def test_every_seats_determinization_is_the_real_state_less_its_stacked_orders():
    stacked_options = {
        "token_order": {"elves": [2, 0, 1], "dwarves": [0]},
        "landmark_order": ["lindon"],
    }
    for options in ({}, stacked_options):
        seed = f"lazy-state-{len(options)}".encode()
        for ply, state in enumerate(_positions(ENGINE, 2, options, seed)):
            if ply % 3:
                continue
            expected = {**state, **UNSTACKED}
            for seat in (0, 1, None):
                view = ENGINE.view(state, seat)
                built = determinize(view, 0 if seat is None else seat, Rng(seed, f"{ply}"))
                assert built == expected, (ply, seat)
                for other in (0, 1):
                    assert ENGINE.view(built, other) == ENGINE.view(state, other)


def test_one_search_and_the_analysis_two_searches_share_one_state():
    state = next(s for ply, s in enumerate(_positions(ENGINE, 2, {}, b"one-state")) if ply == 9)
    seat = ENGINE.to_act(state)[0]
    analysed = resampler(state)
    assert analysed(Rng(b"a", "1")) is state  # an unstacked game's state is what it would build
    assert analysed(Rng(b"a", "2")) is state
    sample = determinizer(ENGINE.view(state, seat), seat)
    assert sample(Rng(b"b", "1")) is state  # the mover's-view search starts from the same object
    assert sample(Rng(b"b", "2")) is state
    stacked = Game({"landmark_order": ["rohan"]}).state
    built = resampler(stacked)(Rng(b"c", "1"))
    assert built == {**stacked, **UNSTACKED} and built is not stacked


def test_a_search_leaves_the_state_it_shares_between_samples_as_it_was():
    """Every iteration starts from the one state: no move played in the search may change it
    (each event copies what it changes; `advance` works on its own shallow copy)."""
    from engines.bots import StrongBot

    for ply, state in enumerate(_positions(ENGINE, 2, {}, b"untouched")):
        if ply % 15 or not ENGINE.to_act(state):
            continue
        seat = ENGINE.to_act(state)[0]
        view = ENGINE.view(state, seat)
        shared = determinizer(view, seat)(Rng(b"untouched", "sample"))
        before = json.dumps(shared, sort_keys=True)
        StrongBot(iterations=80).search(ENGINE, view, seat, Rng(b"untouched", f"{ply}"))
        assert determinizer(view, seat)(Rng(b"untouched", "again")) is shared
        assert json.dumps(shared, sort_keys=True) == before, ply
