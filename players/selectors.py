"""Every read of players: a user by name, a profile's summary, language and vacations."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from errors import NotFound
from players.models import PlayerProfile
from players.quiet_hours import QuietCalendar, schedule_parse, weekly_minutes

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def user_by_name(username: str) -> User:
    """The user called exactly `username`; 404 user_not_found when there is none."""
    try:
        return get_user_model().objects.get(username=username)
    except get_user_model().DoesNotExist as error:
        raise NotFound(
            "user_not_found", _("There is no player called %(name)r.") % {"name": username}
        ) from error


def vacation_days_left(profile: PlayerProfile, now: datetime) -> int:
    """The days of this year's allowance not yet taken."""
    used = profile.vacation_days_used if profile.vacation_year == now.year else 0
    return max(0, settings.VACATION_DAYS_PER_YEAR - used)


def users_on_vacation(user_ids: list[int], *, now: datetime) -> set[int]:
    """Those of `user_ids` who are on vacation at `now`."""
    away = PlayerProfile.objects.filter(user_id__in=user_ids, vacation_until__gt=now)
    return set(away.values_list("user_id", flat=True))


def user_language(user: User) -> str:
    """The language a player's emails and webhook texts are written in."""
    profile = PlayerProfile.objects.filter(user=user).only("language").first()
    return (profile.language if profile else "") or settings.LANGUAGE_CODE


def profile_summary(*, user: User) -> dict:
    """Vacation and email settings of `user` (defaults when they never changed them)."""
    now = timezone.now()
    profile = PlayerProfile.objects.filter(user=user).first() or PlayerProfile(user=user)
    away = (
        profile.vacation_until if profile.vacation_until and profile.vacation_until > now else None
    )
    return {
        "on_vacation_until": away,
        "vacation_days_left": vacation_days_left(profile, now),
        "email_mode": profile.email_mode,
        "language": profile.language or settings.LANGUAGE_CODE,
        "notification_channels": profile.notification_channels or {},
        "time_zone": profile.time_zone,
        "confirm_moves": profile.confirm_moves,
        "quiet_hours": profile.quiet_hours or [],
        "quiet_hours_weekly_hours": weekly_minutes(schedule_parse(profile.quiet_hours or [])) / 60,
        "quiet_hours_limit": settings.QUIET_HOURS_MAX_WEEKLY_HOURS,
    }


def confirm_moves_of(user: User) -> bool:
    """Whether `user`'s clicks on a board wait for "Confirm" (yes unless they turned it off)."""
    if user is None or not user.is_authenticated:
        return True
    chosen = PlayerProfile.objects.filter(user=user).values_list("confirm_moves", flat=True).first()
    return True if chosen is None else chosen


def time_zone_of(user: User) -> str:
    """The time zone on `user`'s profile ("" when they chose none)."""
    chosen = PlayerProfile.objects.filter(user=user).values_list("time_zone", flat=True).first()
    return chosen or ""


def quiet_calendars(user_ids: list[int]) -> dict[int, QuietCalendar]:
    """Each of `user_ids` who has quiet hours: their schedule in their time zone."""
    return clock_settings_of(user_ids, now=None, vacations=False)[1]


def clock_settings_of(
    user_ids: list[int], *, now: datetime | None, vacations: bool = True
) -> tuple[set[int], dict[int, QuietCalendar]]:
    """In one read, what the clocks of `user_ids` need: who is on vacation at `now` (when
    `vacations`) and the quiet hours of each who has some."""
    wanted = ~Q(quiet_hours=[])
    if vacations and now is not None:
        wanted |= Q(vacation_until__gt=now)
    rows = PlayerProfile.objects.filter(wanted, user_id__in=user_ids).values_list(
        "user_id", "vacation_until", "quiet_hours", "time_zone"
    )
    away, calendars = set(), {}
    for user_id, until, rules, zone in rows:
        if vacations and now is not None and until is not None and until > now:
            away.add(user_id)
        if rules:
            calendars[user_id] = QuietCalendar(schedule_parse(rules), zone)
    return away, calendars


def quiet_until_of(profile: PlayerProfile | None, now: datetime) -> datetime | None:
    """When the quiet hours `profile` is inside at `now` end (None: not inside any)."""
    if profile is None or not profile.quiet_hours:
        return None
    span = QuietCalendar(schedule_parse(profile.quiet_hours), profile.time_zone).span_at(
        now.timestamp()
    )
    return None if span is None else datetime.fromtimestamp(span[1], tz=UTC)
