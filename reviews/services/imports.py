"""Reviews brought back with a game's record: the reviews an exported record carries become
reviews of that same game here, private to the person importing them.

The record must be of this very game (its id and the head of its hash chain) and complete. Every
variation move is decided again by the engine (a record is a file anyone can edit: its stored
events are not trusted), every comment and mark checked like one written on the page. The
importer owns and writes the copies; the author each line names in the record is kept beside
it as `credited`, shown as such, never as an account's own words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from errors import PlatformError
from games.log.visibility import game_is_over
from games.models import Game
from reviews import checks
from reviews.models import Review, ReviewComment, ReviewMark, ReviewNode, Visibility
from reviews.records import reviews_in_record
from reviews.services.reviews import comment_add, mark_add, review_create
from reviews.services.variations import variation_add

if TYPE_CHECKING:
    from django.contrib.auth.models import User

MAX_IMPORTED_REVIEWS = 20


def _credit(user: User, name: str) -> str:
    return "" if name == user.get_username() else name


def reviews_import(*, game: Game, user: User, record: object) -> list[Review]:
    """Private copies, owned by `user`, of the reviews a complete record of `game` carries."""
    if not isinstance(record, dict):
        raise PlatformError("bad_record", _("The record's reviews could not be read."))
    checks.reviewable_check(game, user)
    if (
        record.get("game_id") != game.pk
        or not game_is_over(game)
        or not record.get("complete")
        or record.get("head_hash") != game.head_hash
    ):
        raise PlatformError(
            "record_of_another_game",
            _("These reviews belong to another game (or to an incomplete record of it)."),
        )
    trees = reviews_in_record(record)
    if not trees:
        raise PlatformError("no_reviews", _("The record carries no reviews."))
    if len(trees) > MAX_IMPORTED_REVIEWS:
        raise PlatformError(
            "too_many_reviews",
            _("At most %(most)d reviews are imported at once.") % {"most": MAX_IMPORTED_REVIEWS},
        )
    made = []
    with transaction.atomic():
        for tree in trees:
            review = review_create(
                game=game, user=user, title=tree["title"], visibility=Visibility.PRIVATE
            )
            nodes: dict[int, ReviewNode] = {}
            for node in sorted(tree["nodes"], key=lambda n: (n["depth"], n["id"])):
                parent = node["parent"]
                if parent is not None and parent not in nodes:
                    raise PlatformError("bad_record", _("The record's reviews could not be read."))
                nodes[node["id"]] = variation_add(
                    review=review,
                    user=user,
                    move=node["move"],
                    ply=None if parent is not None else node["ply"],
                    parent=nodes[parent].pk if parent is not None else None,
                    seat=node["seat"],
                    redraw=node["redraw"],
                )
                ReviewNode.objects.filter(pk=nodes[node["id"]].pk).update(
                    credited=_credit(user, node["author"])
                )
            for comment in tree["comments"]:
                anchor = comment["node"]
                made_comment = comment_add(
                    review=review,
                    user=user,
                    text=comment["text"],
                    ply=comment["ply"] if anchor is None else None,
                    node=nodes[anchor].pk if anchor in nodes else (None if anchor is None else -1),
                )
                ReviewComment.objects.filter(pk=made_comment.pk).update(
                    credited=_credit(user, comment["author"])
                )
            for mark in tree["marks"]:
                anchor = mark["node"]
                made_mark = mark_add(
                    review=review,
                    user=user,
                    kind=mark["kind"],
                    place=mark["place"],
                    to_place=mark["to_place"] or None,
                    ply=mark["ply"] if anchor is None else None,
                    node=nodes[anchor].pk if anchor in nodes else (None if anchor is None else -1),
                )
                ReviewMark.objects.filter(pk=made_mark.pk).update(
                    credited=_credit(user, mark["author"])
                )
            made.append(review)
    return made
