"""The ruling on a game still running at a season's hard deadline, from each seat's estimated
chance to win (the strong bot's search from the true position, see leagues.adjudication).

A seat whose chance is at least `WIN_THRESHOLD` (90 %) wins; the others follow by their chances
(fallback "ranking") or share second place (fallback "draw"). With no seat that sure: fallback
"ranking" places every seat by its chance (equal chances, rounded to `PRECISION` digits, share a
place), fallback "draw" ties everyone first. Places use competition ranking (1, 1, 3).
"""

from __future__ import annotations

from collections.abc import Sequence

from .errors import LeagueRuleError

WIN_THRESHOLD = 0.9
ADJUDICATION_FALLBACKS = ("ranking", "draw")
PRECISION = 4


def adjudicated_places(
    chances: Sequence[float], fallback: str = "ranking", threshold: float = WIN_THRESHOLD
) -> list[int]:
    """Each seat's finishing place from its estimated chance to win."""
    if fallback not in ADJUDICATION_FALLBACKS:
        raise LeagueRuleError("bad_fallback", "Adjudication falls back to a ranking or a draw.")
    if len(chances) < 2:
        raise LeagueRuleError("bad_estimate", "An estimate names every seat's chance.")
    rounded = [round(float(chance), PRECISION) for chance in chances]
    sure = [seat for seat, chance in enumerate(rounded) if chance >= threshold]
    if sure:
        winner = sure[0]
        if fallback == "draw":
            return [1 if seat == winner else 2 for seat in range(len(rounded))]
        keyed = [2.0 if seat == winner else chance for seat, chance in enumerate(rounded)]
        return _ranking(keyed)
    if fallback == "draw":
        return [1] * len(rounded)
    return _ranking(rounded)


def _ranking(values: Sequence[float]) -> list[int]:
    return [1 + sum(1 for other in values if other > mine) for mine in values]
