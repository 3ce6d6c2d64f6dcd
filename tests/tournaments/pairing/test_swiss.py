"""Two-player Swiss: score groups, no avoidable rematch, seat balance, one bye each at most."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournaments.pairing import (
    Entrant,
    GameRecord,
    PairingUserError,
    RoundRecord,
    Scoring,
    standings,
    swiss_round,
)
from tournaments.pairing import swiss as swiss_module
from tournaments.pairing.scoring import Tally
from tournaments.pairing.seats import seat_wish

from .play import (
    byes_so_far,
    finish,
    meetings,
    play_randomly,
    rematch_free_pairing_exists,
)


def rated_field(count):
    """Players 1..count, player 1 rated highest."""
    return [Entrant(number, rating=2000 - 100 * number) for number in range(1, count + 1)]


def test_round_one_pairs_top_half_against_bottom_half_alternating_seats():
    pairing = swiss_round(rated_field(8), [])
    assert pairing.tables == [[1, 5], [6, 2], [3, 7], [8, 4]]
    assert pairing.byes == []


# Two rounds played by hand: after them 1 and 3 have 2 points, 2, 4, 5, 6 one, 7 and 8 none.
TWO_ROUNDS = [
    RoundRecord(
        games=[
            GameRecord([1, 5], (1, 2)),
            GameRecord([6, 2], (2, 1)),
            GameRecord([3, 7], (1, 2)),
            GameRecord([8, 4], (2, 1)),
        ]
    ),
    RoundRecord(
        games=[
            GameRecord([4, 1], (2, 1)),
            GameRecord([2, 3], (2, 1)),
            GameRecord([5, 8], (1, 2)),
            GameRecord([7, 6], (2, 1)),
        ]
    ),
]


def test_third_round_keeps_score_groups_and_avoids_rematches():
    pairing = swiss_round(rated_field(8), TWO_ROUNDS)
    # 2 points: 1 v 3.  1 point (2, 4, 5, 6; 2 already met 6): top half v bottom half, 2 v 5
    # and 4 v 6.  0 points: 7 v 8.  Seats: 1 and 3 both want seat 0, the higher-ranked 1 gets
    # it; 2 and 5 both want seat 1, 2 gets it; 6 wants seat 0 and 4 seat 1; 8 seat 0, 7 seat 1.
    assert pairing.tables == [[1, 3], [5, 2], [6, 4], [8, 7]]
    met = meetings(TWO_ROUNDS)
    assert all(met[frozenset(table)] == 0 for table in pairing.tables)


def test_floater_goes_to_the_next_score_group():
    # 1 beat 2, 3 and 4 drew: 1 has 1 point, 3 and 4 a half, 2 none; 1 and 2 cannot meet again.
    history = [RoundRecord(games=[GameRecord([1, 2], (1, 2)), GameRecord([3, 4], (1, 1))])]
    pairing = swiss_round(rated_field(4), history)
    # 1 floats down and 2 up into the half-point group; of 1-3/2-4 and 1-4/2-3 (equal score
    # distance) the second meets every seat wish: 1 and 3 sat in seat 0, 2 and 4 in seat 1.
    assert pairing.tables == [[4, 1], [2, 3]]


def test_bye_goes_to_lowest_ranked_player_without_one_and_scores_a_win():
    entrants = rated_field(5)
    pairing = swiss_round(entrants, [])
    assert pairing.tables == [[1, 3], [4, 2]]
    assert pairing.byes == [5]
    history = [finish(pairing, [(1, 2), (1, 2)])]
    # 1, 4 and 5 (the bye) have a point, 2 and 3 none: the bye goes to 3, the lowest;
    # 1 v 2 and 4 v 5 meet every seat wish (1-4 would put two seat-0 players together)
    pairing = swiss_round(entrants, history)
    assert pairing.byes == [3]
    assert pairing.tables == [[2, 1], [5, 4]]
    line = {line.player: line for line in standings(entrants, history)}
    assert line[5].score == 1


def test_a_forced_rematch_is_allowed_when_nothing_else_pairs_everyone():
    history = [RoundRecord(games=[GameRecord([1, 2], (1, 2))])]
    pairing = swiss_round(rated_field(2), history)
    assert pairing.tables == [[2, 1]]  # same opponent, seats swapped


def test_two_players_alternate_seats_every_round():
    entrants = rated_field(2)
    history = []
    seats = []
    for _ in range(6):
        pairing = swiss_round(entrants, history)
        seats.append(pairing.tables[0][0])
        history.append(finish(pairing, [(1, 1)]))
    assert seats == [1, 2, 1, 2, 1, 2]


def test_withdrawn_players_in_history_are_not_paired():
    history = [RoundRecord(games=[GameRecord([1, 9], (1, 2)), GameRecord([2, 3], (1, 2))])]
    pairing = swiss_round(rated_field(4), history)
    assert sorted(pairing.players()) == [1, 2, 3, 4]


def test_string_ids_and_custom_bye_points():
    entrants = [Entrant("ann", 1800), Entrant("bob", 1700), Entrant("cy", 1600)]
    pairing = swiss_round(entrants, [], scoring=Scoring(bye_points=0.5))
    assert pairing.tables == [["ann", "bob"]]
    assert pairing.byes == ["cy"]


@pytest.mark.parametrize(
    ("entrants", "history", "kwargs", "code"),
    [
        (rated_field(1), [], {}, "too_few_players"),
        ([Entrant(1), Entrant(1)], [], {}, "duplicate_player"),
        (rated_field(4), [], {"table_size": 1}, "bad_table_size"),
        (rated_field(4), [], {"table_size": 2, "min_table_size": 1}, "bad_table_size"),
        (rated_field(4), [RoundRecord(games=[GameRecord([1, 2])])], {}, "round_unfinished"),
        (rated_field(4), [RoundRecord(games=[GameRecord([1, 2], (1, 3))])], {}, "bad_result"),
        (rated_field(4), [RoundRecord(games=[GameRecord([1, 2], (2, 2))])], {}, "bad_result"),
        (rated_field(4), [RoundRecord(games=[GameRecord([1, 1], (1, 2))])], {}, "bad_result"),
    ],
)
def test_refusals(entrants, history, kwargs, code):
    with pytest.raises(PairingUserError) as caught:
        swiss_round(entrants, history, **kwargs)
    assert caught.value.code == code


def check_round(entrants, history, pairing):
    """Facts every two-player Swiss round must have."""
    ids = [entrant.id for entrant in entrants]
    assert sorted(pairing.players()) == sorted(ids)
    assert all(len(table) == 2 for table in pairing.tables)
    assert len(pairing.byes) == len(ids) % 2
    byes = byes_so_far(history)
    for player in pairing.byes:
        # never a second bye while someone still has none
        assert byes[player] == min(byes[other] for other in ids)
    met = meetings(history)
    if any(met[frozenset(table)] for table in pairing.tables):
        assert not rematch_free_pairing_exists(ids, history)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    count=st.integers(min_value=2, max_value=13),
    rounds=st.integers(min_value=1, max_value=7),
    seed=st.integers(min_value=0, max_value=2**32),
    chunk=st.sampled_from([swiss_module.CHUNK, 4]),
)
def test_random_histories_never_give_an_avoidable_rematch_or_a_second_bye(
    count, rounds, seed, chunk
):
    chooser = random.Random(seed)
    entrants = [Entrant(number, rating=chooser.randrange(1000, 2000)) for number in range(count)]
    history = []
    original = swiss_module.CHUNK, swiss_module.WHOLE_FIELD
    # 4 exercises the chunked path and its fallback (fields above 4 are then chunked)
    swiss_module.CHUNK = chunk
    swiss_module.WHOLE_FIELD = min(chunk, swiss_module.WHOLE_FIELD)
    try:
        for _ in range(rounds):
            pairing = swiss_round(entrants, history)
            check_round(entrants, history, pairing)
            history.append(play_randomly(pairing, chooser))
    finally:
        swiss_module.CHUNK, swiss_module.WHOLE_FIELD = original


def test_large_field_is_paired_in_chunks_within_score_groups():
    chooser = random.Random(7)
    entrants = [Entrant(number, rating=chooser.randrange(1000, 2000)) for number in range(240)]
    history = []
    for _ in range(3):
        pairing = swiss_round(entrants, history)
        check_round(entrants, history, pairing)
        history.append(play_randomly(pairing, chooser))
    pairing = swiss_round(entrants, history)
    check_round(entrants, history, pairing)
    scores = {line.player: line.score for line in standings(entrants, history)}
    groups = len(set(scores.values()))
    differences = [abs(scores[first] - scores[second]) for first, second in pairing.tables]
    assert max(differences) <= 1
    # floaters only where a score group has an odd count: at most one per group boundary
    assert sum(1 for difference in differences if difference) <= groups - 1


@pytest.mark.parametrize(
    ("seats", "wish"),
    [
        ([], (None, 0)),
        ([0], (1, 1)),
        ([1], (0, 1)),
        ([0, 1], (0, 1)),
        ([0, 0], (1, 2)),
        ([1, 0, 0], (1, 2)),
        ([0, 0, 0, 1, 1], (0, 2)),
        ([0, 1, 0], (1, 1)),
        ([1, 1, 0, 0], (1, 2)),
    ],
)
def test_seat_wishes(seats, wish):
    tally = Tally(seats=[(seat, 2) for seat in seats] + [(0, 4)])  # multiplayer seats ignored
    assert seat_wish(tally) == wish


@pytest.mark.parametrize("seed", range(6))
def test_seat_balance_stays_within_three_over_nine_rounds(seed):
    chooser = random.Random(seed)
    count = chooser.randrange(6, 24)
    entrants = [Entrant(number, rating=chooser.randrange(1000, 2000)) for number in range(count)]
    history = []
    for _ in range(9):
        history.append(play_randomly(swiss_round(entrants, history), chooser))
    balance = {entrant.id: 0 for entrant in entrants}
    for round_record in history:
        for game in round_record.games:
            balance[game.seats[0]] += 1
            balance[game.seats[1]] -= 1
    assert max(abs(value) for value in balance.values()) <= 3
