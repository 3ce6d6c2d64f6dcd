"""The monthly open data dump: finished public games only, each a complete record that verifies
(seed and hash chain), no private, friends-only or running game, no chat, no hidden name."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, datetime

import pytest
from django.core.management import CommandError, call_command

from archive.services import privacy_set
from games.history import record_read
from games.models import Game
from social import services as social_services
from social.models import GameVisibility
from tests.games.play import nim_started, play_to_end

pytestmark = pytest.mark.django_db


def _lines(path) -> list[dict]:
    with gzip.open(path, "rt", encoding="utf-8") as dump:
        return [json.loads(line) for line in dump]


def test_a_month_of_finished_public_games(secret_nim, alice, bob, carol, tmp_path):
    public = play_to_end(nim_started(alice, bob))
    social_services.chat_post(game=public, user=alice, text="a secret plan in the chat")
    private = nim_started(alice, bob)
    GameVisibility.objects.create(game=private, public=False)
    play_to_end(private)
    unlisted = nim_started(alice, carol)
    GameVisibility.objects.create(game=unlisted, public=True, friends_only=True)
    play_to_end(unlisted)
    nim_started(bob, carol)  # running
    privacy_set(user=bob, private_profile=True)
    month = Game.objects.get(pk=public.pk).finished_at.strftime("%Y-%m")
    path = tmp_path / "dump.jsonl.gz"
    call_command("dump_games", month=month, out=str(path), no_progress=True)
    header, *records = _lines(path)
    assert header == {"format": "boardgame-platform-games-dump", "month": month, "games": 1}
    assert [r["game_id"] for r in records] == [public.pk]
    record = records[0]
    assert record["seed"] and record["head_hash"] and all(e["hash"] for e in record["events"])
    assert record_read(record).verified
    names = {p["seat"]: p["name"] for p in record["players"]}
    assert "alice" in names.values() and "bob" not in names.values()
    assert any(p.get("hidden") for p in record["players"])
    assert "secret plan" not in path.read_bytes().decode("latin-1")
    assert "secret plan" not in json.dumps(records)


def test_an_empty_month_and_a_bad_one(tmp_path, db):
    path = tmp_path / "empty.jsonl.gz"
    call_command("dump_games", month="2001-02", out=str(path), no_progress=True)
    assert _lines(path) == [
        {"format": "boardgame-platform-games-dump", "month": "2001-02", "games": 0}
    ]
    for bad in ("2026-13", "last month", "2026-1-1"):
        with pytest.raises(CommandError):
            call_command("dump_games", month=bad, out=str(tmp_path / "x"), no_progress=True)


def test_month_bounds_cross_the_year():
    from archive.dumps import month_bounds

    assert month_bounds("2026-12") == (
        datetime(2026, 12, 1, tzinfo=UTC),
        datetime(2027, 1, 1, tzinfo=UTC),
    )
