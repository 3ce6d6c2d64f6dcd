"""The reviews' notification kind and its sentence, registered with notifications at ready."""

from __future__ import annotations

from django.utils.translation import gettext as _

REVIEW_CONTRIBUTOR_ADDED = "review_contributor_added"


def contributor_added_sentence(payload: dict) -> str:
    """ "ann invited you to write in the review “Where it turned”." (as much as the payload names)."""
    who, title = payload.get("by"), payload.get("review_title")
    if who and title:
        return _("%(who)s invited you to write in the review “%(title)s”.") % {
            "who": who,
            "title": title,
        }
    return _("You were invited to write in a review.")


KINDS = {REVIEW_CONTRIBUTOR_ADDED: contributor_added_sentence}
