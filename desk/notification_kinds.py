"""The desk's notification kinds and their sentences, registered with notifications at ready: a
claim or appeal has arrived (to the event's directors), yours has been answered (to the
claimant)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

CLAIM_RECEIVED = "desk_claim_received"
CLAIM_ANSWERED = "desk_claim_answered"
# The kinds' names in the profile's notification settings.
NOTIFICATION_KIND_LABELS = {
    CLAIM_RECEIVED: gettext_lazy("A claim or appeal to answer as a director"),
    CLAIM_ANSWERED: gettext_lazy("Your claim or appeal was answered"),
}


def claim_received_sentence(payload: dict) -> str:
    """ "Spring open: bob asks a claim (#4) at the director's desk." """
    words = (
        _("%(name)s: %(player)s makes an appeal (#%(claim)s) at the director's desk.")
        if payload.get("kind") == "appeal"
        else _("%(name)s: %(player)s makes a claim (#%(claim)s) at the director's desk.")
    )
    return words % {
        "name": payload.get("name") or _("your event"),
        "player": payload.get("player") or "?",
        "claim": payload.get("claim"),
    }


def claim_answered_sentence(payload: dict) -> str:
    """ "Spring open: the director accepted your claim #4." """
    words = (
        _("%(name)s: the director accepted your claim #%(claim)s.")
        if payload.get("decision") == "accepted"
        else _("%(name)s: the director rejected your claim #%(claim)s.")
    )
    return words % {"name": payload.get("name") or _("your event"), "claim": payload.get("claim")}


KINDS = {CLAIM_RECEIVED: claim_received_sentence, CLAIM_ANSWERED: claim_answered_sentence}
