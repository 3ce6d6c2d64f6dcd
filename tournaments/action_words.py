"""The words of the director actions tournaments record in the desk's log (services.directing),
registered with the desk at ready."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

DIRECTOR_ACTIONS = {
    "pairings_swapped": _("Two players swapped in a proposed round"),
    "pairings_table_set": _("A table of a proposed round set"),
    "pairings_repaired": _("A proposed round paired again"),
    "pairings_published": _("Round published"),
    "late_entry": _("Late entry"),
    "pairings_review_set": _("Review before publishing turned on or off"),
}
