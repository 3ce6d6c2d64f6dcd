"""Who may do what in a club: one check per rule, shared by the pages and the API (and the
services run them under the club's lock). Each check raises an errors.PlatformError to refuse,
with the sentence the player reads."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from clubs.models import Club, ClubBan, ClubEvent, ClubInvitation, JoinPolicy, Membership, Role
from errors import Conflict, Forbidden, NotFound, PlatformError
from social.checks import is_blocked

MODERATING = (Role.OWNER, Role.MODERATOR)


def role_of(club: Club, user) -> str | None:
    """The user's role in the club, or None (not a member, or signed out)."""
    if user is None or not getattr(user, "is_authenticated", False):
        return None
    return (
        Membership.objects.filter(club=club, user_id=user.pk).values_list("role", flat=True).first()
    )


def is_member(club: Club, user) -> bool:
    return role_of(club, user) is not None


def member_check(club: Club, user) -> None:
    """Announcements are for members only."""
    if not is_member(club, user):
        raise Forbidden("not_a_member", _("Only the club's members can see this."))


def moderates_check(club: Club, user) -> None:
    """Owners and moderators answer requests, invite, remove, ban and announce."""
    if role_of(club, user) not in MODERATING:
        raise Forbidden("not_moderator", _("Only the club's owners and moderators can do this."))


def owns_check(club: Club, user) -> None:
    """Owners alone change roles and the club's settings."""
    if role_of(club, user) != Role.OWNER:
        raise Forbidden("not_owner", _("Only the club's owners can do this."))


def not_banned_check(club: Club, user) -> None:
    if ClubBan.objects.filter(club=club, user_id=user.pk).exists():
        raise Forbidden("banned", _("You are banned from this club."))


def join_check(club: Club, user) -> str:
    """How `user` may join now: "join" (open, or invited) or "request" (by request); refused
    when already a member, banned, or the club takes members by invitation only."""
    if is_member(club, user):
        raise Conflict("already_member", _("You are already a member of this club."))
    not_banned_check(club, user)
    if ClubInvitation.objects.filter(club=club, user_id=user.pk).exists():
        return "join"
    if club.policy == JoinPolicy.OPEN:
        return "join"
    if club.policy == JoinPolicy.REQUEST:
        return "request"
    raise Forbidden("invitation_only", _("This club takes members by invitation only."))


def invitation_check(club: Club, user) -> ClubInvitation:
    """The invitation `user` answers."""
    invitation = ClubInvitation.objects.filter(club=club, user_id=user.pk).first()
    if invitation is None:
        raise NotFound("no_invitation", _("You have no invitation to this club."))
    return invitation


def invite_check(club: Club, by, user) -> None:
    """A moderator invites a player who is not a member, not banned, not invited yet and with
    no block between the two."""
    moderates_check(club, by)
    if is_member(club, user):
        raise Conflict("already_member", _("This player is already a member."))
    if ClubBan.objects.filter(club=club, user_id=user.pk).exists():
        raise Conflict("banned", _("This player is banned from the club; lift the ban first."))
    if is_blocked(by, user):
        raise Forbidden("blocked", _("You cannot invite this player (a block is in place)."))
    if ClubInvitation.objects.filter(club=club, user_id=user.pk).exists():
        raise Conflict("already_invited", _("This player is already invited."))


def _owners(club: Club) -> int:
    return Membership.objects.filter(club=club, role=Role.OWNER).count()


def leave_check(club: Club, user) -> Membership:
    membership = Membership.objects.filter(club=club, user_id=user.pk).first()
    if membership is None:
        raise Conflict("not_a_member", _("You are not a member of this club."))
    if membership.role == Role.OWNER and _owners(club) == 1:
        raise Conflict(
            "last_owner", _("The club's last owner cannot leave: make another member owner first.")
        )
    return membership


def outranks_check(club: Club, by, target: Membership) -> None:
    """Moderators remove and ban members; owners anyone (but the last owner, or themselves)."""
    moderates_check(club, by)
    if target.user_id == by.pk:
        raise PlatformError("not_yourself", _("To leave the club, use Leave."))
    if target.role in MODERATING and role_of(club, by) != Role.OWNER:
        raise Forbidden("not_owner", _("Only the club's owners can remove a moderator or owner."))


def remove_check(club: Club, by, user) -> Membership:
    target = Membership.objects.filter(club=club, user_id=user.pk).first()
    if target is None:
        raise NotFound("not_a_member", _("This player is not a member of the club."))
    outranks_check(club, by, target)
    return target


def ban_check(club: Club, by, user) -> Membership | None:
    """The membership that ends with the ban (None: not a member)."""
    moderates_check(club, by)
    if ClubBan.objects.filter(club=club, user_id=user.pk).exists():
        raise Conflict("already_banned", _("This player is already banned."))
    target = Membership.objects.filter(club=club, user_id=user.pk).first()
    if target is not None:
        outranks_check(club, by, target)
    elif user.pk == by.pk:
        raise PlatformError("not_yourself", _("To leave the club, use Leave."))
    return target


def role_change_check(club: Club, by, user, role: str) -> Membership:
    owns_check(club, by)
    target = Membership.objects.filter(club=club, user_id=user.pk).first()
    if target is None:
        raise NotFound("not_a_member", _("This player is not a member of the club."))
    if target.role == Role.OWNER and role != Role.OWNER and _owners(club) == 1:
        raise Conflict("last_owner", _("A club keeps at least one owner."))
    return target


def event_rule_check(club: Club, user, *, organiser_id: int | None, not_started: bool) -> None:
    """A club-only event: set by its organiser, an owner or moderator of the club, before the
    event starts."""
    moderates_check(club, user)
    if organiser_id != user.pk:
        raise Forbidden("not_organiser", _("Only the event's organiser can make it club-only."))
    if not not_started:
        raise Conflict("event_started", _("An event becomes club-only before it starts."))


def club_entry_check(kind: str, event, user) -> None:
    """The club's entry rule on an event: its members only (tournaments and ladders ask it)."""
    rule = ClubEvent.objects.filter(kind=kind, event_id=event.pk).select_related("club").first()
    if rule is None:
        return
    if not is_member(rule.club, user):
        raise Forbidden(
            "club_members_only",
            _("Only members of the club “%(club)s” can enter this event.")
            % {"club": rule.club.name},
            details={"club": rule.club.pk},
        )
