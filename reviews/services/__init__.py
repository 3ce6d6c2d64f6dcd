"""Every write of reviews: notes, reviews, their variations, comments, marks and authors."""

from reviews.services.imports import reviews_import
from reviews.services.notes import note_write, notes_publish
from reviews.services.reviews import (
    comment_add,
    contributor_add,
    contributor_remove,
    mark_add,
    review_create,
    review_fork,
    review_update,
)
from reviews.services.variations import variation_add

__all__ = [
    "comment_add",
    "contributor_add",
    "contributor_remove",
    "mark_add",
    "note_write",
    "notes_publish",
    "review_create",
    "review_fork",
    "review_update",
    "reviews_import",
    "variation_add",
]
