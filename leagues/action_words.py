"""The words of the actions leagues record in the desk's log (an edit, a season started, an
adjudication and a director's override), registered with the desk at ready."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

DIRECTOR_ACTIONS = {
    "league_edited": _("League edited"),
    "season_started": _("Season started"),
    "game_adjudicated": _("Game adjudicated at the deadline"),
    "ruling_overridden": _("Adjudication overruled"),
}
