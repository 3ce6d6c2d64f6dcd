"""Who may watch a game, post to its chat, take a seat (openly, by invite link or invitation),
make an invite link or take a seek: the checks social's services run, and that the pages run to
decide what they offer. Each check raises an errors.PlatformError to refuse, with the sentence the
player reads; pages and API refuse with the same one."""

from __future__ import annotations

from django.apps import apps
from django.db.models import Q
from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden, PlatformError
from games import checks as game_checks
from games.log.visibility import game_is_over
from games.models import Game, GameStatus
from games.selectors import seat_of
from social.models import (
    Block,
    ChatChannel,
    Follow,
    GameVisibility,
    Invitation,
    InvitationStatus,
    Seek,
    SeekStatus,
)

# --- the facts the rules stand on ---------------------------------------------------------------


def is_public(game: Game) -> bool:
    """No GameVisibility row means public."""
    return not GameVisibility.objects.filter(game_id=game.pk, public=False).exists()


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


def are_friends(a, b) -> bool:
    """Whether `a` and `b` follow each other (a player is their own friend)."""
    if a is None or b is None or not getattr(a, "is_authenticated", True):
        return False
    if a.pk == b.pk:
        return True
    return (
        Follow.objects.filter(
            Q(follower_id=a.pk, followed_id=b.pk) | Q(follower_id=b.pk, followed_id=a.pk)
        ).count()
        == 2
    )


def is_friends_only(game: Game) -> bool:
    return GameVisibility.objects.filter(game_id=game.pk, public=True, friends_only=True).exists()


def friends_only_check(game: Game, user) -> None:
    """A friends-only game is for its creator's friends (and whoever is seated at it)."""
    if not is_friends_only(game):
        return
    if user is not None and getattr(user, "is_authenticated", False):
        if game.seats.filter(user_id=user.pk).exists():
            return
        creator = game.created_by
        if creator is not None and are_friends(user, creator):
            return
    raise Forbidden(
        "friends_only",
        _("This game is for its creator's friends only (players who follow each other)."),
    )


def follow_check(user, other) -> None:
    """May `user` follow `other`: not themselves, no block between them."""
    if other.pk == user.pk:
        raise PlatformError("follow_self", _("You cannot follow yourself."))
    if is_blocked(user, other):
        raise Forbidden("blocked", _("You cannot follow this player (a block is in place)."))


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


def seats_all_kept(free: int, kept: int) -> bool:
    """Whether every free seat of a table is kept for invited players (nobody else may sit)."""
    return kept > 0 and free <= kept


# --- watching and chat ----------------------------------------------------------------------------


def watch_check(game: Game, user) -> int | None:
    """The viewer's seat (None: a spectator); refuses strangers at a private game.

    The check every games endpoint that shows a game (detail, events, state, legal moves, list)
    makes (games.access): a private game is shown to its players only.
    """
    seat = seat_of(game, user)
    if seat is None and not is_public(game):
        raise Forbidden("private_game", _("This game is private: only its players can see it."))
    if seat is None:
        friends_only_check(game, user)
    return seat


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


# --- seats ------------------------------------------------------------------------------------


def pair_check(user, other) -> None:
    """games.access's pair check: nobody is seated with a player across a block (ladders)."""
    if is_blocked(user, other):
        raise Forbidden("blocked", _("You cannot play this player (a block is in place)."))


def _seated_check(game: Game, user) -> None:
    for seat in game.seats.select_related("user"):
        if seat.user is not None and is_blocked(user, seat.user):
            raise Forbidden("blocked", _("You cannot sit at this table (a block is in place)."))


def join_check(game: Game, user, *, via_link: bool = False) -> None:
    """Refusals for taking a free seat other than by accepting an invitation.

    A private game is joined only through its invite link; a seat kept for a pending
    invitation is not free; nobody sits down with a player who blocked them (or whom they
    blocked). games.access asks it of every open-door join (via_link=False).
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
    if not via_link:
        friends_only_check(game, user)
    _seated_check(game, user)
    pending = Invitation.objects.filter(game_id=game.pk, status=InvitationStatus.PENDING).count()
    if seats_all_kept(game.seat_count - game.seats.count(), pending):
        raise Conflict("seats_reserved", _("The free seats are kept for invited players."))


def invitation_accept_check(invitation: Invitation, user) -> None:
    """May the invited player take their seat: no block with the inviter or anyone seated, and
    a seat games would give them (the game open, not already seated, not full)."""
    if is_blocked(user, invitation.inviter):
        raise Forbidden("blocked", _("You cannot join this player's game (a block is in place)."))
    _seated_check(invitation.game, user)
    game_checks.join_check(invitation.game, user)


def invite_link_join_check(game: Game, user) -> Invitation | None:
    """The user's pending invitation to `game` (taking the link accepts it) or None, when `user`
    may take a seat through the game's invite link: social's refusals, then games' own (the game
    open, not already seated, a seat free)."""
    own = (
        Invitation.objects.filter(game=game, invitee=user, status=InvitationStatus.PENDING)
        .select_related("inviter", "game")
        .first()
    )
    if own is not None:
        invitation_accept_check(own, user)
        return own
    join_check(game, user, via_link=True)
    game_checks.join_check(game, user)
    return None


def creator_check(game: Game, user) -> None:
    """Only a game's creator sets who may watch it and makes its invite links."""
    if user is None or game.created_by_id != user.pk:
        raise Forbidden("not_creator", _("Only the game's creator can do this."))


def invite_link_create_check(game: Game, user) -> None:
    """May `user` make an invite link to `game`: its creator, while it takes players."""
    creator_check(game, user)
    if game.status != GameStatus.OPEN:
        raise Conflict("game_not_open", _("This game is not taking players."))


# --- seeks --------------------------------------------------------------------------------------


def _rating_check(seek: Seek, user) -> None:
    if seek.rating_window is None:
        return
    if not ratings_available():
        raise Conflict(
            "ratings_unavailable", _("Ratings are not available, so this seek cannot be taken.")
        )
    mine = rating_of(user, seek.engine)
    if mine is None:
        raise Forbidden("not_rated", _("This seek is for rated players only."))
    theirs = rating_of(seek.seeker, seek.engine)
    theirs = seek.seeker_rating if theirs is None else theirs
    if theirs is None:  # a seek with a window records its seeker's rating when made
        raise Forbidden("not_rated", _("This seek is for rated players only."))
    if abs(mine - theirs) > seek.rating_window:
        raise Forbidden(
            "outside_rating_window",
            _("This seek is for players rated within %(window)d points of its author.")
            % {"window": seek.rating_window},
        )


def seek_accept_check(seek: Seek, user, *, entrants: list) -> None:
    """May `user` take `seek` (whose takers so far are `entrants`): open, not their own, not
    taken already, no block with anyone at it, and within its rating window."""
    if seek.status != SeekStatus.OPEN:
        raise Conflict("seek_closed", _("This seek is no longer open."))
    if seek.seeker_id == user.pk:
        raise Conflict("own_seek", _("You cannot take your own seek."))
    if any(entrant.pk == user.pk for entrant in entrants):
        raise Conflict("already_entered", _("You have already taken this seek."))
    for other in [seek.seeker, *entrants]:
        if is_blocked(user, other):
            raise Forbidden("blocked", _("You cannot sit at this table (a block is in place)."))
    if seek.friends_only and not are_friends(user, seek.seeker):
        raise Forbidden(
            "friends_only",
            _("This seek is for its author's friends only (players who follow each other)."),
        )
    _rating_check(seek, user)


def allowed(check, *arguments, **keywords) -> tuple[bool, str]:
    """(True, "") when the check passes, else (False, its refusal's sentence): what a page
    offers, and why not."""
    try:
        check(*arguments, **keywords)
    except PlatformError as error:
        return False, str(error.message)
    return True, ""
