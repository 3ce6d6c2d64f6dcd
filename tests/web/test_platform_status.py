"""`manage.py platform_status` and the staff page: queues, workers' heartbeats, the oldest work
of each kind and the games waiting on the platform past the grace period."""

from __future__ import annotations

import json
from datetime import timedelta
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from games import services
from games.models import Game
from games.services.heartbeat import worker_heartbeat_write
from web.pages.platform_status import platform_status

pytestmark = pytest.mark.django_db


def _stalled_bot_game(alice) -> Game:
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, bots=1
    )
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move={"type": "take", "count": 1}, expected_seq=game.seq
    )
    Game.objects.filter(pk=game.pk).update(updated_at=timezone.now() - timedelta(minutes=5))
    return game


def test_the_status_names_a_stalled_game_and_a_live_worker(secret_nim, alice, settings):
    settings.PLATFORM_GRACE_SECONDS = 30
    game = _stalled_bot_game(alice)
    worker_heartbeat_write(name="celery@here")
    status = platform_status(with_queues=False)
    [row] = status.games_waiting_on_platform
    assert row["game"] == game.pk and row["why"] == "bot turn" and row["seconds"] >= 299
    bots = next(w for w in status.work if w.kind == "bot turns")
    assert bots.pending == 1
    assert [w.name for w in status.workers if w.alive] == ["celery@here"]


def test_the_command_prints_json_and_fails_while_a_game_waits(secret_nim, alice):
    _stalled_bot_game(alice)
    worker_heartbeat_write(name="celery@here", now=timezone.now() - timedelta(hours=1))
    out = StringIO()
    with pytest.raises(SystemExit) as stopped:
        call_command("platform_status", "--json", stdout=out)
    assert stopped.value.code == 1
    report = json.loads(out.getvalue())
    assert report["healthy"] is False
    assert report["workers"][0]["alive"] is False
    assert {w["kind"] for w in report["work"]} >= {"bot turns", "timeouts", "ratings"}
    text = StringIO()
    with pytest.raises(SystemExit):
        call_command("platform_status", stdout=text)
    assert "NEEDS ATTENTION" in text.getvalue() and "bot turn for" in text.getvalue()


def test_the_status_page_is_for_staff(client, alice):
    client.force_login(alice)
    assert client.get("/staff/status").status_code == 302  # to the admin's login
    alice.is_staff = True
    alice.save()
    page = client.get("/staff/status")
    assert page.status_code == 200 and "Platform status" in page.content.decode()
