"""Who directs which event, its title and its page: a registry the event apps (tournaments,
leagues, ladders) fill in their AppConfig.ready, so the desk knows none of them.

    register_event_kind("league", directors=..., title=..., url=...)

`directors(event_id)` gives the ids of the users who direct the event (an empty set for an event
that does not exist), `title(event_id)` its name and `url(event_id)` its page's path.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from django.utils.translation import gettext_lazy as _

from errors import NotFound


class Withdraw(Protocol):
    """An event app's withdrawal of a player (desk.services.withdrawals calls it after the
    director check, inside its transaction): the player's remaining games forfeited, or their
    results annulled; no later round pairs them. Returns what the log records of it."""

    def __call__(self, *, event_id: int, user_id: int, director: Any) -> dict: ...


@dataclass(frozen=True)
class EventKindEntry:
    kind: str
    directors: Callable[[int], set[int]]
    title: Callable[[int], str]
    url: Callable[[int], str]
    exists: Callable[[int], bool] | None = None
    participants: Callable[[int], set[int]] | None = None
    has_game: Callable[[int, int], bool] | None = None
    withdraw: Withdraw | None = None


event_kinds: dict[str, EventKindEntry] = {}


def register_event_kind(
    kind: str,
    *,
    directors: Callable[[int], set[int]],
    title: Callable[[int], str],
    url: Callable[[int], str],
    exists: Callable[[int], bool] | None = None,
    participants: Callable[[int], set[int]] | None = None,
    has_game: Callable[[int, int], bool] | None = None,
    withdraw: Withdraw | None = None,
) -> None:
    """Add (or replace) an event kind. The rest is optional: `exists(event_id)` (without it, an
    event is there when it has a title), `participants(event_id)` (the ids of its players, who
    may make claims), `has_game(event_id, game_id)` (whether a game is one of the event's) and
    `withdraw` (without it, a director cannot withdraw a player from this kind of event)."""
    event_kinds[kind] = EventKindEntry(
        kind=kind,
        directors=directors,
        title=title,
        url=url,
        exists=exists,
        participants=participants,
        has_game=has_game,
        withdraw=withdraw,
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


def event_exists(kind: str, event_id: int) -> bool:
    entry = event_kind_entry(kind)
    if entry.exists is not None:
        return entry.exists(event_id)
    return bool(entry.title(event_id))


def event_has_game(kind: str, event_id: int, game_id: int) -> bool:
    """Whether the game is one of the event's (False when its kind cannot say)."""
    entry = event_kind_entry(kind)
    return entry.has_game is not None and entry.has_game(event_id, game_id)
