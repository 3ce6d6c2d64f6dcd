"""Tie-break names as players read them ("Median Buchholz", "중간 부흐홀츠"), for the tournament
form and the standings; tournaments.pairing keeps the stable keys."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from tournaments import pairing

TIEBREAK_WORDS = {
    "buchholz": gettext_lazy("Buchholz"),
    "buchholz_cut1": gettext_lazy("Buchholz Cut-1"),
    "buchholz_virtual": gettext_lazy("Buchholz with a virtual opponent for unplayed rounds"),
    "opponents_match_win": gettext_lazy("Opponents' match-win rate"),
    "median_buchholz": gettext_lazy("Median Buchholz"),
    "sonneborn_berger": gettext_lazy("Sonneborn–Berger"),
    "head_to_head": gettext_lazy("Head-to-head"),
    "rating": gettext_lazy("Rating"),
}


def tiebreak_name(key: str) -> str:
    return str(TIEBREAK_WORDS.get(key, key.replace("_", " ").capitalize()))


def tiebreak_choices() -> list[tuple[str, str]]:
    return [(key, str(TIEBREAK_WORDS.get(key, key))) for key in pairing.TIEBREAK_NAMES]
