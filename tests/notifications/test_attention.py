"""Notifications worth reading: quiet while the player is at the table, only the end of a game
against bots, one unread "your turn" per game, each naming the game, the move and the time
left; the feed grouped per game with real relative times. And a 25-minute session at the table
that ends with at most 4 unread notifications."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from django.core import mail
from django.utils import timezone

from games import services
from games.models import Game, GameStatus
from games.services.attention import seat_seen
from games.services.bot_turns import bot_turn_play
from notifications.kinds import notification_text
from notifications.models import Notification
from notifications.services import notification_deliver, notification_send
from players.models import PlayerProfile
from players.services import time_zone_set
from web.templatetags.when import ago
from web.time_zones import reader_time_zone

pytestmark = pytest.mark.django_db

T0 = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


class Clock:
    """timezone.now() for every module that asks it, moved by the test."""

    def __init__(self, monkeypatch):
        self.now = T0
        monkeypatch.setattr(timezone, "now", lambda: self.now)

    def advance(self, **delta) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@pytest.fixture
def clock(monkeypatch):
    return Clock(monkeypatch)


def _unread(user, kind=None):
    notes = Notification.objects.filter(user=user, read_at__isnull=True)
    return notes.filter(kind=kind) if kind else notes


def _move(game_id, user, count=1):
    game = Game.objects.get(pk=game_id)
    services.move_submit(
        game=game, user=user, move={"type": "take", "count": count}, expected_seq=game.seq
    )


def _two_players(alice, bob, **options):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        options={"pile": 60, **options},
        time_control={"kind": "per_move", "seconds": 86400},
    )
    services.game_join(game=game, user=bob)
    return game.pk


def test_no_your_turn_while_the_player_has_the_game_open(clock, secret_nim, alice, bob):
    game_id = _two_players(alice, bob)  # alice (seat 0) to move
    _move(game_id, alice)
    seat_seen(game=Game.objects.get(pk=game_id), user=alice)  # her page polls
    clock.advance(minutes=1)
    _move(game_id, bob)
    assert not _unread(alice, "your_turn").exists()
    clock.advance(minutes=10)
    _move(game_id, alice)
    clock.advance(minutes=6)  # she left the table five minutes ago
    _move(game_id, bob)
    assert _unread(alice, "your_turn").count() == 1


def test_a_game_against_bots_only_tells_its_end(clock, secret_nim, alice):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        bots=1,
        options={"pile": 4},
    )
    for _ in range(10):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            break
        clock.advance(minutes=10)  # away from the table each time
        if 0 in game.to_act:
            _move(game.pk, alice)
        else:
            bot_turn_play(game_id=game.pk, expected_seq=game.seq)
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    kinds = list(Notification.objects.filter(user=alice).values_list("kind", flat=True))
    assert kinds == ["game_finished"]


def test_a_new_your_turn_replaces_the_unread_one(clock, secret_nim, alice, bob):
    game_id = _two_players(alice, bob)
    other_id = _two_players(alice, bob)
    for _ in range(3):
        _move(game_id, alice)
        clock.advance(minutes=6)
        _move(game_id, bob)
        clock.advance(minutes=6)
    _move(other_id, alice)
    clock.advance(minutes=6)
    _move(other_id, bob)
    unread = _unread(alice, "your_turn")
    assert sorted(note.payload["game_id"] for note in unread) == sorted([game_id, other_id])
    read = Notification.objects.filter(user=alice, kind="your_turn").first()
    Notification.objects.filter(pk=read.pk).update(read_at=clock.now)
    clock.advance(minutes=1)
    _move(other_id, alice)
    clock.advance(minutes=6)
    _move(other_id, bob)
    # the read one stays (history), the unread one of that game was replaced
    assert _unread(alice, "your_turn").count() == 2


def test_a_your_turn_names_the_game_the_move_and_the_time_left(clock, secret_nim, alice, bob):
    game_id = _two_players(alice, bob)
    _move(game_id, alice)
    clock.advance(minutes=6)
    _move(game_id, bob, count=2)
    note = _unread(alice, "your_turn").get()
    assert note.payload["opponents"] == [{"seat": 1, "name": "bob"}]
    # bob's move row is his; what alice may see of it is the engine's event
    assert note.payload["last_move"]["move"] is None
    assert note.payload["last_move"]["events"] == [{"type": "stones_taken", "seat": 1, "count": 2}]
    text = notification_text(note.kind, note.payload)
    assert text == (
        "Your turn in Secret Nim (test only) against bob: "
        "bob played Stones taken: count 2; 1\xa0day left."
    )


def test_the_feed_is_grouped_per_game_with_real_relative_times(
    clock, secret_nim, alice, bob, client
):
    for _ in range(2):
        game = services.game_create(
            random_seating=False, user=alice, engine="secret-nim", players=2
        )
        clock.advance(minutes=10)  # alice has gone; bob joins: started, and alice's turn
        services.game_join(game=game, user=bob)
    assert _unread(alice).count() == 4
    client.force_login(alice)
    page = client.get("/notifications/").content.decode()
    heading = '<h2 class="small-head">Secret Nim (test only) against bob</h2>'
    assert page.count(heading) == 2  # one heading per game, each over its two notices
    assert (
        ">0\xa0minutes ago" not in page and ">just now<" in page and ">10\xa0minutes ago<" in page
    )
    assert ago(T0, T0 + timedelta(seconds=30)) == "just now"
    assert ago(T0, T0 + timedelta(minutes=3)) == "3\xa0minutes ago"


def test_a_25_minute_session_at_the_table_ends_with_at_most_4_unread(clock, secret_nim, alice, bob):
    """alice plays four games against bots and one against bob in two browsers for 25 minutes,
    looking at the game she plays (each page polls); bob plays at his table too."""
    bot_games = []
    for _ in range(4):
        game = services.game_create(
            random_seating=False,
            user=alice,
            engine="secret-nim",
            players=2,
            bots=1,
            options={"pile": 30},
        )
        bot_games.append(game.pk)
    human = _two_players(alice, bob, pile=100)
    tables = [*bot_games, human]
    moves = 0
    for step in range(25 * 3):  # every 20 seconds
        clock.advance(seconds=20)
        table = tables[step % len(tables)]
        game = Game.objects.prefetch_related("seats").get(pk=table)
        seat_seen(game=game, user=alice)  # her page of that game polls
        if game.status != GameStatus.ACTIVE:
            continue
        if 0 in game.to_act:
            _move(table, alice)
            moves += 1
        for bot_game in bot_games:  # the worker answers at once
            game = Game.objects.get(pk=bot_game)
            if game.status == GameStatus.ACTIVE and 1 in game.to_act:
                bot_turn_play(game_id=bot_game, expected_seq=game.seq)
        game = Game.objects.prefetch_related("seats").get(pk=human)
        if game.status == GameStatus.ACTIVE and 1 in game.to_act and step % 2:
            seat_seen(game=game, user=bob)
            _move(human, bob)
    unread = list(_unread(alice).values_list("kind", flat=True))
    assert moves > 20
    assert len(unread) <= 4, unread
    assert set(unread) <= {"game_finished"}


def test_per_kind_channels_in_the_api_and_their_effect(api, alice, bob, settings):
    alice.email = "alice@example.com"
    alice.save()
    client = api(alice)
    answer = client.patch(
        "/api/me",
        {"notification_channels": {"your_turn": ["email"], "game_started": []}},
        format="json",
    )
    assert answer.status_code == 200, answer.content
    assert answer.json()["notification_channels"] == {
        "your_turn": ["email"],
        "game_started": [],
    }
    assert client.get("/api/me").json()["notification_channels"]["game_started"] == []
    refused = client.patch(
        "/api/me", {"notification_channels": {"your_turn": ["pigeon"]}}, format="json"
    )
    assert refused.status_code == 400 and "error" in refused.json()
    assert notification_send(user=alice, kind="game_started", payload={"game_id": 1}) is None
    note = notification_send(user=alice, kind="your_turn", payload={"game_id": 1})
    assert note is not None and note.read_at is not None  # not on the site: no unread bell
    notification_deliver(notification_id=note.pk)
    assert len(mail.outbox) == 1  # by email only
    other = notification_send(user=alice, kind="game_finished", payload={"game_id": 1})
    assert other is not None and other.read_at is None  # a kind not named: every channel


def test_the_profile_page_sets_channels_and_the_time_zone(client, alice):
    client.force_login(alice)
    page = client.get("/users/alice/").content.decode()
    assert 'name="your_turn:in_app" aria-label="Your turn: On the site" checked' in page
    answer = client.post(
        "/settings/notifications",
        {"your_turn:in_app": "on", "game_finished:email": "on", "time_zone": "Asia/Seoul"},
    )
    assert answer.status_code == 302
    profile = PlayerProfile.objects.get(user=alice)
    assert profile.channels_for("your_turn") == ["in_app"]
    assert profile.channels_for("game_finished") == ["email"]
    assert profile.time_zone == "Asia/Seoul"
    client.post("/settings/notifications", {"time_zone": "Mars/Olympus"})
    assert PlayerProfile.objects.get(user=alice).time_zone == "Asia/Seoul"  # refused


def test_pages_show_times_in_the_readers_time_zone(client, alice):
    class Request:
        def __init__(self, user, cookies):
            self.user, self.COOKIES = user, cookies

    assert reader_time_zone(Request(alice, {"tz": "Europe%2FParis"})) == "Europe/Paris"
    assert reader_time_zone(Request(alice, {"tz": "nowhere"})) == ""
    time_zone_set(user=alice, time_zone="Asia/Seoul")
    assert reader_time_zone(Request(alice, {"tz": "Europe/Paris"})) == "Asia/Seoul"


def test_opening_the_game_reads_its_your_turn(clock, secret_nim, alice, bob, client):
    game_id = _two_players(alice, bob)
    _move(game_id, alice)
    clock.advance(minutes=6)
    _move(game_id, bob)
    assert _unread(alice, "your_turn").count() == 1
    client.force_login(alice)
    assert client.get(f"/games/{game_id}/").status_code == 200
    assert _unread(alice, "your_turn").count() == 0
