"""A reader's quiet hours hold back the email and webhook of "your turn" and reminders (any
game, a clock or none): the feed has them at once, the delivery comes when the hours end, the
sweep leaves them alone meanwhile and picks them up after; other kinds go out at once."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from django.core import mail
from django.utils import timezone

from games import services
from games.models import Seat
from notifications.models import Notification
from notifications.services import notification_deliver, notification_send
from notifications.services.delivery import notifications_undelivered
from players.services import quiet_hours_set, time_zone_set

pytestmark = pytest.mark.django_db

BERLIN = ZoneInfo("Europe/Berlin")
WEEKENDS = [{"days": ["sat", "sun"], "start": "00:00", "end": "24:00"}]
MONDAY = datetime(2026, 3, 9, 0, 0, tzinfo=BERLIN)


@pytest.fixture
def saturday(monkeypatch):
    moment = {"now": datetime(2026, 3, 7, 10, 0, tzinfo=BERLIN)}
    monkeypatch.setattr(timezone, "now", lambda: moment["now"].astimezone(UTC))
    return moment


def _quiet(user):
    user.email = f"{user.username}@example.org"
    user.save()
    time_zone_set(user=user, time_zone="Europe/Berlin")
    quiet_hours_set(user=user, quiet_hours=WEEKENDS)


def test_your_turn_in_a_game_without_a_clock_is_emailed_when_quiet_hours_end(
    secret_nim, alice, bob, saturday
):
    _quiet(bob)
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    Seat.objects.filter(game=game).update(last_seen_at=None)  # nobody at the table
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move={"type": "take", "count": 1}, expected_seq=game.seq
    )
    [note] = Notification.objects.filter(user=bob, kind="your_turn")
    assert note.read_at is None  # in the feed at once
    assert note.payload["deliver_after"] == MONDAY.astimezone(UTC).isoformat()
    assert notification_deliver(notification_id=note.pk) == [] and mail.outbox == []
    note.refresh_from_db()
    assert note.delivered_at is None
    # the sweep leaves it alone over the weekend, then takes it up
    assert note.pk not in notifications_undelivered(created_before=timezone.now())
    saturday["now"] = MONDAY + timedelta(minutes=1)
    assert note.pk in notifications_undelivered(created_before=timezone.now())
    notification_deliver(notification_id=note.pk)
    assert [m.to for m in mail.outbox] == [["bob@example.org"]]


@pytest.mark.parametrize(("kind", "waits"), [("reminder", True), ("timeout", False)])
def test_only_turns_and_reminders_wait(alice, saturday, kind, waits):
    _quiet(alice)
    note = notification_send(user=alice, kind=kind, payload={"game_id": 1})
    assert ("deliver_after" in note.payload) is waits
    notification_deliver(notification_id=note.pk)
    assert len(mail.outbox) == (0 if waits else 1)


def test_outside_quiet_hours_nothing_waits(alice, saturday):
    _quiet(alice)
    saturday["now"] = MONDAY + timedelta(hours=9)
    note = notification_send(user=alice, kind="your_turn", payload={"game_id": 1})
    assert "deliver_after" not in note.payload
    notification_deliver(notification_id=note.pk)
    assert len(mail.outbox) == 1
