"""Who directs which event, its title and its page: a registry the event apps (tournaments,
leagues, ladders) fill in their AppConfig.ready, so the desk knows none of them.

    register_event_kind("league", directors=..., title=..., url=...)

`directors(event_id)` gives the ids of the users who direct the event (an empty set for an event
that does not exist), `title(event_id)` its name and `url(event_id)` its page's path.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _

from errors import NotFound


@dataclass(frozen=True)
class EventKindEntry:
    kind: str
    directors: Callable[[int], set[int]]
    title: Callable[[int], str]
    url: Callable[[int], str]
    exists: Callable[[int], bool] | None = None
    participants: Callable[[int], set[int]] | None = None


event_kinds: dict[str, EventKindEntry] = {}


def register_event_kind(
    kind: str,
    *,
    directors: Callable[[int], set[int]],
    title: Callable[[int], str],
    url: Callable[[int], str],
    exists: Callable[[int], bool] | None = None,
    participants: Callable[[int], set[int]] | None = None,
) -> None:
    """Add (or replace) an event kind. `exists` (whether the event is there) and `participants`
    (the ids of its players, who may ask a claim) are optional: without `exists`, an event is
    there when its title can be read."""
    event_kinds[kind] = EventKindEntry(
        kind=kind,
        directors=directors,
        title=title,
        url=url,
        exists=exists,
        participants=participants,
    )


def event_kind_entry(kind: str) -> EventKindEntry:
    """The entry of a registered kind (refused with 404: an unknown kind)."""
    entry = event_kinds.get(kind) if isinstance(kind, str) else None
    if entry is None:
        raise NotFound("unknown_event_kind", _("No such kind of event."))
    return entry


def event_directors(kind: str, event_id: int) -> set[int]:
    """The ids of the users who direct this event (empty for one that does not exist)."""
    return set(event_kind_entry(kind).directors(event_id))


def event_participants(kind: str, event_id: int) -> set[int]:
    """The ids of the event's players (empty when its kind names none)."""
    entry = event_kind_entry(kind)
    return set(entry.participants(event_id)) if entry.participants is not None else set()


def event_title(kind: str, event_id: int) -> str:
    return event_kind_entry(kind).title(event_id)


def event_url(kind: str, event_id: int) -> str:
    return event_kind_entry(kind).url(event_id)
