"""games.queue: tasks queued by name run in process when eager, else go to the broker by that
name; a broker that is down is logged, never raised; on_commit waits for the commit."""

from __future__ import annotations

import ast
import logging
from pathlib import Path

import pytest
from celery import shared_task
from django.conf import settings

from config.celery import app as celery_app
from games.queue import task_enqueue, task_enqueue_on_commit, task_named
from tests.eager_celery import eager_celery  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]
PROBE = "tests.queue_probe"
probed: list[int] = []


@shared_task(name=PROBE)
def queue_probe(value: int) -> int:
    probed.append(value)
    return value


@pytest.fixture
def broker(monkeypatch):
    """What reaches the broker: (name, args, options), recorded where Celery sends it (tasks are
    not run in process meanwhile, whatever an earlier test left in the app's conf)."""
    monkeypatch.setattr(celery_app.conf, "task_always_eager", False)
    sent = []

    def send_task(name, args=None, kwargs=None, **options):
        sent.append((name, tuple(args or ()), options))

    monkeypatch.setattr(celery_app, "send_task", send_task)
    probed.clear()
    return sent


def test_a_task_named_runs_in_process_when_eager(broker, eager_celery):  # noqa: F811
    task_enqueue(PROBE, 3)
    assert probed == [3] and broker == []


def test_a_task_named_goes_to_the_broker_with_its_options(broker):
    task_enqueue(PROBE, 4, countdown=5)
    [(name, args, options)] = broker
    assert (name, args, options["countdown"]) == (PROBE, (4,), 5)
    assert probed == []


def test_a_broker_that_is_down_is_logged_not_raised(monkeypatch, caplog):
    def down(*args, **kwargs):
        raise OSError("connection refused")

    monkeypatch.setattr(celery_app, "send_task", down)
    with caplog.at_level(logging.ERROR, logger="games.queue"):
        task_enqueue(PROBE, 5)
    assert "could not queue tests.queue_probe(5,)" in caplog.text


def test_an_unknown_task_name_is_a_bug_not_a_log_line(broker):
    with pytest.raises(KeyError):
        task_enqueue("games.no_such_task", 1)


@pytest.mark.django_db
def test_on_commit_queues_only_once_the_transaction_commits(
    broker, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        task_enqueue_on_commit(PROBE, 6)
    assert broker == [] and len(callbacks) == 1
    callbacks[0]()
    assert [(name, args) for name, args, _options in broker] == [(PROBE, (6,))]


def _queued_names() -> set[str]:
    """Every task name our code queues through games.queue (first argument, a string)."""
    names = set()
    for package in ("games", "players", "notifications", "ratings", "social", "tournaments"):
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if (
                    isinstance(node, ast.Call)
                    and getattr(node.func, "id", None) in ("task_enqueue", "task_enqueue_on_commit")
                    and node.args
                    and isinstance(node.args[0], ast.Constant)
                ):
                    names.add(node.args[0].value)
    return names


def test_every_task_queued_by_name_or_by_beat_is_registered():
    names = _queued_names() | {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert {"games.bot_turns_play", "games.notification_deliver", "ratings.apply_for_game"} <= names
    for name in sorted(names):
        assert task_named(name).name == name
