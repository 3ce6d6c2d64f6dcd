"""Tigris & Euphrates' refusals in the player's language: a sentence per code whose English sentence
carries values, and every fixed sentence of the engine, listed for the catalog (the platform
looks a refusal's exact English up in the catalog first: games.engine_messages)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop

FIXED_SENTENCES = (
    gettext_noop("'discards' is 'bag' (back into the bag) or 'out' (out of the game)."),
    gettext_noop("'hands' must list one hand per seat."),
    gettext_noop("'tiles' must list 1 to 6 colours from your hand."),
    gettext_noop("'tiles' must list colours red, blue, green, black."),
    gettext_noop("A catastrophe already lies there."),
    gettext_noop("A catastrophe never goes on a leader."),
    gettext_noop("A catastrophe never goes on a monument."),
    gettext_noop("A catastrophe never goes on a treasure."),
    gettext_noop("A leader goes on an empty square."),
    gettext_noop("A leader may not join two kingdoms."),
    gettext_noop("A leader must stand next to a face-up red temple."),
    gettext_noop("A tile goes on an empty square."),
    gettext_noop("A tile may not join three or more kingdoms."),
    gettext_noop("Blue farms go on the river only."),
    gettext_noop("Choose one of the monuments offered."),
    gettext_noop("Choose the top-left square of an offered 2x2."),
    gettext_noop("Leaders never stand on the river."),
    gettext_noop("Only blue farms go on the river."),
    gettext_noop("Take one of the treasures offered."),
    gettext_noop("That leader is not on the board."),
    gettext_noop("The bag holds too few tiles for that swap."),
    gettext_noop("The hands hold more tiles of a colour than the game has."),
    gettext_noop("The leader already stands there; a move must go elsewhere."),
    gettext_noop("There is no war of that colour to fight."),
    gettext_noop("You can only swap tiles you hold."),
    gettext_noop("You have no catastrophe tile left."),
)

CODE_SENTENCES = {
    "bad_color": _("Name a colour: red, blue, green or black."),
    "bad_count": _("That number is not allowed here."),
    "bad_monument": _("Choose one of the monuments offered."),
    "bad_square": _("That square is not on the board."),
    "bad_tiles": _("Those tiles cannot be used."),
    "bad_treasure": _("Take one of the treasures offered."),
    "bag_too_small": _("The bag holds too few tiles for that."),
    "catastrophe_there": _("A catastrophe already lies there."),
    "joins_kingdoms": _("A leader may not join two kingdoms."),
    "land_only": _("That goes on land only."),
    "leader_there": _("A catastrophe never goes on a leader."),
    "monument_there": _("A catastrophe never goes on a monument."),
    "needs_temple": _("A leader must stand next to a face-up red temple."),
    "no_catastrophe": _("You have no catastrophe tile left."),
    "no_such_war": _("There is no war of that colour to fight."),
    "not_in_hand": _("You do not hold that tile."),
    "not_on_board": _("That is not on the board."),
    "occupied": _("That square is taken."),
    "river_only": _("That goes on the river only."),
    "same_square": _("The leader already stands there; a move must go elsewhere."),
    "three_kingdoms": _("A tile may not join three or more kingdoms."),
    "treasure_there": _("A catastrophe never goes on a treasure."),
}
