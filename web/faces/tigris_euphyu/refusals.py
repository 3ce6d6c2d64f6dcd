"""Tigris Euphyu's refusals in the player's language: a sentence per code whose English sentence
carries values, and every fixed sentence of the engine, listed for the catalog (the platform
looks a refusal's exact English up in the catalog first: games.engine_messages)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop

FIXED_SENTENCES = (
    gettext_noop("A horizontal pair takes columns 0 to 3 (and the next)."),
    gettext_noop("Choose who receives your walls first."),
    gettext_noop("Columns are 0 to 4."),
    gettext_noop("Drop your pair first."),
    gettext_noop("List returned tiles in the order red, blue, green, black."),
    gettext_noop("Name an opponent's seat."),
    gettext_noop("Orientation is vertical, vertical-flipped, horizontal or horizontal-flipped."),
    gettext_noop("Return exactly 3 captured tiles to the bag."),
    gettext_noop("Survival mode takes 2 to 4 players."),
    gettext_noop("That drop would leave a tile above the top row."),
    gettext_noop("The mode is 'classic' or 'survival'."),
    gettext_noop("The number of players must be a whole number."),
    gettext_noop("The target must be an opponent still in the game."),
    gettext_noop("The wall is a red, blue, green or black tile."),
    gettext_noop("Tigris Euphyu takes 1 to 4 players."),
    gettext_noop("You have not captured those 4 tiles."),
    gettext_noop("Your pair is down: interfere or end your turn."),
    gettext_noop("bag_order holds only red, blue, green and black."),
    gettext_noop("bag_order must hold 57 red, 36 blue, 30 green and 30 black tiles."),
)

CODE_SENTENCES = {
    "bad_colour": _("Name a colour: red, blue, green or black."),
    "bad_column": _("That column is not on your board."),
    "bad_orientation": _("That orientation is not allowed."),
    "bad_return": _("Those tiles cannot be returned."),
    "bad_target": _("That target is not allowed."),
    "not_enough_captured": _("You have not captured those tiles."),
    "return_order": _("List returned tiles in the order red, blue, green, black."),
    "well_overflow": _("That drop would leave a tile above the top row."),
    "wrong_step": _("That move does not fit this step of your turn."),
}
