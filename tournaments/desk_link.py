"""Where the tournaments' director actions meet the director's desk: its check and its log.

A thin call site until the desk app's interface is on main (then these two names import from it).
"""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from errors import Forbidden
from tournaments.models import Tournament


def director_check(user, event_kind: str, event_id: int) -> None:
    tournament = Tournament.objects.get(pk=event_id)
    if user is None or tournament.organiser_id != user.pk:
        raise Forbidden("not_director", _("Only the event's director can do this."))


RECORDED: list[dict] = []


def record_action(
    *, event_kind: str, event_id: int, type: str, actor, data: Any = None, reason: str = ""
) -> dict:
    row = {
        "event_kind": event_kind,
        "event_id": event_id,
        "type": type,
        "actor": actor,
        "data": data or {},
        "reason": reason,
    }
    RECORDED.append(row)
    return row
