"""What the pages and the API read of clubs: the list, a club's members (with their ratings in
each game, and without the players a block stands between the reader and), its announcements,
its games (only those the reader may see), requests, invitations, bans and club-only events."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db.models import Count, Q, QuerySet
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from archive.checks import private_user_ids
from clubs.models import (
    Announcement,
    Club,
    ClubBan,
    ClubEvent,
    ClubInvitation,
    JoinRequest,
)
from errors import NotFound
from games.access import games_visible
from games.models import Game, Seat
from ladders.models import Ladder
from ratings.models import Rating
from social.models import Block
from tournaments.checks import BEFORE_START
from tournaments.models import Tournament

if TYPE_CHECKING:
    from django.contrib.auth.models import User

ROLE_ORDER = {"owner": 0, "moderator": 1, "member": 2}


def club_get(club_id: int) -> Club:
    club = Club.objects.filter(pk=club_id).first()
    if club is None:
        raise NotFound("club_not_found", gettext_lazy("There is no such club."))
    return club


def clubs_list(*, query: str = "") -> QuerySet[Club]:
    clubs = Club.objects.annotate(member_count=Count("memberships"))
    if query:
        clubs = clubs.filter(name__icontains=query)
    return clubs.order_by("name", "pk")


def clubs_of(user: User) -> QuerySet[Club]:
    return Club.objects.filter(memberships__user_id=user.pk).order_by("name")


def blocked_ids(viewer: Any) -> set[int]:
    """The players a block stands between `viewer` and (either way): hidden from each other."""
    if viewer is None or not viewer.is_authenticated:
        return set()
    rows = Block.objects.filter(Q(blocker_id=viewer.pk) | Q(blocked_id=viewer.pk)).values_list(
        "blocker_id", "blocked_id"
    )
    return {other for pair in rows for other in pair if other != viewer.pk}


def _private_others(viewer: Any) -> set[int]:
    """The players who keep a private profile, but the viewer: their ratings and games stay
    hidden in clubs as in the archive."""
    viewer_id = getattr(viewer, "pk", None)
    return {user_id for user_id in private_user_ids().values_list("user_id", flat=True)} - {
        viewer_id
    }


def members_of(club: Club, viewer: Any) -> list[dict]:
    """The members the viewer may see, owners first, each with their Elo per game (none shown
    for a member who keeps a private profile)."""
    hidden = blocked_ids(viewer)
    memberships = [
        membership
        for membership in club.memberships.select_related("user")
        if membership.user_id not in hidden
    ]
    ratings: dict[int, dict[str, int]] = {}
    private = _private_others(viewer)
    for rating in Rating.objects.filter(
        user_id__in=[m.user_id for m in memberships if m.user_id not in private], games__gt=0
    ).order_by("engine"):
        ratings.setdefault(rating.user_id, {})[rating.engine] = round(rating.elo)
    memberships.sort(key=lambda m: (ROLE_ORDER.get(m.role, 3), m.user.username.lower()))
    return [
        {
            "username": membership.user.username,
            "role": membership.role,
            "joined_at": membership.joined_at,
            "ratings": ratings.get(membership.user_id, {}),
        }
        for membership in memberships
    ]


def member_count(club: Club) -> int:
    return club.memberships.count()


def announcements_of(club: Club) -> QuerySet[Announcement]:
    return club.announcements.select_related("author")


def games_of(club: Club, viewer: Any) -> QuerySet[Game]:
    """Games at which two or more members sat, newest first; only those the viewer may see (a
    private game stays hidden), none of a player a block stands between the viewer and, none of
    a player who keeps a private profile (but for that player)."""
    member_ids = club.memberships.values("user_id")
    game_ids = (
        Seat.objects.filter(user_id__in=member_ids)
        .values("game_id")
        .annotate(members=Count("id"))
        .filter(members__gte=2)
        .values("game_id")
    )
    games = Game.objects.filter(pk__in=game_ids)
    hidden = blocked_ids(viewer) | _private_others(viewer)
    if hidden:
        games = games.exclude(seats__user_id__in=hidden)
    return games_visible(games, viewer).order_by("-pk")


def invited(club: Club, user: Any) -> bool:
    """Whether `user` (None: nobody signed in) holds an invitation to `club`."""
    return user is not None and ClubInvitation.objects.filter(club=club, user=user).exists()


def requested(club: Club, user: Any) -> bool:
    """Whether `user` (None: nobody signed in) has asked to join `club`."""
    return user is not None and JoinRequest.objects.filter(club=club, user=user).exists()


def requests_of(club: Club) -> QuerySet[JoinRequest]:
    return club.join_requests.select_related("user").order_by("created_at")


def invitations_of_club(club: Club) -> QuerySet[ClubInvitation]:
    return club.invitations.select_related("user", "invited_by").order_by("created_at")


def invitations_to(user: User) -> QuerySet[ClubInvitation]:
    return ClubInvitation.objects.filter(user=user).select_related("club", "invited_by")


def bans_of(club: Club) -> QuerySet[ClubBan]:
    return club.bans.select_related("user").order_by("created_at")


def events_of(club: Club) -> list[dict]:
    """The club-only events, with their names."""
    rules = list(club.events.order_by("pk"))
    tournaments = dict(
        Tournament.objects.filter(
            pk__in=[r.event_id for r in rules if r.kind == "tournament"]
        ).values_list("pk", "name")
    )
    ladders = dict(
        Ladder.objects.filter(pk__in=[r.event_id for r in rules if r.kind == "ladder"]).values_list(
            "pk", "name"
        )
    )
    names = {"tournament": tournaments, "ladder": ladders}
    return [
        {"kind": r.kind, "id": r.event_id, "name": names[r.kind].get(r.event_id, "")} for r in rules
    ]


def events_to_offer(user: Any) -> list[dict]:
    """The user's own events that may still become club-only: tournaments before their start
    and ladders they created, that no club holds yet (at most 20 of each, newest first)."""
    if user is None or not user.is_authenticated:
        return []
    taken = ClubEvent.objects.values_list("kind", "event_id")
    held = {(kind, event_id) for kind, event_id in taken}
    tournaments = Tournament.objects.filter(organiser=user, status__in=BEFORE_START).order_by(
        "-pk"
    )[:20]
    ladders = Ladder.objects.filter(created_by=user).order_by("-pk")[:20]
    offered = [{"kind": "tournament", "id": t.pk, "name": t.name} for t in tournaments]
    offered += [{"kind": "ladder", "id": ladder.pk, "name": ladder.name} for ladder in ladders]
    return [event for event in offered if (event["kind"], event["id"]) not in held]


def club_of_event(kind: str, event_id: int) -> Club | None:
    rule = ClubEvent.objects.filter(kind=kind, event_id=event_id).select_related("club").first()
    return rule.club if rule else None


def rule_words(kind: str, event: Any) -> list[str]:
    """The club's entry rule in words, for the event's page (none when the event is open)."""
    club = club_of_event(kind, event.pk)
    if club is None:
        return []
    return [_("Only members of the club “%(club)s” can enter.") % {"club": club.name}]
