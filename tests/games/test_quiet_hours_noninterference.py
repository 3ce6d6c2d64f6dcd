"""Noninterference on the paths of quiet hours and giving time: two games that differ only in a
secret of alice's (her card, drawn from the seed) look exactly alike to bob and to a spectator
through every answer those paths give — the quiet pause and resume rows, the gift's row, the game
detail with its seats' clocks, the events, the table page — and the rows themselves hold no
secret of any seat."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest
from django.test import Client
from django.utils import timezone

from games import services
from games.models import GameEvent
from games.services.timeouts import clocks_sweep
from players.services import quiet_hours_set, time_zone_set

pytestmark = pytest.mark.django_db

BERLIN = ZoneInfo("Europe/Berlin")
WEEKENDS = [{"days": ["sat", "sun"], "start": "00:00", "end": "24:00"}]
CLOCK_ROW_KEYS = {"reason", "at", "clocks", "given"}
CLOCK_KEYS = {"seat", "bank", "deadline", "paused", "quiet_until"}


def _cards(game) -> list[int]:
    return GameEvent.objects.get(game=game, seq=1).data["cards"]


def _played(alice, bob, api, moment):
    """A game of secret nim with a clock, alice quiet at the weekend: created on Friday, paused
    Saturday, bob gives alice time on Sunday, resumed Monday; what bob and a spectator saw on
    Sunday and on Monday."""
    moment["now"] = datetime(2026, 3, 6, 20, 0, tzinfo=BERLIN)
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        time_control={"kind": "per_move", "seconds": 36000},
    )
    services.game_join(game=game, user=bob)
    moment["now"] = datetime(2026, 3, 7, 0, 0, 2, tzinfo=BERLIN)
    clocks_sweep(now=timezone.now())
    moment["now"] = datetime(2026, 3, 8, 12, 0, tzinfo=BERLIN)
    gift = api(bob).post(f"/api/games/{game.pk}/give-time", {"seat": 0, "hours": 3})
    assert gift.status_code == 200
    seen = [_as_seen(api, viewer, game) for viewer in (bob, None)]
    moment["now"] = datetime(2026, 3, 9, 0, 0, 2, tzinfo=BERLIN)
    clocks_sweep(now=timezone.now())
    seen += [_as_seen(api, viewer, game) for viewer in (bob, None)]
    return game, seen


def _as_seen(api, user, game) -> dict:
    """What `user` (None: a spectator) is told of the game, less what names this very game."""
    client = api(user)
    detail = client.get(f"/api/games/{game.pk}/").json()
    events = client.get(f"/api/games/{game.pk}/events").json()["events"]
    for key in ("id", "seed_commitment", "created_at", "started_at"):
        detail.pop(key, None)
    page_client = Client()
    if user is not None:
        page_client.force_login(user)
    page = page_client.get(f"/games/{game.pk}/").content.decode()
    page = page.replace(f"/games/{game.pk}/", "/games/N/").replace(f"#{game.pk}", "#N")
    return {
        "detail": detail,
        "events": [{k: v for k, v in e.items() if k != "created_at"} for e in events],
        "page_has_quiet": "quiet until" in page,
    }


def test_bob_and_spectators_cannot_tell_alices_card_through_quiet_hours(
    secret_nim, alice, bob, api, monkeypatch
):
    moment = {"now": datetime(2026, 3, 6, 20, 0, tzinfo=BERLIN)}
    monkeypatch.setattr(timezone, "now", lambda: moment["now"].astimezone(UTC))
    for user in (alice, bob):
        time_zone_set(user=user, time_zone="Europe/Berlin")
    quiet_hours_set(user=alice, quiet_hours=WEEKENDS)
    by_bobs_card: dict[int, tuple] = {}
    pair = None
    for _attempt in range(60):  # until two games deal bob the same card and alice another
        game, seen = _played(alice, bob, api, moment)
        alices, bobs = _cards(game)
        other = by_bobs_card.get(bobs)
        if other is not None and _cards(other[0])[0] != alices:
            pair = (other, (game, seen))
            break
        by_bobs_card.setdefault(bobs, (game, seen))
    assert pair is not None, "no two deals differ in alice's card only"
    (first, seen_first), (_second, seen_second) = pair
    assert seen_first[0]["page_has_quiet"]  # Sunday: the table says alice is quiet
    assert seen_first == seen_second
    # the rows of these paths say when and how much, and nothing else
    for row in GameEvent.objects.filter(game=first, type="platform.clock_set"):
        assert set(row.data) <= CLOCK_ROW_KEYS
        assert all(set(clock) <= CLOCK_KEYS for clock in row.data["clocks"])
    reasons = [
        r.data["reason"] for r in GameEvent.objects.filter(game=first, type="platform.clock_set")
    ]
    assert reasons.count("quiet_hours") == 2 and reasons.count("time_given") == 1
