"""What the pages say after a review or note form is sent (in the reader's language)."""

from django.utils.translation import gettext_lazy as _

NOTE_SAVED = _("Note saved: only you can read it.")
NOTES_PUBLISHED = _("Your notes are comments of this review now.")
REVIEW_CREATED = _("Review started.")
REVIEW_SAVED = _("Review saved.")
COMMENT_ADDED = _("Comment added.")
VARIATION_ADDED = _("Variation move added.")
MARK_ADDED = _("Mark added.")
CONTRIBUTOR_ADDED = _("Contributor invited.")
CONTRIBUTOR_REMOVED = _("Contributor removed.")
REVIEW_FORKED = _("Your private copy of the review.")
BAD_FORM = _("That form could not be read; reload the page and try again.")
REVIEWS_IMPORTED = _("The reviews are yours now, private: share them when you like.")
