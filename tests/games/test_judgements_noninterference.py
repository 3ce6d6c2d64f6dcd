"""Noninterference of the mover's-view judgement: with the same seeds, changing what the mover
could not see (the other seat's hidden card) never changes the mover's verdict; the omniscient
verdict, which may read it, does change."""

from __future__ import annotations

import pytest

from engines.rng import Rng
from games.services.judgements import judge_move
from tests.games.hidden_call import CALL, FOLD, HIDDEN_CALL, position


@pytest.mark.parametrize("move", [CALL, FOLD])
@pytest.mark.parametrize("mine", [1, 5, 8])
def test_the_movers_verdict_ignores_the_hidden_card(mine, move):
    judged = [
        judge_move(
            HIDDEN_CALL,
            position(mine, theirs),
            0,
            move,
            2,
            Rng(b"same", "judgement:7"),
            40,
            omniscient_loss=0.0,
        )["seen"]
        for theirs in range(1, 10)
    ]
    assert all(seen == judged[0] for seen in judged)


def test_the_omniscient_verdict_reads_the_hidden_card():
    from games.services.analysis import _ply

    losses = {
        theirs: _ply(
            HIDDEN_CALL, position(8, theirs), 0, CALL, None, 2, Rng(b"same", "analysis:7"), 40
        )["loss"]
        for theirs in (2, 9)
    }
    assert losses[2] == 0.0 and losses[9] > 0.4


@pytest.mark.parametrize("move", [{"type": "place_leader", "leader": "red", "at": [8, 5]}, None])
def test_tigris_euphrates_the_movers_verdict_ignores_the_other_hand(move):
    """Two Tigris & Euphrates tables alike for seat 0 (its hand, the board, the bag's size) but
    for seat 1's hidden hand (and so the bag's order): seat 0's judgement is the same."""
    from tests.engines.tigris_euphrates.table import ENGINE, Table

    mine = ["red", "red", "blue", "green", "black", "black"]
    tables = [Table([mine, ["red"] * 6]), Table([mine, ["blue", "green", "black"] * 2])]
    views = [ENGINE.view(table.state, 0) for table in tables]
    assert views[0] == views[1]
    assert ENGINE.view(tables[0].state, 1) != ENGINE.view(tables[1].state, 1)
    legal = ENGINE.legal_moves(tables[0].state, 0)
    played = move or legal[len(legal) // 2]
    assert played in legal
    judged = [
        judge_move(ENGINE, table.state, 0, played, 2, Rng(b"same", "judgement:9"), 12, 0.0)
        for table in tables
    ]
    assert judged[0] == judged[1]
