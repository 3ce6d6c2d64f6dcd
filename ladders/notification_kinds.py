"""The ladders' notification kind and its sentence, registered with notifications at ready."""

from __future__ import annotations

from django.utils.translation import gettext as _

CHALLENGE_RECEIVED = "challenge_received"


def challenge_received_sentence(payload: dict) -> str:
    """ "ann challenged you on Spring ladder." (as much of it as the payload names)."""
    who = payload.get("challenger") or payload.get("from")
    ladder = payload.get("ladder_name")
    if who and ladder:
        return _("%(who)s challenged you on %(ladder)s.") % {"who": who, "ladder": ladder}
    if who:
        return _("%(who)s challenged you.") % {"who": who}
    return _("You have been challenged.")


KINDS = {CHALLENGE_RECEIVED: challenge_received_sentence}
