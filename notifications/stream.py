"""`GET /api/me/stream`: the asker's own server-sent events, across games.

Events:
- `notification` (`id:` = the notification's id): each new entry of the feed, as
  `GET /api/notifications` shows it; `Last-Event-ID` (or `?after=N`) resumes after that id;
- `turns`: {my_turn: [{game_id, seq}], unread} when the games waiting on you or the unread
  count changed (no id), first at the opening.
Log in first (session or token): there is no anonymous feed.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

from django.conf import settings
from django.db.models import Max
from django.utils.translation import gettext_lazy as _

from errors import PlatformError
from games.models import GameStatus, Seat
from games.stream import sse
from games.stream.bus import hub, poller_register, user_channel
from notifications.models import Notification
from notifications.serializers import NotificationOut

BATCH = 200


def my_turns(user_ids: list[int]) -> dict[int, list[dict]]:
    """{user id: [{game_id, seq}]}: the games in play waiting on each user, in one query."""
    turns: dict[int, list[dict]] = {uid: [] for uid in user_ids}
    seats = (
        Seat.objects.filter(user_id__in=user_ids, dropped=False, game__status=GameStatus.ACTIVE)
        .values_list("user_id", "index", "game_id", "game__to_act", "game__seq")
        .order_by("game_id")
    )
    for uid, index, game_id, to_act, seq in seats:
        if index in (to_act or []):
            turns[uid].append({"game_id": game_id, "seq": seq})
    return turns


def user_batch(user, after: int) -> tuple[list[dict], dict]:
    notes = Notification.objects.filter(user=user, pk__gt=after).order_by("pk")[:BATCH]
    shown = NotificationOut(notes, many=True).data
    unread = Notification.objects.filter(user=user, read_at__isnull=True).count()
    return list(shown), {"my_turn": my_turns([user.pk])[user.pk], "unread": unread}


async def user_frames(user, after: int, *, live: bool = True) -> AsyncIterator[str]:
    subscription = hub.subscribe([user_channel(user.pk)])
    try:
        yield sse.opening()
        shown = None
        while True:
            subscription.clear()
            notes, turns = await sse.db_read(user_batch, user, after)
            for note in notes:
                yield sse.frame(note, event="notification", ident=note["id"])
                after = note["id"]
            if len(notes) == BATCH:
                continue
            if turns != shown:
                shown = turns
                yield sse.frame(turns, event="turns")
            if not live:
                return
            # idle: a comment line now and then, no read until a wake-up (a write or the poll)
            while not await subscription.wait(settings.STREAM_KEEPALIVE_SECONDS):
                yield sse.keepalive()
    finally:
        await subscription.aclose()


@sse.get_only
async def my_stream(request):
    try:
        user = await sse.stream_user(request)
        if not user.is_authenticated:
            raise PlatformError("login_required", _("Log in to follow your games."), status=401)
        after = sse.resume_after(request)
    except PlatformError as error:
        return sse.error_response(error)
    await sse.request_connection_release()
    return sse.event_stream(user_frames(user, after, live=sse.is_live(request)))


def user_versions(ids: list[int]) -> dict[int, object]:
    """The poll's view of users: their latest notification and the games waiting on them."""
    latest = dict(
        Notification.objects.filter(user_id__in=ids)
        .values("user_id")
        .annotate(last=Max("id"))
        .values_list("user_id", "last")
    )
    turns = my_turns(ids)
    return {
        uid: (latest.get(uid), tuple((t["game_id"], t["seq"]) for t in turns[uid])) for uid in ids
    }


poller_register("user", user_versions)
