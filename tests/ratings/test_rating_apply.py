"""Ratings applied through the Django code path: the task, exactly once, finishing order, unrated."""

from __future__ import annotations

import pytest

from ratings import elo, openskill_rating
from ratings.models import RatedGame, Rating, RatingChange
from ratings.services import ratings_apply_pending
from ratings.tasks import ratings_apply_for_game, ratings_apply_pending_all
from tests.factories import UserFactory
from tests.ratings.finished_games import finished_game

pytestmark = pytest.mark.django_db

CHANGE_FIELDS = [
    "game_id",
    "user_id",
    "seat",
    "rank",
    "elo_before",
    "elo_after",
    "elo_delta",
    "k",
    "games",
    "mu_before",
    "sigma_before",
    "mu_after",
    "sigma_after",
    "provisional",
    "finished_at",
]
RATING_FIELDS = ["user_id", "engine", "elo", "games", "mu", "sigma", "provisional", "last_played"]


def history() -> list[tuple]:
    return list(
        RatingChange.objects.order_by("finished_at", "game_id", "seat").values_list(*CHANGE_FIELDS)
    )


def ratings() -> list[tuple]:
    return list(Rating.objects.order_by("engine", "user_id").values_list(*RATING_FIELDS))


@pytest.fixture
def four(db):
    return [UserFactory(username=name) for name in ("ann", "ben", "cat", "dan")]


def test_a_rated_four_player_game_gives_the_pure_modules_numbers(four):
    game = finished_game(four, [1, 2, 2, 4], minute=1)
    assert ratings_apply_for_game(game.pk) == 1
    rows = list(RatingChange.objects.filter(game=game).order_by("seat"))
    assert [(r.user_id, r.seat, r.rank) for r in rows] == [
        (u.pk, i, rank) for i, (u, rank) in enumerate(zip(four, [1, 2, 2, 4], strict=True))
    ]
    expected_elo = elo.rate([(1500.0, 0, rank) for rank in [1, 2, 2, 4]])
    expected_skill = openskill_rating.rate([(25.0, 25 / 3, rank) for rank in [1, 2, 2, 4]])
    for row, e, s in zip(rows, expected_elo, expected_skill, strict=True):
        assert (row.elo_before, row.elo_after, row.elo_delta, row.k) == (
            e.before,
            e.after,
            e.delta,
            e.k,
        )
        assert (row.mu_before, row.sigma_before) == (s.mu_before, s.sigma_before)
        assert (row.mu_after, row.sigma_after) == (s.mu_after, s.sigma_after)
        assert row.games == 1 and row.provisional
    # pairwise Elo by hand, all 1500 and K 40 -> 40/3 a pair: winner 3 wins = 40/3 * 1.5 = 20
    assert [row.elo_delta for row in rows] == pytest.approx([20.0, 0.0, 0.0, -20.0])
    # the package's numbers for four new players ranked 1, 2, 2, 4 (openskill 6.x)
    assert rows[0].mu_after == pytest.approx(27.795252672501135)
    assert rows[1].mu_after == rows[2].mu_after == pytest.approx(24.689416369722096)
    assert rows[3].mu_after == pytest.approx(22.825914588054673)
    current = {r.user_id: r for r in Rating.objects.all()}
    assert current[four[0].pk].elo == pytest.approx(1520.0)
    assert current[four[0].pk].mu == rows[0].mu_after and current[four[0].pk].games == 1
    assert current[four[0].pk].last_played == game.finished_at
    assert current[four[0].pk].provisional


def test_the_task_run_twice_changes_nothing_the_second_time(four):
    game = finished_game(four, [2, 1, 3, 4], minute=1)
    assert ratings_apply_for_game(game.pk) == 1
    before = (history(), ratings(), RatedGame.objects.count())
    assert ratings_apply_for_game(game.pk) == 0
    assert ratings_apply_pending_all() == 0
    assert (history(), ratings(), RatedGame.objects.count()) == before
    assert RatingChange.objects.filter(game=game).count() == 4


def test_out_of_order_tasks_apply_in_finishing_order(four):
    ann, ben = four[:2]
    first = finished_game([ann, ben], [1, 2], minute=1)
    second = finished_game([ben, ann], [1, 2], minute=2)
    assert ratings_apply_for_game(second.pk) == 2  # the later game's task arrives first
    assert ratings_apply_for_game(first.pk) == 0
    a1, b1 = elo.rate([(1500.0, 0, 1), (1500.0, 0, 2)])
    b2, a2 = elo.rate([(b1.after, 1, 1), (a1.after, 1, 2)])
    rows = list(
        RatingChange.objects.order_by("finished_at", "seat").values_list(
            "game_id", "user_id", "elo_after"
        )
    )
    assert rows == [
        (first.pk, ann.pk, a1.after),
        (first.pk, ben.pk, b1.after),
        (second.pk, ben.pk, b2.after),
        (second.pk, ann.pk, a2.after),
    ]


def test_a_game_that_finished_earlier_but_arrives_late_is_slotted_in_before(four):
    """A finish committed late: the later games are rewound and applied again after it."""
    ann, ben, cat = four[:3]
    later = finished_game([ann, ben], [1, 2], minute=5)
    assert ratings_apply_for_game(later.pk) == 1
    earlier = finished_game([ben, cat], [1, 2], minute=3)  # finished before, seen after
    assert ratings_apply_for_game(earlier.pk) == 2
    b1, c1 = elo.rate([(1500.0, 0, 1), (1500.0, 0, 2)])
    a2, b2 = elo.rate([(1500.0, 0, 1), (b1.after, 1, 2)])
    current = {r.user_id: (r.elo, r.games) for r in Rating.objects.all()}
    assert current == {ann.pk: (a2.after, 1), ben.pk: (b2.after, 2), cat.pk: (c1.after, 1)}
    assert RatedGame.objects.count() == 2 and RatingChange.objects.count() == 4


def test_unrated_games_are_never_rated(four):
    unrated = finished_game(four[:2], [1, 2], minute=1, rated=False)
    assert ratings_apply_for_game(unrated.pk) == 0
    assert ratings_apply_pending(engine="secret-nim") == 0
    assert ratings_apply_pending_all() == 0
    rated = finished_game(four[:2], [2, 1], minute=2)
    assert ratings_apply_for_game(rated.pk) == 1
    assert set(RatingChange.objects.values_list("game_id", flat=True)) == {rated.pk}
    assert not RatedGame.objects.filter(game=unrated).exists()


def test_an_unknown_or_unfinished_game_applies_nothing(four, secret_nim):
    from games import services

    game = services.game_create(user=four[0], engine="secret-nim", players=2, rated=True)
    assert ratings_apply_for_game(game.pk) == 0
    assert ratings_apply_for_game(10**9) == 0
    assert not RatingChange.objects.exists()


def test_k_falls_to_20_after_30_games_and_provisional_ends_at_10(four):
    ann, ben = four[:2]
    Rating.objects.create(
        user=ann, engine="secret-nim", elo=1500.0, games=30, mu=25.0, sigma=5.0, provisional=False
    )
    Rating.objects.create(user=ben, engine="secret-nim", elo=1500.0, games=9, mu=25.0, sigma=5.0)
    game = finished_game([ann, ben], [1, 2], minute=1)
    ratings_apply_for_game(game.pk)
    ann_change, ben_change = RatingChange.objects.filter(game=game).order_by("seat")
    assert (ann_change.k, ann_change.elo_delta, ann_change.games) == (20.0, 10.0, 31)
    assert (ben_change.k, ben_change.elo_delta, ben_change.games) == (40.0, -20.0, 10)
    assert not Rating.objects.get(user=ben).provisional  # 10 games and sigma 5 < 6.5


def test_a_game_without_two_rated_players_is_marked_with_no_changes(four):
    from games.models import Seat

    game = finished_game(four[:2], [1, 2], minute=1)
    Seat.objects.filter(game=game, index=1).update(user=None, is_bot=True)
    assert ratings_apply_for_game(game.pk) == 1
    assert RatedGame.objects.get(game=game).changes == 0
    assert not RatingChange.objects.exists()


def test_a_lost_task_is_found_by_the_sweep_and_a_task_days_late_rewinds(four):
    from ratings.services import ratings_recompute

    ann, ben, cat, dan = four
    day = 24 * 60
    first = finished_game([ann, ben], [1, 2], minute=3 * day)
    ratings_apply_for_game(first.pk)
    lost = finished_game([cat, ann], [2, 1], minute=2 * day)  # its task never comes
    newer = finished_game([dan, ann], [1, 2], minute=3 * day + 5)
    assert ratings_apply_for_game(newer.pk) == 1  # the window: old stragglers are not scanned
    assert not RatedGame.objects.filter(game=lost).exists()
    assert ratings_apply_pending_all() == 3  # the sweep: lost, then the two after it again
    late = finished_game([ben, cat], [1, 2], minute=1 * day)  # its task comes two days late
    assert ratings_apply_for_game(late.pk) == 4  # itself, then every later game again
    assert RatedGame.objects.count() == 4 and RatingChange.objects.count() == 8
    incremental = (history(), ratings())
    assert [row[0] for row in incremental[0][::2]] == [late.pk, lost.pk, first.pk, newer.pk]
    ratings_recompute(engine="secret-nim")
    assert (history(), ratings()) == incremental
