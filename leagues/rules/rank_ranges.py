"""What is still at stake in a division: each player's best and worst final place.

Places are by points; a tie on points is settled by tie-breaks that are not known in advance,
so a range counts ties both ways: the best place is 1 + the others *certainly* ahead on points,
the worst 1 + the others who *may* end level or ahead. Over every way the games left can end
(two players: win, draw or loss; three or four: every finishing order, ties included):

- best place of P: P finishes first at each of its tables (never worse for P: swapping P with
  whoever finished ahead raises P and lowers them), then a depth-first search over the other
  games minimises the count of others ending strictly above P's total, pruned by what is
  already certain (an other whose least total beats P's is ahead whatever happens; one whose
  greatest total cannot reach it never is);
- worst place: symmetric, P last at each of its tables, maximising the others level or above.

Within `node_budget` search nodes the answer is exact. A larger search answers with the sound
bound (best: others whose least total already beats P's greatest; worst: others whose greatest
total reaches P's least), which contains the exact range. A range is then intersected with the
previous one (`previous`): both are sound, so the intersection is sound, and a published range
only narrows as results come in (monotone). See docs/leagues.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import product

from tournaments.pairing.records import PlayerId
from tournaments.pairing.scoring import Scoring

DEFAULT_NODE_BUDGET = 30_000


@dataclass(frozen=True)
class RankRange:
    """A player's best and worst final place still possible (1 is first), and whether exact."""

    best: int
    worst: int
    exact: bool = True

    def narrowed_by(self, previous: RankRange | None) -> RankRange:
        if previous is None:
            return self
        best = max(self.best, previous.best)
        worst = min(self.worst, previous.worst)
        return RankRange(best, max(best, worst), self.exact or previous.exact)


@lru_cache(maxsize=8)
def rankings(size: int) -> tuple[tuple[int, ...], ...]:
    """Every competition ranking of `size` seats (ties included): 3 for two seats, 75 for four."""
    found = set()
    for scores in product(range(size), repeat=size):
        found.add(tuple(1 + sum(1 for other in scores if other > mine) for mine in scores))
    return tuple(sorted(found))


def _outcomes(size: int, scoring: Scoring) -> list[tuple[Fraction, ...]]:
    """Distinct point vectors a table of `size` can hand out."""
    return sorted({tuple(scoring.points_for_places(list(places))) for places in rankings(size)})


def rank_ranges(
    points: Mapping[PlayerId, Fraction],
    games_left: Sequence[Sequence[PlayerId]],
    scoring: Scoring | None = None,
    previous: Mapping[PlayerId, RankRange] | None = None,
    node_budget: int = DEFAULT_NODE_BUDGET,
) -> dict[PlayerId, RankRange]:
    """Each player's range given the points so far and the seats of every game not finished."""
    scoring = scoring or Scoring()
    outcomes = {len(seats): _outcomes(len(seats), scoring) for seats in games_left}
    low = {player: Fraction(value) for player, value in points.items()}
    high = dict(low)
    for seats in games_left:
        for index, player in enumerate(seats):
            low[player] += min(vector[index] for vector in outcomes[len(seats)])
            high[player] += max(vector[index] for vector in outcomes[len(seats)])
    result = {}
    for player in points:
        search = _Search(points, games_left, outcomes, low, high, player, node_budget)
        best = search.best_place()
        worst = search.worst_place()
        exact = not search.exhausted
        found = RankRange(best, worst, exact)
        result[player] = found.narrowed_by((previous or {}).get(player))
    return result


def stake_status(
    found: RankRange, size: int, promoted: int, relegated_from: int | None
) -> str | None:
    """ "promoted", "relegated" or "safe" once decided (None while still open). `promoted` is
    how many go up (0 in the top tier), `relegated_from` the first place that goes down (None in
    the bottom tier)."""
    if promoted and found.worst <= promoted:
        return "promoted"
    if relegated_from is not None and found.best >= relegated_from:
        return "relegated"
    down = relegated_from if relegated_from is not None else size + 1
    if found.best > promoted and found.worst < down:
        return "safe"
    return None


class _Search:
    """The depth-first searches for one player's best and worst place."""

    def __init__(self, points, games_left, outcomes, low, high, player, node_budget) -> None:
        self.points = points
        self.games = list(games_left)
        self.outcomes = outcomes
        self.low = low
        self.high = high
        self.player = player
        self.budget = node_budget
        self.exhausted = False

    def best_place(self) -> int:
        target = self.high[self.player]
        others = [other for other in self.points if other != self.player]
        certain = sum(1 for other in others if self.low[other] > target)
        open_ = {other for other in others if self.high[other] > target >= self.low[other]}
        if not open_:
            return 1 + certain
        fewest = self._minimise(
            self._games_of(open_), 0, self._totals(open_), target, open_, len(open_)
        )
        return 1 + certain + (0 if self.exhausted else fewest)

    def worst_place(self) -> int:
        target = self.low[self.player]
        others = [other for other in self.points if other != self.player]
        certain = sum(1 for other in others if self.low[other] >= target)
        open_ = {other for other in others if self.high[other] >= target > self.low[other]}
        if not open_:
            return 1 + certain
        most = self._maximise(self._games_of(open_), 0, self._totals(open_), target, open_, 0)
        return 1 + certain + (len(open_) if self.exhausted else most)

    def _games_of(self, open_: set) -> list[Sequence[PlayerId]]:
        """The games left that move an open player's total (P's own among them)."""
        return [seats for seats in self.games if open_ & set(seats)]

    def _totals(self, open_: set) -> dict[PlayerId, Fraction]:
        self.nodes = 0
        return {other: Fraction(self.points[other]) for other in open_}

    def _choices(self, seats: Sequence[PlayerId], first: bool) -> list[tuple[Fraction, ...]]:
        vectors = self.outcomes[len(seats)]
        if self.player not in seats:
            return vectors
        index = list(seats).index(self.player)
        wanted = max if first else min
        edge = wanted(vector[index] for vector in vectors)
        return [vector for vector in vectors if vector[index] == edge]

    def _spend(self) -> bool:
        self.nodes += 1
        if self.nodes > self.budget:
            self.exhausted = True
            return False
        return True

    def _minimise(self, games, at, totals, target, open_, best_so_far) -> int:
        """Fewest open players strictly above `target` (never more than `best_so_far`)."""
        if not self._spend():
            return best_so_far
        if at == len(games):
            return min(best_so_far, sum(1 for other in open_ if totals[other] > target))
        already = sum(1 for other in open_ if totals[other] > target)
        if already >= best_so_far:
            return best_so_far
        seats = games[at]
        for vector in self._choices(seats, True):
            for index, other in enumerate(seats):
                if other in totals:
                    totals[other] += vector[index]
            best_so_far = self._minimise(games, at + 1, totals, target, open_, best_so_far)
            for index, other in enumerate(seats):
                if other in totals:
                    totals[other] -= vector[index]
            if best_so_far == 0 or self.exhausted:
                break
        return best_so_far

    def _maximise(self, games, at, totals, target, open_, most_so_far) -> int:
        """Most open players level with or above `target` (never fewer than `most_so_far`)."""
        if not self._spend():
            return most_so_far
        remaining = games[at:]
        reachable = sum(
            1
            for other in open_
            if totals[other] + _upper(other, remaining, self.outcomes) >= target
        )
        if reachable <= most_so_far:
            return most_so_far
        if at == len(games):
            return max(most_so_far, sum(1 for other in open_ if totals[other] >= target))
        seats = games[at]
        for vector in self._choices(seats, False):
            for index, other in enumerate(seats):
                if other in totals:
                    totals[other] += vector[index]
            most_so_far = self._maximise(games, at + 1, totals, target, open_, most_so_far)
            for index, other in enumerate(seats):
                if other in totals:
                    totals[other] -= vector[index]
            if most_so_far == len(open_) or self.exhausted:
                break
        return most_so_far


def _upper(player: PlayerId, games: Sequence[Sequence[PlayerId]], outcomes) -> Fraction:
    total = Fraction(0)
    for seats in games:
        if player in seats:
            index = list(seats).index(player)
            total += max(vector[index] for vector in outcomes[len(seats)])
    return total
