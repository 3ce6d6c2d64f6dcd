"""Standings from played rounds: score, then tie-breaks in a configurable order.

Tie-breaks (names for the `tiebreaks` argument):
- `buchholz`: the sum of the final scores of every opponent met (a multiplayer table counts each
  other player at it). A bye adds nothing.
- `median_buchholz`: Buchholz without the single highest and single lowest opponent score
  (0 with fewer than three opponent entries).
- `sonneborn_berger`: the sum over opponents met of (pairwise result × that opponent's score);
  pairwise result is 1 for finishing ahead, ½ tied, 0 behind (a two-player win, draw, loss).
- `head_to_head`: among the players still tied on score and every earlier tie-break, the
  pairwise results scored against each other.
- `rating`: the entrant's rating.
Players equal on everything share a rank and are listed by id (as text).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from .errors import PairingUserError
from .records import Entrant, PlayerId, RoundRecord, check_entrants
from .scoring import Scoring, Tally, tally_history

DEFAULT_TIEBREAKS = ("buchholz", "median_buchholz", "sonneborn_berger", "head_to_head", "rating")


@dataclass
class Standing:
    """One line of the standings: shared rank, score and tie-break values by name."""

    rank: int
    player: PlayerId
    score: Fraction
    tiebreaks: dict[str, Fraction | float] = field(default_factory=dict)


def _buchholz(tally: Tally, scores: dict[PlayerId, Fraction]) -> Fraction:
    return sum((scores[opponent] for opponent, _ in tally.encounters), Fraction(0))


def _median_buchholz(tally: Tally, scores: dict[PlayerId, Fraction]) -> Fraction:
    values = sorted(scores[opponent] for opponent, _ in tally.encounters)
    return sum(values[1:-1], Fraction(0)) if len(values) >= 3 else Fraction(0)


def _sonneborn_berger(tally: Tally, scores: dict[PlayerId, Fraction]) -> Fraction:
    return sum((result * scores[opponent] for opponent, result in tally.encounters), Fraction(0))


_FIXED: dict[str, Callable[[Tally, dict[PlayerId, Fraction]], Fraction]] = {
    "buchholz": _buchholz,
    "median_buchholz": _median_buchholz,
    "sonneborn_berger": _sonneborn_berger,
}
TIEBREAK_NAMES = (*_FIXED, "head_to_head", "rating")


def standings(
    entrants: Sequence[Entrant],
    history: Sequence[RoundRecord],
    *,
    scoring: Scoring | None = None,
    tiebreaks: Sequence[str] = DEFAULT_TIEBREAKS,
) -> list[Standing]:
    """Ordered standings of every entrant from the finished games and byes of `history`."""
    check_entrants(entrants, 1)
    for name in tiebreaks:
        if name not in TIEBREAK_NAMES:
            raise PairingUserError("bad_tiebreak", f"Unknown tie-break {name!r}.")
    scoring = scoring or Scoring()
    tallies = tally_history(history, scoring)
    known = {entrant.id for entrant in entrants}
    for player in tallies:
        if player not in known:
            raise PairingUserError("unknown_player", f"Player {player!r} is not an entrant.")
    tallies = {entrant.id: tallies.get(entrant.id, Tally()) for entrant in entrants}
    scores = {player: tally.score for player, tally in tallies.items()}
    ratings = {entrant.id: entrant.rating for entrant in entrants}
    values: dict[PlayerId, dict[str, Fraction | float]] = {player: {} for player in tallies}
    # groups of players still tied, best first; each refined by the next criterion
    groups: list[list[PlayerId]] = [list(tallies)]
    groups = _split(groups, scores)
    for name in tiebreaks:
        if name == "head_to_head":
            for group in groups:
                members = set(group)
                for player in group:
                    values[player][name] = sum(
                        (
                            result
                            for opponent, result in tallies[player].encounters
                            if opponent in members
                        ),
                        Fraction(0),
                    )
        elif name == "rating":
            for player in tallies:
                values[player][name] = ratings[player]
        else:
            for player in tallies:
                values[player][name] = _FIXED[name](tallies[player], scores)
        groups = _split(groups, {player: values[player][name] for player in tallies})
    table = []
    position = 0
    for group in groups:
        rank = position + 1
        for player in sorted(group, key=str):
            table.append(Standing(rank, player, scores[player], values[player]))
            position += 1
    return table


def _split(
    groups: list[list[PlayerId]], value_of: Mapping[PlayerId, Fraction | float]
) -> list[list[PlayerId]]:
    """Each tied group split by a value, highest first."""
    refined = []
    for group in groups:
        buckets: dict[Fraction | float, list[PlayerId]] = {}
        for player in group:
            buckets.setdefault(value_of[player], []).append(player)
        for value in sorted(buckets, reverse=True):
            refined.append(buckets[value])
    return refined
