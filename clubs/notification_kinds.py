"""The clubs' notification kinds and their sentences, registered with notifications at ready."""

from __future__ import annotations

from django.utils.translation import gettext as _

CLUB_ANNOUNCEMENT = "club_announcement"
CLUB_INVITATION = "club_invitation"
CLUB_REQUEST_ACCEPTED = "club_request_accepted"


def announcement_sentence(payload: dict) -> str:
    club, text = payload.get("club_name"), payload.get("text")
    if club and text:
        return _("Announcement in the club “%(club)s”: %(text)s") % {"club": club, "text": text}
    return _("A club you belong to made an announcement.")


def invitation_sentence(payload: dict) -> str:
    who, club = payload.get("by"), payload.get("club_name")
    if who and club:
        return _("%(who)s invited you to the club “%(club)s”.") % {"who": who, "club": club}
    return _("You were invited to a club.")


def request_accepted_sentence(payload: dict) -> str:
    club = payload.get("club_name")
    if club:
        return _("You are now a member of the club “%(club)s”.") % {"club": club}
    return _("Your request to join a club was accepted.")


KINDS = {
    CLUB_ANNOUNCEMENT: announcement_sentence,
    CLUB_INVITATION: invitation_sentence,
    CLUB_REQUEST_ACCEPTED: request_accepted_sentence,
}
