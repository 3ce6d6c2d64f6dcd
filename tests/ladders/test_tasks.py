"""The ladders' Celery tasks keep the names they were queued and scheduled under, and the app
connects its game_finished receiver (which only queues the result task)."""

from __future__ import annotations

from django.conf import settings

from config.celery import app
from games.signals import game_finished
from ladders import receivers, tasks

TASK_NAMES = {
    tasks.ladder_result_apply: "tournaments.ladder_result_apply",
    tasks.ladders_inactive_drop: "tournaments.ladders_inactive_drop",
}


def test_the_tasks_keep_their_names_and_celery_discovers_them():
    app.loader.import_default_modules()
    for task, name in TASK_NAMES.items():
        assert task.name == name
        assert app.tasks[name].run.__module__ == "ladders.tasks"


def test_every_beat_entry_names_a_discovered_task():
    app.loader.import_default_modules()
    scheduled = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert "tournaments.ladders_inactive_drop" in scheduled
    assert scheduled - set(app.tasks) == set()


def test_the_game_finished_receiver_is_connected_once():
    connected = [key for (key, _target), *_rest in game_finished.receivers]
    assert connected.count("ladders.queue_ladder_result") == 1
    targets = [ref() for _key, ref, *_ in game_finished.receivers]
    assert receivers.queue_ladder_result in targets
