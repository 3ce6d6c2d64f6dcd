"""The wake-up bus of the streams: "something changed on channel X", never the content.

Channels are `game:<id>` and `user:<id>`. A write publishes its channels once its transaction
has committed (`publish_on_commit`). With REDIS_URL set the wake-up goes through Redis pub/sub,
so any process serving streams hears a move written by any other (web or Celery worker): no
sticky connections. Without it, wake-ups stay in the process (the embedded default).

Whatever the bus, each process also polls, once per STREAM_POLL_SECONDS for all its open
streams together, the versions of the channels they watch (a game's seq, a user's latest
notification and turns): a write the bus did not carry (another process in the embedded mode,
a Redis outage) still reaches the stream. Apps register how to read their channels' versions
(`poller_register`); games registers `game`.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections import defaultdict
from collections.abc import Callable, Iterable
from functools import cache

import redis
import redis.asyncio as aioredis
from asgiref.sync import sync_to_async
from django.conf import settings
from django.db import transaction

log = logging.getLogger(__name__)

REDIS_CHANNEL_PREFIX = "platform-stream:"

# kind -> (ids -> {id: version}); read in one query for every open stream of that kind
pollers: dict[str, Callable[[list[int]], dict[int, object]]] = {}


def game_channel(game_id: int) -> str:
    return f"game:{game_id}"


def user_channel(user_id: int) -> str:
    return f"user:{user_id}"


def poller_register(kind: str, versions: Callable[[list[int]], dict[int, object]]) -> None:
    pollers[kind] = versions


class Subscription:
    """Channels a stream listens to, on its event loop: `wait` returns once one was published
    since the last `clear` (or at the timeout). A stream ends with `await aclose()`."""

    def __init__(self, hub: Hub, channels: Iterable[str]):
        self.hub = hub
        self.channels = tuple(channels)
        self.loop = asyncio.get_running_loop()
        self.woken = asyncio.Event()

    def clear(self) -> None:
        """Call before reading the database: a publish after this wakes the next `wait`."""
        self.woken.clear()

    async def wait(self, timeout: float) -> bool:
        try:
            await asyncio.wait_for(self.woken.wait(), timeout)
        except TimeoutError:
            return False
        return True

    def wake(self) -> None:
        self.loop.call_soon_threadsafe(self.woken.set)

    async def aclose(self) -> None:
        """Stop listening; the last stream of its loop also stops the loop's helpers and waits
        for them, so that nothing of the bus outlives the streams (an event loop closing
        with a helper still inside Redis could otherwise wait for ever)."""
        helpers = self.hub.unsubscribe(self)
        if helpers is not None:
            await helpers.stop()


class Helpers:
    """The tasks a loop runs while it has streams: the poll and, with Redis, the listener.
    They end on `stop` by themselves (each checks at least once a HELPER_TICK_SECONDS);
    one that does not within STOP_GRACE_SECONDS is cancelled."""

    STOP_GRACE_SECONDS = 3.0

    def __init__(self, hub: Hub, loop: asyncio.AbstractEventLoop):
        self.stopping = asyncio.Event()
        self.tasks = [loop.create_task(hub._poll(loop, self.stopping))]
        if settings.REDIS_URL:
            self.tasks.append(loop.create_task(hub._listen_redis(self.stopping)))

    async def stop(self) -> None:
        self.stopping.set()
        _, late = await asyncio.wait(self.tasks, timeout=self.STOP_GRACE_SECONDS)
        for task in late:
            task.cancel()


# the longest a helper goes without looking at its stop event
HELPER_TICK_SECONDS = 0.5


async def _stopped_within(stopping: asyncio.Event, seconds: float) -> bool:
    """Wait `seconds`, or less if `stopping` is set: whether it was."""
    try:
        await asyncio.wait_for(stopping.wait(), seconds)
    except TimeoutError:
        return False
    return True


class Hub:
    """The subscriptions of this process and its loops' helpers (the Redis listener, the
    poller)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.subscriptions: dict[str, set[Subscription]] = defaultdict(set)
        self.helpers: dict[asyncio.AbstractEventLoop, Helpers] = {}

    def subscribe(self, channels: Iterable[str]) -> Subscription:
        subscription = Subscription(self, channels)
        with self.lock:
            for channel in subscription.channels:
                self.subscriptions[channel].add(subscription)
            if subscription.loop not in self.helpers:
                self.helpers[subscription.loop] = Helpers(self, subscription.loop)
        return subscription

    def unsubscribe(self, subscription: Subscription) -> Helpers | None:
        """Forget `subscription`; the helpers of its loop, to stop, if it was the loop's last."""
        with self.lock:
            for channel in subscription.channels:
                listeners = self.subscriptions.get(channel)
                if listeners is not None:
                    listeners.discard(subscription)
                    if not listeners:
                        del self.subscriptions[channel]
            if any(s.loop is subscription.loop for ss in self.subscriptions.values() for s in ss):
                return None
            return self.helpers.pop(subscription.loop, None)

    def wake(self, channel: str) -> None:
        with self.lock:
            listeners = list(self.subscriptions.get(channel, ()))
        for subscription in listeners:
            subscription.wake()

    def watched(self, loop: asyncio.AbstractEventLoop) -> dict[str, list[int]]:
        """{kind: ids} of the channels open on `loop`."""
        kinds: dict[str, list[int]] = defaultdict(list)
        with self.lock:
            for channel, listeners in self.subscriptions.items():
                if any(s.loop is loop for s in listeners):
                    kind, _, ident = channel.partition(":")
                    kinds[kind].append(int(ident))
        return kinds

    async def _poll(self, loop: asyncio.AbstractEventLoop, stopping: asyncio.Event) -> None:
        """Every STREAM_POLL_SECONDS, one query per kind for every channel open on this loop;
        wake those whose version moved."""
        known: dict[str, object] = {}
        while not await _stopped_within(stopping, settings.STREAM_POLL_SECONDS):
            try:
                current = await sync_to_async(_versions)(self.watched(loop))
            except Exception:
                log.exception("stream poll failed")
                continue
            for channel, version in current.items():
                if channel in known and known[channel] != version:
                    self.wake(channel)
            known = current

    async def _listen_redis(self, stopping: asyncio.Event) -> None:
        """Hear every process's wake-ups until `stopping`; reconnect after a Redis outage (the
        poll covers it). Reads time out every HELPER_TICK_SECONDS to look at `stopping`, so the
        listener ends by itself, its connection closed, rather than by cancellation."""
        while not stopping.is_set():
            client = aioredis.from_url(settings.REDIS_URL)
            try:
                async with client.pubsub() as pubsub:
                    await pubsub.psubscribe(REDIS_CHANNEL_PREFIX + "*")
                    while not stopping.is_set():
                        message = await pubsub.get_message(
                            ignore_subscribe_messages=True, timeout=HELPER_TICK_SECONDS
                        )
                        if message is not None and message.get("type") == "pmessage":
                            channel = message["channel"]
                            if isinstance(channel, bytes):
                                channel = channel.decode()
                            self.wake(channel.removeprefix(REDIS_CHANNEL_PREFIX))
            except Exception:
                log.warning("stream bus: Redis unreachable, retrying", exc_info=True)
                await _stopped_within(stopping, 1.0)
            finally:
                await client.aclose()


def _versions(watched: dict[str, list[int]]) -> dict[str, object]:
    versions: dict[str, object] = {}
    for kind, ids in watched.items():
        if kind in pollers and ids:
            for ident, version in pollers[kind](ids).items():
                versions[f"{kind}:{ident}"] = version
    return versions


hub = Hub()


@cache
def _redis_client() -> redis.Redis:
    """This process' one client for publishing (it pools its connections)."""
    return redis.Redis.from_url(settings.REDIS_URL)


def publish(channels: Iterable[str]) -> None:
    """Wake the streams of `channels` in every process (Redis) or in this one."""
    channels = list(channels)
    if settings.REDIS_URL:
        try:
            pipe = _redis_client().pipeline(transaction=False)
            for channel in channels:
                pipe.publish(REDIS_CHANNEL_PREFIX + channel, b"")
            pipe.execute()
            return
        except Exception:
            log.warning("stream bus: publish to Redis failed", exc_info=True)
    for channel in channels:
        hub.wake(channel)


def publish_on_commit(channels: Iterable[str]) -> None:
    channels = list(channels)
    transaction.on_commit(lambda: publish(channels))
