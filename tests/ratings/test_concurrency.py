"""Racing rating tasks on PostgreSQL: the ledger row lock applies each game exactly once, in order."""

from __future__ import annotations

import pytest

from ratings.models import RatedGame, RatingChange
from ratings.services import ratings_recompute
from ratings.tasks import ratings_apply_for_game
from tests.factories import UserFactory
from tests.games.test_concurrency import _race
from tests.ratings.finished_games import finished_game
from tests.ratings.test_rating_apply import history, ratings

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def test_racing_tasks_apply_every_game_once_in_finishing_order():
    users = [UserFactory(username=f"r{n}") for n in range(4)]
    games = [finished_game([users[n % 4], users[(n + 1) % 4]], [1, 2], minute=n) for n in range(8)]
    outcomes = _race([lambda g=g: ratings_apply_for_game(g.pk) for g in reversed(games)])
    assert all(isinstance(o, int) for o in outcomes), outcomes
    assert sum(outcomes) == 8
    assert RatedGame.objects.count() == 8 and RatingChange.objects.count() == 16
    incremental = (history(), ratings())
    ratings_recompute(engine="secret-nim")
    assert (history(), ratings()) == incremental
