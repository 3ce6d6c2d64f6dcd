"""The leagues' notification kinds and their sentences, registered with notifications at ready:
a season has started (your division and how many games), a game of yours was adjudicated."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

SEASON_STARTED = "league_season_started"
GAME_ADJUDICATED = "league_game_adjudicated"
# The kinds' names in the profile's notification settings.
NOTIFICATION_KIND_LABELS = {
    SEASON_STARTED: gettext_lazy("A league season started"),
    GAME_ADJUDICATED: gettext_lazy("A league game of yours was adjudicated"),
}


def season_started_sentence(payload: dict) -> str:
    """ "Spring league: season 2 has started — you play in division 1 (8 games)." """
    return _(
        "%(name)s: season %(season)s has started — you play in division %(tier)s (%(games)s games)."
    ) % {
        "name": payload.get("name") or _("your league"),
        "season": payload.get("season"),
        "tier": payload.get("tier"),
        "games": payload.get("games"),
    }


def game_adjudicated_sentence(payload: dict) -> str:
    """ "Spring league: game #12 was adjudicated at the season's deadline." """
    return _("%(name)s: game #%(game)s was adjudicated at the season's deadline.") % {
        "name": payload.get("name") or _("your league"),
        "game": payload.get("game"),
    }


KINDS = {SEASON_STARTED: season_started_sentence, GAME_ADJUDICATED: game_adjudicated_sentence}
