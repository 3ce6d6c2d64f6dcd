"""Vacations: days a player takes off each year; their clocks stop while they are away."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from games.errors import Conflict, PlatformError
from games.models import Game, GameStatus, PlayerProfile
from games.services.notifications import profile_of
from games.services.settling import play_settle
from games.state_loading import engine_of, load_play_state

DAY = timedelta(days=1)


def vacation_days_left(profile: PlayerProfile, now: datetime) -> int:
    used = profile.vacation_days_used if profile.vacation_year == now.year else 0
    return max(0, settings.VACATION_DAYS_PER_YEAR - used)


def vacation_start(*, user, days: int, now: datetime | None = None) -> PlayerProfile:
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
        _reclock_games(user, now, reason="vacation")
    return profile


def vacation_stop(*, user, now: datetime | None = None) -> PlayerProfile:
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
        _reclock_games(user, now, reason="vacation_end")
    return profile


def vacations_expire(*, now: datetime) -> int:
    """End the vacations whose days are over (called by the sweep)."""
    ended = 0
    for profile in PlayerProfile.objects.filter(vacation_until__lte=now).select_related("user"):
        vacation_stop(user=profile.user, now=now)
        ended += 1
    return ended


def _reclock_games(user, now: datetime, *, reason: str) -> None:
    """Pause or resume the clocks of `user`'s seats that are to act, game by game."""
    game_ids = (
        Game.objects.filter(status=GameStatus.ACTIVE, vacation_allowed=True)
        .filter(
            Q(seats__user=user)
            & (Q(seats__clock_deadline__isnull=False) | Q(seats__clock_paused=True))
        )
        .values_list("pk", flat=True)
        .distinct()
    )
    for game_id in list(game_ids):
        game = Game.objects.select_for_update().get(pk=game_id)
        if game.status != GameStatus.ACTIVE:
            continue
        engine = engine_of(game)
        play_settle(game, engine, load_play_state(game), reason=reason, now=now)
