"""Every read of social: blocks, the games strangers may watch, chat as a reader may see it,
invitations and the lobby's seeks (who may do what is social.checks)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from django.db.models import Count, Exists, OuterRef, Q, QuerySet
from django.utils.translation import gettext_lazy as _

from errors import Forbidden, NotFound, PlatformError
from games.models import Game, GameStatus, Seat
from social.checks import readable_channels, watch_check
from social.models import (
    Block,
    ChatChannel,
    ChatMessage,
    ChatMute,
    Follow,
    GameVisibility,
    Invitation,
    InvitationStatus,
    InviteLink,
    Seek,
    SeekStatus,
)

if TYPE_CHECKING:
    from django.contrib.auth.models import User

# --- blocks -----------------------------------------------------------------------------------


def has_blocked(blocker: User, blocked: User) -> bool:
    """Whether `blocker` has blocked `blocked` (one direction)."""
    if blocker is None or blocked is None or blocker.pk == blocked.pk:
        return False
    return Block.objects.filter(blocker_id=blocker.pk, blocked_id=blocked.pk).exists()


def blocks_of(user: User) -> QuerySet[Block]:
    return Block.objects.filter(blocker=user).select_related("blocked")


# --- who may watch ----------------------------------------------------------------------------


def private_game_ids() -> QuerySet:
    return GameVisibility.objects.filter(public=False).values("game_id")


def friends_only_game_ids() -> QuerySet:
    return GameVisibility.objects.filter(public=True, friends_only=True).values("game_id")


def games_visible_to(games: QuerySet[Game], user: User) -> QuerySet[Game]:
    """`games` without the private ones `user` has no seat at, nor the friends-only ones of
    creators who are not `user`'s friends (for the games list at merge).

    Written as NOT EXISTS, which PostgreSQL plans as an anti-join with a true estimate of the
    rows left (NOT IN a subquery is a filter it guesses at, and it then walks a million games
    newest first looking for a player's twenty: docs/archive.md)."""
    private = GameVisibility.objects.filter(game_id=OuterRef("pk"), public=False)
    closed = GameVisibility.objects.filter(game_id=OuterRef("pk"), public=True, friends_only=True)
    if user is None or not user.is_authenticated:
        return games.filter(~Exists(private), ~Exists(closed))
    seated = Seat.objects.filter(game_id=OuterRef("pk"), user_id=user.pk)
    closed = closed.exclude(game__created_by__in=friend_ids(user))
    return games.filter(~Exists(private) | Exists(seated)).filter(~Exists(closed) | Exists(seated))


# --- follows and friends ----------------------------------------------------------------------


def friend_ids(user: User) -> QuerySet:
    """The ids of `user`'s friends: players `user` follows who follow `user` back."""
    return Follow.objects.filter(
        follower_id=user.pk,
        followed__in=Follow.objects.filter(followed_id=user.pk).values("follower"),
    ).values("followed")


def friend_id_set(user: User) -> set[int]:
    """The ids of `user`'s friends, read at once."""
    return set(friend_ids(user).values_list("followed", flat=True))


def following_of(user: User) -> QuerySet[Follow]:
    """The players `user` follows, newest first."""
    return Follow.objects.filter(follower_id=user.pk).select_related("followed")


def followers_of(user: User) -> QuerySet[Follow]:
    """The players who follow `user`, newest first."""
    return Follow.objects.filter(followed_id=user.pk).select_related("follower")


def friends_of(user: User) -> QuerySet[Follow]:
    """`user`'s follows that are returned: each row's `followed` is a friend."""
    return following_of(user).filter(followed__in=friend_ids(user).values("followed"))


def follows(follower: User, followed: User) -> bool:
    if follower is None or not follower.is_authenticated:
        return False
    return Follow.objects.filter(follower_id=follower.pk, followed_id=followed.pk).exists()


def live_games(*, engine: str | None = None) -> QuerySet[Game]:
    """Public games in play, newest first, for spectators (friends-only games are not
    advertised)."""
    games = (
        Game.objects.filter(status=GameStatus.ACTIVE)
        .exclude(pk__in=private_game_ids())
        .exclude(pk__in=friends_only_game_ids())
        .prefetch_related("seats__user")
        .order_by("-started_at", "-id")
    )
    if engine:
        games = games.filter(engine=engine)
    return games


# --- chat ---------------------------------------------------------------------------------------


def chat_is_muted(game: Game, user: User) -> bool:
    if user is None or not user.is_authenticated:
        return False
    return ChatMute.objects.filter(game_id=game.pk, user_id=user.pk).exists()


def _chat_rows(
    game: Game, user: User, channel: str | None
) -> tuple[bool, list[str], QuerySet[ChatMessage] | None]:
    """(muted, channels, the readable messages as a query or None when muted), checking watch
    rights and the channel first."""
    seat = watch_check(game, user)
    channels = readable_channels(game, seat)
    if channel is not None:
        if channel not in ChatChannel.values:
            raise PlatformError("bad_channel", _("A chat channel is either players or spectators."))
        if channel not in channels:
            raise Forbidden(
                "channel_hidden",
                _("This channel stays hidden from you until the game is over."),
            )
        channels = [channel]
    muted = chat_is_muted(game, user)
    if muted:
        return muted, channels, None
    rows = ChatMessage.objects.filter(game_id=game.pk, channel__in=channels)
    if user is not None and user.is_authenticated:
        rows = rows.exclude(author__in=Block.objects.filter(blocker=user).values("blocked"))
    return muted, channels, rows.select_related("author")


def chat_read(
    game: Game, user: User, *, channel: str | None = None, after: int = 0, limit: int = 200
) -> dict:
    """The chat of `game` as `user` may see it now (checks watch rights first), oldest first."""
    muted, channels, rows = _chat_rows(game, user, channel)
    messages = [] if rows is None else list(rows.filter(id__gt=after).order_by("id")[:limit])
    return {"muted": muted, "channels": channels, "messages": messages}


def chat_latest(game: Game, user: User, *, limit: int) -> dict:
    """The newest `limit` messages `user` may read (oldest of them first), and how many readable
    messages come before them ("earlier")."""
    muted, channels, rows = _chat_rows(game, user, None)
    if rows is None:
        return {"muted": muted, "channels": channels, "messages": [], "earlier": 0}
    messages = list(rows.order_by("-id")[:limit])[::-1]
    earlier = rows.filter(id__lt=messages[0].pk).count() if len(messages) == limit else 0
    return {"muted": muted, "channels": channels, "messages": messages, "earlier": earlier}


# --- invitations and seeks ----------------------------------------------------------------------


def invitations_of(
    user: User, *, box: str = "received", status: str | None = "pending"
) -> QuerySet[Invitation]:
    if box not in ("received", "sent"):
        raise PlatformError("bad_filter", _("box is received or sent."))
    if status is not None and status not in InvitationStatus.values:
        raise PlatformError("bad_filter", _("status is pending, accepted or declined."))
    rows = Invitation.objects.select_related("inviter", "invitee", "game")
    rows = rows.filter(invitee=user) if box == "received" else rows.filter(inviter=user)
    if status is not None:
        rows = rows.filter(status=status)
    return rows


def seek_get(seek_id: int) -> Seek:
    try:
        return Seek.objects.select_related("seeker").get(pk=seek_id)
    except Seek.DoesNotExist as error:
        raise NotFound("seek_not_found", _("There is no such seek.")) from error


def lobby_seeks(
    *,
    user: User | None = None,
    engine: str | None = None,
    rating_min: float | None = None,
    rating_max: float | None = None,
    time_control: str | None = None,
) -> QuerySet[Seek]:
    """Open seeks, newest first; filters by engine, the seeker's rating and time control kind.

    A rating filter keeps only seeks whose seeker had a rating. Seeks of players the viewer
    blocked, or who blocked the viewer, are left out.
    """
    seeks = (
        Seek.objects.filter(status=SeekStatus.OPEN)
        .select_related("seeker", "game")
        .prefetch_related("entries__user")
    )
    if engine:
        seeks = seeks.filter(engine=engine)
    if rating_min is not None:
        seeks = seeks.filter(seeker_rating__gte=rating_min)
    if rating_max is not None:
        seeks = seeks.filter(seeker_rating__lte=rating_max)
    if time_control:
        seeks = seeks.filter(time_control_kind=time_control)
    if user is not None and user.is_authenticated:
        seeks = seeks.exclude(
            seeker__in=Block.objects.filter(blocker=user).values("blocked")
        ).exclude(seeker__in=Block.objects.filter(blocked=user).values("blocker"))
        seeks = seeks.exclude(
            Q(friends_only=True) & ~Q(seeker_id=user.pk) & ~Q(seeker__in=friend_ids(user))
        )
    else:
        seeks = seeks.exclude(friends_only=True)
    return seeks.order_by("-created_at", "-id")


def seats_kept(game_ids: Iterable[int]) -> dict[int, int]:
    """{game id: seats kept for pending invitations} for the given games (absent: none kept)."""
    rows = (
        Invitation.objects.filter(game_id__in=list(game_ids), status=InvitationStatus.PENDING)
        .values("game_id")
        .annotate(kept=Count("id"))
    )
    return {row["game_id"]: row["kept"] for row in rows}


def invite_links_of(game: Game, user: User) -> QuerySet[InviteLink]:
    """The links `user` made to `game` that still work, newest first."""
    return InviteLink.objects.filter(
        game_id=game.pk, created_by_id=user.pk, revoked_at__isnull=True
    ).order_by("-created_at", "-id")


def invite_link_get(token: str) -> InviteLink:
    link = InviteLink.objects.select_related("game", "created_by").filter(token=token).first()
    if link is None or link.revoked_at is not None:
        raise NotFound("link_not_found", _("This invite link does not exist or was withdrawn."))
    return link


def invitations_to(game: Game) -> QuerySet[Invitation]:
    """Every invitation to `game`, oldest first (what its creator sees on the game page)."""
    return Invitation.objects.filter(game_id=game.pk).select_related("invitee").order_by("id")


def invitation_to(game: Game, user: User) -> Invitation | None:
    """`user`'s pending invitation to `game`, if they hold one."""
    return invitations_of(user, box="received").filter(game_id=game.pk).first()
