"""Social's notification kind and its sentence, registered with notifications at ready."""

from __future__ import annotations

from django.utils.translation import gettext as _

INVITATION_RECEIVED = "invitation_received"


def invitation_received_sentence(payload: dict) -> str:
    """ "alice invited you to game 12"."""
    who, game = payload.get("by"), payload.get("game_id")
    if who and game:
        return _("%(who)s invited you to game %(game)s") % {"who": who, "game": game}
    return _("You have been invited to a game")


KINDS = {INVITATION_RECEIVED: invitation_received_sentence}

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


KINDS[REMATCH_OFFERED] = rematch_offered_sentence
