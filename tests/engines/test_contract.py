"""The engine contract (ENGINE_CONTRACT.md), checked over every registered engine by random-bot games.

Every game: start, then random legal moves until `to_act` is empty. Along the way: every listed
legal move is accepted by `decide` (checked on sampled plies), `decide` never mutates its input,
seats not in `to_act` have no legal moves and are refused, garbage raises `IllegalMove` and
nothing else, everything returned is JSON, and at the end `replay(events)` and `load(dump(s))`
give the live state and `outcome` is well-formed.
"""

from __future__ import annotations

import json

import pytest

from engines import ENGINES, IllegalMove, Rng, replay
from tests.engines.contract_plan import contract_games
from tests.engines.toy_engine import SECRET_NIM

CONTRACT_ENGINES = [*ENGINES.values(), SECRET_NIM]
MAX_MOVES = 20_000
FULL_CHECK_EVERY = 9  # check every legal move, garbage and views on every 9th ply (and ply 0-2)

GARBAGE_MOVES = [
    None,
    7,
    "pass",
    [],
    ["type", "pass"],
    {},
    {"type": None},
    {"type": 3},
    {"type": ["pass"]},
    {"type": "no_such_move_type"},
    {"type": ""},
]
BAD_VALUES = [None, -1, 10**9, "zzz", 2.5, True, [], {}, [-1, -1], [99, 99, 99]]


def _json(value):
    """Round-trip through JSON, which also proves the value is JSON-serialisable."""
    return json.loads(json.dumps(value, allow_nan=False))


def _mutations(move: dict):
    """Copies of a legal move with one used key set to an out-of-range or wrong-typed value."""
    for key, value in move.items():
        if key == "type":
            continue
        for bad in BAD_VALUES:
            if bad != value:
                yield {**move, key: bad}


def _assert_decide_only_illegal(engine, state, seat, move):
    """`decide` may accept or refuse, but refuse only with IllegalMove (the caller checks that
    state was not mutated)."""
    try:
        events = engine.decide(state, seat, move, Rng(b"garbage", "x"))
    except IllegalMove as error:
        assert isinstance(error.code, str) and error.code
        assert isinstance(error.message, str) and error.message
    else:
        assert events and _json(events) == events


def _full_check(engine, state, players, acting):
    """Every legal move accepted; others refused; garbage refused; views and JSON."""
    for seat in range(players):
        view = engine.view(state, seat)
        assert _json(view) == view
        if seat not in acting:
            assert engine.legal_moves(state, seat) == []
    spectator = engine.view(state, None)
    assert _json(spectator) == spectator
    for seat in acting:
        moves = engine.legal_moves(state, seat)
        assert moves, f"seat {seat} is to act but has no legal move"
        assert _json(moves) == moves
        before = _json(engine.dump(state))
        for move in moves:
            events = engine.decide(state, seat, move, Rng(b"check", "legal"))
            assert events and _json(events) == events
        assert _json(engine.dump(state)) == before, "decide mutated its input"
        for garbage in GARBAGE_MOVES:
            with pytest.raises(IllegalMove):
                engine.decide(state, seat, garbage, Rng(b"g", "g"))
        for mutated in _mutations(moves[0]):
            _assert_decide_only_illegal(engine, state, seat, mutated)
        assert _json(engine.dump(state)) == before, "decide mutated its input on a bad move"
        others = [s for s in range(players) if s not in acting]
        for other in others:
            with pytest.raises(IllegalMove):
                engine.decide(state, other, moves[0], Rng(b"g", "g"))


def _play(engine, players, options, seed):
    events = _json(engine.start(players, options, Rng(seed, "0")))
    state = replay(engine, events)
    bot = Rng(seed, "bot")
    for ply in range(MAX_MOVES):
        acting = engine.to_act(state)
        assert isinstance(acting, list) and all(isinstance(s, int) for s in acting)
        if not acting:
            return state, events
        assert engine.outcome(state) is None
        if ply < 3 or ply % FULL_CHECK_EVERY == 0:
            _full_check(engine, state, players, acting)
            restored = engine.load(_json(engine.dump(state)))
            assert _json(engine.dump(restored)) == _json(engine.dump(state))
            assert engine.to_act(restored) == acting
        seat = bot.choice(acting)
        move = bot.choice(engine.legal_moves(state, seat))
        new_events = engine.decide(state, seat, move, Rng(seed, str(len(events))))
        assert new_events and _json(new_events) == new_events
        for event in new_events:
            assert isinstance(event.get("type"), str) and not event["type"].startswith("platform.")
            for viewer in [None, *range(players)]:
                shown = engine.event_view(event, viewer)
                assert shown is None or _json(shown) == shown
            state = engine.evolve(state, event)
        events.extend(new_events)
    pytest.fail(f"{engine.slug} with {players} players did not finish in {MAX_MOVES} moves")


def _cases():
    for engine in CONTRACT_ENGINES:
        for players, options, index in contract_games(engine):
            yield pytest.param(
                engine, players, options, index, id=f"{engine.slug}-{players}p-{index}"
            )


@pytest.mark.parametrize(("engine", "players", "options", "index"), _cases())
def test_random_game_keeps_the_contract(engine, players, options, index):
    seed = f"contract-{engine.slug}-{players}-{index}".encode()
    state, events = _play(engine, players, options, seed)

    outcome = engine.outcome(state)
    assert _json(outcome) == outcome
    assert len(outcome["ranks"]) == players and len(outcome["scores"]) == players
    assert all(isinstance(r, int) and 1 <= r <= players for r in outcome["ranks"])
    assert min(outcome["ranks"]) == 1
    assert isinstance(outcome.get("details", {}), dict)
    for seat in range(players):
        assert engine.legal_moves(state, seat) == []

    live = _json(engine.dump(state))
    assert _json(engine.dump(replay(engine, _json(events)))) == live
    assert _json(engine.dump(engine.load(live))) == live
    final_view = engine.view(state, None)
    assert _json(final_view) == final_view


@pytest.mark.parametrize("engine", CONTRACT_ENGINES, ids=lambda e: e.slug)
def test_engine_identity(engine):
    assert isinstance(engine.slug, str) and engine.slug
    assert isinstance(engine.title, str) and engine.title
    assert 1 <= engine.min_players <= engine.max_players
    assert isinstance(engine.version, int)


@pytest.mark.parametrize("engine", CONTRACT_ENGINES, ids=lambda e: e.slug)
@pytest.mark.parametrize("options", [{"no_such_option": 1}, {"bag_order": "not a list"}])
def test_unknown_options_are_refused(engine, options):
    with pytest.raises(IllegalMove) as refused:
        engine.start(engine.min_players, options, Rng(b"s", "0"))
    assert refused.value.code == "bad_options"


@pytest.mark.parametrize("engine", CONTRACT_ENGINES, ids=lambda e: e.slug)
def test_wrong_player_counts_are_refused(engine):
    for players in (engine.min_players - 1, engine.max_players + 1):
        with pytest.raises(IllegalMove):
            engine.start(players, {}, Rng(b"s", "0"))


@pytest.mark.parametrize("engine", CONTRACT_ENGINES, ids=lambda e: e.slug)
def test_a_seed_replays_the_same_game(engine):
    first = _play(engine, engine.min_players, {}, b"same-seed")[1]
    second = _play(engine, engine.min_players, {}, b"same-seed")[1]
    assert first == second
