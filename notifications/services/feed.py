"""The feed: a notification row in the caller's transaction, delivered by a task after it.

`notification_send` is the one entry point (tournaments, ladders and social call it; games'
notices come through notifications.receivers). A slow mail server or webhook never holds the
change that caused the notification.
"""

from __future__ import annotations

import json

from django.utils import timezone

from games.models import Game, Seat
from games.queue import task_enqueue_on_commit
from games.stream.bus import publish_on_commit, user_channel
from notifications.game_kinds import GAME_FINISHED, GAME_STARTED, REMINDER, TIMEOUT, YOUR_TURN
from notifications.kinds import kind_is_known
from notifications.models import Notification


def notification_send(*, user, kind: str, payload: dict) -> Notification | None:
    """Add to `user`'s feed and, after the commit, email it and post it to their webhooks."""
    notes = notifications_send(items=[(user, kind, payload)])
    return notes[0] if notes else None


def notifications_send(*, items: list[tuple]) -> list[Notification]:
    """Several (user, kind, payload) at once: one insert, one delivery task after the commit.
    Items without a user (a bot's seat) are left out; a kind nobody registered is a bug."""
    for _key, kind, payload in items:
        if not kind_is_known(kind):
            raise ValueError(f"unknown notification kind {kind!r}")
        json.dumps(payload)  # only JSON types: a TypeError here is a bug of the caller
    notes = [
        Notification(user=user, kind=kind, payload=payload)
        for user, kind, payload in items
        if user is not None
    ]
    if not notes:
        return []
    notes = Notification.objects.bulk_create(notes)
    if any(note.pk is None for note in notes):  # a backend that returns no ids
        notes = list(Notification.objects.order_by("-id")[: len(notes)])[::-1]
    task_enqueue_on_commit("games.notification_deliver", [note.pk for note in notes])
    publish_on_commit(sorted({user_channel(note.user_id) for note in notes}))
    return notes


def notifications_mark_read(*, user, ids: list[int] | None = None) -> int:
    """Mark these notifications of `user` read (all of them when ids is None); how many changed."""
    unread = Notification.objects.filter(user=user, read_at__isnull=True)
    if ids is not None:
        unread = unread.filter(pk__in=ids)
    changed = unread.update(read_at=timezone.now())
    if changed:
        publish_on_commit([user_channel(user.pk)])  # the bell in the user's other tabs
    return changed


def _about(game: Game) -> dict:
    return {"game_id": game.pk, "engine": game.engine, "seq": game.seq}


def game_notifications_send(
    *, game: Game, seats: list[Seat], started: bool, finished: bool, called_to_act: list[int]
) -> list[Notification]:
    """Started / finished / your turn, for the players (not bots) of a game that just changed.

    `seats`: the game's seats with their users, as projected now."""
    base = _about(game)
    items = []
    for seat in seats:
        if not seat.user_id:
            continue
        if started:
            items.append((seat.user, GAME_STARTED, {**base, "seat": seat.index}))
        if finished:
            items.append(
                (seat.user, GAME_FINISHED, {**base, "seat": seat.index, "rank": seat.rank})
            )
        elif seat.index in called_to_act:
            deadline = seat.clock_deadline.isoformat() if seat.clock_deadline else None
            items.append((seat.user, YOUR_TURN, {**base, "seat": seat.index, "deadline": deadline}))
    return notifications_send(items=items)


def timeout_notifications_send(
    *, game: Game, seats: list[Seat], timed_out: list[int]
) -> list[Notification]:
    """Tell every player of the game which seats ran out of time."""
    base = _about(game)
    return notifications_send(
        items=[(seat.user, TIMEOUT, {**base, "seat": out}) for seat in seats for out in timed_out]
    )


def reminder_send(*, seat: Seat, seconds_left: int) -> Notification | None:
    """Remind the seat's player that their clock runs out in `seconds_left` seconds."""
    payload = {
        "game_id": seat.game_id,
        "engine": seat.game.engine,
        "seat": seat.index,
        "seconds_left": seconds_left,
        "deadline": seat.clock_deadline.isoformat(),
    }
    return notification_send(user=seat.user, kind=REMINDER, payload=payload)
