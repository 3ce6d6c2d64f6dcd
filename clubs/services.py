"""What changes a club: create, settings, join (open, by request, by invitation), leave, remove,
ban, roles, announcements (a notification to every member, on the channels each one chose) and
the club's entry rule on a tournament or a ladder. Each runs its check under the club's lock."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import IntegrityError, transaction
from django.utils.translation import gettext_lazy as _

from clubs import checks
from clubs.models import (
    Announcement,
    Club,
    ClubBan,
    ClubEvent,
    ClubInvitation,
    EventKind,
    JoinRequest,
    Membership,
    Role,
)
from clubs.notification_kinds import CLUB_ANNOUNCEMENT, CLUB_INVITATION, CLUB_REQUEST_ACCEPTED
from clubs.selectors import blocked_ids
from errors import Conflict, NotFound, PlatformError
from ladders.models import Ladder
from ladders.selectors import ladder_state
from notifications.services import notification_send, notifications_send
from tournaments.checks import BEFORE_START
from tournaments.models import Tournament

if TYPE_CHECKING:
    from django.contrib.auth.models import User

MAX_CLUBS_STARTED = 20  # clubs one player may start (a bound on rows, like every list here)


def _locked(club: Club) -> Club:
    try:
        return Club.objects.select_for_update().get(pk=club.pk)
    except Club.DoesNotExist as error:
        raise NotFound("club_not_found", _("There is no such club.")) from error


def club_create(*, user: User, name: str, description: str = "", policy: str) -> Club:
    """A new club; its creator is its first owner."""
    name = name.strip()
    if not name:
        raise PlatformError("bad_name", _("A club needs a name."))
    if Club.objects.filter(created_by=user).count() >= MAX_CLUBS_STARTED:
        raise Conflict(
            "too_many_clubs",
            _("A player may start at most %(count)d clubs.") % {"count": MAX_CLUBS_STARTED},
        )
    if Club.objects.filter(name__iexact=name).exists():
        raise Conflict("name_taken", _("A club with this name already exists."))
    try:
        with transaction.atomic():
            club = Club.objects.create(
                name=name, description=description, policy=policy, created_by=user
            )
            Membership.objects.create(club=club, user=user, role=Role.OWNER)
    except IntegrityError as error:  # the same name, created at the same moment
        raise Conflict("name_taken", _("A club with this name already exists.")) from error
    return club


def club_update(*, club: Club, user: User, **fields: str | None) -> Club:
    with transaction.atomic():
        club = _locked(club)
        checks.owns_check(club, user)
        for name in ("description", "policy"):
            if fields.get(name) is not None:
                setattr(club, name, fields[name])
        club.save(update_fields=["description", "policy"])
    return club


def club_join(*, club: Club, user: User) -> str:
    """Join an open club or one that invited you ("joined"), or ask to join ("requested")."""
    with transaction.atomic():
        club = _locked(club)
        how = checks.join_check(club, user)
        if how == "request":
            JoinRequest.objects.get_or_create(club=club, user=user)
            return "requested"
        Membership.objects.create(club=club, user=user, role=Role.MEMBER)
        ClubInvitation.objects.filter(club=club, user=user).delete()
        JoinRequest.objects.filter(club=club, user=user).delete()
    return "joined"


def invitation_decline(*, club: Club, user: User) -> None:
    with transaction.atomic():
        club = _locked(club)
        checks.invitation_check(club, user).delete()


def club_invite(*, club: Club, by: User, user: User) -> ClubInvitation:
    with transaction.atomic():
        club = _locked(club)
        checks.invite_check(club, by, user)
        invitation = ClubInvitation.objects.create(club=club, user=user, invited_by=by)
        notification_send(
            user=user,
            kind=CLUB_INVITATION,
            payload={"club": club.pk, "club_name": club.name, "by": by.username},
        )
    return invitation


def join_request_answer(*, club: Club, by: User, user: User, accept: bool) -> None:
    """A moderator accepts (the player joins) or declines a request to join."""
    with transaction.atomic():
        club = _locked(club)
        checks.moderates_check(club, by)
        request = JoinRequest.objects.filter(club=club, user=user).first()
        if request is None:
            raise NotFound("no_request", _("This player has not asked to join."))
        request.delete()
        if not accept:
            return
        checks.not_banned_check(club, user)
        Membership.objects.get_or_create(club=club, user=user, defaults={"role": Role.MEMBER})
        notification_send(
            user=user,
            kind=CLUB_REQUEST_ACCEPTED,
            payload={"club": club.pk, "club_name": club.name},
        )


def club_leave(*, club: Club, user: User) -> None:
    with transaction.atomic():
        club = _locked(club)
        checks.leave_check(club, user).delete()


def member_remove(*, club: Club, by: User, user: User) -> None:
    with transaction.atomic():
        club = _locked(club)
        checks.remove_check(club, by, user).delete()


def member_ban(*, club: Club, by: User, user: User) -> ClubBan:
    """Ban a player: their membership, request and invitation end; they cannot come back."""
    with transaction.atomic():
        club = _locked(club)
        membership = checks.ban_check(club, by, user)
        if membership is not None:
            membership.delete()
        JoinRequest.objects.filter(club=club, user=user).delete()
        ClubInvitation.objects.filter(club=club, user=user).delete()
        return ClubBan.objects.create(club=club, user=user, banned_by=by)


def ban_lift(*, club: Club, by: User, user: User) -> None:
    with transaction.atomic():
        club = _locked(club)
        checks.moderates_check(club, by)
        deleted, _rows = ClubBan.objects.filter(club=club, user=user).delete()
        if not deleted:
            raise NotFound("not_banned", _("This player is not banned."))


def role_set(*, club: Club, by: User, user: User, role: str) -> Membership:
    with transaction.atomic():
        club = _locked(club)
        membership = checks.role_change_check(club, by, user, role)
        membership.role = role
        membership.save(update_fields=["role"])
    return membership


def announcement_post(*, club: Club, user: User, text: str) -> Announcement:
    """Post to the club's feed and notify every other member on the channels they chose for
    club announcements (a member who blocked the author, or whom the author blocked, is not
    told)."""
    with transaction.atomic():
        club = _locked(club)
        checks.moderates_check(club, user)
        announcement = Announcement.objects.create(club=club, author=user, text=text)
        blocked = blocked_ids(user)  # one query for the whole club, whatever its size
        members = [
            membership.user
            for membership in club.memberships.select_related("user").exclude(user=user)
            if membership.user_id not in blocked
        ]
        payload = {
            "club": club.pk,
            "club_name": club.name,
            "announcement": announcement.pk,
            "by": user.username,
            "text": text[:300],
        }
        notifications_send(items=[(member, CLUB_ANNOUNCEMENT, payload) for member in members])
    return announcement


def _event(kind: str, event_id: int) -> tuple[int | None, bool]:
    """The event's organiser and whether it has not started yet."""
    if kind == EventKind.TOURNAMENT:
        tournament = Tournament.objects.filter(pk=event_id).first()
        if tournament is None:
            raise NotFound("event_not_found", _("There is no such event."))
        return tournament.organiser_id, tournament.status in BEFORE_START
    ladder = Ladder.objects.filter(pk=event_id).first()
    if ladder is None:
        raise NotFound("event_not_found", _("There is no such event."))
    return ladder.created_by_id, not ladder_state(ladder).players


def club_event_set(*, club: Club, user: User, kind: str, event_id: int) -> ClubEvent:
    """Make a tournament or a ladder club-only: its organiser, a moderator of the club, before
    anyone plays in it."""
    with transaction.atomic():
        club = _locked(club)
        organiser_id, not_started = _event(kind, event_id)
        checks.event_rule_check(club, user, organiser_id=organiser_id, not_started=not_started)
        if ClubEvent.objects.filter(kind=kind, event_id=event_id).exists():
            raise Conflict("already_club_only", _("This event is already club-only."))
        return ClubEvent.objects.create(club=club, kind=kind, event_id=event_id)
