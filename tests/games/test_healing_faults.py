"""Integration: the worker is killed (SIGKILL) and every queued message deleted while a bot is to
move, a seat's clock runs out and a rated game has just ended; once a worker runs again, each of
those is done exactly once within the grace period plus one sweep. On Redis and on the embedded
broker (kombu's SQLAlchemy transport on a SQLite file)."""

from __future__ import annotations

import os
import sqlite3
import time
import uuid

import pytest
import redis

from games import services
from games.models import Game, GameEvent, GameStatus
from ratings.models import RatedGame, RatingChange
from tests.games.celery_worker import WorkerProcess, forget_connections, wait_for

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

GRACE_SECONDS = 2
SWEEP_SECONDS = 1
HEALING_ENV = {
    "PLATFORM_GRACE_SECONDS": str(GRACE_SECONDS),
    "PLATFORM_SWEEP_SECONDS": str(SWEEP_SECONDS),
    "CLOCK_SWEEP_SECONDS": str(SWEEP_SECONDS),
}
# a started worker needs a few seconds before its beat's first sweep
STARTUP_SLACK_SECONDS = 10


class Broker:
    """The broker a test's worker and the test process share, and how to delete its messages."""

    def __init__(self, kind: str, queue: str, directory):
        self.kind = kind
        self.queue = queue
        self.file = directory / "broker.sqlite3"

    def worker_env(self) -> tuple[dict, tuple[str, ...]]:
        if self.kind == "redis":
            return HEALING_ENV, ()
        return {**HEALING_ENV, "PLATFORM_BROKER_FILE": str(self.file)}, ("REDIS_URL",)

    def messages_delete(self) -> int:
        """Delete every message queued for the worker (and any it held unacknowledged)."""
        if self.kind == "redis":
            client = redis.Redis.from_url(os.environ["REDIS_URL"])
            deleted = client.llen(self.queue)
            client.delete(self.queue, "unacked", "unacked_index")
            return deleted
        with sqlite3.connect(self.file) as db:
            return db.execute("DELETE FROM kombu_message").rowcount


@pytest.fixture(params=["redis", "embedded"])
def broker(request, tmp_path):
    """A queue of our own on the broker of the parameter, used by this process too."""
    from config.celery import app

    if request.param == "redis" and not os.environ.get("REDIS_URL"):
        pytest.skip("needs Redis: run with REDIS_URL=redis://... (CI does)")
    broker = Broker(request.param, f"tests-{uuid.uuid4().hex[:10]}", tmp_path)
    before = (app.conf.task_default_queue, app.conf.broker_url, app.conf.broker_transport_options)
    app.conf.task_default_queue = broker.queue
    if broker.kind == "embedded":
        app.conf.broker_url = f"sqla+sqlite:///{broker.file}"
        app.conf.broker_transport_options = {}
        forget_connections(app)
    yield broker
    app.conf.task_default_queue, app.conf.broker_url, app.conf.broker_transport_options = before
    forget_connections(app)


def test_lost_work_is_done_once_after_a_kill_and_lost_messages(
    broker, secret_nim, alice, bob, carol, tmp_path
):
    env, without = broker.worker_env()
    first = WorkerProcess(tmp_path, broker.queue, env, without)
    first.kill()
    # a bot to move
    bot_game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, bots=1
    )
    bot_game.refresh_from_db()
    services.move_submit(
        game=bot_game, user=alice, move={"type": "take", "count": 1}, expected_seq=bot_game.seq
    )
    bot_game.refresh_from_db()
    # a seat whose two seconds run out while no worker runs
    clocked = services.game_create(
        random_seating=False, user=bob, engine="secret-nim", players=2,
        time_control={"kind": "per_move", "seconds": 2},
    )  # fmt: skip
    services.game_join(game=clocked, user=carol)
    # a rated game that has just ended
    rated = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, rated=True
    )
    services.game_join(game=rated, user=carol)
    services.game_resign(game=Game.objects.get(pk=rated.pk), user=carol)
    assert broker.messages_delete() > 0  # the bot turn, the deadline check, the rating, …
    time.sleep(2.5)  # the clock runs out meanwhile

    began = time.monotonic()
    second = WorkerProcess(tmp_path, broker.queue, env, without)
    try:
        limit = GRACE_SECONDS + SWEEP_SECONDS + STARTUP_SLACK_SECONDS

        def all_done():
            bot_moved = GameEvent.objects.filter(game=bot_game, type="move", data__by="bot")
            timed_out = Game.objects.get(pk=clocked.pk).status == GameStatus.FINISHED
            return bot_moved.exists() and timed_out and RatedGame.objects.filter(pk=rated.pk)

        done = wait_for(all_done, timeout=limit)
        assert done, second.log.read_text()[-3000:]
        took = time.monotonic() - began
        time.sleep(GRACE_SECONDS + 2 * SWEEP_SECONDS)  # later sweeps change nothing
    finally:
        second.stop()
    moves = GameEvent.objects.filter(
        game=bot_game, type="move", data__by="bot", seq=bot_game.seq + 1
    )
    assert moves.count() == 1
    assert GameEvent.objects.filter(game=clocked, type="platform.timed_out").count() == 1
    assert RatingChange.objects.filter(game_id=rated.pk).count() == 2
    print(f"healed in {took:.1f} s on the {broker.kind} broker")
