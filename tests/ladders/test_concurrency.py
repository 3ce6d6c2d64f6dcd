"""Racing ladder commands on PostgreSQL: the ladder row lock keeps the log and the rules intact."""

from __future__ import annotations

import pytest

from errors import PlatformError
from games.models import Game
from ladders.models import LadderEvent
from ladders.services import ladder_challenge, ladder_join
from tests.factories import UserFactory
from tests.games.test_concurrency import _race
from tests.ladders.ladder_setup import make_ladder, positions

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def test_racing_challenges_respect_the_open_challenge_limit(secret_nim):
    staff = UserFactory(username="referee", is_staff=True)
    ladder, users = make_ladder(staff, ["a", "b", "c", "d", "e"], rules={"max_open_challenges": 1})
    outcomes = _race(
        [
            lambda d=d: ladder_challenge(ladder=ladder, challenger=users["e"], defender=users[d])
            for d in ("a", "b", "c", "d")
        ]
    )
    accepted = [o for o in outcomes if not isinstance(o, Exception)]
    refused = [o for o in outcomes if isinstance(o, Exception)]
    assert len(accepted) == 1, outcomes
    assert all(isinstance(o, PlatformError) and o.code == "too_many_challenges" for o in refused)
    assert Game.objects.count() == 1  # the refused ones created no game (rolled back)


def test_racing_joins_append_a_gapless_log(secret_nim):
    staff = UserFactory(username="referee", is_staff=True)
    ladder, _ = make_ladder(staff, [])
    newcomers = [UserFactory(username=f"n{i}") for i in range(6)]
    outcomes = _race([lambda u=u: ladder_join(ladder=ladder, user=u) for u in newcomers])
    assert sorted(outcomes) == [1, 2, 3, 4, 5, 6]
    seqs = list(
        LadderEvent.objects.filter(ladder=ladder).order_by("seq").values_list("seq", flat=True)
    )
    assert seqs == [1, 2, 3, 4, 5, 6]
    assert sorted(positions(ladder)) == sorted(u.username for u in newcomers)
