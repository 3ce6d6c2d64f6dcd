"""Formats and tie-breaks organisers ask for: double round robin, round robin at tables of 3–4,
3-1-0 match points, Buchholz Cut-1, opponents' match-win rate, FIDE's virtual opponent."""

from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest

from tournaments.pairing import (
    MATCH_POINTS,
    Entrant,
    GameRecord,
    RoundRecord,
    mcmahon_scores,
    round_robin_round,
    round_robin_rounds,
    standings,
    swiss_round,
    table_round_robin_round,
    table_round_robin_rounds,
)

from .play import finish, meetings
from .test_pods import all_splits, repeat_pairs


def field(count):
    return [Entrant(number, rating=2000 - number) for number in range(1, count + 1)]


@pytest.mark.parametrize("count", [4, 5, 6, 7])
def test_double_round_robin_meets_everyone_twice_with_seats_reversed(count):
    entrants = field(count)
    rounds = round_robin_rounds(count, cycles=2)
    assert rounds == 2 * round_robin_rounds(count)
    seat_zero = Counter()
    half = rounds // 2
    for number in range(1, half + 1):
        first = round_robin_round(entrants, number, cycles=2)
        second = round_robin_round(entrants, number + half, cycles=2)
        assert second.tables == [table[::-1] for table in first.tables]
        assert second.byes == first.byes
        for table in first.tables + second.tables:
            seat_zero[frozenset(table)] += 1
    assert set(seat_zero.values()) == {2}
    assert len(seat_zero) == count * (count - 1) // 2


def test_a_single_round_robin_refuses_a_second_cycle_round():
    from tournaments.pairing import PairingUserError

    with pytest.raises(PairingUserError):
        round_robin_round(field(4), 4)


def test_round_robin_at_tables_of_three_for_nine_meets_everyone_exactly_once():
    entrants = field(9)
    history = []
    rounds = table_round_robin_rounds(9, 3)
    assert rounds == 4
    for _ in range(rounds):
        pairing = table_round_robin_round(entrants, history, 3)
        assert sorted(map(len, pairing.tables)) == [3, 3, 3]
        history.append(finish(pairing, [(1, 2, 3)] * 3))
    met = meetings(history)
    assert {met[frozenset(pair)] for pair in combinations(range(1, 10), 2)} == {1}


@pytest.mark.parametrize(("count", "table_size"), [(8, 4), (7, 3), (10, 4)])
def test_each_round_robin_round_at_tables_has_the_fewest_repeats(count, table_size):
    entrants = field(count)
    history = []
    for _ in range(table_round_robin_rounds(count, table_size)):
        pairing = table_round_robin_round(entrants, history, table_size)
        met = meetings(history)
        seated = sorted(player for table in pairing.tables for player in table)
        sizes = [len(table) for table in pairing.tables]
        fewest = min(repeat_pairs(split, met) for split in all_splits(seated, sizes))
        assert repeat_pairs(pairing.tables, met) == fewest
        history.append(finish(pairing, [tuple(range(1, len(t) + 1)) for t in pairing.tables]))


def test_match_points_three_one_zero():
    entrants = field(4)
    history = [
        RoundRecord(games=[GameRecord([1, 2], (1, 2)), GameRecord([3, 4], (1, 1))]),
    ]
    lines = {line.player: line.score for line in standings(entrants, history, scoring=MATCH_POINTS)}
    assert lines == {1: 3, 2: 0, 3: 1, 4: 1}
    bye = [RoundRecord(games=[GameRecord([1, 2], (2, 1))], byes=[3])]
    lines = {line.player: line.score for line in standings(field(3), bye, scoring=MATCH_POINTS)}
    assert lines == {1: 0, 2: 3, 3: 3}


# Three rounds, four players: 1 beats 2, 3 and 4; 2 beats 3 and 4; 3 draws 4 once.
THREE_ROUNDS = [
    RoundRecord(games=[GameRecord([1, 2], (1, 2)), GameRecord([3, 4], (1, 1))]),
    RoundRecord(games=[GameRecord([1, 3], (1, 2)), GameRecord([2, 4], (1, 2))]),
    RoundRecord(games=[GameRecord([4, 1], (2, 1)), GameRecord([2, 3], (1, 2))]),
]


def test_buchholz_cut_one_drops_the_lowest_opponent():
    lines = {
        line.player: line.tiebreaks
        for line in standings(field(4), THREE_ROUNDS, tiebreaks=("buchholz", "buchholz_cut1"))
    }
    # scores: 1: 3, 2: 2, 3: ½, 4: ½. Player 1 met 2, 3, 4: Buchholz 3, Cut-1 drops a ½.
    assert lines[1]["buchholz"] == 3
    assert lines[1]["buchholz_cut1"] == Fraction(5, 2)
    # player 3 met 4 (½), 1 (3), 2 (2): Cut-1 = 5
    assert lines[3]["buchholz_cut1"] == 5


def test_opponents_match_win_floors_each_opponent_at_a_third():
    lines = {
        line.player: line.tiebreaks["opponents_match_win"]
        for line in standings(field(4), THREE_ROUNDS, tiebreaks=("opponents_match_win",))
    }
    # rates: 1: 1, 2: ⅔, 3: ⅙ -> ⅓, 4: ⅙ -> ⅓. Player 1's opponents: (⅔ + ⅓ + ⅓) / 3 = 4/9.
    assert lines[1] == Fraction(4, 9)
    # player 3's opponents 4, 1, 2: (⅓ + 1 + ⅔) / 3 = 2/3
    assert lines[3] == Fraction(2, 3)


def test_fide_virtual_opponent_for_a_bye():
    # Four rounds; 5 has the bye in round 2. Before round 2 player 5 has 1 point; the virtual
    # opponent scores 1 (before) + (1 − 1 for the bye) + ½ × 2 later rounds = 2.
    entrants = field(5)
    history = [
        RoundRecord(games=[GameRecord([5, 1], (1, 2)), GameRecord([2, 3], (1, 2))], byes=[4]),
        RoundRecord(games=[GameRecord([1, 2], (1, 2)), GameRecord([3, 4], (1, 2))], byes=[5]),
        RoundRecord(games=[GameRecord([5, 3], (2, 1)), GameRecord([4, 1], (2, 1))], byes=[2]),
        RoundRecord(games=[GameRecord([2, 5], (1, 1)), GameRecord([1, 3], (1, 2))], byes=[4]),
    ]
    lines = {
        line.player: line
        for line in standings(entrants, history, tiebreaks=("buchholz", "buchholz_virtual"))
    }
    assert lines[5].tiebreaks["buchholz_virtual"] == lines[5].tiebreaks["buchholz"] + 2
    # player 4 had byes in rounds 1 and 4: round 1, 0 + (1 − 1) + ½ × 3 = 3/2; round 4,
    # 1 point before it (the bye; lost to 3 and to 1) + (1 − 1) + 0 = 1
    expected = Fraction(3, 2) + 1
    assert lines[4].tiebreaks["buchholz_virtual"] == lines[4].tiebreaks["buchholz"] + expected


def test_mcmahon_starting_scores_by_rating_band():
    entrants = [
        Entrant("top", 2300),
        Entrant("bar", 2000),
        Entrant("one_band", 1950),
        Entrant("two_bands", 1850),
        Entrant("far", 1000),
    ]
    scores = mcmahon_scores(entrants, bar=2000, band=100, groups=4)
    assert scores == {"top": 3, "bar": 3, "one_band": 2, "two_bands": 1, "far": 0}


def test_mcmahon_first_round_pairs_like_strength_and_counts_in_standings():
    # eight players, two groups: the four rated 2000+ start on 1, the others on 0
    entrants = [Entrant(number, rating=2400 - 100 * number) for number in range(1, 9)]
    start = mcmahon_scores(entrants, bar=2000, band=200, groups=2)
    pairing = swiss_round(entrants, [], initial_scores=start)
    for table in pairing.tables:
        assert len({start[player] for player in table}) == 1  # no one meets the other group
    history = [finish(pairing, [(1, 2)] * len(pairing.tables))]
    lines = {line.player: line.score for line in standings(entrants, history, initial_scores=start)}
    assert sorted(lines.values(), reverse=True) == [2, 2, 1, 1, 1, 1, 0, 0]
