"""The pages of quiet hours and giving time: the profile's editor (English and Korean), the
table's "quiet until …" with the real deadline and its "Give time" control, the log's sentences,
and the rules-in-words of ladders and tournaments."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone, translation

from games import services
from games.models import GameEvent, Seat
from games.services.timeouts import clocks_sweep
from ladders.rule_words import rule_lines
from ladders.rules import LadderRules
from players.models import PlayerProfile
from players.services import quiet_hours_set, time_zone_set
from tournaments.models import Tournament
from tournaments.rule_words import event_rule_lines
from web.words.log_sentences import Words, clock_set

pytestmark = pytest.mark.django_db

BERLIN = ZoneInfo("Europe/Berlin")
WEEKENDS = [{"days": ["sat", "sun"], "start": "00:00", "end": "24:00"}]


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_the_profile_editor_saves_a_schedule(alice):
    time_zone_set(user=alice, time_zone="Europe/Berlin")
    client = logged_in(alice)
    page = client.get(reverse("web:profile", args=["alice"])).content.decode()
    assert 'id="quiet-hours"' in page and 'name="rule-0-sat"' in page
    answer = client.post(
        reverse("web:quiet-hours"),
        {
            "rule-0-sat": "on",
            "rule-0-sun": "on",
            "rule-0-start": "00:00",
            "rule-0-end": "24:00",
            "rule-1-mon": "on",
            "rule-1-start": "23:00",
            "rule-1-end": "07:00",
        },
        follow=True,
    )
    assert "Quiet hours saved." in answer.content.decode()
    assert PlayerProfile.objects.get(user=alice).quiet_hours == [
        *WEEKENDS,
        {"days": ["mon"], "start": "23:00", "end": "07:00"},
    ]
    page = answer.content.decode()
    assert "Now: 56 hours a week." in page


@pytest.mark.parametrize(
    ("form", "words"),
    [
        (
            {f"rule-0-{d}": "on" for d in ("mon", "tue", "wed", "thu", "fri", "sat", "sun")}
            | {"rule-0-start": "12:00", "rule-0-end": "24:00"},
            "at most 72 hours a week; these take 84",
        ),
        ({"rule-0-sat": "on", "rule-0-start": "", "rule-0-end": ""}, "Quiet hours are a list"),
        ({"rule-0-sat": "on", "rule-0-start": "0\x00:00", "rule-0-end": "x"}, None),
    ],
)
def test_the_editor_refuses_in_words(alice, form, words):
    time_zone_set(user=alice, time_zone="Europe/Berlin")
    answer = logged_in(alice).post(reverse("web:quiet-hours"), form, follow=True)
    assert answer.status_code in (200, 400)
    if words:
        assert words in answer.content.decode()
    assert PlayerProfile.objects.get(user=alice).quiet_hours == []


def test_the_editor_in_korean(alice):
    time_zone_set(user=alice, time_zone="Asia/Seoul")
    client = logged_in(alice)
    client.cookies["django_language"] = "ko"
    page = client.get(
        reverse("web:profile", args=["alice"]), HTTP_ACCEPT_LANGUAGE="ko"
    ).content.decode()
    assert "조용한 시간" in page and "조용한 시간 저장" in page


@pytest.fixture
def friday_evening(monkeypatch):
    moment = {"now": datetime(2026, 3, 6, 20, 0, tzinfo=BERLIN)}
    monkeypatch.setattr(timezone, "now", lambda: moment["now"].astimezone(UTC))
    return moment


def _clocked(alice, bob):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        time_control={"kind": "per_move", "seconds": 36000},
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


def test_the_table_says_quiet_until_and_the_real_deadline(secret_nim, alice, bob, friday_evening):
    time_zone_set(user=alice, time_zone="Europe/Berlin")
    quiet_hours_set(user=alice, quiet_hours=WEEKENDS)
    time_zone_set(user=bob, time_zone="Europe/Berlin")
    game = _clocked(alice, bob)
    friday_evening["now"] = datetime(2026, 3, 7, 9, 0, tzinfo=BERLIN)
    clocks_sweep(now=timezone.now())
    page = logged_in(bob).get(reverse("web:game", args=[game.pk])).content.decode()
    assert "quiet until Mon 00:00; runs out Mon 06:00" in page
    # bob may give alice time; alice sees the control too, offering bob
    assert f'action="/games/{game.pk}/give-time"' in page
    assert '<option value="0">alice</option>' in page
    korean = logged_in(bob)
    korean.cookies["django_language"] = "ko"
    page_ko = korean.get(reverse("web:game", args=[game.pk]), HTTP_ACCEPT_LANGUAGE="ko")
    assert "까지 조용한 시간" in page_ko.content.decode()
    # the games list shows the real deadline too (alice reads Berlin time)
    lobby = logged_in(alice).get(reverse("web:lobby")).content.decode()
    assert 'title="2026-03-09T06:00:00+01:00"' in lobby
    # the log reads the pause in words
    assert "alice&#x27;s clock stops for 2 days of quiet hours" in page or (
        "alice's clock stops for 2 days of quiet hours" in page
    )


def test_the_give_time_button_gives_time(secret_nim, alice, bob):
    game = _clocked(alice, bob)
    before = Seat.objects.get(game=game, index=0).clock_deadline
    answer = logged_in(bob).post(
        reverse("web:game-give-time", args=[game.pk]), {"seat": "0", "hours": "24"}, follow=True
    )
    assert "Time given." in answer.content.decode()
    after = Seat.objects.get(game=game, index=0).clock_deadline
    assert round((after - before).total_seconds() / 3600) == 24
    assert "bob gave alice 1 day." in answer.content.decode()
    refused = logged_in(bob).post(
        reverse("web:game-give-time", args=[game.pk]), {"seat": "0", "hours": "999"}, follow=True
    )
    assert "hours must be a whole number from 1 to 168" in refused.content.decode()
    spectator = logged_in(bob).post(
        reverse("web:game-give-time", args=[game.pk]), {"seat": "1", "hours": "2"}, follow=True
    )
    assert "You cannot give time to yourself." in spectator.content.decode()
    assert GameEvent.objects.filter(game=game, data__reason="time_given").count() == 1


@pytest.mark.parametrize(
    ("data", "english"),
    [
        (
            {
                "reason": "quiet_hours",
                "at": 0,
                "clocks": [
                    {
                        "seat": 0,
                        "bank": None,
                        "deadline": 200000,
                        "paused": False,
                        "quiet_until": 172800,
                    }
                ],
            },
            "Clock: ann's clock stops for 2 days of quiet hours.",
        ),
        (
            {
                "reason": "quiet_hours",
                "at": 172800,
                "clocks": [{"seat": 0, "bank": None, "deadline": 200000, "paused": False}],
            },
            "Clock: ann's quiet hours are over; the clock runs again.",
        ),
        (
            {
                "reason": "time_given",
                "at": 0,
                "given": {"by": 1, "seat": 0, "seconds": 7200},
                "clocks": [{"seat": 0, "bank": None, "deadline": 9000, "paused": False}],
            },
            "bo gave ann 2 hours.",
        ),
    ],
)
def test_quiet_and_gift_rows_in_words(data, english):
    with translation.override("en"):
        assert clock_set(Words(data, ["ann", "bo"])) == english
    with translation.override("ko"):
        assert clock_set(Words(data, ["ann", "bo"])) != english


@pytest.mark.parametrize(
    ("cap", "words"),
    [
        (None, "A player's quiet hours (at most 72 hours a week) stop their clock."),
        (0, "Quiet hours do not count here: every clock runs at every hour."),
        (24, "stop their clock only if they take at most 24 hours a week"),
    ],
)
def test_events_state_their_quiet_hours_rule(alice, cap, words):
    assert any(words in line for line in rule_lines(LadderRules(quiet_hours_max=cap)))
    tournament = Tournament(
        name="t", engine="tigris-euphrates", organiser=alice, quiet_hours_max=cap
    )
    assert any(words in line for line in event_rule_lines(tournament, []))
