"""Blocking a player, and reporting a message or a player for staff to handle."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from errors import Conflict, NotFound, PlatformError
from players.selectors import user_by_name
from social import checks
from social.models import (
    Block,
    ChatMessage,
    Invitation,
    InvitationStatus,
    Report,
    ReportKind,
    ReportStatus,
)
from social.services.follows import follows_between_delete

if TYPE_CHECKING:
    from django.contrib.auth.models import User

MAX_REASON = 1000


def block_create(*, user: User, username: str) -> Block:
    """Block a player; their pending invitations to you are declined and the follows between
    you end."""
    other = user_by_name(username)
    if other.pk == user.pk:
        raise PlatformError("block_self", _("You cannot block yourself."))
    with transaction.atomic():
        block, _created = Block.objects.get_or_create(blocker=user, blocked=other)
        follows_between_delete(user, other)  # a blocked player no longer sees you in follows
        Invitation.objects.filter(
            inviter=other, invitee=user, status=InvitationStatus.PENDING
        ).update(status=InvitationStatus.DECLINED, answered_at=timezone.now())
    return block


def block_delete(*, user: User, username: str) -> None:
    other = user_by_name(username)
    deleted, _rows = Block.objects.filter(blocker=user, blocked=other).delete()
    if not deleted:
        raise NotFound("not_blocked", _("You have not blocked this player."))


def _reason(reason: Any) -> str:
    if not isinstance(reason, str) or not 0 < len(reason.strip()) <= MAX_REASON:
        raise PlatformError("bad_reason", _("Say what is wrong in 1 to 1000 characters."))
    return reason.strip()


def report_create(
    *,
    user: User,
    kind: str,
    reason: str,
    message_id: int | None = None,
    username: str | None = None,
) -> Report:
    """Report a chat message you can see, or a player. One report per message per reporter;
    one open report per player per reporter."""
    reason = _reason(reason)
    if kind == ReportKind.MESSAGE:
        message = (
            ChatMessage.objects.select_related("game", "author").filter(pk=message_id).first()
            if isinstance(message_id, int)
            else None
        )
        if message is None or not _can_read(message, user):
            raise NotFound("message_not_found", _("There is no such message."))
        if message.author_id == user.pk:
            raise PlatformError("report_self", _("You cannot report yourself."))
        try:
            with transaction.atomic():
                return Report.objects.create(
                    reporter=user,
                    kind=kind,
                    reported_user=message.author,
                    message=message,
                    game=message.game,
                    reason=reason,
                )
        except IntegrityError as error:
            raise Conflict(
                "already_reported", _("You have already reported this message.")
            ) from error
    if kind == ReportKind.PLAYER:
        if not isinstance(username, str):
            raise PlatformError("bad_report", _("Name the player you report."))
        other = user_by_name(username)
        if other.pk == user.pk:
            raise PlatformError("report_self", _("You cannot report yourself."))
        with transaction.atomic():
            if Report.objects.filter(
                reporter=user, kind=kind, reported_user=other, status=ReportStatus.OPEN
            ).exists():
                raise Conflict("already_reported", _("You have already reported this player."))
            return Report.objects.create(
                reporter=user, kind=kind, reported_user=other, reason=reason
            )
    raise PlatformError("bad_report", _("A report is about a message or a player."))


def _can_read(message: ChatMessage, user: User) -> bool:
    game = message.game
    try:
        seat = checks.watch_check(game, user)
    except PlatformError:
        return False
    return message.channel in checks.readable_channels(game, seat)


def report_handle(*, report: Report, staff: User, status: str, note: str = "") -> Report:
    """Staff close a report as resolved or dismissed, with a note."""
    if not staff.is_staff:
        raise PlatformError("not_staff", _("Only staff handle reports."), status=403)
    if status not in (ReportStatus.RESOLVED, ReportStatus.DISMISSED):
        raise PlatformError("bad_status", _("A report is closed as resolved or dismissed."))
    report.status = status
    report.staff_note = note or report.staff_note
    report.handled_by = staff
    report.handled_at = timezone.now()
    report.save(update_fields=["status", "staff_note", "handled_by", "handled_at"])
    return report
