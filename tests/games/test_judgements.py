"""Move judgements: a constructed position where the omniscient verdict and the mover's differ
(a call that loses only to the card the mover could not see), the thresholds, the accuracy and
the key moves (games.services.judgements; docs/bots.md "Judgements")."""

from __future__ import annotations

import pytest

from engines.rng import Rng
from games.services.analysis import _ply
from games.services.judgements import (
    judge_move,
    key_moves,
    move_accuracy,
    seat_accuracies,
    verdict_of,
)
from tests.games.hidden_call import CALL, FOLD, HIDDEN_CALL, evolve, position

ITERATIONS = 60


def _judged(mine: int, theirs: int, move: dict) -> dict:
    state = position(mine, theirs)
    after = state
    for event in HIDDEN_CALL.decide(state, 0, move, Rng(b"t", "d")):
        after = evolve(after, event)
    entry = _ply(HIDDEN_CALL, state, 0, move, after, 2, Rng(b"seed", "analysis:1"), ITERATIONS)
    entry.update(
        judge_move(
            HIDDEN_CALL, state, 0, move, 2, Rng(b"seed", "judgement:1"), ITERATIONS, entry["loss"]
        )
    )
    return entry


def test_a_call_lost_only_to_the_hidden_card_is_unlucky_not_a_mistake():
    entry = _judged(8, 9, CALL)
    assert entry["preferred"] == FOLD and entry["loss"] == pytest.approx(0.5)
    assert entry["verdict"] == "blunder"  # by the true position
    assert entry["seen"]["preferred"] == CALL and entry["seen"]["loss"] == 0.0
    assert entry["seen"]["verdict"] == ""  # given what the mover knew, the right move
    assert entry["note"] == "unlucky" and entry["accuracy"] == 100.0
    assert entry["seen"]["chance"] > 0.7


def test_a_call_on_a_low_card_is_a_blunder_the_mover_could_see():
    entry = _judged(1, 5, CALL)
    assert entry["verdict"] == "blunder"
    assert entry["seen"]["preferred"] == FOLD and entry["seen"]["verdict"] == "blunder"
    assert entry["note"] == "visible" and entry["accuracy"] < 20


def test_a_fold_that_would_have_won_is_judged_the_same_way_by_both():
    entry = _judged(8, 2, FOLD)
    assert entry["verdict"] == "blunder" and entry["seen"]["verdict"] in ("mistake", "blunder")
    assert entry["note"] == "visible"


@pytest.mark.parametrize(
    ("loss", "verdict"),
    [
        (0.0, ""),
        (0.049, ""),
        (0.05, "inaccuracy"),
        (0.099, "inaccuracy"),
        (0.1, "mistake"),
        (0.15, "blunder"),
        (0.9, "blunder"),
    ],
)
def test_thresholds_are_lichess_win_chance_ones(loss, verdict):
    assert verdict_of(loss) == verdict


def test_accuracy_per_move_and_per_seat():
    assert move_accuracy(0.0) == 100.0
    assert move_accuracy(1.0) == 0.0
    assert 60 < move_accuracy(0.1) < 70  # lichess: a 10-point drop is about 65 %
    seen = {"chance": 0.5}
    plies = [
        {"seq": 1, "seat": 0, "accuracy": 100.0, "seen": seen},
        {"seq": 2, "seat": 1, "accuracy": 50.0, "seen": seen},
        {"seq": 3, "seat": 0, "accuracy": 50.0, "seen": seen},
        {"seq": 4, "seat": 0, "accuracy": 100.0, "seen": {"chance": None}},  # no choice
    ]
    # seat 0: arithmetic 75, harmonic 66.7, their mean 70.8
    assert seat_accuracies(plies, 3) == [70.8, 50.0, None]


def test_key_moves_are_the_largest_swings_of_the_movers_chance():
    plies = [
        {"seq": 1, "seat": 0, "chances": [0.5, 0.5]},
        {"seq": 2, "seat": 1, "chances": [0.45, 0.55]},  # seat 0 lost 0.05
        {"seq": 3, "seat": 0, "chances": [0.8, 0.2]},  # seat 1 lost 0.35
    ]
    assert key_moves(plies, [0.0, 1.0]) == [3, 2, 1]  # seat 0 then lost 0.8
    assert key_moves(plies, [0.0, 1.0], count=1) == [3]


def test_an_analysis_made_before_judgements_is_not_current(settings):
    from games.models import AnalysisStatus, GameAnalysis
    from games.services.analysis import analysis_is_current

    settings.ANALYSIS_ITERATIONS = 10
    plies = [{"seq": 3, "seat": 0, "loss": 0.2}]
    old = GameAnalysis(status=AnalysisStatus.DONE, engine_version=1, iterations=10, plies=plies)
    assert not analysis_is_current(old, 1)
    old.plies = [{**plies[0], "seen": {"loss": 0.0}}]
    assert analysis_is_current(old, 1)
