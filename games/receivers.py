"""games' receivers of the notices of the apps it imports (players): each calls one service."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from games.services.quiet_hours import quiet_hours_clocks_rebase
from games.services.vacation import vacation_clocks_settle


def settle_clocks_for_vacation(
    sender: type, *, user: Any, now: datetime, reason: str, **kwargs: Any
) -> None:
    """A vacation began or ended (inside its transaction): pause or resume the player's clocks."""
    vacation_clocks_settle(user=user, now=now, reason=reason)


def rebase_clocks_for_quiet_hours(
    sender: type, *, user: Any, now: datetime, old_rules: tuple, old_zone: str, **kwargs: Any
) -> None:
    """Quiet hours or the time zone changed (inside that transaction): move the running clocks."""
    quiet_hours_clocks_rebase(user=user, now=now, old_rules=old_rules, old_zone=old_zone)
