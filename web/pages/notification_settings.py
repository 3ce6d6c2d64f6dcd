"""The profile's notification settings: per kind, the channels it goes to, and the time zone."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from clubs.words import NOTIFICATION_KIND_LABELS
from desk.notification_kinds import NOTIFICATION_KIND_LABELS as DESK_KIND_LABELS
from leagues.notification_kinds import NOTIFICATION_KIND_LABELS as LEAGUE_KIND_LABELS
from notifications.kinds import sentences
from players.models import CHANNELS, EMAIL, IN_APP, WEBHOOK
from players.services import profile_of

KIND_LABELS = {
    "your_turn": _("Your turn"),
    "game_started": _("A game started"),
    "game_finished": _("A game ended"),
    "reminder": _("Your clock runs low"),
    "timeout": _("Someone ran out of time"),
    "tournament_round_paired": _("A tournament round is paired"),
    "challenge_received": _("A ladder challenge"),
    "invitation_received": _("An invitation"),
    "followed_game_finished": _("A game of a player you follow ended"),
    "followed_event_finished": _("An event of a player you follow ended"),
    "rematch_offered": _("A rematch offered"),
    "takeback_asked": _("A takeback asked"),
    "review_contributor_added": _("An invitation to write in a review"),
    "conditional_dropped": _("Your conditional moves were dropped"),
    **NOTIFICATION_KIND_LABELS,
    **LEAGUE_KIND_LABELS,
    **DESK_KIND_LABELS,
}
CHANNEL_LABELS = {IN_APP: _("On the site"), EMAIL: _("Email"), WEBHOOK: _("Webhook")}


def notification_settings_context(user) -> dict:
    """The rows of the settings form: each registered kind with its channels ticked."""
    profile = profile_of(user)
    rows = []
    for kind in sorted(sentences, key=lambda k: (k not in KIND_LABELS, k)):
        chosen = profile.channels_for(kind)
        rows.append(
            {
                "kind": kind,
                "label": KIND_LABELS.get(kind, kind.replace("_", " ")),
                "channels": [
                    {"name": c, "label": CHANNEL_LABELS[c], "on": c in chosen} for c in CHANNELS
                ],
            }
        )
    return {"rows": rows, "time_zone": profile.time_zone}


def channels_from_form(post) -> dict[str, list[str]]:
    """{kind: [channels]} from the ticked boxes (named `<kind>:<channel>`) of every kind shown."""
    return {kind: [c for c in CHANNELS if post.get(f"{kind}:{c}") == "on"] for kind in sentences}
