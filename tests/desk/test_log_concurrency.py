"""Two directors acting at once on PostgreSQL: the log head's row lock gives every action its
own number, without gaps."""

from __future__ import annotations

import pytest

from desk.models import DirectorAction
from desk.services.log import record_action
from tests.factories import UserFactory
from tests.games.test_concurrency import _race

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def test_racing_actions_get_gapless_numbers_on_a_new_event(director_log_flushable):
    directors = [UserFactory(username=f"d{i}") for i in range(6)]
    outcomes = _race(
        [
            lambda d=d: (
                record_action(
                    event_kind="tournament", event_id=42, type="player_withdrawn", actor=d
                ).seq
            )
            for d in directors
        ]
    )
    assert sorted(outcomes) == [1, 2, 3, 4, 5, 6], outcomes
    seqs = DirectorAction.objects.filter(event_kind="tournament", event_id=42)
    assert sorted(seqs.values_list("seq", flat=True)) == [1, 2, 3, 4, 5, 6]
