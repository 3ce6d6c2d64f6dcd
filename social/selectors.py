"""Every read of social: blocks, ratings, who may watch a game, chat as a reader may see it,
invitations and the lobby's seeks."""

from __future__ import annotations

from django.apps import apps
from django.db.models import Count, Q, QuerySet
from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden, NotFound, PlatformError
from games.log.visibility import game_is_over
from games.models import Game, GameStatus
from games.selectors import seat_of
from social.models import (
    Block,
    ChatChannel,
    ChatMessage,
    ChatMute,
    GameVisibility,
    Invitation,
    InvitationStatus,
    InviteLink,
    Seek,
    SeekStatus,
)

# --- blocks -----------------------------------------------------------------------------------


def has_blocked(blocker, blocked) -> bool:
    """Whether `blocker` has blocked `blocked` (one direction)."""
    if blocker is None or blocked is None or blocker.pk == blocked.pk:
        return False
    return Block.objects.filter(blocker_id=blocker.pk, blocked_id=blocked.pk).exists()


def is_blocked(a, b) -> bool:
    """Whether a block stands between `a` and `b`, whoever made it.

    The one question ladders (challenges), invitations and seeks ask: if either player blocked
    the other, neither may invite, challenge or seat the other.
    """
    if a is None or b is None or a.pk == b.pk:
        return False
    return Block.objects.filter(
        Q(blocker_id=a.pk, blocked_id=b.pk) | Q(blocker_id=b.pk, blocked_id=a.pk)
    ).exists()


def pair_check(user, other) -> None:
    """games.access's pair check: nobody is seated with a player across a block (ladders)."""
    if is_blocked(user, other):
        raise Forbidden("blocked", _("You cannot play this player (a block is in place)."))


def blocks_of(user) -> QuerySet[Block]:
    return Block.objects.filter(blocker=user).select_related("blocked")


# --- ratings ----------------------------------------------------------------------------------


def rating_of(user, engine: str) -> float | None:
    """The user's Elo in `engine`, or None: unrated, or the ratings app is not installed.

    The only place social reads ratings (ratings.models.Rating, fields user, engine, elo).
    """
    if user is None or not apps.is_installed("ratings"):
        return None
    rating_model = apps.get_model("ratings", "Rating")
    return (
        rating_model.objects.filter(user_id=user.pk, engine=engine)
        .values_list("elo", flat=True)
        .first()
    )


def ratings_available() -> bool:
    return apps.is_installed("ratings")


# --- who may watch ----------------------------------------------------------------------------


def is_public(game: Game) -> bool:
    """No GameVisibility row means public."""
    return not GameVisibility.objects.filter(game_id=game.pk, public=False).exists()


def private_game_ids() -> QuerySet:
    return GameVisibility.objects.filter(public=False).values("game_id")


def is_player(game: Game, user) -> bool:
    return seat_of(game, user) is not None


def watch_check(game: Game, user) -> int | None:
    """The viewer's seat (None: a spectator); refuses strangers at a private game.

    The check every games endpoint that shows a game (detail, events, state, legal moves, list)
    should make at merge: a private game is shown to its players only.
    """
    seat = seat_of(game, user)
    if seat is None and not is_public(game):
        raise Forbidden("private_game", _("This game is private: only its players can see it."))
    return seat


def games_visible_to(games: QuerySet[Game], user) -> QuerySet[Game]:
    """`games` without the private ones `user` has no seat at (for the games list at merge)."""
    hidden = private_game_ids()
    if user is not None and user.is_authenticated:
        hidden = hidden.exclude(game__seats__user=user)
    return games.exclude(pk__in=hidden)


def live_games(*, engine: str | None = None) -> QuerySet[Game]:
    """Public games in play, newest first, for spectators."""
    games = (
        Game.objects.filter(status=GameStatus.ACTIVE)
        .exclude(pk__in=private_game_ids())
        .prefetch_related("seats__user")
        .order_by("-started_at", "-id")
    )
    if engine:
        games = games.filter(engine=engine)
    return games


# --- chat ---------------------------------------------------------------------------------------


def chat_is_muted(game: Game, user) -> bool:
    if user is None or not user.is_authenticated:
        return False
    return ChatMute.objects.filter(game_id=game.pk, user_id=user.pk).exists()


def readable_channels(game: Game, seat: int | None) -> list[str]:
    """Channels a reader may see now: during play only their own side's; after it, both."""
    if game_is_over(game):
        return [ChatChannel.PLAYERS, ChatChannel.SPECTATORS]
    if seat is None:
        return [ChatChannel.SPECTATORS]
    return [ChatChannel.PLAYERS]


def postable_channel(game: Game, seat: int | None) -> str:
    """Players post to the players' channel; spectators to theirs, in public games only."""
    if seat is not None:
        return ChatChannel.PLAYERS
    if not is_public(game):
        raise Forbidden("private_game", _("This game is private: only its players can see it."))
    return ChatChannel.SPECTATORS


def _chat_rows(game: Game, user, channel: str | None):
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
    game: Game, user, *, channel: str | None = None, after: int = 0, limit: int = 200
) -> dict:
    """The chat of `game` as `user` may see it now (checks watch rights first), oldest first."""
    muted, channels, rows = _chat_rows(game, user, channel)
    messages = [] if rows is None else list(rows.filter(id__gt=after).order_by("id")[:limit])
    return {"muted": muted, "channels": channels, "messages": messages}


def chat_latest(game: Game, user, *, limit: int) -> dict:
    """The newest `limit` messages `user` may read (oldest of them first), and how many readable
    messages come before them ("earlier")."""
    muted, channels, rows = _chat_rows(game, user, None)
    if rows is None:
        return {"muted": muted, "channels": channels, "messages": [], "earlier": 0}
    messages = list(rows.order_by("-id")[:limit])[::-1]
    earlier = rows.filter(id__lt=messages[0].pk).count() if len(messages) == limit else 0
    return {"muted": muted, "channels": channels, "messages": messages, "earlier": earlier}


# --- invitations and seeks ----------------------------------------------------------------------


def invitations_of(user, *, box: str = "received", status: str | None = "pending"):
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
    user=None,
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
    return seeks.order_by("-created_at", "-id")


def join_check(game: Game, user, *, via_link: bool = False) -> None:
    """Refusals for taking a free seat other than by accepting an invitation.

    A private game is joined only through its invite link; a seat kept for a pending
    invitation is not free; nobody sits down with a player who blocked them (or whom they
    blocked). The games join endpoint should make this check at merge (via_link=False).
    """
    if (
        not via_link
        and Invitation.objects.filter(
            game_id=game.pk, invitee_id=user.pk, status=InvitationStatus.PENDING
        ).exists()
    ):
        raise Conflict(
            "accept_invitation", _("You are invited to this game: accept the invitation.")
        )
    if not via_link and not is_public(game):
        raise Forbidden("private_game", _("This game is private: join it through its invite link."))
    for seat in game.seats.select_related("user"):
        if seat.user is not None and is_blocked(user, seat.user):
            raise Forbidden("blocked", _("You cannot sit at this table (a block is in place)."))
    pending = Invitation.objects.filter(game_id=game.pk, status=InvitationStatus.PENDING).count()
    free = game.seat_count - game.seats.count()
    if pending and free <= pending:
        raise Conflict("seats_reserved", _("The free seats are kept for invited players."))


def seats_kept(game_ids) -> dict[int, int]:
    """{game id: seats kept for pending invitations} for the given games (absent: none kept)."""
    rows = (
        Invitation.objects.filter(game_id__in=list(game_ids), status=InvitationStatus.PENDING)
        .values("game_id")
        .annotate(kept=Count("id"))
    )
    return {row["game_id"]: row["kept"] for row in rows}


def invite_links_of(game: Game, user) -> QuerySet[InviteLink]:
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
