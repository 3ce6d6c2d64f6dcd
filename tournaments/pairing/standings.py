"""Standings from played rounds: score, then tie-breaks in a configurable order.

Tie-breaks (names for the `tiebreaks` argument):
- `buchholz`: the sum of the final scores of every opponent met (a multiplayer table counts each
  other player at it). A bye adds nothing.
- `buchholz_cut1`: Buchholz without the single lowest opponent score (FIDE's Cut-1).
- `buchholz_virtual`: Buchholz where every round the player did not play (a bye, or absent)
  counts as a game against FIDE's virtual opponent, whose score is the player's score before
  that round + (a win's points − the points the player got that round) + a draw's points for
  every later round.
- `opponents_match_win`: the mean, over the opponents met (once per game), of each opponent's
  rate of pairwise results (win 1, draw ½, loss 0; byes left out), each floored at ⅓ (MTG's
  opponents' match-win percentage, as a fraction).
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


def _buchholz_cut1(tally: Tally, scores: dict[PlayerId, Fraction]) -> Fraction:
    values = sorted(scores[opponent] for opponent, _ in tally.encounters)
    return sum(values[1:], Fraction(0))


_FIXED: dict[str, Callable[[Tally, dict[PlayerId, Fraction]], Fraction]] = {
    "buchholz": _buchholz,
    "buchholz_cut1": _buchholz_cut1,
    "median_buchholz": _median_buchholz,
    "sonneborn_berger": _sonneborn_berger,
}
_FROM_HISTORY = ("buchholz_virtual", "opponents_match_win")
TIEBREAK_NAMES = (*_FIXED, *_FROM_HISTORY, "head_to_head", "rating")
_MATCH_WIN_FLOOR = Fraction(1, 3)


def _opponents_match_win(tallies: Mapping[PlayerId, Tally]) -> dict[PlayerId, Fraction]:
    """Each player's opponents' match-win rate (see the module)."""
    rate = {}
    for player, tally in tallies.items():
        results = [result for _, result in tally.encounters]
        rate[player] = sum(results, Fraction(0)) / len(results) if results else Fraction(0)
    values = {}
    for player, tally in tallies.items():
        opponents = [
            max(rate.get(opponent, Fraction(0)), _MATCH_WIN_FLOOR)
            for opponent, _ in tally.encounters
        ]
        values[player] = sum(opponents, Fraction(0)) / len(opponents) if opponents else Fraction(0)
    return values


def _buchholz_virtual(
    players: Sequence[PlayerId],
    history: Sequence[RoundRecord],
    scoring: Scoring,
    scores: Mapping[PlayerId, Fraction],
    tallies: Mapping[PlayerId, Tally],
) -> dict[PlayerId, Fraction]:
    """Buchholz with FIDE's virtual opponent for every unplayed round (see the module)."""
    win, _ = scoring.points_for_places([1, 2])
    draw = scoring.points_for_places([1, 1])[0]
    rounds = len(history)
    values = {player: _buchholz(tallies[player], dict(scores)) for player in players}
    before: dict[PlayerId, Fraction] = {player: Fraction(0) for player in players}
    for number, round_record in enumerate(history, start=1):
        gained: dict[PlayerId, Fraction] = {}
        for player in round_record.byes:
            gained[player] = gained.get(player, Fraction(0)) + scoring.bye_value()
        seated: set[PlayerId] = set()
        for game in round_record.games:
            seated.update(game.seats)
            if game.places is None:
                continue
            for player, points in zip(
                game.seats, scoring.points_for_places(list(game.places)), strict=True
            ):
                gained[player] = gained.get(player, Fraction(0)) + points
        for player in players:
            if player not in seated:
                result = gained.get(player, Fraction(0))
                values[player] += before[player] + (win - result) + draw * (rounds - number)
            before[player] += gained.get(player, Fraction(0))
    return values


def standings(
    entrants: Sequence[Entrant],
    history: Sequence[RoundRecord],
    *,
    scoring: Scoring | None = None,
    tiebreaks: Sequence[str] = DEFAULT_TIEBREAKS,
    initial_scores: Mapping[PlayerId, Fraction] | None = None,
) -> list[Standing]:
    """Ordered standings of every entrant from the finished games and byes of `history`
    (plus McMahon `initial_scores`, if given)."""
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
    for player, start in (initial_scores or {}).items():
        if player in tallies:
            tallies[player].score += start
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
        elif name == "opponents_match_win":
            for player, value in _opponents_match_win(tallies).items():
                values[player][name] = value
        elif name == "buchholz_virtual":
            virtual = _buchholz_virtual(list(tallies), history, scoring, scores, tallies)
            for player, value in virtual.items():
                values[player][name] = value
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
