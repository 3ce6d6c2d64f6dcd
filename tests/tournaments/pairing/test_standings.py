"""Standings: scores by place, and Buchholz, median Buchholz, Sonneborn-Berger, head-to-head."""

from fractions import Fraction as F  # noqa: N817 - F(1, 2) keeps the tables readable

import pytest

from tournaments.pairing import (
    Entrant,
    GameRecord,
    PairingUserError,
    RoundRecord,
    Scoring,
    standings,
)

A, B, C, D = "a", "b", "c", "d"
ENTRANTS = [Entrant(A, 1500), Entrant(B, 1400), Entrant(C, 1600), Entrant(D, 1700)]

# A round robin of four, worked by hand:
#   round 1: A beats B, C draws D     round 2: A draws C, B beats D     round 3: D beats A, B beats C
# Scores: A 1½, B 2, C 1, D 1½.
ROUND_ROBIN = [
    RoundRecord(games=[GameRecord([A, B], (1, 2)), GameRecord([C, D], (1, 1))]),
    RoundRecord(games=[GameRecord([A, C], (1, 1)), GameRecord([B, D], (1, 2))]),
    RoundRecord(games=[GameRecord([D, A], (1, 2)), GameRecord([B, C], (1, 2))]),
]

# Buchholz (opponents' scores): A = B2 + C1 + D1½ = 4½;  B = A1½ + D1½ + C1 = 4;
#   C = D1½ + A1½ + B2 = 5;  D = C1 + B2 + A1½ = 4½.
# Median Buchholz drops the highest and lowest of three: A 1½, B 1½, C 1½, D 1½.
# Sonneborn-Berger (result × opponent's score): A = 1·2 + ½·1 + 0·1½ = 2½;
#   B = 0·1½ + 1·1½ + 1·1 = 2½;  C = ½·1½ + ½·1½ + 0·2 = 1½;  D = ½·1 + 0·2 + 1·1½ = 2.
EXPECTED = {
    A: (F(3, 2), F(9, 2), F(3, 2), F(5, 2)),
    B: (F(2), F(4), F(3, 2), F(5, 2)),
    C: (F(1), F(5), F(3, 2), F(3, 2)),
    D: (F(3, 2), F(9, 2), F(3, 2), F(2)),
}


def test_hand_checked_tiebreak_values():
    table = standings(ENTRANTS, ROUND_ROBIN)
    for line in table:
        score, buchholz, median, sonneborn = EXPECTED[line.player]
        assert line.score == score
        assert line.tiebreaks["buchholz"] == buchholz
        assert line.tiebreaks["median_buchholz"] == median
        assert line.tiebreaks["sonneborn_berger"] == sonneborn


def test_default_order_breaks_the_a_d_tie_on_sonneborn_berger():
    table = standings(ENTRANTS, ROUND_ROBIN)
    # A and D tie on score, Buchholz and median Buchholz; A's 2½ Sonneborn-Berger beats D's 2
    assert [(line.rank, line.player) for line in table] == [(1, B), (2, A), (3, D), (4, C)]
    # Sonneborn-Berger already split them, so head-to-head has no tied opponent to count
    assert table[1].tiebreaks["head_to_head"] == 0
    assert table[2].tiebreaks["head_to_head"] == 0


def test_head_to_head_first_puts_d_above_a():
    table = standings(ENTRANTS, ROUND_ROBIN, tiebreaks=("head_to_head",))
    assert [(line.rank, line.player) for line in table] == [(1, B), (2, D), (3, A), (4, C)]


def test_head_to_head_counts_only_the_players_still_tied():
    table = standings(ENTRANTS, ROUND_ROBIN, tiebreaks=("head_to_head",))
    values = {line.player: line.tiebreaks["head_to_head"] for line in table}
    # B and C are alone in their score groups: no tied opponent, nothing to count
    assert values == {A: 0, B: 0, C: 0, D: 1}


def test_rating_and_shared_ranks():
    table = standings(ENTRANTS, [], tiebreaks=("rating",))
    assert [line.player for line in table] == [D, C, A, B]
    untied = standings(ENTRANTS, [], tiebreaks=())
    assert [line.rank for line in untied] == [1, 1, 1, 1]


def test_a_bye_scores_a_win_and_adds_nothing_to_buchholz():
    history = [RoundRecord(games=[GameRecord([A, B], (1, 2))], byes=[C])]
    lines = {line.player: line for line in standings(ENTRANTS[:3], history)}
    assert lines[C].score == 1
    assert lines[C].tiebreaks["buchholz"] == 0
    assert lines[A].tiebreaks["buchholz"] == 0
    assert lines[B].tiebreaks["buchholz"] == 1


def test_median_buchholz_over_five_opponents():
    # E plays five games against opponents who end on 3, 0, 2, 1 and 4 points.
    players = ["e", "p3", "p0", "p2", "p1", "p4"]
    rounds = [
        RoundRecord(games=[GameRecord(["e", opponent], (1, 2))])
        for opponent in ["p3", "p0", "p2", "p1", "p4"]
    ]
    # top the opponents up to their scores (E's wins give them nothing) with byes
    extra = {"p3": 3, "p2": 2, "p1": 1, "p4": 4}
    for opponent, points in extra.items():
        for _ in range(points):
            rounds.append(RoundRecord(byes=[opponent]))
    lines = {line.player: line for line in standings([Entrant(p) for p in players], rounds)}
    assert lines["e"].tiebreaks["buchholz"] == 10
    assert lines["e"].tiebreaks["median_buchholz"] == 6  # 3 + 2 + 1, dropping 4 and 0
    assert lines["e"].tiebreaks["sonneborn_berger"] == 10


def test_multiplayer_points_by_place_and_pairwise_tiebreaks():
    # four players, places 1, 2, 2, 4: points 1, ½, ½, 0 (the tied seats share ⅔ and ⅓)
    history = [RoundRecord(games=[GameRecord([A, B, C, D], (1, 2, 2, 4))])]
    lines = {line.player: line for line in standings(ENTRANTS, history)}
    assert [lines[p].score for p in (A, B, C, D)] == [1, F(1, 2), F(1, 2), 0]
    # B: ahead of D (1 × 0), tied with C (½ × ½), behind A (0 × 1)
    assert lines[B].tiebreaks["sonneborn_berger"] == F(1, 4)
    assert lines[A].tiebreaks["buchholz"] == 1
    assert lines[A].tiebreaks["sonneborn_berger"] == 1


def test_configured_place_points():
    scoring = Scoring(place_points={4: [5, 3, 1, 0], 2: [2, 0]}, bye_points=2)
    history = [
        RoundRecord(games=[GameRecord([A, B, C, D], (1, 2, 3, 3))]),
        RoundRecord(games=[GameRecord([A, B], (1, 1))], byes=[C]),
    ]
    lines = {line.player: line for line in standings(ENTRANTS, history, scoring=scoring)}
    assert [lines[p].score for p in (A, B, C, D)] == [6, 4, F(5, 2), F(1, 2)]


@pytest.mark.parametrize(
    ("kwargs", "history", "code"),
    [
        ({"tiebreaks": ("koya",)}, [], "bad_tiebreak"),
        ({}, [RoundRecord(games=[GameRecord([A, "zed"], (1, 2))])], "unknown_player"),
        ({"scoring": Scoring(place_points={2: [1]})}, ROUND_ROBIN, "bad_scoring"),
        ({"scoring": Scoring(place_points={2: [1, "x"]})}, ROUND_ROBIN, "bad_scoring"),
        ({}, [RoundRecord(games=[GameRecord([A, B], (1,))])], "bad_result"),
    ],
)
def test_refusals(kwargs, history, code):
    with pytest.raises(PairingUserError) as caught:
        standings(ENTRANTS, history, **kwargs)
    assert caught.value.code == code


def test_unfinished_games_are_left_out():
    history = [*ROUND_ROBIN, RoundRecord(games=[GameRecord([A, B])])]
    assert standings(ENTRANTS, history) == standings(ENTRANTS, ROUND_ROBIN)
