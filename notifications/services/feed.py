"""The feed: a notification row in the caller's transaction, delivered by a task after it.

`notification_send` is the one entry point (tournaments, ladders and social call it; games'
notices come through notifications.receivers). A slow mail server or webhook never holds the
change that caused the notification.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from django.conf import settings
from django.db.models import prefetch_related_objects
from django.utils import timezone

from games.log.state_loading import engine_of
from games.log.visibility import event_as_seen
from games.models import Game, GameEvent, Seat
from games.queue import task_enqueue_on_commit
from games.stream.bus import publish_on_commit, user_channel
from notifications.game_kinds import (
    CONDITIONAL_DROPPED,
    GAME_FINISHED,
    GAME_STARTED,
    REMINDER,
    TIMEOUT,
    YOUR_TURN,
)
from notifications.kinds import kind_is_known
from notifications.models import Notification
from players.models import IN_APP, PlayerProfile, default_channels
from players.selectors import quiet_until_of

# Kinds whose email and webhook wait for the end of the reader's quiet hours (the feed has them
# at once), and the payload's key saying until when.
WAITS_FOR_QUIET_HOURS = {YOUR_TURN, REMINDER}
DELIVER_AFTER = "deliver_after"

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def notification_send(*, user: User, kind: str, payload: dict) -> Notification | None:
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
    if all(user is None for user, _kind, _payload in items):
        return []  # nobody to tell (only bots' seats)
    profiles = {
        profile.user_id: profile
        for profile in PlayerProfile.objects.filter(
            user_id__in={user.pk for user, _kind, _payload in items if user is not None}
        )
    }
    now = timezone.now()
    notes = []
    for user, kind, payload in items:
        if user is None:
            continue
        profile = profiles.get(user.pk)
        channels = default_channels(kind) if profile is None else profile.channels_for(kind)
        if not channels:
            continue  # this kind is off for them
        # not wanted in the app: a row all the same (email and webhooks are sent from it), read
        read_at = None if IN_APP in channels else now
        quiet_until = quiet_until_of(profile, now) if kind in WAITS_FOR_QUIET_HOURS else None
        if quiet_until is not None:  # in the feed now; by email and webhook when they end
            kept = {**payload, DELIVER_AFTER: quiet_until.isoformat()}
        else:
            kept = payload
        notes.append(Notification(user=user, kind=kind, payload=kept, read_at=read_at))
    if not notes:
        return []
    notes = Notification.objects.bulk_create(notes)
    if any(note.pk is None for note in notes):  # a backend that returns no ids
        notes = list(Notification.objects.order_by("-id")[: len(notes)])[::-1]
    waiting = [note for note in notes if DELIVER_AFTER in note.payload]
    for note in waiting:
        eta = datetime.fromisoformat(note.payload[DELIVER_AFTER])
        task_enqueue_on_commit("games.notification_deliver", [note.pk], eta=eta)
    task_enqueue_on_commit(
        "games.notification_deliver", [note.pk for note in notes if note not in waiting]
    )
    publish_on_commit(sorted({user_channel(note.user_id) for note in notes}))
    return notes


def notifications_mark_read(*, user: User, ids: list[int] | None = None) -> int:
    """Mark these notifications of `user` read (all of them when ids is None); how many changed."""
    unread = Notification.objects.filter(user=user, read_at__isnull=True)
    if ids is not None:
        unread = unread.filter(pk__in=ids)
    changed = unread.update(read_at=timezone.now())
    if changed:
        publish_on_commit([user_channel(user.pk)])  # the bell in the user's other tabs
    return changed


# A "your turn" words at most this many of the engine's events after the move it answers.
LAST_MOVE_EVENTS = 3


def _about(game: Game) -> dict:
    return {"game_id": game.pk, "engine": game.engine, "seq": game.seq}


def _at_the_table(seat: Seat, now: datetime) -> bool:
    """Whether the seat's player has the game open or acted in it within NOTIFY_QUIET_SECONDS."""
    quiet = timedelta(seconds=settings.NOTIFY_QUIET_SECONDS)
    return seat.last_seen_at is not None and now - seat.last_seen_at < quiet


def _only_bots_against(seat: Seat, seats: list[Seat]) -> bool:
    return all(other.is_bot for other in seats if other.index != seat.index)


def _opponents(seat: Seat, seats: list[Seat]) -> list[dict]:
    """The other seats as the sentence names them: a username, or null for a bot (or an empty
    seat), by index."""
    return [
        {"seat": other.index, "name": other.user.username if other.user is not None else None}
        for other in seats
        if other.index != seat.index
    ]


def _last_move(game: Game, seat: Seat) -> dict | None:
    """The last move of the game as `seat` may see it now: {seat, move, events} where `move` is
    null when hidden from it (another seat's move row) and `events` are the engine's events of
    that move it may see (e.g. stones taken), or None before the first move."""
    row = GameEvent.objects.filter(game=game, type="move").order_by("-seq").first()
    if row is None:
        return None
    engine = engine_of(game)
    seen = event_as_seen(engine, game, row, seat.index)
    data = seen.get("data") or {}
    after = GameEvent.objects.filter(game=game, seq__gt=row.seq).order_by("seq")[:LAST_MOVE_EVENTS]
    events = []
    for event in after:
        if event.type.startswith("platform.") or event.type == "move":
            break
        shown = event_as_seen(engine, game, event, seat.index).get("data")
        if isinstance(shown, dict):
            events.append(shown)
    return {"seat": row.seat, "move": data.get("move"), "events": events}


def your_turn_read(*, user: User, game_id: int) -> int:
    """The player opened the game: their unread "your turn" of it is read; how many."""
    unread = Notification.objects.filter(
        user=user, kind=YOUR_TURN, read_at__isnull=True, payload__game_id=game_id
    )
    return unread.update(read_at=timezone.now())


def your_turn_replace(*, user: User, game_id: int) -> int:
    """Remove `user`'s unread "your turn" of this game (a new one replaces it); how many."""
    stale = Notification.objects.filter(
        user=user, kind=YOUR_TURN, read_at__isnull=True, payload__game_id=game_id
    )
    return stale.delete()[0]


def game_notifications_send(
    *,
    game: Game,
    seats: list[Seat],
    started: bool,
    finished: bool,
    called_to_act: list[int],
    now: datetime | None = None,
) -> list[Notification]:
    """Started / finished / your turn, for the players (not bots) of a game that just changed.

    Worth reading: no "your turn" while the player is at the table (NOTIFY_QUIET_SECONDS); a
    game against bots only tells its end; one unread "your turn" per game (a new one replaces
    the old). Each names the game's opponents, the move just made and the deadline.
    `seats`: the game's seats as projected now (their users are read here when needed)."""
    now = now or timezone.now()
    wanted = []  # (seat, kind), decided from the seats alone: most changes tell nobody
    for seat in seats:
        if not seat.user_id:
            continue
        against_bots = _only_bots_against(seat, seats)
        if started and not against_bots and not _at_the_table(seat, now):
            wanted.append((seat, GAME_STARTED))
        if finished:
            wanted.append((seat, GAME_FINISHED))
        elif seat.index in called_to_act and not against_bots and not _at_the_table(seat, now):
            wanted.append((seat, YOUR_TURN))
    if not wanted:
        return []
    prefetch_related_objects(seats, "user")  # the seats come without them: one read for all
    base = _about(game)
    items = []
    for seat, kind in wanted:
        if seat.user is None:  # not read: only seats with users are wanted
            continue
        about = {**base, "seat": seat.index, "opponents": _opponents(seat, seats)}
        if kind == GAME_STARTED:
            items.append((seat.user, kind, about))
        elif kind == GAME_FINISHED:
            items.append((seat.user, kind, {**about, "rank": seat.rank}))
        else:
            deadline = seat.clock_deadline.isoformat() if seat.clock_deadline else None
            your_turn_replace(user=seat.user, game_id=game.pk)
            payload = {**about, "deadline": deadline, "last_move": _last_move(game, seat)}
            items.append((seat.user, kind, payload))
    return notifications_send(items=items)


def timeout_notifications_send(
    *, game: Game, seats: list[Seat], timed_out: list[int]
) -> list[Notification]:
    """Tell every player of the game which seats ran out of time."""
    prefetch_related_objects(seats, "user")
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
        "deadline": seat.clock_deadline and seat.clock_deadline.isoformat(),
    }
    if seat.user is None:  # a bot is not reminded
        return None
    return notification_send(user=seat.user, kind=REMINDER, payload=payload)


def conditional_dropped_send(
    *, game: Game, seat: int, move: dict, code: str, message: str
) -> list[Notification]:
    """Tell a seat's player that an answer it stored could not be played (the rules' `code`
    and English `message`, worded in the reader's language when read)."""
    player = Seat.objects.select_related("user").filter(game=game, index=seat).first()
    if player is None or player.user is None:
        return []
    payload = {**_about(game), "seat": seat, "move": move, "code": code, "message": message}
    return notifications_send(items=[(player.user, CONDITIONAL_DROPPED, payload)])
