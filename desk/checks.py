"""Who may act at the director's desk: the one check the desk's pages, the API and every
director service run (the event apps' own services call it too). Each check raises an
errors.PlatformError to refuse, with the sentence the user reads."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from desk.registry import event_directors
from errors import Forbidden


def director_check(user, event_kind: str, event_id: int) -> None:
    """Refused (403 `not_director`) unless `user` directs the event: a tournament's organiser,
    a league's director, a ladder's staff (desk.registry). An unknown kind is a 404."""
    directors = event_directors(event_kind, event_id)
    if user is None or not getattr(user, "is_authenticated", False) or user.pk not in directors:
        raise Forbidden("not_director", _("Only the event's director can do this."))


def is_director(user, event_kind: str, event_id: int) -> bool:
    """Whether `user` directs the event (for a page deciding whether to link the desk)."""
    if user is None or not getattr(user, "is_authenticated", False):
        return False
    return user.pk in event_directors(event_kind, event_id)
