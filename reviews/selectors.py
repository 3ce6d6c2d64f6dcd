"""Every read of reviews: a seat's own notes, the reviews a reader may see, a review's tree."""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet
from django.utils.translation import gettext_lazy as _

from errors import NotFound, PlatformError
from games.access import games_visible
from games.log.visibility import game_is_over
from games.models import Game
from reviews import checks
from reviews.models import (
    GameNote,
    Review,
    ReviewComment,
    ReviewContributor,
    ReviewMark,
    ReviewNode,
    Visibility,
)


def notes_of(game: Game, user: Any) -> QuerySet[GameNote]:
    """`user`'s own notes at `game` (nobody reads another's), in the order they were written."""
    if user is None or not user.is_authenticated:
        return GameNote.objects.none()
    return GameNote.objects.filter(game=game, author=user).order_by("at_seq", "id")


def review_get(review_id: int | str) -> Review:
    try:
        return Review.objects.select_related("game", "owner").get(pk=int(review_id))
    except (Review.DoesNotExist, ValueError, TypeError, OverflowError) as error:
        raise NotFound("review_not_found", _("There is no such review.")) from error


def review_for(review_id: int | str, user: Any, key: str | None = None) -> Review:
    """The review, if `user` may read it (else a 404, as if there were none)."""
    review = review_get(review_id)
    checks.review_read_check(review, user, key)
    return review


def _authored_by(user: Any) -> Q:
    if user is None or not user.is_authenticated:
        return Q(pk__in=[])
    contributing = ReviewContributor.objects.filter(user=user).values("review_id")
    return Q(owner=user) | Q(pk__in=contributing)


def reviews_listed(
    user: Any, *, game: Game | int | None = None, mine: bool = False
) -> QuerySet[Review]:
    """Public reviews of games `user` may see, and the reviews `user` writes in (`mine`: only
    those), newest first; of one game (a game or its id) when `game` is given."""
    reviews = Review.objects.select_related("game", "owner")
    shown = _authored_by(user) if mine else Q(visibility=Visibility.PUBLIC) | _authored_by(user)
    reviews = reviews.filter(shown)
    if game is not None:
        reviews = reviews.filter(game_id=game if isinstance(game, int) else game.pk)
    visible_games = games_visible(Game.objects.all(), user).values("pk")
    return reviews.filter(game__in=visible_games).order_by("-created_at", "-id")


def contributors_of(review: Review) -> list[str]:
    return list(
        ReviewContributor.objects.filter(review=review)
        .order_by("id")
        .values_list("user__username", flat=True)
    )


def review_tree(review: Review, *, author: str | None = None) -> dict:
    """The review as data: who writes in it, its variation nodes, comments and marks, each
    with its author (`author` keeps only what that user wrote). The events a variation move
    caused are shown once the game is over (a running fork's draws stay its own)."""
    over = game_is_over(review.game)
    nodes = ReviewNode.objects.filter(review=review).select_related("author").order_by("id")
    comments = ReviewComment.objects.filter(review=review).select_related("author").order_by("id")
    marks = ReviewMark.objects.filter(review=review).select_related("author").order_by("id")
    if author:
        nodes = nodes.filter(author__username=author)
        comments = comments.filter(author__username=author)
        marks = marks.filter(author__username=author)
    return {
        "id": review.pk,
        "game_id": review.game_id,
        "title": review.title,
        "owner": review.owner.get_username(),
        "contributors": contributors_of(review),
        "visibility": review.visibility,
        "forked_from": review.forked_from_id,
        "version": review.version,
        "created_at": review.created_at,
        "nodes": [
            {
                "id": node.pk,
                "parent": node.parent_id,
                "ply": node.ply,
                "depth": node.depth,
                "seat": node.seat,
                "move": node.move,
                "events": node.events if over else None,
                "redraw": node.redraw,
                "author": node.author.get_username(),
                "credited": node.credited or None,
                "created_at": node.created_at,
            }
            for node in nodes
        ],
        "comments": [
            {
                "id": comment.pk,
                "ply": comment.ply,
                "node": comment.node_id,
                "author": comment.author.get_username(),
                "text": comment.text,
                "from_note": comment.from_note,
                "credited": comment.credited or None,
                "created_at": comment.created_at,
            }
            for comment in comments
        ],
        "marks": [
            {
                "id": mark.pk,
                "ply": mark.ply,
                "node": mark.node_id,
                "author": mark.author.get_username(),
                "kind": mark.kind,
                "place": mark.place,
                "to_place": mark.to_place or None,
                "credited": mark.credited or None,
                "created_at": mark.created_at,
            }
            for mark in marks
        ],
    }


def reviews_for_export(game: Game, user: Any) -> list[dict]:
    """The reviews of `game` that `user` may read without a link (public ones and their own),
    as trees for the game's exported record; none of a game in play."""
    if not game_is_over(game) and not checks.is_fork(game):
        return []
    return [review_tree(review) for review in reviews_listed(user, game=game)]


def record_game(record: object, user: Any) -> Game | None:
    """The finished game of this platform a complete record is of (its id and the head of its
    hash chain), if `user` may review it; None otherwise."""
    if not isinstance(record, dict) or not record.get("complete"):
        return None
    game_id, head = record.get("game_id"), record.get("head_hash")
    if not isinstance(game_id, int) or isinstance(game_id, bool) or not isinstance(head, str):
        return None
    game = Game.objects.filter(pk=game_id, head_hash=head).first() if 0 < game_id < 2**62 else None
    if game is None:
        return None
    try:
        checks.reviewable_check(game, user)
    except PlatformError:
        return None
    return game


def review_version(review_id: int) -> int | None:
    return Review.objects.filter(pk=review_id).values_list("version", flat=True).first()


def review_nodes(review: Review) -> dict[int, ReviewNode]:
    """Every variation node of `review` by id, with its author."""
    return {
        node.pk: node for node in ReviewNode.objects.filter(review=review).select_related("author")
    }


def position_lines(
    review: Review, *, ply: int, node: ReviewNode | None, author: str = ""
) -> tuple[list[ReviewComment], list[ReviewMark], list[str]]:
    """The comments and marks at a position (a variation node's, else the line's ply), only
    `author`'s when given, and the names of everyone who commented there."""
    comments = ReviewComment.objects.filter(review=review).select_related("author").order_by("id")
    marks = ReviewMark.objects.filter(review=review).select_related("author").order_by("id")
    if node is not None:
        comments, marks = comments.filter(node=node), marks.filter(node=node)
    else:
        comments = comments.filter(node=None, ply=ply)
        marks = marks.filter(node=None, ply=ply)
    authors = sorted({comment.author.get_username() for comment in comments})
    if author:
        comments = comments.filter(author__username=author)
        marks = marks.filter(author__username=author)
    return list(comments), list(marks), authors


def comments_per_ply(review: Review) -> dict[int, int]:
    """How many comments each ply of the game's line has in `review`."""
    counts: dict[int, int] = {}
    for ply in ReviewComment.objects.filter(review=review, node=None).values_list("ply", flat=True):
        counts[ply] = counts.get(ply, 0) + 1
    return counts
