"""After the Flood's refusals in the player's language: a sentence per code whose English sentence
carries values, and every fixed sentence of the engine, listed for the catalog (the platform
looks a refusal's exact English up in the catalog first: games.engine_messages)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop

FIXED_SENTENCES = (
    gettext_noop("'dice' is a list of die faces 1-6."),
    gettext_noop("'luxuries' lists different luxuries: tool, oil, gold, lapis."),
    gettext_noop("'scribe_moves' must be a list."),
    gettext_noop("'steps' must be a non-empty list."),
    gettext_noop("'turn_order' lists every seat once."),
    gettext_noop("A scribe moves a worker somewhere else."),
    gettext_noop("After the Flood takes exactly 3 players."),
    gettext_noop("All your city bases are out: name one of your cities in 'from' to move it."),
    gettext_noop("Another player's armies stand there."),
    gettext_noop("At most 2 of your workers are scribes."),
    gettext_noop("Each scribe move is an object."),
    gettext_noop("Each step is an object."),
    gettext_noop("Expand a city or say you are done."),
    gettext_noop("No fee is due before anybody has passed."),
    gettext_noop("No unused scribe is left."),
    gettext_noop("Once anybody has passed, an action costs a fee."),
    gettext_noop("One empire per player per turn."),
    gettext_noop("Pay a resource or use a scribe."),
    gettext_noop("Pay one resource, army or worker you have."),
    gettext_noop("That area already has a city."),
    gettext_noop("That city is expanded already."),
    gettext_noop("The stock has not that many tools."),
    gettext_noop("You cannot bid what you lack."),
    gettext_noop("You have no city there."),
    gettext_noop("You have not that many unused scribes."),
    gettext_noop("You have not that many unused toolmakers."),
    gettext_noop("You have not that many workers."),
    gettext_noop("You have not that much metal."),
    gettext_noop("You lack the goods."),
    gettext_noop("You lack those goods."),
    gettext_noop("You still have a city base; 'from' is not used."),
)

CODE_SENTENCES = {
    "armies_there": _("Another player's armies stand there."),
    "bad_area": _("That area cannot be used for this move."),
    "bad_fee": _("That fee cannot be paid."),
    "bad_luxuries": _("Those luxuries cannot be used here."),
    "bad_scribe_moves": _("Those scribe moves are not allowed."),
    "bad_steps": _("Those steps are not allowed."),
    "bases_left": _("You still have a city base to place."),
    "cannot_expand": _("That empire cannot expand there."),
    "city_there": _("That area already has a city."),
    "empire_started": _("One empire per player per turn."),
    "expanded": _("That city is expanded already."),
    "fee_required": _("A fee is due for acting after a player has passed."),
    "move_a_base": _("Move one of your city bases."),
    "no_claim": _("You need the most workers in that area."),
    "no_fee_yet": _("No fee is due before anybody has passed."),
    "no_resource": _("You do not have those resources."),
    "no_scribe": _("You have no unused scribe for that."),
    "no_toolmaker": _("You have no worker at the toolmaker for that."),
    "no_traders": _("You cannot trade there."),
    "no_workers": _("You do not have those workers."),
    "not_your_city": _("You have no city there."),
    "nothing_placed": _("Pay a resource or use a scribe."),
    "scribes_full": _("No more scribes fit there."),
    "stock_empty": _("The stock has run out of that."),
    "trade_limit": _("No more trades of that kind there."),
}
