"""Fuzzing `decide`: random JSON and mutated legal moves at reachable states -> IllegalMove or
accepted, never any other exception, never a mutated state, and accepted events evolve.

The suite runs a few examples per engine (profile `fuzz-suite`); `make fuzz` sets
FUZZ_PROFILE=fuzz for thousands (FUZZ_EXAMPLES overrides the count).
"""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import ENGINES, IllegalMove, Rng
from tests.engines.reachable_states import reachable_states
from tests.engines.toy_engine import SECRET_NIM

settings.register_profile("fuzz-suite", max_examples=25, deadline=None)
settings.register_profile(
    "fuzz", max_examples=int(os.environ.get("FUZZ_EXAMPLES", "3000")), deadline=None
)
FUZZ_SETTINGS = settings(
    settings.get_profile(os.environ.get("FUZZ_PROFILE", "fuzz-suite")),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

FUZZ_ENGINES = [*ENGINES.values(), SECRET_NIM]

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
json_values = st.recursive(
    json_scalars,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)
small_ints = st.integers(min_value=-3, max_value=40)
near_values = small_ints | st.sampled_from([None, True, False, "", [], {}, 2.5, "x", [0, 0]])


def _json(value):
    return json.loads(json.dumps(value, allow_nan=False))


@st.composite
def mutated(draw, move):
    """A legal move with one change: a value replaced, a key dropped or added, or nesting."""
    move = _json(move)
    keys = sorted(move)
    kind = draw(st.sampled_from(["replace", "replace_inner", "drop", "add", "wrap", "type"]))
    if kind == "replace" and keys:
        key = draw(st.sampled_from(keys))
        move[key] = draw(near_values | json_values)
    elif kind == "replace_inner":
        lists = [key for key in keys if isinstance(move[key], list) and move[key]]
        if lists:
            key = draw(st.sampled_from(lists))
            index = draw(st.integers(0, len(move[key]) - 1))
            move[key][index] = draw(near_values)
        elif keys:
            move[draw(st.sampled_from(keys))] = draw(near_values)
    elif kind == "drop" and keys:
        del move[draw(st.sampled_from(keys))]
    elif kind == "add":
        move[draw(st.text(max_size=8))] = draw(json_values)
    elif kind == "wrap":
        return draw(st.sampled_from([[move], {"move": move}, json.dumps(move)]))
    else:
        move["type"] = draw(st.text(max_size=10) | st.sampled_from(["pass", "choose", "place"]))
    return move


@st.composite
def position_and_move(draw, engine):
    states = reachable_states(engine)
    state = states[draw(st.integers(0, len(states) - 1))]
    acting = engine.to_act(state)
    seat = draw(st.sampled_from(acting) | st.integers(-1, engine.max_players) | json_scalars)
    legal = engine.legal_moves(state, acting[0])
    if legal and draw(st.booleans()):
        move = draw(mutated(legal[draw(st.integers(0, len(legal) - 1))]))
    else:
        move = draw(json_values)
    return state, seat, move


def _engine_ids(engine) -> str:
    return engine.slug


@pytest.mark.parametrize("engine", FUZZ_ENGINES, ids=_engine_ids)
def test_decide_refuses_bad_input_only_with_illegal_move(engine):
    @FUZZ_SETTINGS
    @given(case=position_and_move(engine))
    def fuzz(case):
        state, seat, move = case
        before = _json(engine.dump(state))
        try:
            events = engine.decide(state, seat, move, Rng(b"fuzz", "1"))
        except IllegalMove as error:
            assert isinstance(error.code, str) and error.code
            assert isinstance(error.message, str) and error.message
        else:
            assert isinstance(events, list) and events, f"accepted {move!r} with no events"
            assert _json(events) == events
            evolved = state
            for event in events:
                evolved = engine.evolve(evolved, event)
            assert isinstance(engine.to_act(evolved), list)
        assert _json(engine.dump(state)) == before, f"decide mutated its state on {move!r}"

    fuzz()
