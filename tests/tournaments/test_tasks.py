"""The tournaments' Celery tasks keep their names (the beat schedule and queued messages use
them), and the app connects its game_finished receiver (which only queues the settling task)."""

from __future__ import annotations

from config.celery import app
from games.signals import game_finished
from tournaments import receivers, tasks


def test_the_tasks_keep_their_names_and_celery_discovers_them():
    app.loader.import_default_modules()
    for task, name in (
        (tasks.tournament_game_settle, "tournaments.tournament_game_settle"),
        (tasks.tournament_rounds_sweep, "tournaments.tournament_rounds_sweep"),
    ):
        assert task.name == name
        assert app.tasks[name].run.__module__ == "tournaments.tasks"


def test_the_game_finished_receiver_is_connected_once():
    connected = [key for (key, _target), *_rest in game_finished.receivers]
    assert connected.count("tournaments.queue_tournament_game_settle") == 1
    targets = [ref() for _key, ref, *_ in game_finished.receivers]
    assert receivers.queue_tournament_game_settle in targets
