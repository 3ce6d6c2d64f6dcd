"""What a seat may decide in advance (engines.foresight): the moves each game declares public
show whole in the events every other seat sees, and the standing answers choose among the
seat's legal moves from its own view."""

from __future__ import annotations

import pytest

from engines import ENGINES, Rng
from engines.after_the_flood import foresight as flood
from engines.tigris_euphrates import foresight as tigris
from tests.engines.tigris_euphrates.table import Table, commit, leader

POSITIONS = 12  # positions of a random game per engine where every legal move is tried


def _seen_by(engine, events, viewer):
    return [engine.event_view(event, viewer) for event in events]


@pytest.mark.parametrize("slug", sorted(ENGINES))
def test_a_public_move_is_told_apart_by_what_the_others_see(slug):
    """At positions of a random game: two different public moves of the seat to act never look
    the same to another seat, so a conditional move keyed on one fires on it alone."""
    engine = ENGINES[slug]
    players = engine.min_players
    rng = Rng(b"foresight", slug)
    state = None
    for event in engine.start(players, {}, Rng(b"foresight", "0")):
        state = engine.evolve(state, event)
    for ply in range(POSITIONS * 3):
        acting = engine.to_act(state)
        if not acting:
            break
        seat = acting[0]
        moves = engine.legal_moves(state, seat)
        if ply % 3 == 0:
            public = [move for move in moves if engine.public_move(move)]
            for viewer in (other for other in range(players) if other != seat):
                shown: dict[str, dict] = {}
                for move in public[:150]:
                    events = engine.decide(state, seat, move, Rng(b"foresight", str(ply)))
                    key = repr(_seen_by(engine, events, viewer))
                    assert key not in shown or shown[key] == move, (shown[key], move)
                    shown[key] = move
        move = rng.choice(moves)
        for event in engine.decide(state, seat, move, Rng(b"foresight", str(ply))):
            state = engine.evolve(state, event)


def test_a_swap_is_hidden_and_the_rest_of_tigris_is_public():
    assert not tigris.public_move({"type": "swap_tiles", "tiles": ["red"]})
    assert tigris.public_move(leader("red", 8, 5)) and tigris.public_move(commit(2))


def _revolt_table() -> Table:
    table = Table([["red"] * 4 + ["black", "green"], ["red"] * 4 + ["black", "green"]])
    table.turn(leader("red", 8, 5))
    table.play(1, leader("red", 7, 6))
    return table


@pytest.mark.parametrize(
    ("answers", "expected"),
    [
        ({"defend_revolt": "all"}, commit(4)),
        ({"defend_revolt": "none"}, commit(0)),
        ({"defend_war_red": "all"}, None),  # a war's question: not asked in a revolt
        ({}, None),
    ],
)
def test_a_revolt_defender_answers_once_the_attacker_committed(answers, expected):
    engine = ENGINES["tigris-euphrates"]
    table = _revolt_table()
    attacker_view = engine.view(table.state, 1)
    # the attacker is asked first: no standing answer is the defender's yet
    assert tigris.standing_answer(attacker_view, 1, [commit(0)], {"defend_revolt": "all"}) is None
    table.play(1, commit(1))
    legal = engine.legal_moves(table.state, 0)
    answer = tigris.standing_answer(engine.view(table.state, 0), 0, legal, answers)
    assert answer == expected
    assert answer is None or answer in legal


def test_after_the_flood_passes_only_when_nothing_else_is_left():
    answers = {"nothing_left": "pass"}
    only_passes = [{"type": "pass", "bid": {}}, {"type": "pass", "bid": {"wood": 1}}]
    assert flood.standing_answer({}, 0, only_passes, answers) == {"type": "pass", "bid": {}}
    assert flood.standing_answer({}, 0, [{"type": "done"}], answers) == {"type": "done"}
    more = [*only_passes, {"type": "trade", "steps": []}]
    assert flood.standing_answer({}, 0, more, answers) is None
    assert flood.standing_answer({}, 0, only_passes, {}) is None
    assert flood.standing_answer({}, 0, [], answers) is None
