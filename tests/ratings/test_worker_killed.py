"""A Celery worker killed (SIGKILL) while it rates a game: after a restart the timeout and the
rating update are each applied exactly once (acks late, idempotent tasks, the beat sweeps)."""

from __future__ import annotations

import time
import uuid

import pytest

from games import services
from games.models import Game, GameEvent, GameStatus
from ratings.models import Rating, RatingChange
from tests.games.celery_worker import WorkerProcess, wait_for

pytestmark = [pytest.mark.redis, pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def own_queue():
    from config.celery import app

    queue = f"tests-{uuid.uuid4().hex[:10]}"
    before = app.conf.task_default_queue
    app.conf.task_default_queue = queue
    yield queue
    app.conf.task_default_queue = before


def test_a_worker_killed_while_rating_loses_no_rating_and_applies_none_twice(
    own_queue, secret_nim, alice, bob, tmp_path
):
    stall = tmp_path / "stall"
    stall.write_text("0")  # stall the first rating task, whenever it comes
    first = WorkerProcess(
        tmp_path,
        own_queue,
        {
            "TEST_STALL_FILE": str(stall),
            "TEST_STALL_TASKS": "ratings.apply_for_game,ratings.apply_pending",
            "RATINGS_SWEEP_SECONDS": "3600",
        },
    )
    try:
        game = services.game_create(
            random_seating=False, user=alice, engine="secret-nim", players=2, rated=True,
            time_control={"kind": "per_move", "seconds": 2},
        )  # fmt: skip
        services.game_join(game=game, user=bob)
        finished = wait_for(
            lambda: Game.objects.filter(pk=game.pk, status=GameStatus.FINISHED).first(), 15
        )
        assert finished is not None, first.log.read_text()[-2000:]
        stalled = wait_for((tmp_path / "stall.stalled").exists, timeout=15)
        assert stalled, first.log.read_text()[-2000:]
        assert RatingChange.objects.filter(game=game).count() == 0  # killed mid-task
    finally:
        first.kill()
    second = WorkerProcess(tmp_path, own_queue, {"RATINGS_SWEEP_SECONDS": "1"})
    try:
        rated = wait_for(lambda: RatingChange.objects.filter(game=game).count() == 2, 20)
        assert rated, second.log.read_text()[-2000:]
        time.sleep(3)  # more sweeps run: none applies the game again
        assert RatingChange.objects.filter(game=game).count() == 2
    finally:
        second.stop()
    assert GameEvent.objects.filter(game=game, type="platform.timed_out").count() == 1
    winner, loser = Rating.objects.get(user=bob), Rating.objects.get(user=alice)
    assert (winner.games, loser.games) == (1, 1)
    assert winner.elo == pytest.approx(1520.0) and loser.elo == pytest.approx(1480.0)
