"""Quiet hours in games: clocks that stop across a weekend (Fischer and per move), the pause and
resume rows the sweep writes at their own moments (and after a worker was down), reminders and
"your turn" waiting for the end, a game's cap, schedule changes, rebuilds from the log."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.utils import timezone

from games import services
from games.log.projections import projections_rebuild
from games.log.verification import game_verify
from games.models import GameEvent, GameStatus, Seat
from games.services.timeouts import clock_timeouts_enforce, clocks_sweep, reminders_send
from notifications.models import Notification
from players.services import quiet_hours_set, time_zone_set

pytestmark = pytest.mark.django_db

BERLIN = ZoneInfo("Europe/Berlin")
WEEKENDS = [{"days": ["sat", "sun"], "start": "00:00", "end": "24:00"}]
FISCHER_10H = {"kind": "fischer", "initial": 10 * 3600, "increment": 3600, "max": 20 * 3600}
PER_MOVE_10H = {"kind": "per_move", "seconds": 10 * 3600}


def berlin(*args) -> datetime:
    return datetime(*args, tzinfo=BERLIN)


class Clock:
    """The platform's `timezone.now()`, set by the test."""

    def __init__(self, monkeypatch, start: datetime):
        self.now = start
        monkeypatch.setattr(timezone, "now", lambda: self.now.astimezone(UTC))

    def set(self, moment: datetime) -> datetime:
        self.now = moment
        return moment


@pytest.fixture
def clock(monkeypatch):
    return Clock(monkeypatch, berlin(2026, 3, 6, 20, 0))  # a Friday evening


def _quiet(user, schedule=WEEKENDS, zone="Europe/Berlin"):
    time_zone_set(user=user, time_zone=zone)
    quiet_hours_set(user=user, quiet_hours=schedule)


def _game(alice, bob, control, **kwargs):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        time_control=control,
        **kwargs,
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


def _seat(game, index) -> Seat:
    return Seat.objects.get(game=game, index=index)


def _take(game, user):
    game.refresh_from_db()
    return services.move_submit(
        game=game, user=user, move={"type": "take", "count": 1}, expected_seq=game.seq
    )


def _clock_rows(game, reason=None):
    rows = GameEvent.objects.filter(game=game, type="platform.clock_set").order_by("seq")
    return [r.data for r in rows if reason is None or r.data["reason"] == reason]


@pytest.mark.parametrize("control", [FISCHER_10H, PER_MOVE_10H], ids=["fischer", "per_move"])
def test_a_clock_stops_across_the_weekend_and_the_log_says_when(
    secret_nim, alice, bob, clock, control
):
    _quiet(alice)
    game = _game(alice, bob, control)
    seat = _seat(game, 0)
    # 10 running hours from Friday 20:00: 4 before midnight, the weekend skipped, 6 on Monday
    assert seat.clock_deadline == berlin(2026, 3, 9, 6, 0)
    assert seat.quiet_change_at == berlin(2026, 3, 7, 0, 0) and seat.clock_quiet_until is None
    # the sweep at Saturday 00:00:03 writes the pause at 00:00 itself
    clocks_sweep(now=clock.set(berlin(2026, 3, 7, 0, 0, 3)))
    [pause] = _clock_rows(game, "quiet_hours")
    assert pause["at"] == berlin(2026, 3, 7, 0, 0).timestamp()
    assert pause["clocks"] == [
        {
            "seat": 0,
            "bank": None,
            "deadline": berlin(2026, 3, 9, 6, 0).timestamp(),
            "paused": False,
            "quiet_until": berlin(2026, 3, 9, 0, 0).timestamp(),
        }
    ]
    seat.refresh_from_db()
    assert seat.clock_quiet_until == berlin(2026, 3, 9, 0, 0)
    assert seat.quiet_change_at == berlin(2026, 3, 9, 0, 0)
    # nobody times out over the weekend; Monday 00:00 the clock runs again
    assert clocks_sweep(now=clock.set(berlin(2026, 3, 8, 12, 0))).decided == 0
    clocks_sweep(now=clock.set(berlin(2026, 3, 9, 0, 0, 2)))
    pause, resume = _clock_rows(game, "quiet_hours")
    assert resume["at"] == berlin(2026, 3, 9, 0, 0).timestamp()
    assert resume["clocks"][0]["deadline"] == berlin(2026, 3, 9, 6, 0).timestamp()
    assert "quiet_until" not in resume["clocks"][0]
    # a move at Monday 01:00 used 5 running hours (4 on Friday, 1 on Monday)
    clock.set(berlin(2026, 3, 9, 1, 0))
    _take(game, alice)
    seat.refresh_from_db()
    if control is FISCHER_10H:
        assert seat.clock_bank == pytest.approx(5 * 3600 + 3600)  # and the increment
    else:
        assert seat.clock_bank is None and seat.clock_deadline is None


def test_a_timeout_comes_at_the_real_deadline_and_the_log_explains_it(
    secret_nim, alice, bob, clock
):
    """The workers were down the whole weekend: the first sweep on Monday writes the pause and
    the resume at their times, then the timeout; rebuilt from the log, the seats are the same."""
    _quiet(alice)
    game = _game(alice, bob, PER_MOVE_10H)
    clocks_sweep(now=clock.set(berlin(2026, 3, 9, 5, 59)))
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE
    assert [r["at"] for r in _clock_rows(game, "quiet_hours")] == [
        berlin(2026, 3, 7, 0, 0).timestamp(),
        berlin(2026, 3, 9, 0, 0).timestamp(),
    ]
    assert clock_timeouts_enforce(game_id=game.pk, now=clock.set(berlin(2026, 3, 9, 6, 1))) == [0]
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    timed_out = GameEvent.objects.get(game=game, type="platform.timed_out")
    assert timed_out.data["deadline"] == berlin(2026, 3, 9, 6, 0).astimezone(UTC).isoformat()
    assert game_verify(game).ok  # the quiet rows are part of the chain like any clock row


def test_a_timeout_check_writes_the_missed_quiet_rows_first(secret_nim, alice, bob, clock):
    _quiet(alice)
    game = _game(alice, bob, PER_MOVE_10H)
    assert clock_timeouts_enforce(game_id=game.pk, now=clock.set(berlin(2026, 3, 9, 7, 0))) == [0]
    reasons = [r["reason"] for r in _clock_rows(game)]
    assert reasons[-2:] == ["quiet_hours", "quiet_hours"]


def test_a_turn_that_starts_inside_quiet_hours_starts_paused(secret_nim, alice, bob, clock):
    _quiet(bob)
    game = _game(alice, bob, FISCHER_10H)
    clock.set(berlin(2026, 3, 7, 5, 0))  # Saturday, before alice runs out
    _take(game, alice)
    bob_seat = _seat(game, 1)
    assert bob_seat.clock_quiet_until == berlin(2026, 3, 9, 0, 0)
    assert bob_seat.clock_deadline == berlin(2026, 3, 9, 10, 0)
    row = _clock_rows(game, "move")[-1]
    assert row["clocks"][1]["quiet_until"] == berlin(2026, 3, 9, 0, 0).timestamp()


def test_your_turn_inside_quiet_hours_is_told_when_they_end(secret_nim, alice, bob, clock):
    _quiet(bob)
    game = _game(alice, bob, FISCHER_10H)
    Seat.objects.filter(game=game).update(last_seen_at=None)  # nobody at the table
    clock.set(berlin(2026, 3, 7, 5, 0))
    _take(game, alice)
    assert not Notification.objects.filter(user=bob, kind="your_turn").exists()
    assert _seat(game, 1).quiet_call_deferred
    clocks_sweep(now=clock.set(berlin(2026, 3, 9, 0, 0, 4)))
    [note] = Notification.objects.filter(user=bob, kind="your_turn")
    assert note.payload["game_id"] == game.pk
    assert not _seat(game, 1).quiet_call_deferred


def test_a_turn_before_quiet_hours_is_told_at_once_and_not_again(secret_nim, alice, bob, clock):
    _quiet(bob)
    game = _game(alice, bob, FISCHER_10H)
    Seat.objects.filter(game=game).update(last_seen_at=None)
    clock.set(berlin(2026, 3, 6, 21, 0))
    _take(game, alice)
    assert Notification.objects.filter(user=bob, kind="your_turn").count() == 1
    clocks_sweep(now=clock.set(berlin(2026, 3, 7, 0, 0, 1)))
    clocks_sweep(now=clock.set(berlin(2026, 3, 9, 0, 0, 1)))
    assert Notification.objects.filter(user=bob, kind="your_turn").count() == 1


def test_reminders_due_inside_quiet_hours_go_out_when_they_end(secret_nim, alice, bob, clock):
    """A 10-hour move from Friday 20:00 runs out Monday 06:00: its 24-hour reminder falls on
    Sunday, inside the weekend, and goes out at Monday 00:00 instead; the 1-hour one at 05:00."""
    _quiet(alice)
    game = _game(alice, bob, PER_MOVE_10H)
    assert _seat(game, 0).reminders_sent == 0
    clocks_sweep(now=clock.set(berlin(2026, 3, 7, 0, 0, 1)))
    assert reminders_send(now=clock.set(berlin(2026, 3, 8, 7, 0))) == 0
    clocks_sweep(now=clock.set(berlin(2026, 3, 9, 0, 0, 1)))
    assert reminders_send(now=clock.now) == 1
    assert reminders_send(now=clock.set(berlin(2026, 3, 9, 5, 0, 1))) == 1
    notes = Notification.objects.filter(user=alice, kind="reminder").order_by("id")
    assert [n.payload["seconds_left"] for n in notes] == [6 * 3600 - 1, 3599]


def test_a_game_that_forbids_quiet_hours_keeps_the_plain_clock(secret_nim, alice, bob, clock):
    _quiet(alice)
    game = _game(alice, bob, PER_MOVE_10H, quiet_hours_max=0)
    assert _seat(game, 0).clock_deadline == berlin(2026, 3, 7, 6, 0)
    assert _seat(game, 0).quiet_change_at is None


def test_a_cap_below_the_players_hours_keeps_the_plain_clock(secret_nim, alice, bob, clock):
    _quiet(alice)  # 48 hours a week
    capped = _game(alice, bob, PER_MOVE_10H, quiet_hours_max=24)
    assert _seat(capped, 0).clock_deadline == berlin(2026, 3, 7, 6, 0)
    allowed = _game(alice, bob, PER_MOVE_10H, quiet_hours_max=48)
    assert _seat(allowed, 0).clock_deadline == berlin(2026, 3, 9, 6, 0)


def test_changing_quiet_hours_moves_the_running_clock(secret_nim, alice, bob, clock):
    game = _game(alice, bob, PER_MOVE_10H)
    assert _seat(game, 0).clock_deadline == berlin(2026, 3, 7, 6, 0)
    clock.set(berlin(2026, 3, 6, 22, 0))  # 8 running hours left
    _quiet(alice)
    assert _seat(game, 0).clock_deadline == berlin(2026, 3, 9, 6, 0)
    row = _clock_rows(game, "quiet_hours_changed")[-1]
    assert row["at"] == berlin(2026, 3, 6, 22, 0).timestamp()
    quiet_hours_set(user=alice, quiet_hours=[])
    assert _seat(game, 0).clock_deadline == berlin(2026, 3, 7, 6, 0)
    assert _seat(game, 0).quiet_change_at is None


def test_a_new_time_zone_moves_the_quiet_hours(secret_nim, alice, bob, clock):
    _quiet(alice)
    game = _game(alice, bob, PER_MOVE_10H)
    time_zone_set(user=alice, time_zone="Asia/Seoul")  # 8 hours ahead of Berlin in March
    seoul_monday = datetime(2026, 3, 9, 0, 0, tzinfo=ZoneInfo("Asia/Seoul"))
    # Friday 20:00 Berlin is Saturday 04:00 Seoul: quiet already; 10 hours from Monday in Seoul
    assert _seat(game, 0).clock_deadline == seoul_monday + timedelta(hours=10)


def test_projections_rebuilt_from_the_log_keep_the_quiet_state(secret_nim, alice, bob, clock):
    _quiet(alice)
    game = _game(alice, bob, FISCHER_10H)
    clocks_sweep(now=clock.set(berlin(2026, 3, 7, 0, 0, 3)))
    live = _seat(game, 0)
    Seat.objects.filter(pk=live.pk).update(clock_quiet_until=None, clock_deadline=None)
    projections_rebuild(game_id=game.pk)
    rebuilt = _seat(game, 0)
    assert rebuilt.clock_quiet_until == live.clock_quiet_until
    assert rebuilt.clock_deadline == live.clock_deadline
