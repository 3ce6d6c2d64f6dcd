"""`GET /api/games/{id}/stream`: a game's log as server-sent events, as the asker's seat may see it.

Events:
- `log` (`id:` = the event's seq): one stored event exactly as `GET events` shows it to this
  seat (another seat's secrets stay hidden while play lasts);
- `game`: {seq, status, to_act, seated} when it changed (no id: it does not move the resume point);
- `end`: the game is over and everything was sent; the stream closes.
`Last-Event-ID` (or `?after=N`) resumes after that seq: nothing is missed, nothing repeated.
The access check of `GET events` is made again before every batch.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

from django.conf import settings

from errors import PlatformError
from games import selectors
from games.log.visibility import game_is_over
from games.models import Game
from games.stream import sse
from games.stream.bus import game_channel, hub, poller_register

BATCH = 500


@dataclass(frozen=True)
class Batch:
    events: list[dict]
    seq: int
    status: str
    to_act: list[int]
    seated: int
    over: bool


def game_batch(game_id: int, user, after: int) -> Batch:
    """The events after `after` that `user` may see (at most BATCH), and the game as it is."""
    game = selectors.game_get_for(game_id, user)
    seat = selectors.seat_of(game, user)
    events = selectors.events_after(game, seat, after, BATCH)
    seated = len(game.seats.all())
    return Batch(events, game.seq, game.status, list(game.to_act), seated, game_is_over(game))


async def game_frames(game_id: int, user, after: int, *, live: bool = True) -> AsyncIterator[str]:
    """The stream's text, from `after` on, until the game is over or the client leaves
    (`live` False: only what there is now, then the end of the response)."""
    subscription = hub.subscribe([game_channel(game_id)])
    try:
        yield sse.opening()
        shown = None
        while True:
            subscription.clear()  # before reading: a move committed from here on wakes us
            try:
                batch = await sse.db_read(game_batch, game_id, user, after)
            except PlatformError as error:
                yield sse.frame({"code": error.code, "message": str(error.message)}, event="error")
                return
            for event in batch.events:
                yield sse.frame(event, event="log", ident=event["seq"])
                after = event["seq"]
            if len(batch.events) == BATCH:
                continue
            state = {
                "seq": batch.seq,
                "status": batch.status,
                "to_act": batch.to_act,
                "seated": batch.seated,
            }
            if state != shown:
                shown = state
                yield sse.frame(state, event="game")
            if batch.over and after >= batch.seq:
                yield sse.frame({"seq": batch.seq, "status": batch.status}, event="end")
                return
            if not live:
                return
            # idle: a comment line now and then, no read until a wake-up (a write or the poll)
            while not await subscription.wait(settings.STREAM_KEEPALIVE_SECONDS):
                yield sse.keepalive()
    finally:
        await subscription.aclose()


@sse.get_only
async def game_stream(request, game_id: int):
    try:
        user = await sse.stream_user(request)
        after = sse.resume_after(request)
        await sse.db_read(selectors.game_get_for, game_id, user)  # 404/403 before streaming
    except PlatformError as error:
        return sse.error_response(error)
    await sse.request_connection_release()
    return sse.event_stream(game_frames(game_id, user, after, live=sse.is_live(request)))


def game_versions(ids: list[int]) -> dict[int, object]:
    """The poll's view of games: their seq and status, for every open game stream at once."""
    return {
        pk: (seq, status)
        for pk, seq, status in Game.objects.filter(pk__in=ids).values_list("pk", "seq", "status")
    }


poller_register("game", game_versions)
