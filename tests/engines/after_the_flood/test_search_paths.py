"""The search's fast paths of After the Flood give what the rules give: `play` is `decide`'s
events folded (with the same rng draws), `strengths` is every seat's `strength`, and every
listed move is built once with its key; checked at every ply of random games."""

from __future__ import annotations

import json

import pytest

from engines import Rng, get_engine
from engines.after_the_flood import evaluation, rules
from engines.after_the_flood.state import ratings
from engines.keyed_moves import KeyedMove, plain_move_key

ENGINE = get_engine("after-the-flood")


def _states(seed: bytes) -> list[dict]:
    """Every position of a random game where somebody owes a decision, in order."""
    rng = Rng(seed, "game")
    state = None
    for event in ENGINE.start(3, {}, rng):
        state = ENGINE.evolve(state, event)
    states = []
    while ENGINE.to_act(state):
        states.append(state)
        seat = ENGINE.to_act(state)[0]
        for event in ENGINE.decide(state, seat, rng.choice(ENGINE.legal_moves(state, seat)), rng):
            state = ENGINE.evolve(state, event)
    return states


@pytest.mark.parametrize("seed", [b"p1", b"p2"])
def test_play_is_decide_folded_with_the_same_draws(seed):
    for ply, state in enumerate(_states(seed)):
        for seat in ENGINE.to_act(state):
            moves = ENGINE.legal_moves(state, seat)
            for move in moves[:: max(1, len(moves) // 4)]:
                folding, playing = Rng(seed, f"{ply}"), Rng(seed, f"{ply}")
                folded = state
                for event in ENGINE.decide(state, seat, move, folding):
                    folded = ENGINE.evolve(folded, event)
                before = json.dumps(state, sort_keys=True)
                assert rules.play(state, seat, move, playing) == folded
                assert json.dumps(state, sort_keys=True) == before  # nothing changed in place
                assert playing.drawn() == folding.drawn()


@pytest.mark.parametrize("seed", [b"s1", b"s2"])
def test_strengths_are_every_seats_strength(seed):
    for state in _states(seed):
        rated = ratings(state["empires"])
        expected = [evaluation.strength(state, seat, rated) for seat in range(3)]
        assert evaluation.strengths(state) == expected  # the same floats, not only close


def test_the_listed_moves_carry_their_keys_and_are_shared():
    for state in _states(b"k1"):
        for seat in ENGINE.to_act(state):
            moves = ENGINE.legal_moves(state, seat)
            for move in moves:
                assert type(move) is KeyedMove
                assert move.key == plain_move_key(move)
            again = ENGINE.legal_moves(state, seat)
            assert all(a is b for a, b in zip(moves, again, strict=True))


def test_every_view_and_the_position_itself_give_one_state_to_search():
    from engines.after_the_flood.determinize import determinizer, resampler

    for state in _states(b"v1")[::10]:
        seat = ENGINE.to_act(state)[0]
        omniscient = resampler(state)(Rng(b"x", "0"))
        assert omniscient is state  # nothing stacked: the position itself, no copy
        for other in range(3):
            assert determinizer(ENGINE.view(state, other), other)(Rng(b"x", "1")) is state
        assert ENGINE.determinize(ENGINE.view(state, seat), seat, Rng(b"x", "2")) == state


def test_stacked_dice_are_not_searched_from_any_view():
    from engines.after_the_flood.determinize import determinizer, resampler

    state = None
    for event in ENGINE.start(3, {"dice": [6, 6, 1, 1]}, Rng(b"d", "0")):
        state = ENGINE.evolve(state, event)
    assert state["dice"] == [6, 6, 1, 1]
    searched = resampler(state)(Rng(b"x", "0"))
    assert searched is not state and searched["dice"] == []
    for seat in range(3):
        assert determinizer(ENGINE.view(state, seat), seat)(Rng(b"x", "1"))["dice"] == []


def test_remembered_chances_and_moves_are_the_rules_own():
    from engines.after_the_flood.moves import _legal_moves

    for state in _states(b"m1"):
        seat = ENGINE.to_act(state)[0]
        listed = ENGINE.legal_moves(state, seat)
        listed.append({"type": "changed by a caller"})
        assert ENGINE.legal_moves(state, seat) == _legal_moves(state, seat)
        chances = evaluation.win_chances(state)
        chances[0] = 2.0
        assert evaluation.win_chances(state) == [
            ENGINE.evaluate(state, index) for index in range(3)
        ]
        assert ENGINE.evaluate(state, 0) <= 1.0
