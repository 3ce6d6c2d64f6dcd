"""Integration: a real Celery worker with beat on Redis decides timeouts, plays bots, posts
signed webhooks, and loses no timeout when it is killed in the middle of a task."""

from __future__ import annotations

import hashlib
import hmac
import json
import uuid
from datetime import timedelta

import pytest
from django.db import transaction

from games import services
from games.models import Game, GameEvent, GameStatus, Seat
from notifications.services import notification_send, webhook_register
from tests.games.celery_worker import WorkerProcess, wait_for
from tests.notifications.test_notifications import Receiver

pytestmark = [pytest.mark.redis, pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

PER_MOVE_2S = {"kind": "per_move", "seconds": 2}


@pytest.fixture(scope="module")
def worker_queue():
    """A queue of our own, so parallel test processes never take each other's tasks."""
    from config.celery import app

    queue = f"tests-{uuid.uuid4().hex[:10]}"
    before = app.conf.task_default_queue
    app.conf.task_default_queue = queue
    yield queue
    app.conf.task_default_queue = before


@pytest.fixture(scope="module")
def worker(worker_queue, django_db_setup, django_db_blocker, tmp_path_factory):
    with django_db_blocker.unblock():
        process = WorkerProcess(tmp_path_factory.mktemp("celery"), worker_queue)
    yield process
    process.stop()


def _finished(game_id):
    def check():
        game = Game.objects.get(pk=game_id)
        return game if game.status == GameStatus.FINISHED else None

    return check


def _game(alice, bob, **kwargs):
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, **kwargs
    )
    services.game_join(game=game, user=bob)  # commits: the ETA task goes to Redis
    game.refresh_from_db()
    return game


def test_a_two_second_clock_runs_out_and_the_worker_decides(worker, secret_nim, alice, bob):
    game = _game(alice, bob, time_control=PER_MOVE_2S)
    deadline = Seat.objects.get(game=game, index=0).clock_deadline
    done = wait_for(_finished(game.pk), timeout=15)
    assert done is not None, worker.log.read_text()[-2000:]
    assert done.outcome["ranks"] == [2, 1]
    timed_out = GameEvent.objects.get(game=game, type="platform.timed_out")
    assert timed_out.data["seat"] == 0
    lag = done.finished_at - deadline
    assert timedelta(0) <= lag < timedelta(seconds=2), lag


def test_a_bot_answers_a_move(worker, secret_nim, alice):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        bots=1,
        bot_kind="greedy",
        options={"pile": 40},
    )
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move={"type": "take", "count": 1}, expected_seq=game.seq
    )

    def bot_moved():
        return GameEvent.objects.filter(game=game, type="move", data__by="bot").first()

    move = wait_for(bot_moved, timeout=15)
    assert move is not None, worker.log.read_text()[-2000:]
    assert move.seat == 1
    game.refresh_from_db()
    assert game.to_act == [0]


def test_a_webhook_receiver_gets_a_correctly_signed_post(worker, alice):
    receiver = Receiver()
    try:
        webhook = webhook_register(user=alice, url=receiver.url)
        with transaction.atomic():
            note = notification_send(user=alice, kind="challenge_received", payload={"from": "bob"})
        assert receiver.arrived.wait(15), worker.log.read_text()[-2000:]
    finally:
        receiver.close()
    [(headers, body)] = receiver.received
    expected = "sha256=" + hmac.new(webhook.secret.encode(), body, hashlib.sha256).hexdigest()
    assert headers["X-Platform-Signature"] == expected
    assert json.loads(body)["id"] == note.pk


@pytest.fixture
def own_queue():
    """A queue no other worker of this module listens to."""
    from config.celery import app

    queue = f"tests-{uuid.uuid4().hex[:10]}"
    before = app.conf.task_default_queue
    app.conf.task_default_queue = queue
    yield queue
    app.conf.task_default_queue = before


def test_killing_the_worker_mid_task_loses_no_timeout(own_queue, secret_nim, alice, bob, tmp_path):
    stall = tmp_path / "stall"
    first = WorkerProcess(tmp_path, own_queue, {"TEST_STALL_FILE": str(stall)})
    try:
        game = _game(alice, bob, time_control=PER_MOVE_2S)
        deadline = Seat.objects.get(game=game, index=0).clock_deadline
        # stall from a second before the deadline: a sweep that starts just before it would
        # otherwise run unstalled and decide the game while it queries
        stall.write_text(str(deadline.timestamp() - 1.0))
        stalled = wait_for((tmp_path / "stall.stalled").exists, timeout=15)
        assert stalled, first.log.read_text()[-2000:]
        game.refresh_from_db()
        assert game.status == GameStatus.ACTIVE  # the task that would decide it is stuck
    finally:
        first.kill()
    second = WorkerProcess(tmp_path, own_queue)
    try:
        done = wait_for(_finished(game.pk), timeout=15)
        assert done is not None, second.log.read_text()[-2000:]
        assert done.outcome["ranks"] == [2, 1]
        assert GameEvent.objects.filter(game=game, type="platform.timed_out").count() == 1
    finally:
        second.stop()
