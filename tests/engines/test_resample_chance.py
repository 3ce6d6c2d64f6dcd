"""`engine.resample_chance(state, rng)`: the analysis of a finished game searches known positions
without knowing the draws to come. Over random positions of every engine the resampled state
keeps the present (every seat's view, every seat's legal moves, whose turn it is), leaves the real
state alone, is reproducible from the rng, and does draw the future anew somewhere in a game; an
engine's `resampler` (the state read once) draws the same states."""

from __future__ import annotations

import json

import pytest

from engines import ENGINES, Rng
from tests.engines.test_determinize import _positions

CHECK_EVERY = 5
GAMES = {
    "tigris-euphrates": (2, 4),
    "tigris-euphyu": (1, 2),
    "middle-earth-duel": (2,),
    "after-the-flood": (3,),
}


def _stacked_bag() -> list[str]:
    from engines.tigris_euphyu.data import standard_bag

    bag = standard_bag()
    Rng(b"resample", "stacked-bag").shuffle(bag)
    return bag


# Where the only chance is drawn when it comes (After the Flood's dice, Tigris Euphyu's bag,
# Duel's face-down cards, tokens and landmarks), a state holds no future to draw anew unless
# stacked: these games stack some, and resampling must leave it to the rng
STACKED = {
    "after-the-flood": {"dice": [1, 2, 3, 4, 5, 6] * 40},
    "tigris-euphyu": {"bag_order": _stacked_bag()},
    "middle-earth-duel": {
        "card_order": {"2": [30, 29, 28, 27, 26]},
        "landmark_order": ["rohan", "mordor", "lindon", "gondor"],
    },
}


def _dump(engine, state) -> str:
    return json.dumps(engine.dump(state), sort_keys=True)


@pytest.mark.parametrize(
    ("slug", "players"),
    [(slug, players) for slug, counts in GAMES.items() for players in counts],
)
def test_resampled_states_keep_the_present(slug, players):
    engine = ENGINES[slug]
    seed = f"resample-{slug}-{players}".encode()
    options = STACKED.get(slug, {})
    checked = changed = 0
    for ply, state in enumerate(_positions(engine, players, options, seed)):
        if ply % CHECK_EVERY:
            continue
        before = _dump(engine, state)
        resampled = engine.resample_chance(state, Rng(seed, f"r{ply}"))
        assert _dump(engine, state) == before, "resampling changed the real state"
        assert engine.to_act(resampled) == engine.to_act(state)
        assert engine.outcome(resampled) == engine.outcome(state)
        for seat in range(players):
            assert engine.view(resampled, seat) == engine.view(state, seat), (ply, seat)
            assert engine.legal_moves(resampled, seat) == engine.legal_moves(state, seat)
        again = engine.resample_chance(state, Rng(seed, f"r{ply}"))
        assert _dump(engine, again) == _dump(engine, resampled), "the same rng, another state"
        if engine.resampler is not None:  # the state read once: the same draws
            drawn = engine.resampler(state)
            assert _dump(engine, drawn(Rng(seed, f"r{ply}"))) == _dump(engine, resampled)
        changed += _dump(engine, resampled) != before
        checked += 1
    assert checked >= 3
    assert changed, f"{slug}: no position had its future drawn anew"


def test_the_analysis_search_draws_the_future_anew_every_iteration():
    """`StrongBot.search_state` (the analysis of a finished game) asks for a resampled state
    before its root's judging and at every iteration, so its values do not rest on the bag's
    real order: in Tigris & Euphrates one state whose bag is unordered, each draw made by the
    iteration's rng when it comes (tests/engines/tigris_euphrates/test_unordered_bag.py)."""
    import dataclasses

    from engines.bots import StrongBot

    engine = ENGINES["tigris-euphrates"]
    state = next(
        s for ply, s in enumerate(_positions(engine, 2, {}, b"analysis-future")) if ply == 6
    )
    drawn = []

    def spy(known):
        sample = engine.resampler(known)

        def spied_sample(rng):
            resampled = sample(rng)
            drawn.append(resampled)
            return resampled

        return spied_sample

    spied = dataclasses.replace(engine, resampler=spy)
    seat = engine.to_act(state)[0]
    StrongBot(iterations=12).search_state(spied, state, seat, 2, Rng(b"search", "0"))
    assert len(drawn) == 12
    assert all(resampled is drawn[0] for resampled in drawn)
    assert sorted(drawn[0].bag) == sorted(state.bag) and drawn[0].bag_loose == len(state.bag)


@pytest.mark.parametrize(
    ("slug", "players"),
    [(slug, players) for slug, counts in GAMES.items() for players in counts],
)
def test_a_search_from_a_known_state_never_plays_on_the_state_as_given(slug, players, monkeypatch):
    """The analysis' search (`search_state`) judges its root's moves and runs every iteration,
    the first included, on resampled states: the state as given holds the real draws to come
    (a bag's order, stacked dice or cards), which the mover did not know."""
    from engines.bots import StrongBot
    from engines.bots.ismcts import StrongBot as Searching

    engine = ENGINES[slug]
    seed = f"resample-root-{slug}-{players}".encode()
    roots: list = []
    real_prior, real_iterate = Searching._root_prior, Searching._iterate

    def prior(self, engine, state, *args):
        roots.append(state)
        return real_prior(self, engine, state, *args)

    def iterate(self, engine, root, state, *args):
        roots.append(state)
        return real_iterate(self, engine, root, state, *args)

    monkeypatch.setattr(Searching, "_root_prior", prior)
    monkeypatch.setattr(Searching, "_iterate", iterate)
    searched = 0
    for ply, state in enumerate(_positions(engine, players, STACKED.get(slug, {}), seed)):
        if ply % 7 or not engine.to_act(state):
            continue
        seat = engine.to_act(state)[0]
        if len(engine.legal_moves(state, seat)) < 2:
            continue
        roots.clear()
        StrongBot(iterations=8).search_state(engine, state, seat, players, Rng(seed, str(ply)))
        assert len(roots) == 9 and all(root is not state for root in roots)
        searched += 1
    assert searched > 3
