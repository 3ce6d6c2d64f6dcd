"""The tournaments' notification kind and its sentence, registered with notifications at ready."""

from __future__ import annotations

from django.utils.translation import gettext as _

ROUND_PAIRED = "tournament_round_paired"


def round_paired_sentence(payload: dict) -> str:
    """ "Autumn cup: round 2 is paired — you play at table 3." (or: you have a bye)."""
    name = payload.get("name") or _("your tournament")
    if payload.get("bye"):
        return _("%(name)s: round %(round)s is paired — you have a bye.") % {
            "name": name,
            "round": payload.get("round"),
        }
    return _("%(name)s: round %(round)s is paired — you play at table %(table)s.") % {
        "name": name,
        "round": payload.get("round"),
        "table": payload.get("table"),
    }


KINDS = {ROUND_PAIRED: round_paired_sentence}
