"""Nothing waits on a lost message: each sweep finds the work a game still needs after the grace
period and queues the same task again, and that task takes effect once however often it runs.
A game says what it waits for (a bot thinking, then late)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from config.celery import app as celery_app
from games import services
from games.models import Game, GameEvent, Seat
from games.services.bot_turns import bot_turn_play
from games.services.recovery import bot_turns_sweep, games_waiting_on_bots
from games.waiting import BOT, HUMAN, waiting_in_words, waiting_on
from notifications.models import Notification
from notifications.services import notification_deliver, notification_send
from notifications.tasks import notifications_deliver_sweep
from ratings.models import RatedGame
from ratings.tasks import ratings_overdue_sweep
from tests.ratings.finished_games import finished_game

pytestmark = pytest.mark.django_db


@pytest.fixture
def broker(monkeypatch, settings):
    """What reaches the broker (name, args): the messages the sweeps queue, which the test then
    loses or delivers itself."""
    settings.PLATFORM_GRACE_SECONDS = 30
    monkeypatch.setattr(celery_app.conf, "task_always_eager", False)
    sent: list[tuple[str, tuple]] = []

    def send_task(name, args=None, kwargs=None, **options):
        sent.append((name, tuple(args or ())))

    monkeypatch.setattr(celery_app, "send_task", send_task)
    return sent


def _bot_to_move(alice, committed=None) -> Game:
    """A game of alice against a bot, after alice's first move: the bot is to act. With
    `committed` (django_capture_on_commit_callbacks), the move's after-commit work runs."""
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, bots=1
    )
    game.refresh_from_db()
    move = {"type": "take", "count": 1}
    if committed is None:
        services.move_submit(game=game, user=alice, move=move, expected_seq=game.seq)
    else:
        with committed(execute=True):
            services.move_submit(game=game, user=alice, move=move, expected_seq=game.seq)
    game.refresh_from_db()
    assert game.to_act == [1]
    return game


def test_a_lost_bot_turn_is_queued_again_after_the_grace_period(
    broker, secret_nim, alice, django_capture_on_commit_callbacks
):
    game = _bot_to_move(alice, django_capture_on_commit_callbacks)
    assert ("games.bot_turns_play", (game.pk, game.seq)) in broker  # the message that is lost
    broker.clear()
    assert bot_turns_sweep(now=timezone.now()) == 0  # within the grace period: nothing
    later = timezone.now() + timedelta(seconds=31)
    assert bot_turns_sweep(now=later) == 1
    assert broker == [("games.bot_turns_play", (game.pk, game.seq))]
    assert bot_turns_sweep(now=later) == 0  # not again within another grace period


def test_a_bot_turn_queued_twice_is_played_once(broker, secret_nim, alice):
    game = _bot_to_move(alice)
    assert bot_turn_play(game_id=game.pk, expected_seq=game.seq) is True
    assert bot_turn_play(game_id=game.pk, expected_seq=game.seq) is False
    assert GameEvent.objects.filter(game=game, type="move", data__by="bot").count() == 1
    assert games_waiting_on_bots(older_than=timezone.now() + timedelta(hours=1)) == []


def test_a_game_says_its_bot_is_thinking_then_late(broker, settings, secret_nim, alice):
    settings.BOT_LATE_SECONDS = 60
    game = Game.objects.prefetch_related("seats").get(pk=_bot_to_move(alice).pk)
    waiting = waiting_on(game)
    assert (waiting.kind, waiting.seats, waiting.late) == (BOT, [1], False)
    assert waiting_in_words(game)["text"] == "Bot 1 is thinking…"
    later = game.updated_at + timedelta(seconds=61)
    assert waiting_on(game, now=later).late
    assert waiting_in_words(game, now=later)["text"] == "Bot 1 is late; the platform is retrying."


def test_the_api_and_the_page_say_what_the_game_waits_for(
    broker, settings, secret_nim, alice, api, client
):
    game = _bot_to_move(alice)
    answer = api(alice).get(f"/api/games/{game.pk}/").json()
    assert answer["waiting"]["kind"] == "bot" and answer["waiting"]["seats"] == [1]
    assert answer["waiting"]["text"] == "Bot 1 is thinking…"
    Game.objects.filter(pk=game.pk).update(updated_at=timezone.now() - timedelta(minutes=2))
    client.force_login(alice)
    page = client.get(f"/games/{game.pk}/").content.decode()
    assert "Bot 1 is late; the platform is retrying." in page
    korean = client.get(f"/games/{game.pk}/", HTTP_ACCEPT_LANGUAGE="ko").content.decode()
    assert "플랫폼이 다시 시도하고 있습니다" in korean
    # the poll swaps the panel when the bot turns late, though the seq is the same
    panel = f"/games/{game.pk}/panel?seq={game.seq}&status=active"
    assert client.get(f"{panel}&late=0").status_code == 200
    assert client.get(f"{panel}&late=1").status_code == 204


def test_a_human_seat_is_waited_on_without_a_sentence(broker, secret_nim, alice, bob):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    game = Game.objects.prefetch_related("seats").get(pk=game.pk)
    assert waiting_on(game).kind == HUMAN
    assert waiting_in_words(game)["text"] is None


def test_a_lost_rating_task_is_queued_again(broker, alice, bob):
    game = finished_game([alice, bob], [1, 2], minute=0)  # finished long ago, never rated
    assert ratings_overdue_sweep() == 1
    assert broker == [("ratings.apply_for_game", (game.pk,))]
    assert ratings_overdue_sweep() == 0
    RatedGame.objects.all().delete()
    fresh = finished_game([alice, bob], [2, 1], minute=0)
    Game.objects.filter(pk=fresh.pk).update(finished_at=timezone.now())
    broker.clear()
    ratings_overdue_sweep()
    assert ("ratings.apply_for_game", (fresh.pk,)) not in broker  # within the grace period


def test_a_lost_delivery_is_queued_again_and_sends_one_email(broker, alice):
    alice.email = "alice@example.com"
    alice.save()
    note = notification_send(user=alice, kind="challenge_received", payload={"from": "bob"})
    assert note is not None  # its delivery message (after the commit) is lost
    assert notifications_deliver_sweep() == 0
    Notification.objects.filter(pk=note.pk).update(
        created_at=timezone.now() - timedelta(seconds=31)
    )
    assert notifications_deliver_sweep() == 1
    assert broker == [("games.notification_deliver", ([note.pk],))]
    notification_deliver(notification_id=note.pk)
    notification_deliver(notification_id=note.pk)  # queued twice: one email
    assert len(mail.outbox) == 1
    broker.clear()
    assert notifications_deliver_sweep() == 0


def test_every_seat_of_a_stalled_game_is_read_under_one_query(
    broker, secret_nim, alice, django_assert_max_num_queries
):
    _bot_to_move(alice)
    with django_assert_max_num_queries(2):
        stalled = games_waiting_on_bots(older_than=timezone.now() + timedelta(seconds=1))
    assert len(stalled) == 1 and stalled[0].bot_seats == [1]
    assert Seat.objects.filter(is_bot=True).count() == 1
