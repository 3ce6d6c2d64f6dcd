"""Games for named players (invitations), invite links, and whether strangers may watch."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from errors import Conflict, Forbidden, NotFound, PlatformError
from games import services as game_services
from games.models import Game
from games.time_controls import TimeControl
from notifications.services import notification_send
from players.selectors import user_by_name
from social import checks
from social.models import GameVisibility, Invitation, InvitationStatus, InviteLink
from social.notification_kinds import INVITATION_RECEIVED

if TYPE_CHECKING:
    from django.contrib.auth.models import User

MAX_INVITEES = 7


def _locked_game(game_id: int) -> Game:
    try:
        return Game.objects.select_for_update().get(pk=game_id)
    except Game.DoesNotExist as error:
        raise NotFound("game_not_found", _("There is no such game.")) from error


def visibility_set(
    *, game: Game, user: User, public: bool, friends_only: bool = False
) -> GameVisibility:
    """The creator makes the game public (anyone may watch), friends only (their friends and
    the players) or private (its players only)."""
    checks.creator_check(game, user)
    visibility, _created = GameVisibility.objects.update_or_create(
        game=game, defaults={"public": bool(public), "friends_only": bool(friends_only)}
    )
    return visibility


def _invitees_from(user: User, usernames: Any) -> list:
    if not isinstance(usernames, list) or not usernames:
        raise PlatformError("bad_invitees", _("Name at least one player to invite."))
    if len(usernames) > MAX_INVITEES or len(set(usernames)) != len(usernames):
        raise PlatformError(
            "bad_invitees", _("Name each invited player once, at most seven of them.")
        )
    invitees = [user_by_name(name) for name in usernames]
    for invitee in invitees:
        if invitee.pk == user.pk:
            raise PlatformError("invite_self", _("You cannot invite yourself."))
        if checks.is_blocked(user, invitee):
            raise Forbidden(
                "blocked",
                _("%(name)s and you cannot invite each other (a block is in place).")
                % {"name": invitee.username},
            )
    return invitees


def invitation_game_create(
    *,
    user: User,
    engine: str,
    invitees: list[str],
    players: int | None = None,
    options: dict | None = None,
    rated: bool = False,
    time_control: TimeControl | dict | None = None,
    public: bool = True,
) -> tuple[Game, list[Invitation]]:
    """A new game with the creator seated and a seat kept for each invited player.

    `players` defaults to the creator plus the invitees; more seats can be filled by invite link.
    """
    invited = _invitees_from(user, invitees)
    seats = 1 + len(invited) if players is None else players
    if not isinstance(seats, int) or seats < 1 + len(invited):
        raise PlatformError(
            "bad_players", _("The table needs a seat for you and for each invited player.")
        )
    with transaction.atomic():
        game = game_services.game_create(
            user=user,
            engine=engine,
            players=seats,
            options=options,
            rated=rated,
            time_control=time_control,
        )
        if not public:
            GameVisibility.objects.create(game=game, public=False)
        invitations = [
            Invitation.objects.create(game=game, inviter=user, invitee=invitee)
            for invitee in invited
        ]
        for invitation in invitations:
            payload = {"game_id": game.pk, "invitation_id": invitation.pk, "by": user.username}
            notification_send(user=invitation.invitee, kind=INVITATION_RECEIVED, payload=payload)
    return game, invitations


def _locked_invitation(invitation_id: int, user: User) -> Invitation:
    invitation = Invitation.objects.filter(pk=invitation_id).first()
    if invitation is None or invitation.invitee_id != user.pk:
        raise NotFound("invitation_not_found", _("You have no such invitation."))
    _locked_game(invitation.game_id)  # lock order: game, then invitation
    invitation = Invitation.objects.select_for_update().get(pk=invitation_id)
    if invitation.status != InvitationStatus.PENDING:
        raise Conflict("invitation_answered", _("This invitation has already been answered."))
    return invitation


def invitation_accept(*, invitation_id: int, user: User) -> Invitation:
    """The invited player takes their seat; when the table is full the game starts."""
    with transaction.atomic():
        invitation = _locked_invitation(invitation_id, user)
        checks.invitation_accept_check(invitation, user)
        game_services.game_join(game=invitation.game, user=user)
        invitation.status = InvitationStatus.ACCEPTED
        invitation.answered_at = timezone.now()
        invitation.save(update_fields=["status", "answered_at"])
    return invitation


def invitation_decline(*, invitation_id: int, user: User) -> Invitation:
    """The invited player says no; their seat is no longer kept for them."""
    with transaction.atomic():
        invitation = _locked_invitation(invitation_id, user)
        invitation.status = InvitationStatus.DECLINED
        invitation.answered_at = timezone.now()
        invitation.save(update_fields=["status", "answered_at"])
    return invitation


def invite_link_create(*, game: Game, user: User) -> InviteLink:
    """A secret link to a free seat of the creator's open game."""
    checks.invite_link_create_check(game, user)
    return InviteLink.objects.create(game=game, created_by=user, token=secrets.token_urlsafe(24))


def invite_link_revoke(*, token: str, user: User) -> InviteLink:
    link = InviteLink.objects.filter(token=token, revoked_at__isnull=True).first()
    if link is None or link.created_by_id != user.pk:
        raise NotFound("link_not_found", _("This invite link does not exist or was withdrawn."))
    link.revoked_at = timezone.now()
    link.save(update_fields=["revoked_at"])
    return link


def invite_link_join(*, token: str, user: User) -> Game:
    """Take a free seat through a link (private games too); seats kept for invitees stay kept.

    A user who holds a pending invitation to the game accepts it this way.
    """
    link = InviteLink.objects.filter(token=token, revoked_at__isnull=True).first()
    if link is None:
        raise NotFound("link_not_found", _("This invite link does not exist or was withdrawn."))
    with transaction.atomic():
        game = _locked_game(link.game_id)
        own = checks.invite_link_join_check(game, user)
        if own is not None:
            invitation_accept(invitation_id=own.pk, user=user)
            return game
        game_services.game_join(game=game, user=user)
    return game
