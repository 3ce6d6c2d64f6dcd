"""Notes during play: a seat writes them, only its author reads them, and after the game the
author publishes them as comments of a review in one step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from errors import Conflict, PlatformError
from games.models import Game
from reviews import checks
from reviews.models import MAX_COMMENTS, MAX_NOTES, GameNote, Review, ReviewComment, Visibility
from reviews.positions import ply_ends
from reviews.services.reviews import edited, review_create
from reviews.services.text import written_text

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def note_write(*, game: Game, user: User, text: object) -> GameNote:
    """A note of `user`'s seat, anchored to the game's seq now."""
    text = written_text(text)
    seat = checks.note_write_check(game, user)
    if GameNote.objects.filter(game=game, author=user).count() >= MAX_NOTES:
        raise Conflict("too_many_notes", _("At most %(most)d notes a game.") % {"most": MAX_NOTES})
    return GameNote.objects.create(game=game, author=user, seat=seat, at_seq=game.seq, text=text)


def ply_of_seq(ends: list[int], seq: int) -> int:
    """The ply whose position was on the board at event `seq` (the last ply ended by then)."""
    ply = 0
    for number, end in enumerate(ends):
        if end <= seq:
            ply = number
    return ply


def notes_publish(
    *, game: Game, user: User, review: Review | None = None, visibility: str = Visibility.PUBLIC
) -> Review:
    """`user`'s unpublished notes of a finished `game` as comments of `review` (one they write
    in) or of a new review of theirs, each on the ply it was written at."""
    checks.note_publish_check(game, user)
    with transaction.atomic():
        notes = list(
            GameNote.objects.select_for_update()
            .filter(game=game, author=user, published_in=None)
            .order_by("at_seq", "id")
        )
        if not notes:
            raise PlatformError("no_notes", _("You have no unpublished notes at this game."))
        if review is None:
            review = review_create(
                game=game,
                user=user,
                title=str(_("Notes of %(name)s") % {"name": user.get_username()}),
                visibility=visibility,
            )
        else:
            if review.game_id != game.pk:
                raise PlatformError("wrong_game", _("That review is of another game."))
            checks.review_write_check(review, user)
        if ReviewComment.objects.filter(review=review).count() + len(notes) > MAX_COMMENTS:
            raise Conflict(
                "too_many_comments",
                _("A review holds at most %(most)d comments.") % {"most": MAX_COMMENTS},
            )
        ends = ply_ends(game)
        ReviewComment.objects.bulk_create(
            ReviewComment(
                review=review,
                ply=ply_of_seq(ends, note.at_seq),
                author=user,
                text=note.text,
                from_note=True,
            )
            for note in notes
        )
        GameNote.objects.filter(pk__in=[note.pk for note in notes]).update(published_in=review)
        edited(review)
    return review
