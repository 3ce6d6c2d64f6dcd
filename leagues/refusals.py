"""The league rules' refusals in the reader's language: the pure core says them in English
(leagues.rules.LeagueRuleError), the services say them through this table."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from errors import PlatformError
from leagues.rules import LeagueRuleError

RULE_REFUSALS = {
    "bad_table_size": _("League tables seat 2, 3 or 4 players."),
    "bad_cycles": _("A league plays a single or a double round robin."),
    "duplicate_player": _("A player is in the division twice."),
    "too_few_players": _("The division has too few players."),
    "bad_movement": _("These movement rules are not possible."),
    "bad_fallback": _("Adjudication falls back to a ranking or a draw."),
    "bad_estimate": _("An estimate names every seat's chance."),
    "bad_round": _("This round robin has no such round."),
    "bad_result": _("A result needs one place per seat."),
    "round_unfinished": _("A round still has a game without a result."),
}


def rule_refusal(error: LeagueRuleError, *, status: int = 400) -> PlatformError:
    """The core's refusal as a platform error, its sentence in the reader's language."""
    return PlatformError(
        error.code, str(RULE_REFUSALS.get(error.code, error.message)), status=status
    )
