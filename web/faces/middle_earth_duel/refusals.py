"""Duel for Middle-earth's refusals in the player's language: a sentence per code whose English sentence
carries values, and every fixed sentence of the engine, listed for the catalog (the platform
looks a refusal's exact English up in the catalog first: games.engine_messages)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop

FIXED_SENTENCES = (
    gettext_noop("Answer the pending decision first."),
    gettext_noop("Duel for Middle-earth takes exactly 2 players."),
    gettext_noop("Say which option you choose."),
    gettext_noop("That card cannot be taken: it is covered, taken or absent."),
    gettext_noop("That is not one of the options."),
    gettext_noop("That landmark is not face up."),
    gettext_noop("This decision cannot be skipped."),
    gettext_noop("Use is 'play' or 'discard'."),
    gettext_noop("You cannot pay for that card."),
    gettext_noop("You cannot pay for that landmark."),
    gettext_noop("You have no fortress left to place."),
    gettext_noop("card_order maps chapters '1'-'3' to card ids."),
    gettext_noop("landmark_order lists distinct landmark regions."),
    gettext_noop("token_order maps races with tokens to index lists."),
)

CODE_SENTENCES = {
    "bad_option": _("That is not one of the options."),
    "bad_use": _("Use is 'play' or 'discard'."),
    "cannot_pay": _("You cannot pay for that."),
    "landmark_unavailable": _("That landmark is not face up."),
    "no_fortress": _("You have no fortress left to place."),
    "not_optional": _("This decision cannot be skipped."),
    "slot_unavailable": _("That card cannot be taken: it is covered, taken or absent."),
}
