"""config.task_queues: bots' moves and analyses go to queues of their own (`bots`, `analysis`),
everything else to the default queue; a renamed default queue (a test process's own worker)
carries every task."""

from __future__ import annotations

import pytest

from config.celery import app as celery_app
from games.queue import task_named


def queue_of(name: str) -> str:
    task_named(name)
    return celery_app.amqp.router.route({}, name, (), {})["queue"].name


def test_bots_and_analyses_have_queues_of_their_own(monkeypatch):
    monkeypatch.setattr(celery_app.conf, "task_default_queue", "celery")
    assert queue_of("games.bot_turns_play") == "bots"
    assert queue_of("games.analysis_run") == "analysis"
    assert queue_of("games.analysis_chunk") == "analysis"


@pytest.mark.parametrize(
    "name",
    ["games.clocks_sweep", "games.clock_deadline_check", "games.notifications_deliver_sweep"],
)
def test_moves_timers_and_the_rest_stay_on_the_default_queue(monkeypatch, name):
    monkeypatch.setattr(celery_app.conf, "task_default_queue", "celery")
    assert queue_of(name) == "celery"


def test_a_renamed_default_queue_carries_every_task(monkeypatch):
    monkeypatch.setattr(celery_app.conf, "task_default_queue", "test-own-queue")
    for name in ("games.bot_turns_play", "games.analysis_run", "games.clocks_sweep"):
        assert queue_of(name) == "test-own-queue"
