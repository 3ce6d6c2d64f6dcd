"""OpenSkill: our code path gives exactly the package's Plackett-Luce values."""

import pytest
from openskill.models import PlackettLuce

from ratings import openskill_rating
from ratings.openskill_rating import SkillSeat


def direct(seats, ranks):
    model = PlackettLuce()
    teams = [[model.rating(mu=mu, sigma=sigma)] for mu, sigma in seats]
    return [(team[0].mu, team[0].sigma) for team in model.rate(teams, ranks=ranks)]


@pytest.mark.parametrize(
    ("seats", "ranks"),
    [
        pytest.param([(25.0, 25 / 3)] * 4, [1, 2, 2, 4], id="new-players-tie"),
        pytest.param(
            [(31.2, 4.1), (22.0, 7.9), (25.0, 25 / 3), (18.5, 3.3)], [1, 2, 2, 4], id="mixed-tie"
        ),
        pytest.param([(25.0, 25 / 3), (28.0, 5.0)], [2, 1], id="two-players"),
        pytest.param([(25.0, 25 / 3), (28.0, 5.0)], [1, 1], id="two-players-draw"),
        pytest.param([(20.0, 6.0), (25.0, 8.0), (30.0, 2.0)], [3, 1, 2], id="unsorted-ranks"),
    ],
)
def test_matches_a_direct_plackett_luce_call_exactly(seats, ranks):
    ours = openskill_rating.rate(
        [SkillSeat(mu, sigma, rank) for (mu, sigma), rank in zip(seats, ranks, strict=True)]
    )
    assert [(change.mu_after, change.sigma_after) for change in ours] == direct(seats, ranks)
    assert [(change.mu_before, change.sigma_before) for change in ours] == [
        (float(mu), float(sigma)) for mu, sigma in seats
    ]


def test_four_new_players_ranked_1_2_2_4():
    changes = openskill_rating.rate([(25.0, 25 / 3, rank) for rank in [1, 2, 2, 4]])
    winner, tied_a, tied_b, last = changes
    # the package's own numbers for this game (openskill 6.2)
    assert winner.mu_after == pytest.approx(27.795252672501135)
    assert tied_a.mu_after == tied_b.mu_after == pytest.approx(24.689416369722096)
    assert last.mu_after == pytest.approx(22.825914588054673)
    assert tied_a.sigma_after == pytest.approx(8.17961798837266)
    assert winner.display_before == pytest.approx(0.0)
    assert winner.display_after == pytest.approx(winner.mu_after - 3 * winner.sigma_after)
    assert winner.display_delta == pytest.approx(3.0045372987228873)
    assert all(change.provisional for change in changes)


@pytest.mark.parametrize(
    ("sigma", "provisional"), [(8.33, True), (6.51, True), (6.5, False), (3.0, False)]
)
def test_provisional_while_sigma_above_threshold(sigma, provisional):
    assert openskill_rating.is_provisional(sigma) is provisional


def test_provisional_ends_after_about_ten_two_player_games():
    a, b = openskill_rating.new_skill(), openskill_rating.new_skill()
    provisional = []
    for game in range(12):
        ranks = (1, 2) if game % 2 == 0 else (2, 1)
        change_a, change_b = openskill_rating.rate(
            [(a.mu, a.sigma, ranks[0]), (b.mu, b.sigma, ranks[1])]
        )
        a = SkillSeat(change_a.mu_after, change_a.sigma_after, 0)
        b = SkillSeat(change_b.mu_after, change_b.sigma_after, 0)
        provisional.append(change_a.provisional)
    assert provisional == [True] * 8 + [False] * 4


def test_as_dict_is_plain_json():
    (change, _) = openskill_rating.rate([(25.0, 25 / 3, 1), (25.0, 25 / 3, 2)])
    as_dict = change.as_dict()
    assert set(as_dict) == {
        "mu_before",
        "sigma_before",
        "mu_after",
        "sigma_after",
        "display_before",
        "display_after",
        "display_delta",
        "provisional",
    }
    assert as_dict["mu_after"] == change.mu_after


@pytest.mark.parametrize(
    "seats",
    [[(25.0, 8.0, 1)], [(25.0, 0.0, 1), (25.0, 8.0, 2)], [(25.0, 8.0, "1"), (25.0, 8.0, 2)]],
)
def test_bad_input_is_refused(seats):
    with pytest.raises(ValueError):
        openskill_rating.rate(seats)


def test_our_calls_do_not_change_the_shared_model():
    before = (
        openskill_rating.MODEL.mu,
        openskill_rating.MODEL.sigma,
        openskill_rating.MODEL.limit_sigma,
    )
    openskill_rating.rate([(25.0, 25 / 3, 1), (25.0, 25 / 3, 2)])
    assert (
        openskill_rating.MODEL.mu,
        openskill_rating.MODEL.sigma,
        openskill_rating.MODEL.limit_sigma,
    ) == before
