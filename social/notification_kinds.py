"""Social's notification kinds and their sentences, registered with notifications at ready: an
invitation, a rematch offered, and the quiet news of the players one follows (their finished
games and events; the site's feed only, unless the player chooses otherwise)."""

from __future__ import annotations

from django.utils.translation import gettext as _

INVITATION_RECEIVED = "invitation_received"


def invitation_received_sentence(payload: dict) -> str:
    """ "alice invited you to game 12"."""
    who, game = payload.get("by"), payload.get("game_id")
    if who and game:
        return _("%(who)s invited you to game %(game)s") % {"who": who, "game": game}
    return _("You have been invited to a game")


FOLLOWED_GAME_FINISHED = "followed_game_finished"
FOLLOWED_EVENT_FINISHED = "followed_event_finished"


def followed_game_finished_sentence(payload: dict) -> str:
    """ "bob's game 12 ended (Tigris & Euphrates)"."""
    who, game = ", ".join(payload.get("players") or []), payload.get("game_id")
    if who and game:
        return _("%(who)s: game %(game)s ended") % {"who": who, "game": game}
    return _("A game of a player you follow ended")


def followed_event_finished_sentence(payload: dict) -> str:
    """ "bob finished 3rd in the Spring Swiss"."""
    who, name, rank = payload.get("player"), payload.get("name"), payload.get("rank")
    if who and name and rank:
        return _("%(who)s finished %(rank)s. in %(name)s") % {
            "who": who,
            "rank": rank,
            "name": name,
        }
    return _("An event of a player you follow ended")


REMATCH_OFFERED = "rematch_offered"


def rematch_offered_sentence(payload: dict) -> str:
    """ "alice offers a rematch of game 12" (paired: two games, the seats swapped)."""
    who, game = payload.get("by"), payload.get("game_id")
    if not (who and game):
        return _("You have been offered a rematch")
    if payload.get("paired"):
        return _("%(who)s offers a paired rematch of game %(game)s (two games, seats swapped)") % {
            "who": who,
            "game": game,
        }
    return _("%(who)s offers a rematch of game %(game)s") % {"who": who, "game": game}


KINDS = {
    INVITATION_RECEIVED: invitation_received_sentence,
    FOLLOWED_GAME_FINISHED: followed_game_finished_sentence,
    FOLLOWED_EVENT_FINISHED: followed_event_finished_sentence,
    REMATCH_OFFERED: rematch_offered_sentence,
}
QUIET = {FOLLOWED_GAME_FINISHED, FOLLOWED_EVENT_FINISHED}
