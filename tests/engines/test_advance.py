"""`advance` (an engine's optional fast path for the bots' search, engines.contract) gives exactly
the state that folding `decide`'s events gives, and draws from the rng exactly as `decide` does:
at every ply of random-bot games of every engine that declares it, for the moves legal there
(all of them up to MOVES_PER_PLY, else that many drawn), on the true state and on a seat's
determinization of it; the state it starts from is left untouched."""

from __future__ import annotations

import json
import os

import pytest

from engines import ENGINES, Rng
from engines.bots.judgement import played

FUZZ = os.environ.get("FUZZ_PROFILE") == "fuzz"
GAMES = int(os.environ.get("ADVANCE_GAMES", "24" if FUZZ else "4"))
MOVES_PER_PLY = 12
DETERMINIZE_EVERY = 3  # plies: the searched states are determinizations
MAX_PLIES = 20_000
ADVANCING = [slug for slug, engine in sorted(ENGINES.items()) if engine.advance is not None]
OPTION_SETS = {
    "tigris-euphyu": [{}, {"mode": "survival"}],
    "middle-earth-duel": [
        {},
        {"token_order": {"elves": [2, 0, 1], "dwarves": [0]}, "landmark_order": ["lindon"]},
    ],
}


def _json(value) -> str:
    return json.dumps(value, sort_keys=True)


def _folded(engine, state, seat, move, rng):
    for event in engine.decide(state, seat, move, rng):
        state = engine.evolve(state, event)
    return state


def _check(engine, state, seat: int, moves: list, seed: bytes) -> None:
    before = _json(engine.dump(state))
    for index, move in enumerate(moves):
        decided, advanced = Rng(seed, f"move-{index}"), Rng(seed, f"move-{index}")
        expected = _folded(engine, state, seat, move, decided)
        found = engine.advance(state, seat, move, advanced)
        assert _json(engine.dump(found)) == _json(engine.dump(expected)), move
        assert decided.randrange(2**63) == advanced.randrange(2**63), f"{move}: other draws"
        # what the search reads of it agrees too
        assert engine.to_act(found) == engine.to_act(expected)
        for actor in engine.to_act(found):
            assert engine.legal_moves(found, actor) == engine.legal_moves(expected, actor)
        assert played(engine, state, seat, move, Rng(seed, "p")) is not None
    assert _json(engine.dump(state)) == before, "advance changed the state it started from"


@pytest.mark.parametrize("slug", ADVANCING)
def test_advance_is_the_fold_of_decide(slug):
    engine = ENGINES[slug]
    option_sets = OPTION_SETS.get(slug, [{}])
    for game in range(GAMES):
        seed = f"advance-{game}".encode()
        options = option_sets[game % len(option_sets)]
        players = engine.min_players + game % (engine.max_players - engine.min_players + 1)
        state = None
        for event in engine.start(players, options, Rng(seed, "start")):
            state = engine.evolve(state, event)
        bot = Rng(seed, "bot")
        for ply in range(MAX_PLIES):
            acting = engine.to_act(state)
            if not acting:
                break
            seat = bot.choice(acting)
            moves = engine.legal_moves(state, seat)
            chosen = moves if len(moves) <= MOVES_PER_PLY else bot.sample(moves, MOVES_PER_PLY)
            _check(engine, state, seat, chosen, seed + str(ply).encode())
            if ply % DETERMINIZE_EVERY == 0 and engine.determinize is not None:
                sampled = engine.determinize(engine.view(state, seat), seat, Rng(seed, "d"))
                _check(engine, sampled, seat, chosen, seed + b"d" + str(ply).encode())
            state = _folded(engine, state, seat, bot.choice(moves), Rng(seed, str(ply)))
        else:
            pytest.fail(f"{slug}: the game did not finish in {MAX_PLIES} plies")
