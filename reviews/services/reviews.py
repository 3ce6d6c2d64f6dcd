"""Reviews: create, retitle or change who reads them, invite and remove contributors, add
comments and marks, fork. Every edit counts in the review's version and wakes its stream."""

from __future__ import annotations

import re
import secrets
from typing import TYPE_CHECKING

from django.db import transaction
from django.db.models import F
from django.utils.translation import gettext_lazy as _

from errors import Conflict, NotFound, PlatformError
from games.models import Game
from games.stream.bus import publish_on_commit
from notifications.services import notification_send
from reviews import checks
from reviews.models import (
    MAX_COMMENTS,
    MAX_MARKS,
    MarkKind,
    Review,
    ReviewComment,
    ReviewContributor,
    ReviewMark,
    ReviewNode,
    Visibility,
)
from reviews.notification_kinds import REVIEW_CONTRIBUTOR_ADDED
from reviews.positions import last_ply
from reviews.services.text import review_title, written_text

if TYPE_CHECKING:
    from django.contrib.auth.models import User

POINT = re.compile(r"^(\d{1,5}(?:\.\d{1,2})?),(\d{1,5}(?:\.\d{1,2})?)$")


def review_channel(review_id: int) -> str:
    return f"review:{review_id}"


def edited(review: Review) -> None:
    """Count an edit of `review` and wake the streams of its readers once it is committed."""
    Review.objects.filter(pk=review.pk).update(version=F("version") + 1)
    publish_on_commit([review_channel(review.pk)])


def _visibility(value: object) -> str:
    if value not in Visibility.values:
        raise PlatformError(
            "bad_visibility",
            _("visibility is one of %(values)s.") % {"values": ", ".join(Visibility.values)},
        )
    return str(value)


def review_create(
    *, game: Game, user: User, title: object = None, visibility: object = Visibility.PUBLIC
) -> Review:
    """A new review of `game` (over, or a fork) owned by `user`."""
    if user is None or not user.is_authenticated:
        raise PlatformError("login_required", _("Log in first."), status=401)
    checks.reviewable_check(game, user)
    title = review_title(title) if title not in (None, "") else str(_("Review"))
    return Review.objects.create(
        game=game,
        owner=user,
        title=title,
        visibility=_visibility(visibility),
        link_key=secrets.token_urlsafe(12),
    )


def review_update(
    *, review: Review, user: User, title: object = None, visibility: object = None
) -> Review:
    """The owner retitles `review` or changes who reads it."""
    checks.review_owner_check(review, user)
    if title is not None:
        review.title = review_title(title)
    if visibility is not None:
        review.visibility = _visibility(visibility)
    review.save(update_fields=["title", "visibility", "updated_at"])
    edited(review)
    return review


def contributor_add(*, review: Review, user: User, contributor: User) -> ReviewContributor:
    checks.review_owner_check(review, user)
    if contributor.pk == review.owner_id:
        raise PlatformError("already_an_author", _("The owner writes in the review already."))
    checks.reviewable_check(review.game, contributor)  # they must be able to see the game
    added, created = ReviewContributor.objects.get_or_create(review=review, user=contributor)
    if created:  # told once, with a link to the review
        notification_send(
            user=contributor,
            kind=REVIEW_CONTRIBUTOR_ADDED,
            payload={
                "review": review.pk,
                "review_title": review.title,
                "by": user.get_username(),
                "game": review.game_id,
            },
        )
    edited(review)
    return added


def contributor_remove(*, review: Review, user: User, contributor: User) -> None:
    checks.review_owner_check(review, user)
    removed, _kinds = ReviewContributor.objects.filter(review=review, user=contributor).delete()
    if not removed:
        raise NotFound("not_a_contributor", _("That user does not write in this review."))
    edited(review)


def _anchor(review: Review, ply: object, node: object) -> tuple[int, ReviewNode | None]:
    """Where a comment or mark goes: a variation node of this review, or a ply of the game."""
    if node is not None:
        found = (
            ReviewNode.objects.filter(review=review, pk=node).first()
            if isinstance(node, int) and not isinstance(node, bool)
            else None
        )
        if found is None:
            raise NotFound("node_not_found", _("There is no such variation move in this review."))
        return found.ply, found
    last = last_ply(review.game)
    if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply <= last:
        raise PlatformError(
            "bad_ply",
            _("Choose a ply from 0 to %(last)d.") % {"last": last},
            details={"last": last},
        )
    return ply, None


def comment_add(
    *, review: Review, user: User, text: object, ply: object = None, node: object = None
) -> ReviewComment:
    """A comment of `user` on a ply of the game's line or on a variation node."""
    text = written_text(text)
    checks.review_write_check(review, user)
    with transaction.atomic():
        Review.objects.select_for_update().filter(pk=review.pk).first()
        if ReviewComment.objects.filter(review=review).count() >= MAX_COMMENTS:
            raise Conflict(
                "too_many_comments",
                _("A review holds at most %(most)d comments.") % {"most": MAX_COMMENTS},
            )
        at, anchor = _anchor(review, ply, node)
        comment = ReviewComment.objects.create(
            review=review, ply=at, node=anchor, author=user, text=text
        )
        edited(review)
    return comment


def point_of(place: object) -> tuple[float, float] | None:
    """The point "x,y" names (numbers of at most 5 digits, 2 decimals), or None."""
    found = POINT.match(place) if isinstance(place, str) else None
    return (float(found.group(1)), float(found.group(2))) if found else None


def _place(value: object, field: str, bounds: tuple[float, float] | None) -> str:
    point = point_of(value)
    if point is None or (
        bounds is not None and not (point[0] <= bounds[0] and point[1] <= bounds[1])
    ):
        raise PlatformError(
            "bad_place",
            _('%(field)s is a point of the board\'s drawing, "x,y" (within its size).')
            % {"field": field},
            details={"field": field},
        )
    return f"{point[0]:g},{point[1]:g}"


def mark_add(
    *,
    review: Review,
    user: User,
    kind: object,
    place: object,
    to_place: object = None,
    ply: object = None,
    node: object = None,
    bounds: tuple[float, float] | None = None,
) -> ReviewMark:
    """A ring around the point `place`, or an arrow from `place` to `to_place`, at a position.
    `bounds`, when given, is the size of the board's drawing: a point outside it is refused."""
    checks.review_write_check(review, user)
    if kind not in MarkKind.values:
        raise PlatformError(
            "bad_mark", _("kind is one of %(values)s.") % {"values": ", ".join(MarkKind.values)}
        )
    place = _place(place, "place", bounds)
    to = _place(to_place, "to_place", bounds) if kind == MarkKind.ARROW else ""
    with transaction.atomic():
        Review.objects.select_for_update().filter(pk=review.pk).first()
        if ReviewMark.objects.filter(review=review).count() >= MAX_MARKS:
            raise Conflict(
                "too_many_marks",
                _("A review holds at most %(most)d marks.") % {"most": MAX_MARKS},
            )
        at, anchor = _anchor(review, ply, node)
        mark = ReviewMark.objects.create(
            review=review, ply=at, node=anchor, author=user, kind=kind, place=place, to_place=to
        )
        edited(review)
    return mark


def review_fork(*, review: Review, user: User, key: str | None = None) -> Review:
    """A copy of `review` (its variations, comments and marks, their authors kept) owned by
    `user`, private to start with."""
    checks.review_read_check(review, user, key)
    with transaction.atomic():
        fork = review_create(
            game=review.game,
            user=user,
            title=str(_("Fork of %(title)s") % {"title": review.title})[:120],
            visibility=Visibility.PRIVATE,
        )
        fork.forked_from = review
        fork.save(update_fields=["forked_from"])
        copied: dict[int, ReviewNode] = {}
        for node in review.nodes.order_by("depth", "id"):
            copied[node.pk] = ReviewNode.objects.create(
                review=fork,
                parent=copied[node.parent_id] if node.parent_id else None,
                ply=node.ply,
                depth=node.depth,
                seat=node.seat,
                move=node.move,
                events=node.events,
                redraw=node.redraw,
                author_id=node.author_id,
            )

        def anchored(node_id: int | None) -> ReviewNode | None:
            return copied[node_id] if node_id else None

        ReviewComment.objects.bulk_create(
            ReviewComment(
                review=fork,
                ply=c.ply,
                node=anchored(c.node_id),
                author_id=c.author_id,
                text=c.text,
                from_note=c.from_note,
            )
            for c in review.comments.all()
        )
        ReviewMark.objects.bulk_create(
            ReviewMark(
                review=fork,
                ply=m.ply,
                node=anchored(m.node_id),
                author_id=m.author_id,
                kind=m.kind,
                place=m.place,
                to_place=m.to_place,
            )
            for m in review.marks.all()
        )
    return fork
