"""`value_classes`: the moves it puts in one class lead to positions judged alike, to the bit.

At positions of random games (2 to 4 players, discards to the bag and out of the game), on the
true state and on a seat's determinization, every member of a class (up to MEMBERS of it, drawn)
is played and judged for every seat; all give the same floats and the same outcome. The root's
one-ply values of the search are then the same whether it judges every move or one per class
(tests/engines/test_search_same_moves.py checks the search as a whole)."""

from __future__ import annotations

from collections import Counter

import pytest

from engines import ENGINES, Rng
from engines.bots.judgement import played, seat_values

ENGINE = ENGINES["tigris-euphrates"]
GAMES = [(2, {}), (3, {"discards": "out"}), (4, {})]
EVERY = 3  # plies between the positions checked
MEMBERS = 12  # members of a class played at each position, drawn
MAX_PLIES = 5000


def _judged(state, seat, move, players, seed):
    after = played(ENGINE, state, seat, move, Rng(seed, "prior"))
    return seat_values(ENGINE, after, players), ENGINE.outcome(after)


def _check(state, seat, players, rng, seed, kinds: Counter) -> None:
    moves = ENGINE.legal_moves(state, seat)
    keys = ENGINE.value_classes(state, seat, moves)
    assert len(keys) == len(moves)
    classes: dict = {}
    for move, key in zip(moves, keys, strict=True):
        if key is not None:
            classes.setdefault(key, []).append(move)
    for key, members in classes.items():
        if len(members) < 2:
            continue
        kinds[key[0]] += len(members) - 1
        # drawn, with the class's last member (a pass comes last of the action moves)
        chosen = members if len(members) <= MEMBERS else rng.sample(members[:-1], MEMBERS - 1)
        if chosen[-1] is not members[-1]:
            chosen.append(members[-1])
        first = _judged(state, seat, chosen[0], players, seed)
        for move in chosen[1:]:
            assert _judged(state, seat, move, players, seed) == first, (key, chosen[0], move)


@pytest.mark.parametrize(("players", "options"), GAMES)
def test_a_class_leads_to_positions_judged_alike(players, options):
    seed = f"value-classes-{players}".encode()
    state = None
    for event in ENGINE.start(players, options, Rng(seed, "start")):
        state = ENGINE.evolve(state, event)
    bot = Rng(seed, "bot")
    kinds: Counter = Counter()
    for ply in range(MAX_PLIES):
        acting = ENGINE.to_act(state)
        if not acting:
            break
        seat = acting[0]
        if ply % EVERY == 0:
            _check(state, seat, players, bot, seed, kinds)
            view = ENGINE.view(state, seat)
            sampled = ENGINE.determinize(view, seat, Rng(seed, f"d{ply}"))
            _check(sampled, seat, players, bot, seed, kinds)
        move = bot.choice(ENGINE.legal_moves(state, seat))
        for event in ENGINE.decide(state, seat, move, Rng(seed, str(ply))):
            state = ENGINE.evolve(state, event)
    else:
        pytest.fail("the game did not finish")
    # the classes merge moves of every kind they know
    assert kinds["tile"] and kinds["leader"] and kinds["catastrophe"] and kinds["swap"], kinds


def test_moves_answering_a_decision_are_classes_of_their_own():
    seed = b"value-classes-pending"
    state = None
    for event in ENGINE.start(2, {}, Rng(seed, "start")):
        state = ENGINE.evolve(state, event)
    bot = Rng(seed, "bot")
    while state.pending is None:
        seat = ENGINE.to_act(state)[0]
        move = bot.choice(ENGINE.legal_moves(state, seat))
        for event in ENGINE.decide(state, seat, move, Rng(seed, "move")):
            state = ENGINE.evolve(state, event)
    seat = ENGINE.to_act(state)[0]
    moves = ENGINE.legal_moves(state, seat)
    assert ENGINE.value_classes(state, seat, moves) == [None] * len(moves)
