"""Posting to a game's chat, and turning it off and on for oneself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden, PlatformError
from games.models import Game
from social import checks, selectors
from social.models import Block, ChatMessage, ChatMute

if TYPE_CHECKING:
    from django.contrib.auth.models import User

MAX_TEXT = 500


def chat_post(*, game: Game, user: User, text: Any) -> ChatMessage:
    """Players write to the players' channel, spectators of a public game to theirs.

    A player whom another player of the table has blocked cannot write to the players' channel;
    readers never see messages of people they blocked (filtered when read).
    """
    seat = checks.watch_check(game, user)
    channel = checks.postable_channel(game, seat)
    if selectors.chat_is_muted(game, user):
        raise Conflict("chat_muted", _("You turned this game's chat off: turn it on to write."))
    if not isinstance(text, str) or not 0 < len(text.strip()) <= MAX_TEXT:
        raise PlatformError("bad_text", _("A message has 1 to 500 characters."))
    if seat is not None:
        others = [s.user_id for s in game.seats.all() if s.user_id and s.user_id != user.pk]
        if Block.objects.filter(blocker_id__in=others, blocked_id=user.pk).exists():
            raise Forbidden(
                "blocked", _("A player at this table has blocked you: your message was not sent.")
            )
    return ChatMessage.objects.create(
        game=game, channel=channel, author=user, seat=seat, at_seq=game.seq, text=text.strip()
    )


def chat_mute(*, game: Game, user: User) -> ChatMute:
    checks.watch_check(game, user)
    mute, _created = ChatMute.objects.get_or_create(game=game, user=user)
    return mute


def chat_unmute(*, game: Game, user: User) -> None:
    checks.watch_check(game, user)
    ChatMute.objects.filter(game=game, user=user).delete()
