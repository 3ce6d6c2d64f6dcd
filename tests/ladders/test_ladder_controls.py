"""ladder_controls_for: join, leave and challenge buttons follow the ladder's rules."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser

from ladders import services as ladder_services
from ladders.models import Ladder
from ladders.selectors import LadderControls, ladder_controls_for
from tests.factories import UserFactory
from tests.ladders.ladder_setup import make_ladder

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(db):
    return UserFactory(username="referee", is_staff=True)


def test_members_leave_and_challenge_those_within_reach(secret_nim, staff):
    ladder, users = make_ladder(staff, ["a", "b", "c"])
    bottom = ladder_controls_for(users["c"], ladder)
    assert not bottom.join and bottom.leave
    assert set(bottom.challengeable) == {users["a"].pk, users["b"].pk}
    assert ladder_controls_for(users["a"], ladder).challengeable == ()  # no one above the top
    ladder_services.ladder_challenge(ladder=ladder, challenger=users["c"], defender=users["b"])
    assert users["b"].pk not in ladder_controls_for(users["c"], ladder).challengeable


def test_outsiders_join_an_open_ladder_only(secret_nim, staff):
    ladder, _users = make_ladder(staff, ["a"])
    outsider = UserFactory(username="z")
    assert ladder_controls_for(outsider, ladder) == LadderControls(join=True)
    assert ladder_controls_for(AnonymousUser(), ladder) == LadderControls()
    Ladder.objects.filter(pk=ladder.pk).update(is_open=False)
    ladder.refresh_from_db()
    assert ladder_controls_for(outsider, ladder) == LadderControls()
