"""Pushed updates: a game's stream delivers every event a seat may see, and nothing it may not;
a client reconnecting with Last-Event-ID misses nothing; a move wakes an open stream; the
per-user stream tells whose turn it is and brings the feed.

The streams are async generators read here through asgiref (the database calls they make run
on this test's thread, inside its transaction).
"""

from __future__ import annotations

import asyncio
import json

import pytest
from asgiref.sync import async_to_sync, sync_to_async
from django.contrib.auth.models import AnonymousUser
from django.test import override_settings

from errors import Forbidden
from games import access, services
from games.models import Game
from games.stream import sse
from games.stream.game_stream import game_frames
from notifications.stream import user_frames

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _reads_on_this_thread(monkeypatch):
    """The streams' reads run here, inside the test's transaction (in production they run on a
    shared pool of threads)."""
    monkeypatch.setattr(sse, "SHARED_DB_THREADS", False)


def parse(text: str) -> list[dict]:
    """The events in a chunk of the stream: [{id, event, data}] (comments and retry skipped)."""
    events = []
    for block in text.split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line)
        if "event" in fields:
            events.append(
                {
                    "id": int(fields["id"]) if "id" in fields else None,
                    "event": fields["event"],
                    "data": json.loads(fields["data"]),
                }
            )
    return events


def read(frames, until, *, meanwhile=None, timeout: float = 10.0) -> list[dict]:
    """Read the stream until `until(events)` holds; `meanwhile` (a sync function) runs once the
    first events are in, while the stream waits, as another request would."""

    async def run():
        events: list[dict] = []
        done_meanwhile = meanwhile is None

        async def collect():
            nonlocal done_meanwhile
            async for text in frames:
                events.extend(parse(text))
                if until(events):
                    return
                if not done_meanwhile and events:
                    done_meanwhile = True
                    await sync_to_async(meanwhile)()

        try:
            await asyncio.wait_for(collect(), timeout)
        finally:
            await frames.aclose()
        return events

    return async_to_sync(run)()


@pytest.fixture
def nim(secret_nim, alice, bob, api):
    created = api(alice).post(
        "/api/games/",
        {"engine": "secret-nim", "players": 2, "options": {"pile": 9}, "random_seating": False},
        format="json",
    )
    game_id = created.json()["id"]
    assert api(bob).post(f"/api/games/{game_id}/join").status_code == 200
    return Game.objects.get(pk=game_id)


def _take(game_id, user, count=1):
    game = Game.objects.get(pk=game_id)
    return services.move_submit(
        game=game, user=user, move={"type": "take", "count": count}, expected_seq=game.seq
    )


def _log(events):
    return [e for e in events if e["event"] == "log"]


def test_a_seat_sees_on_the_stream_what_it_may_see_and_nothing_more(nim, alice, bob, carol, api):
    _take(nim.pk, alice, 2)
    _take(nim.pk, bob, 1)
    last = Game.objects.get(pk=nim.pk).seq
    for user in (alice, bob, carol, None):
        from_api = api(user).get(f"/api/games/{nim.pk}/events").json()["events"]
        viewer = user if user is not None else AnonymousUser()
        streamed = read(
            game_frames(nim.pk, viewer, 0), lambda ev: any(e["event"] == "game" for e in ev)
        )
        assert [e["data"] for e in _log(streamed)] == from_api
        assert [e["id"] for e in _log(streamed)] == list(range(1, last + 1))
    started = {
        name: _log(read(game_frames(nim.pk, user, 0), lambda ev: len(_log(ev)) >= 1))[0]["data"]
        for name, user in (("alice", alice), ("bob", bob), ("carol", carol))
    }
    # each seat's hidden card: its own is shown, the other's is not; a spectator sees neither
    assert started["alice"]["data"]["cards"][0] is not None
    assert started["alice"]["data"]["cards"][1] is None
    assert started["bob"]["data"]["cards"][0] is None
    assert started["bob"]["data"]["cards"][1] is not None
    assert started["carol"]["data"]["cards"] == [None, None]


def test_reconnecting_with_last_event_id_misses_nothing(nim, alice, bob):
    first = read(game_frames(nim.pk, bob, 0), lambda ev: any(e["event"] == "game" for e in ev))
    seen = [e["id"] for e in _log(first)]
    # the connection drops; meanwhile three moves are played
    _take(nim.pk, alice)
    _take(nim.pk, bob)
    _take(nim.pk, alice)
    resumed = read(
        game_frames(nim.pk, bob, seen[-1]), lambda ev: any(e["event"] == "game" for e in ev)
    )
    again = [e["id"] for e in _log(resumed)]
    last = Game.objects.get(pk=nim.pk).seq
    assert again[0] == seen[-1] + 1
    assert seen + again == list(range(1, last + 1))  # no gap, no repeat


@override_settings(STREAM_POLL_SECONDS=60)
def test_a_move_wakes_an_open_stream_through_the_bus(
    nim, alice, bob, django_capture_on_commit_callbacks
):
    start = Game.objects.get(pk=nim.pk).seq

    def alice_moves():
        with django_capture_on_commit_callbacks(execute=True):
            _take(nim.pk, alice)

    events = read(
        game_frames(nim.pk, bob, 0),
        lambda ev: any(e["id"] and e["id"] > start for e in _log(ev)),
        meanwhile=alice_moves,
        timeout=10,
    )
    moved = [e for e in _log(events) if e["id"] > start]
    assert moved[0]["data"]["type"] == "move" and moved[0]["data"]["seat"] == 0
    assert moved[0]["data"]["data"] == {"by": "player"}  # a move row's content: its seat's only


def test_the_stream_ends_once_the_game_is_over(nim, alice, bob):
    services.game_resign(game=Game.objects.get(pk=nim.pk), user=bob)
    events = read(game_frames(nim.pk, bob, 0), lambda ev: False)
    assert events[-1]["event"] == "end"
    assert [e["id"] for e in _log(events)] == list(range(1, Game.objects.get(pk=nim.pk).seq + 1))


def test_a_private_game_refuses_a_stranger(nim, carol, api, monkeypatch):
    def private(game, user):
        if getattr(user, "username", None) == "carol":
            raise Forbidden("private_game", "private")

    monkeypatch.setattr(access, "view_checks", [*access.view_checks, private])
    response = api(carol).get(f"/api/games/{nim.pk}/stream")
    assert response.status_code == 403
    assert response.json()["error"]["code"] == "private_game"
    assert api(None).get("/api/games/999999/stream").status_code == 404


def test_my_stream_tells_whose_turn_and_brings_the_feed(
    nim, alice, bob, django_capture_on_commit_callbacks
):
    opening = read(user_frames(bob, 0), lambda ev: any(e["event"] == "turns" for e in ev))
    turns = next(e for e in opening if e["event"] == "turns")["data"]
    assert turns["my_turn"] == []  # alice moves first
    notes = [e for e in opening if e["event"] == "notification"]
    last = notes[-1]["id"] if notes else 0

    def alice_moves():
        with django_capture_on_commit_callbacks(execute=True):
            _take(nim.pk, alice)

    events = read(
        user_frames(bob, last),
        lambda ev: any(e["event"] == "turns" and e["data"]["my_turn"] for e in ev),
        meanwhile=alice_moves,
    )
    mine = [e for e in events if e["event"] == "turns"][-1]["data"]["my_turn"]
    assert mine == [{"game_id": nim.pk, "seq": Game.objects.get(pk=nim.pk).seq}]
    assert all(e["id"] > last for e in events if e["event"] == "notification")


def test_my_stream_needs_a_login(api):
    response = api(None).get("/api/me/stream")
    assert response.status_code == 401
    assert response.json()["error"]["code"] == "login_required"


def test_without_an_async_server_a_stream_sends_what_there_is_and_ends(nim, alice, bob, api):
    """Under WSGI (the test client, a sync worker) the stream is finite: the browser reconnects
    with Last-Event-ID after `retry`, which makes it a poll, never a hung worker."""
    _take(nim.pk, alice)
    response = api(bob).get(f"/api/games/{nim.pk}/stream", HTTP_LAST_EVENT_ID="1")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/event-stream")

    async def body() -> bytes:
        return b"".join([chunk async for chunk in response.streaming_content])

    events = parse(async_to_sync(body)().decode())
    seq = Game.objects.get(pk=nim.pk).seq
    assert [e["id"] for e in _log(events)] == list(range(2, seq + 1))
    assert events[-1] == {
        "id": None,
        "event": "game",
        "data": {"seq": seq, "status": "active", "to_act": [1], "seated": 2},
    }


@override_settings(STREAM_POLL_SECONDS=0.05)
def test_the_last_stream_of_a_loop_stops_its_helpers_and_leaves_no_task_behind(settings):
    """The poll and the Redis listener end with the loop's last stream, by themselves: an event
    loop closing with a listener still inside Redis used to wait for ever."""
    from games.stream.bus import game_channel, hub, publish

    async def run() -> tuple[bool, set]:
        subscription = hub.subscribe([game_channel(424242)])
        await asyncio.sleep(0.3)  # the listener is subscribed, the poll has run
        subscription.clear()
        await sync_to_async(publish)([game_channel(424242)])
        heard = await subscription.wait(5.0)
        await subscription.aclose()
        return heard, {t for t in asyncio.all_tasks() if t is not asyncio.current_task()}

    heard, left = async_to_sync(run)()
    assert heard  # through Redis when REDIS_URL is set (as in CI), else in process
    assert left == set()
    assert not hub.helpers


def test_the_streams_refuse_other_methods_and_ids_past_the_largest_in_the_error_shape(
    nim, bob, api
):
    for path in (f"/api/games/{nim.pk}/stream", "/api/me/stream"):
        refused = api(bob).post(path)
        assert refused.status_code == 405 and refused["Allow"] == "GET, HEAD"
        assert refused.json()["error"]["code"] == "method_not_allowed"
        too_far = api(bob).get(path, {"after": 2**31})
        assert too_far.status_code == 400
        assert too_far.json()["error"]["code"] == "invalid_number"
        assert too_far.json()["error"]["details"]["field"] == "after"


def test_the_schema_lists_both_streams(api):
    schema = api(None).get("/api/schema/", HTTP_ACCEPT="application/json").json()
    for path in ("/api/games/{game_id}/stream", "/api/me/stream"):
        answers = schema["paths"][path]["get"]["responses"]
        assert "text/event-stream" in answers["200"]["content"]
        assert answers["400"]["content"]["application/json"]["schema"] == {
            "$ref": "#/components/schemas/ErrorOut"
        }


@pytest.mark.parametrize(
    ("header", "query", "expected"),
    [
        ("", "", 0),
        ("7", "", 7),
        ("", "5", 5),
        ("7", "5", 7),  # the reconnecting EventSource's header wins over the page's first id
        ("", f"{sse.MAX_EVENT_ID}", sse.MAX_EVENT_ID),
    ],
)
def test_where_a_stream_resumes(rf, header, query, expected):
    request = rf.get("/api/me/stream", {"after": query} if query else {}, HTTP_LAST_EVENT_ID=header)
    assert sse.resume_after(request) == expected


@pytest.mark.parametrize(
    ("header", "query"),
    [
        ("x", ""),
        ("-1", ""),
        ("", f"{sse.MAX_EVENT_ID + 1}"),
        ("7", f"{sse.MAX_EVENT_ID + 1}"),  # an id out of range is refused even when overridden
        ("7", "0.0"),
        ("", "²"),
        ("", "5_0"),
        ("", " 5"),
    ],
)
def test_a_resume_point_that_is_no_event_id_is_refused(rf, header, query):
    from errors import PlatformError

    request = rf.get("/api/me/stream", {"after": query}, HTTP_LAST_EVENT_ID=header)
    with pytest.raises(PlatformError) as refused:
        sse.resume_after(request)
    assert refused.value.code == "invalid_number"
    assert refused.value.details["field"] == ("after" if header in ("", "7") else "Last-Event-ID")


def test_after_sent_twice_is_refused(rf):
    from errors import PlatformError

    with pytest.raises(PlatformError):
        sse.resume_after(rf.get("/api/me/stream?after=1&after=2"))
