"""Every write of players: registering, API tokens, profile settings, vacations."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import TYPE_CHECKING
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.conf import settings
from django.contrib.auth import authenticate, get_user_model
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from rest_framework.authtoken.models import Token

from errors import Conflict, PlatformError
from players.models import CHANNELS, EmailMode, PlayerProfile
from players.quiet_hours import QuietHoursError, schedule_parse, weekly_minutes
from players.selectors import vacation_days_left
from players.signals import quiet_hours_changed, vacation_changed
from players.throttles import account_attempt_check

if TYPE_CHECKING:
    from django.contrib.auth.models import User

DAY = timedelta(days=1)
KIND_PATTERN = re.compile(r"[a-z][a-z0-9_]{0,31}")
MAX_KINDS = 50


def user_register(*, username: str, password: str, email: str = "") -> tuple:
    """A new user and their API token."""
    User = get_user_model()
    try:
        with transaction.atomic():
            if User.objects.filter(username__iexact=username).exists():
                raise Conflict("username_taken", _("That username is taken."))
            user = User.objects.create_user(username=username, password=password, email=email or "")
            token = Token.objects.create(user=user)
    except IntegrityError as error:
        raise Conflict("username_taken", _("That username is taken.")) from error
    return user, token


def token_issue(*, username: str, password: str) -> tuple:
    """The API token of a user who gives the right password (wrong ones count against the
    account: players.receivers)."""
    account_attempt_check(username)
    user = authenticate(username=username, password=password)
    if user is None:
        raise PlatformError("bad_credentials", _("Wrong username or password."), status=401)
    token, _created = Token.objects.get_or_create(user=user)
    return user, token


def token_revoke(*, user: User) -> None:
    """Retire `user`'s API token (the next token_issue makes a new one)."""
    Token.objects.filter(user=user).delete()


def profile_of(user: User, *, lock: bool = False) -> PlayerProfile:
    """`user`'s profile, made with the defaults the first time (locked for update with `lock`)."""
    profile, _created = PlayerProfile.objects.get_or_create(user=user)
    if lock:
        profile = PlayerProfile.objects.select_for_update().get(pk=profile.pk)
    return profile


def email_mode_set(*, user: User, mode: str) -> PlayerProfile:
    """How the player wants notifications by email: each, a daily digest, or none."""
    if mode not in EmailMode.values:
        raise PlatformError(
            "bad_email_mode",
            _("Email mode is one of %(modes)s.") % {"modes": ", ".join(EmailMode.values)},
        )
    profile = profile_of(user)
    profile.email_mode = mode
    profile.save(update_fields=["email_mode"])
    return profile


def language_set(*, user: User, language: str) -> PlayerProfile:
    """The language of the player's emails and webhook texts (one of settings.LANGUAGES)."""
    codes = [code for code, _name in settings.LANGUAGES]
    if language not in codes:
        raise PlatformError(
            "bad_language",
            _("Language is one of %(codes)s.") % {"codes": ", ".join(codes)},
        )
    profile = profile_of(user)
    if profile.language != language:
        profile.language = language
        profile.save(update_fields=["language"])
    return profile


def vacation_start(*, user: User, days: int, now: datetime | None = None) -> PlayerProfile:
    """Take `days` days off from now (charged to this year's allowance): clocks pause."""
    now = now or timezone.now()
    if not isinstance(days, int) or isinstance(days, bool) or days < 1:
        raise PlatformError("bad_days", _("A vacation lasts a whole number of days, at least one."))
    with transaction.atomic():
        profile = profile_of(user, lock=True)
        if profile.vacation_until is not None and profile.vacation_until > now:
            raise Conflict("already_on_vacation", _("You are on vacation already."))
        left = vacation_days_left(profile, now)
        if days > left:
            raise PlatformError(
                "not_enough_vacation",
                _("You have %(left)s vacation day(s) left this year.") % {"left": left},
                details={"days_left": left},
            )
        if profile.vacation_year != now.year:
            profile.vacation_year, profile.vacation_days_used = now.year, 0
        profile.vacation_days_used += days
        profile.vacation_started_at = now
        profile.vacation_until = now + days * DAY
        profile.save()
        vacation_changed.send(sender=PlayerProfile, user=user, now=now, reason="vacation")
    return profile


def vacation_stop(*, user: User, now: datetime | None = None) -> PlayerProfile:
    """Come back early: the whole days not begun are given back; clocks run again."""
    now = now or timezone.now()
    with transaction.atomic():
        profile = profile_of(user, lock=True)
        if profile.vacation_until is None:
            raise Conflict("not_on_vacation", _("You are not on vacation."))
        if profile.vacation_until > now and profile.vacation_year == now.year:
            unused = (profile.vacation_until - now) // DAY
            profile.vacation_days_used = max(0, profile.vacation_days_used - unused)
        profile.vacation_started_at = None
        profile.vacation_until = None
        profile.save()
        vacation_changed.send(sender=PlayerProfile, user=user, now=now, reason="vacation_end")
    return profile


def vacations_expire(*, now: datetime) -> int:
    """End the vacations whose days are over (the clock sweep calls this)."""
    ended = 0
    for profile in PlayerProfile.objects.filter(vacation_until__lte=now).select_related("user"):
        vacation_stop(user=profile.user, now=now)
        ended += 1
    return ended


def notification_channels_set(*, user: User, channels: dict) -> PlayerProfile:
    """Per notification kind, the channels it goes to (in_app, email, webhook; [] turns it off).
    Kinds not named keep what they had."""
    if not isinstance(channels, dict) or len(channels) > MAX_KINDS:
        raise PlatformError("bad_channels", _("Give the channels of each kind as an object."))
    cleaned = {}
    for kind, chosen in channels.items():
        if (
            not isinstance(kind, str)
            or not KIND_PATTERN.fullmatch(kind)
            or not isinstance(chosen, list)
            or any(channel not in CHANNELS for channel in chosen)
        ):
            raise PlatformError(
                "bad_channels",
                _("Each kind takes a list of channels among %(channels)s.")
                % {"channels": ", ".join(CHANNELS)},
            )
        cleaned[kind] = [channel for channel in CHANNELS if channel in chosen]
    profile = profile_of(user)
    profile.notification_channels = {**(profile.notification_channels or {}), **cleaned}
    profile.save(update_fields=["notification_channels"])
    return profile


def time_zone_set(*, user: User, time_zone: str, now: datetime | None = None) -> PlayerProfile:
    """The player's time zone (an IANA name such as "Asia/Seoul"; "" for the browser's). Their
    quiet hours follow it: the running clocks of their games are moved onto the new hours."""
    if time_zone and not time_zone_is_known(time_zone):
        raise PlatformError("bad_time_zone", _("That is not a time zone name."))
    with transaction.atomic():
        profile = profile_of(user, lock=True)
        if not time_zone and profile.quiet_hours:
            raise PlatformError(
                "quiet_hours_need_time_zone",
                _("Your quiet hours are hours of your own day: clear them before the time zone."),
            )
        old_zone = profile.time_zone
        profile.time_zone = time_zone
        profile.save(update_fields=["time_zone"])
        if profile.quiet_hours and old_zone != time_zone:
            quiet_hours_changed.send(
                sender=PlayerProfile,
                user=user,
                now=now or timezone.now(),
                old_rules=schedule_parse(profile.quiet_hours),
                old_zone=old_zone,
            )
    return profile


def quiet_hours_set(
    *, user: User, quiet_hours: object, now: datetime | None = None
) -> PlayerProfile:
    """The player's weekly quiet hours ([] for none), in their time zone: at most
    QUIET_HOURS_MAX_WEEKLY_HOURS a week (400 `quiet_hours_over_limit` with the hours asked and
    the limit); a schedule needs a time zone on the profile (400 `quiet_hours_need_time_zone`).
    The running clocks of the player's games move onto the new schedule at once."""
    try:
        rules = schedule_parse(quiet_hours)
    except QuietHoursError as error:
        raise PlatformError(
            "bad_quiet_hours",
            _(
                'Quiet hours are a list of rules such as {"days": ["sat", "sun"], "start": '
                '"00:00", "end": "24:00"} (%(problem)s).'
            )
            % {"problem": error},
        ) from error
    minutes = weekly_minutes(rules)
    limit = settings.QUIET_HOURS_MAX_WEEKLY_HOURS
    if minutes > limit * 60:
        raise PlatformError(
            "quiet_hours_over_limit",
            _("Quiet hours may take at most %(limit)s hours a week; these take %(hours)s.")
            % {"limit": limit, "hours": _hours(minutes)},
            details={"weekly_hours": minutes / 60, "limit_hours": limit},
        )
    with transaction.atomic():
        profile = profile_of(user, lock=True)
        if rules and not profile.time_zone:
            raise PlatformError(
                "quiet_hours_need_time_zone",
                _("Choose your time zone first: quiet hours are hours of your own day."),
            )
        old_rules = schedule_parse(profile.quiet_hours or [])
        profile.quiet_hours = [rule.as_json() for rule in rules]
        profile.save(update_fields=["quiet_hours"])
        if old_rules != rules:
            quiet_hours_changed.send(
                sender=PlayerProfile,
                user=user,
                now=now or timezone.now(),
                old_rules=old_rules,
                old_zone=profile.time_zone,
            )
    return profile


def _hours(minutes: int) -> str:
    return f"{minutes // 60}" if minutes % 60 == 0 else f"{minutes / 60:.2f}".rstrip("0")


def confirm_moves_set(*, user: User, confirm: bool) -> PlayerProfile:
    """Whether the player's clicks on a board wait for "Confirm" before they are played."""
    if not isinstance(confirm, bool):
        raise PlatformError("bad_confirm_moves", _("confirm_moves is true or false."))
    profile = profile_of(user)
    profile.confirm_moves = confirm
    profile.save(update_fields=["confirm_moves"])
    return profile


def time_zone_is_known(name: str) -> bool:
    if not isinstance(name, str) or not 0 < len(name) <= 64 or name.startswith(("/", ".")):
        return False
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True
