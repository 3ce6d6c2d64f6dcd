"""What the chat beside the board and in the replay shows: the messages the viewer may read now."""

from __future__ import annotations

from bisect import bisect_right

from django.utils.translation import gettext as _

from games.log.visibility import game_is_over
from games.models import Game
from social import checks as social_checks
from social import selectors as social
from social.models import ChatChannel
from social.services.chat import MAX_TEXT

PAGE_ROWS = 100  # the game page shows the latest messages; the replay shows them all
READ_CHUNK = 200  # social.selectors.chat_read's own page size


def chat_messages(game: Game, user) -> dict:
    """social's chat_read, every page of it: {"muted", "channels", "messages"} (oldest first)."""
    chat = social.chat_read(game, user, limit=READ_CHUNK)
    messages = list(chat["messages"])
    while len(chat["messages"]) == READ_CHUNK:
        chat = social.chat_read(game, user, after=messages[-1].pk, limit=READ_CHUNK)
        messages.extend(chat["messages"])
    return {**chat, "messages": messages}


def has_news(game: Game, user, *, after: int, muted: bool, over: bool) -> bool:
    """Whether the viewer's chat changed since they were shown messages up to id `after`."""
    if over != game_is_over(game):
        return True
    chat = social.chat_read(game, user, after=after, limit=1)
    return chat["muted"] != muted or bool(chat["messages"])


def _channel_words(channels: list[str], seat: int | None) -> tuple[str, str]:
    """The panel's heading and the line under it: which channel this is and who reads it."""
    if len(channels) > 1:
        return _("Chat"), _("The game is over: both channels are open to everyone.")
    if seat is None:
        return _("Spectators' chat"), _("The players do not see this channel until the game ends.")
    return _("Players' chat"), _("Spectators do not see this channel until the game ends.")


def chat_panel_context(
    game: Game, user, *, notice: str = "", error: str = "", text: str = ""
) -> dict:
    """The panel beside the board (checks watch rights: a private game's chat is its players')."""
    seat = social_checks.watch_check(game, user)
    chat = social.chat_latest(game, user, limit=PAGE_ROWS)
    messages = chat["messages"]
    both = len(chat["channels"]) > 1
    heading, scope = _channel_words(chat["channels"], seat)
    return {
        "game": game,
        "heading": heading,
        "scope": scope,
        "muted": chat["muted"],
        "over": game_is_over(game),
        "both_channels": both,
        "rows": [_row(message, user, both) for message in messages],
        "earlier": chat["earlier"],
        "last_id": messages[-1].pk if messages else 0,
        "signed_in": _signed_in(user),
        "max_text": MAX_TEXT,
        "notice": notice,
        "error": error,
        "text": text,
    }


def _signed_in(user) -> bool:
    return bool(user is not None and user.is_authenticated)


def _row(message, user, both: bool) -> dict:
    return {
        "message": message,
        "mine": _signed_in(user) and message.author_id == user.pk,
        "channel": ChatChannel(message.channel).label if both else "",
        "spectators": message.channel == ChatChannel.SPECTATORS,
    }


def replay_chat_context(game: Game, user, plies: list[dict], ply: int) -> dict:
    """The chat in time order, each message with the ply it was written at (the last ply whose
    events were in the log then); messages written after the ply shown are marked "later"."""
    seat = social_checks.watch_check(game, user)
    chat = chat_messages(game, user)
    both = len(chat["channels"]) > 1
    numbers = [entry["number"] for entry in plies]
    ends = [entry["seq"] for entry in plies]
    rows = []
    for message in chat["messages"]:
        at = bisect_right(ends, message.at_seq) - 1
        written_at = numbers[at] if at >= 0 else 0
        rows.append({**_row(message, user, both), "ply": written_at, "later": written_at > ply})
    return {
        "game": game,
        "seat": seat,
        "replay": True,
        "signed_in": _signed_in(user),
        "muted": chat["muted"],
        "both_channels": both,
        "rows": rows,
    }
