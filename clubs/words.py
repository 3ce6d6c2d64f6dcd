"""What the club pages say after a form is sent, and the names of roles and join policies (in
the reader's language)."""

from django.utils.translation import gettext_lazy as _

CLUB_CREATED = _("Club created: you are its owner.")
JOINED = _("Welcome to the club.")
REQUESTED = _("Request sent: a moderator of the club will answer.")
LEFT = _("You left the club.")
DECLINED = _("Invitation declined.")
INVITED = _("Invitation sent.")
ANSWERED = _("Request answered.")
REMOVED = _("Member removed.")
BANNED = _("Player banned.")
UNBANNED = _("Ban lifted.")
ROLE_SET = _("Role changed.")
ANNOUNCED = _("Announcement sent to the members.")
EVENT_SET = _("The event is club-only now.")
SETTINGS_SAVED = _("Club settings saved.")
BAD_FORM = _("That form could not be read; reload the page and try again.")

ROLE_NAMES = {"owner": _("owner"), "moderator": _("moderator"), "member": _("member")}
POLICY_NAMES = {
    "open": _("Open: anyone may join"),
    "request": _("By request: a moderator accepts"),
    "invitation": _("By invitation only"),
}
KIND_NAMES = {"tournament": _("tournament"), "ladder": _("ladder")}
# The labels of the clubs' notification kinds on the profile's notification settings
NOTIFICATION_KIND_LABELS = {
    "club_announcement": _("A club's announcement"),
    "club_invitation": _("An invitation to a club"),
    "club_request_accepted": _("A club accepted your request"),
}
