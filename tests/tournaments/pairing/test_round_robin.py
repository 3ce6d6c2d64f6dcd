"""Round robin: FIDE Berger tables and the bye of an odd field."""

from collections import Counter

import pytest

from tournaments.pairing import (
    Entrant,
    PairingUserError,
    berger_round,
    round_robin_round,
    round_robin_schedule,
)

# FIDE Handbook C.05 Annex 1, Berger tables for 5 or 6 players (seat 0 = white first).
FIDE_BERGER_6 = [
    [(1, 6), (2, 5), (3, 4)],
    [(6, 4), (5, 3), (1, 2)],
    [(2, 6), (3, 1), (4, 5)],
    [(6, 5), (1, 4), (2, 3)],
    [(3, 6), (4, 2), (5, 1)],
]

# FIDE's table for 3 or 4 players.
FIDE_BERGER_4 = [
    [(1, 4), (2, 3)],
    [(4, 3), (1, 2)],
    [(2, 4), (3, 1)],
]


@pytest.mark.parametrize(
    ("players", "table"), [(6, FIDE_BERGER_6), (4, FIDE_BERGER_4)], ids=["six", "four"]
)
def test_berger_tables_match_fide(players, table):
    assert [berger_round(players, number) for number in range(1, players)] == table


def test_round_robin_round_maps_numbers_to_entrants_in_order():
    entrants = [Entrant(name) for name in "abcdef"]
    pairing = round_robin_round(entrants, 2)
    assert pairing.tables == [["f", "d"], ["e", "c"], ["a", "b"]]
    assert pairing.byes == []


def test_odd_field_highest_number_sits_out_and_its_opponent_has_a_bye():
    entrants = [Entrant(number) for number in range(1, 6)]
    rounds = round_robin_schedule(entrants)
    # FIDE's six-player table with player 6 a dummy: round 1 has 1-6, so 1 has the bye.
    assert [pairing.byes for pairing in rounds] == [[1], [4], [2], [5], [3]]
    assert rounds[0].tables == [[2, 5], [3, 4]]


@pytest.mark.parametrize("count", range(2, 15))
def test_everyone_meets_everyone_once_with_balanced_seats(count):
    rounds = round_robin_schedule([Entrant(number) for number in range(count)])
    met = Counter(frozenset(table) for pairing in rounds for table in pairing.tables)
    assert len(met) == count * (count - 1) // 2
    assert set(met.values()) == {1}
    byes = Counter(player for pairing in rounds for player in pairing.byes)
    assert byes == (Counter(range(count)) if count % 2 else Counter())
    first_seats = Counter(table[0] for pairing in rounds for table in pairing.tables)
    games_each = count - 1
    for player in range(count):
        # Berger tables give every player half their games (rounded) in seat 0
        assert abs(2 * first_seats[player] - games_each) <= 1 + (count % 2 == 0)


@pytest.mark.parametrize(
    ("call", "code"),
    [
        (lambda: berger_round(6, 6), "bad_round"),
        (lambda: berger_round(5, 1), "too_few_players"),
        (lambda: round_robin_round([Entrant(1), Entrant(2), Entrant(3)], 4), "bad_round"),
        (lambda: round_robin_round([Entrant(1)], 1), "too_few_players"),
        (lambda: round_robin_round([Entrant(1), Entrant(1)], 1), "duplicate_player"),
    ],
)
def test_refusals(call, code):
    with pytest.raises(PairingUserError) as caught:
        call()
    assert caught.value.code == code
