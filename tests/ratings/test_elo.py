"""Elo: two-player and multiplayer (pairwise, K/(N-1)) changes against hand-computed values."""

import pytest

from ratings import elo
from ratings.elo import EloSeat

TOLERANCE = 1e-9

# (seat A, seat B) as (rating, games before, rank) -> (delta A, delta B)
# Hand values: E(1600 v 1400) = 1 / (1 + 10 ** (-200 / 400)) = 0.759746926647957852...
TWO_PLAYER_CASES = [
    pytest.param((1500, 0, 1), (1500, 0, 2), 20.0, -20.0, id="equal-win-k40"),
    pytest.param((1500, 0, 1), (1500, 0, 1), 0.0, 0.0, id="equal-draw"),
    pytest.param((1500, 0, 2), (1500, 0, 1), -20.0, 20.0, id="equal-loss-k40"),
    pytest.param((1500, 50, 1), (1500, 50, 2), 10.0, -10.0, id="equal-win-k20"),
    # favourite (K=20) beats underdog (K=40): 20 * 0.24025..., 40 * -0.24025...
    pytest.param(
        (1600, 50, 1), (1400, 5, 2), 4.80506146704084296, -9.61012293408168592, id="favourite-wins"
    ),
    # upset, both K=20: 20 * 0.75974...
    pytest.param(
        (1400, 40, 1), (1600, 40, 2), 15.1949385329591570, -15.1949385329591570, id="upset"
    ),
    # draw, both K=40: 40 * (0.5 - 0.75974...)
    pytest.param(
        (1600, 0, 1), (1400, 0, 1), -10.3898770659183141, 10.3898770659183141, id="uneven-draw"
    ),
]


@pytest.mark.parametrize(("seat_a", "seat_b", "delta_a", "delta_b"), TWO_PLAYER_CASES)
def test_two_player_changes(seat_a, seat_b, delta_a, delta_b):
    a, b = elo.rate([seat_a, seat_b])
    assert a.delta == pytest.approx(delta_a, abs=TOLERANCE)
    assert b.delta == pytest.approx(delta_b, abs=TOLERANCE)
    assert a.before == seat_a[0] and b.before == seat_b[0]
    assert a.after == pytest.approx(seat_a[0] + delta_a, abs=TOLERANCE)
    assert b.after == pytest.approx(seat_b[0] + delta_b, abs=TOLERANCE)


def test_four_players_with_a_tie_are_scored_pairwise_with_k_over_three():
    # ratings 1500, 1600, 1400, 1550; ranks 1, 2, 2, 4 (seats 2 and 3 tie); all K=40 -> 40/3 a pair.
    # Seat 1 by hand: E v 1600 = 0.359935, v 1400 = 0.640065, v 1550 = 0.428537, all won:
    # 40/3 * (0.640065 + 0.359935 + 0.571463) = 20.95284...
    seats = [(1500, 0, 1), (1600, 3, 2), (1400, 12, 2), (1550, 29, 4)]
    expected = [
        20.9528415654450858,
        -6.28366725145632487,  # 1600: lost to 1500, tied 1400, beat 1550
        8.04262573230228798,  # 1400: lost to 1500, tied 1600, beat 1550
        -22.7118000462910489,
    ]
    changes = elo.rate(seats)
    assert [change.delta for change in changes] == pytest.approx(expected, abs=TOLERANCE)
    assert [change.k for change in changes] == [40.0] * 4


def test_multiplayer_tie_between_equals_scores_half_a_point():
    # three equal players, two tie for first: each pair K/2 = 20; (0.5 - 0.5) + (1 - 0.5) = 0.5
    first, second, last = elo.rate([(1500, 0, 1), (1500, 0, 1), (1500, 0, 3)])
    assert first.delta == pytest.approx(10.0)
    assert second.delta == pytest.approx(10.0)
    assert last.delta == pytest.approx(-20.0)


@pytest.mark.parametrize(
    ("games_before", "k", "win_delta"),
    [(0, 40.0, 20.0), (29, 40.0, 20.0), (30, 20.0, 10.0), (31, 20.0, 10.0), (500, 20.0, 10.0)],
)
def test_k_switches_after_thirty_games(games_before, k, win_delta):
    winner, loser = elo.rate([EloSeat(1500, games_before, 1), EloSeat(1500, 100, 2)])
    assert elo.k_factor(games_before) == k
    assert winner.k == k
    assert winner.delta == pytest.approx(win_delta)
    assert loser.delta == pytest.approx(-10.0)


def test_a_players_thirty_first_game_is_the_first_with_k_twenty():
    rating, games = elo.INITIAL_RATING, 0
    ks = []
    for _ in range(32):
        (change, _) = elo.rate([(rating, games, 1), (1500, 100, 2)])
        ks.append(change.k)
        rating, games = change.after, change.games
    assert ks == [40.0] * 30 + [20.0] * 2


@pytest.mark.parametrize(
    ("games_before", "provisional_after"), [(0, True), (8, True), (9, False), (40, False)]
)
def test_provisional_while_fewer_than_ten_games(games_before, provisional_after):
    change, _ = elo.rate([(1500, games_before, 1), (1500, 0, 2)])
    assert change.games == games_before + 1
    assert change.provisional is provisional_after
    assert elo.is_provisional(games_before) is (games_before < 10)


def test_changes_are_zero_sum_when_k_is_equal():
    changes = elo.rate([(1712, 40, 3), (1455, 40, 1), (1600, 40, 2), (1380, 40, 4), (1500, 40, 2)])
    assert sum(change.delta for change in changes) == pytest.approx(0.0, abs=1e-9)


def test_as_dict_is_plain_json():
    (change, _) = elo.rate([(1500, 0, 1), (1500, 0, 2)])
    assert change.as_dict() == {
        "before": 1500.0,
        "after": 1520.0,
        "delta": 20.0,
        "k": 40.0,
        "games": 1,
        "provisional": True,
    }


@pytest.mark.parametrize(
    "seats",
    [
        [(1500, 0, 1)],
        [],
        [(1500, -1, 1), (1500, 0, 2)],
        [(1500, True, 1), (1500, 0, 2)],
        [("1500", 0, 1), (1500, 0, 2)],
        [(1500, 0, None), (1500, 0, 2)],
    ],
)
def test_bad_input_is_refused(seats):
    with pytest.raises(ValueError):
        elo.rate(seats)
