"""Vacations: the allowance per year, clocks paused and resumed in the log, games that forbid it."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from errors import Conflict, PlatformError
from games import services
from games.models import GameEvent, GameStatus, Seat
from games.services.timeouts import clock_timeouts_enforce, clocks_sweep
from players.models import PlayerProfile
from players.services import vacation_start, vacation_stop

pytestmark = pytest.mark.django_db

PER_MOVE_60 = {"kind": "per_move", "seconds": 60}


def _game(alice, bob, **kwargs):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        time_control=PER_MOVE_60,
        **kwargs,
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


def _seat(game, index) -> Seat:
    return Seat.objects.get(game=game, index=index)


def test_vacation_pauses_the_running_clock_and_the_return_resumes_it(secret_nim, alice, bob):
    game = _game(alice, bob)
    before = _seat(game, 0).clock_deadline
    now = timezone.now()
    vacation_start(user=alice, days=3, now=now)
    paused = _seat(game, 0)
    assert paused.clock_paused and paused.clock_deadline is None
    assert paused.clock_bank == pytest.approx((before - now).total_seconds(), abs=0.01)
    last = GameEvent.objects.filter(game=game).order_by("-seq").first()
    assert last.type == "platform.clock_set" and last.data["reason"] == "vacation"
    assert clocks_sweep(now=now + timedelta(days=2)).found == 0
    assert clock_timeouts_enforce(game_id=game.pk, now=now + timedelta(days=2)) == []
    back = now + timedelta(days=1, hours=5)
    vacation_stop(user=alice, now=back)
    resumed = _seat(game, 0)
    assert not resumed.clock_paused
    assert resumed.clock_deadline == pytest.approx(
        back + (before - now), abs=timedelta(seconds=0.01)
    )
    profile = PlayerProfile.objects.get(user=alice)
    assert profile.vacation_days_used == 2  # 3 taken, 1 whole day not begun given back


def test_a_turn_that_comes_while_away_starts_paused(secret_nim, alice, bob):
    game = _game(alice, bob)
    vacation_start(user=bob, days=2)
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move={"type": "take", "count": 1}, expected_seq=game.seq
    )
    bob_seat = _seat(game, 1)
    assert bob_seat.clock_paused and bob_seat.clock_bank == 60.0


def test_games_that_forbid_vacations_keep_the_clock_running(secret_nim, alice, bob):
    game = _game(alice, bob, vacation_allowed=False)
    deadline = _seat(game, 0).clock_deadline
    vacation_start(user=alice, days=5)
    assert _seat(game, 0).clock_deadline == deadline
    assert clock_timeouts_enforce(game_id=game.pk, now=deadline) == [0]
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED


def test_the_sweep_ends_vacations_that_are_over(secret_nim, alice, bob):
    game = _game(alice, bob)
    now = timezone.now()
    vacation_start(user=alice, days=1, now=now)
    clocks_sweep(now=now + timedelta(days=1, seconds=1))
    assert PlayerProfile.objects.get(user=alice).vacation_until is None
    assert _seat(game, 0).clock_deadline is not None and not _seat(game, 0).clock_paused


@pytest.mark.parametrize(
    ("days", "code"), [(0, "bad_days"), (31, "not_enough_vacation"), (True, "bad_days")]
)
def test_vacation_refusals(alice, days, code):
    with pytest.raises(PlatformError) as refused:
        vacation_start(user=alice, days=days)
    assert refused.value.code == code


def test_allowance_is_per_year_and_one_vacation_at_a_time(alice, settings):
    settings.VACATION_DAYS_PER_YEAR = 10
    now = timezone.now()
    vacation_start(user=alice, days=10, now=now)
    with pytest.raises(Conflict):
        vacation_start(user=alice, days=1, now=now)
    with pytest.raises(PlatformError) as refused:
        vacation_start(user=alice, days=1, now=now + timedelta(days=11))
    assert refused.value.code == "not_enough_vacation"
    next_year = now.replace(year=now.year + 1)
    assert vacation_start(user=alice, days=10, now=next_year).vacation_days_used == 10
    with pytest.raises(Conflict):
        vacation_stop(user=PlayerProfile.objects.create(user=_other()).user)


def _other():
    from tests.factories import UserFactory

    return UserFactory(username="dave")
