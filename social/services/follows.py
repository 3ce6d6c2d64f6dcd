"""Following players: follow and unfollow, and the quiet news followers get of the players they
follow (a finished game, a finished event). Two players following each other are friends."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.db import IntegrityError, transaction
from django.utils.translation import gettext_lazy as _

from errors import NotFound
from games.models import Game, Seat
from notifications.services import notifications_send
from players.selectors import user_by_name
from social import checks
from social.models import Follow, GameVisibility
from social.notification_kinds import FOLLOWED_EVENT_FINISHED, FOLLOWED_GAME_FINISHED

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def follow_create(*, user: User, username: str) -> Follow:
    """Follow a player (again: the same follow)."""
    other = user_by_name(username)
    checks.follow_check(user, other)
    try:
        with transaction.atomic():
            follow, _created = Follow.objects.get_or_create(follower=user, followed=other)
    except IntegrityError:  # the same follow made at the same moment
        follow = Follow.objects.get(follower=user, followed=other)
    return follow


def follow_delete(*, user: User, username: str) -> None:
    other = user_by_name(username)
    deleted, _rows = Follow.objects.filter(follower=user, followed=other).delete()
    if not deleted:
        raise NotFound("not_following", _("You do not follow this player."))


def follows_between_delete(a: User, b: User) -> None:
    """A block ends the follows between two players, both ways."""
    Follow.objects.filter(follower=a, followed=b).delete()
    Follow.objects.filter(follower=b, followed=a).delete()


def followers_notify_game(*, game: Game, seats: list[Seat]) -> int:
    """Tell the followers of `game`'s players that it ended (once each, however many of its
    players they follow; never its own players). A private game tells nobody; a friends-only
    game only followers who are its creator's friends."""
    visibility = GameVisibility.objects.filter(game_id=game.pk).first()
    if visibility is not None and not visibility.public:
        return 0
    players = {s.user_id: s.user for s in seats if s.user is not None}
    if not players:
        return 0
    followers: dict[int, Any] = {}
    for follow in Follow.objects.filter(followed_id__in=list(players)).select_related("follower"):
        if follow.follower_id not in players:
            followers[follow.follower_id] = follow.follower
    if visibility is not None and visibility.friends_only and game.created_by is not None:
        followers = {pk: f for pk, f in followers.items() if checks.are_friends(f, game.created_by)}
    names = [s.user.username for s in seats if s.user is not None]
    payload = {"game_id": game.pk, "engine": game.engine, "players": names}
    notifications_send(
        items=[(follower, FOLLOWED_GAME_FINISHED, payload) for follower in followers.values()]
    )
    return len(followers)


def followers_notify_event(*, tournament: Any, standings: list[tuple[Any, int | None]]) -> int:
    """Tell the followers of an event's entrants where each of those they follow finished
    (`standings`: (user, final rank) pairs)."""
    by_user = {user.pk: (user, rank) for user, rank in standings}
    items = []
    for follow in Follow.objects.filter(followed_id__in=list(by_user)).select_related("follower"):
        user, rank = by_user[follow.followed_id]
        payload = {
            "tournament_id": tournament.pk,
            "name": tournament.name,
            "player": user.username,
            "rank": rank,
        }
        items.append((follow.follower, FOLLOWED_EVENT_FINISHED, payload))
    notifications_send(items=items)
    return len(items)
