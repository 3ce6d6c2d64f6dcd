"""Multiplayer Swiss: table sizes that seat everyone, fewest repeat opponents, rotated seats."""

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.pairing import (
    Entrant,
    GameRecord,
    PairingUserError,
    RoundRecord,
    swiss_round,
    table_sizes,
)

from .play import byes_so_far, finish, meetings, play_randomly

POD_SIZES = {
    5: ([4], 1),
    6: ([3, 3], 0),
    7: ([4, 3], 0),
    8: ([4, 4], 0),
    9: ([3, 3, 3], 0),
    10: ([4, 3, 3], 0),
    11: ([4, 4, 3], 0),
    12: ([4, 4, 4], 0),
    13: ([4, 3, 3, 3], 0),
}


@pytest.mark.parametrize(("players", "expected"), POD_SIZES.items())
def test_table_sizes_for_four_player_tables(players, expected):
    assert table_sizes(players, 4) == expected


@pytest.mark.parametrize(
    ("players", "max_size", "min_size", "expected"),
    [
        (5, 4, 2, ([3, 2], 0)),
        (7, 3, 3, ([3, 3], 1)),
        (8, 3, 2, ([3, 3, 2], 0)),
        (4, 4, 4, ([4], 0)),
        (9, 5, 4, ([5, 4], 0)),
        (3, 3, 3, ([3], 0)),
    ],
)
def test_table_sizes_with_other_limits(players, max_size, min_size, expected):
    assert table_sizes(players, max_size, min_size) == expected


@pytest.mark.parametrize(
    ("args", "code"),
    [((2, 4), "too_few_players"), ((8, 1, 1), "bad_table_size"), ((8, 4, 5), "bad_table_size")],
)
def test_table_size_refusals(args, code):
    with pytest.raises(PairingUserError) as caught:
        table_sizes(*args)
    assert caught.value.code == code


@pytest.mark.parametrize("players", range(5, 14))
def test_pods_for_5_to_13_players_seat_everyone_at_tables_of_3_or_4(players):
    chooser = random.Random(players)
    entrants = [Entrant(number, rating=chooser.randrange(1000, 2000)) for number in range(players)]
    history = []
    for _ in range(4):
        pairing = swiss_round(entrants, history, table_size=4)
        assert sorted(pairing.players()) == list(range(players))
        assert sorted(len(table) for table in pairing.tables) == sorted(POD_SIZES[players][0])
        assert all(len(table) in (3, 4) for table in pairing.tables)
        # only 5 players cannot fill tables of 3-4: one bye, never to the same player twice
        assert len(pairing.byes) == (1 if players == 5 else 0)
        assert all(byes_so_far(history)[player] == 0 for player in pairing.byes)
        history.append(play_randomly(pairing, chooser))


def test_five_players_sit_at_three_and_two_when_two_player_tables_are_allowed():
    pairing = swiss_round([Entrant(n) for n in range(5)], [], table_size=4, min_table_size=2)
    assert [len(table) for table in pairing.tables] == [3, 2]
    assert pairing.byes == []


def test_second_round_of_eight_mixes_both_first_round_tables():
    entrants = [Entrant(number, rating=2000 - number) for number in range(1, 9)]
    first = swiss_round(entrants, [], table_size=4)
    assert first.tables == [[1, 2, 3, 4], [5, 6, 7, 8]]
    history = [finish(first, [(1, 2, 3, 4), (1, 2, 3, 4)])]
    second = swiss_round(entrants, history, table_size=4)
    # the least possible: two players from each first-round table, so 2 repeat pairs a table
    met = meetings(history)
    repeats = [
        sum(met[frozenset((a, b))] for a in table for b in table if a < b)
        for table in second.tables
    ]
    assert repeats == [2, 2]
    # and by score: the two winners and two runners-up share the top table
    assert sorted(second.tables[0]) == [1, 2, 5, 6]


def test_seats_rotate_through_every_position():
    entrants = [Entrant(number) for number in range(4)]
    history = []
    for _ in range(4):
        pairing = swiss_round(entrants, history, table_size=4)
        history.append(finish(pairing, [(1, 2, 3, 4)]))
    seats = {player: Counter() for player in range(4)}
    for round_record in history:
        for index, player in enumerate(round_record.games[0].seats):
            seats[player][index] += 1
    assert all(counts == Counter({0: 1, 1: 1, 2: 1, 3: 1}) for counts in seats.values())


def test_three_player_tables():
    pairing = swiss_round([Entrant(n, 100 - n) for n in range(7)], [], table_size=3)
    assert pairing.tables == [[0, 1, 2], [3, 4, 5]]
    assert pairing.byes == [6]


@settings(max_examples=25, deadline=None)
@given(
    count=st.integers(min_value=5, max_value=20),
    table_size=st.sampled_from([3, 4]),
    rounds=st.integers(min_value=1, max_value=5),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_random_pod_histories_seat_everyone_and_never_repeat_a_bye(count, table_size, rounds, seed):
    chooser = random.Random(seed)
    entrants = [Entrant(number, rating=chooser.randrange(1000, 2000)) for number in range(count)]
    history = []
    sizes, bye_count = table_sizes(count, table_size)
    for _ in range(rounds):
        pairing = swiss_round(entrants, history, table_size=table_size)
        assert sorted(pairing.players()) == list(range(count))
        assert sorted(map(len, pairing.tables), reverse=True) == sizes
        assert len(pairing.byes) == bye_count
        # a second bye only when everyone seated has had as many
        byes = byes_so_far(history)
        seated = [player for table in pairing.tables for player in table]
        if pairing.byes:
            assert max(byes[p] for p in pairing.byes) <= min(byes[p] for p in seated)
        history.append(play_randomly(pairing, chooser))


def all_splits(players, sizes):
    """Every split of `players` into unordered tables of the given sizes (exhaustive)."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for size in sorted(set(sizes)):
        left = list(sizes)
        left.remove(size)
        for partners in combinations(rest, size - 1):
            others = [player for player in rest if player not in partners]
            for split in all_splits(others, left):
                yield [[first, *partners], *split]


def repeat_pairs(tables, met):
    return sum(
        met[frozenset((first, second))]
        for table in tables
        for position, first in enumerate(table)
        for second in table[position + 1 :]
    )


@pytest.mark.parametrize("table_size", [3, 4])
@pytest.mark.parametrize("seed", range(8))
def test_repeats_are_never_more_than_an_exhaustive_search_finds(table_size, seed):
    chooser = random.Random(seed)
    count = chooser.randrange(6, 12)
    entrants = [Entrant(number, rating=chooser.randrange(1000, 2000)) for number in range(count)]
    history = []
    for _ in range(6):
        pairing = swiss_round(entrants, history, table_size=table_size)
        met = meetings(history)
        seated = sorted(player for table in pairing.tables for player in table)
        sizes = [len(table) for table in pairing.tables]
        fewest = min(repeat_pairs(split, met) for split in all_splits(seated, sizes))
        assert repeat_pairs(pairing.tables, met) == fewest
        history.append(play_randomly(pairing, chooser))


# 13 players, three rounds played; the fourth round can be paired without any repeat
# (for example [1, 13, 7], [2, 5, 8], [3, 11, 9], [12, 4, 6, 10]), where a local search stopped
# at [[1, 11, 9], [12, 5, 3, 8], [13, 7, 2], [6, 4, 10]] with repeat pairs.
THIRTEEN = [
    RoundRecord(
        games=[
            GameRecord([1, 2, 3, 4], (2, 4, 3, 1)),
            GameRecord([5, 6, 7], (2, 3, 1)),
            GameRecord([8, 9, 10], (1, 3, 2)),
            GameRecord([11, 12, 13], (1, 3, 2)),
        ]
    ),
    RoundRecord(
        games=[
            GameRecord([4, 7, 8, 11], (3, 4, 1, 2)),
            GameRecord([10, 1, 5], (3, 2, 1)),
            GameRecord([13, 3, 6], (2, 3, 1)),
            GameRecord([9, 12, 2], (1, 2, 3)),
        ]
    ),
    RoundRecord(
        games=[
            GameRecord([6, 8, 1], (2, 3, 1)),
            GameRecord([2, 10, 11], (2, 1, 3)),
            GameRecord([5, 13, 4, 9], (3, 1, 4, 2)),
            GameRecord([7, 3, 12], (3, 1, 2)),
        ]
    ),
]


def test_thirteen_players_avoid_every_repeat_when_a_split_allows_it():
    entrants = [Entrant(number, rating=2000 - number) for number in range(1, 14)]
    pairing = swiss_round(entrants, THIRTEEN, table_size=4)
    met = meetings(THIRTEEN)
    assert repeat_pairs([[1, 11, 9], [12, 5, 3, 8], [13, 7, 2], [6, 4, 10]], met) > 0
    assert repeat_pairs(pairing.tables, met) == 0
    assert sorted(map(len, pairing.tables), reverse=True) == [4, 3, 3, 3]
    assert sorted(pairing.players()) == list(range(1, 14))
