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
