"""Swiss rounds for three or more players a table: tables by score, fewest repeat opponents.

Table sizes come from `table_sizes` (byes, if any, go to the lowest-ranked players with the fewest
byes). The cost of a split, compared level by level: first the repeat opponents (pairs at a table
who met before, counted by meetings), then the spread of scores (the square of the score-group
distance of every pair at a table). The repeat level is weighted above the largest spread a round
can have, so one repeat fewer always wins.

Players in standings order fill the tables top-down (score groups together), then a local search
swaps players between a table with repeat opponents and one of its 12 nearest tables while that
lowers the cost. For fields up to `EXACT_LIMIT` seated players that split is only the starting
bound of a branch and bound on repeats (`exact_tables.fewest_repeats`): the round has the fewest
repeat pairs possible (proven whenever a split without repeats exists or the search finishes
within its node budget), and then swaps between any two tables lower the score spread without
adding a repeat. Beyond the limit the local search's split is used (a local optimum). Seats are
then rotated (see `seats.rotate_seats`).
"""

from __future__ import annotations

from .exact_tables import fewest_repeats
from .ranking import bye_recipients
from .records import Pairing, PlayerId
from .scoring import Tally
from .seats import rotate_seats
from .table_sizes import table_sizes

EXACT_LIMIT = 40
_SEARCH_PASSES = 30
_NEAREST_TABLES = 12


def pair_pods(
    ordered: list[PlayerId],
    tallies: dict[PlayerId, Tally],
    table_size: int,
    min_table_size: int | None,
) -> Pairing:
    """Multiplayer tables (best-ranked first) and byes for players in standings order."""
    sizes, bye_count = table_sizes(len(ordered), table_size, min_table_size)
    byes = bye_recipients(ordered, tallies, bye_count)
    seated = [player for player in ordered if player not in set(byes)]
    scores = sorted({tallies[player].score for player in seated}, reverse=True)
    group_index = {score: index for index, score in enumerate(scores)}
    group_of = {player: group_index[tallies[player].score] for player in seated}
    rank = {player: index for index, player in enumerate(ordered)}
    weight = repeat_weight(sizes, len(scores))
    tables: list[list[PlayerId]] = []
    start = 0
    for size in sizes:
        tables.append(seated[start : start + size])
        start += size
    _improve(tables, tallies, group_of, weight)
    if len(seated) <= EXACT_LIMIT:
        tables = _exact_tables(seated, tables, sizes, tallies, group_of, weight)
    result = []
    for table in sorted(tables, key=lambda table: min(rank[player] for player in table)):
        ranked = sorted(table, key=rank.__getitem__)
        result.append(rotate_seats(ranked, tallies))
    return Pairing(tables=result, byes=sorted(byes, key=rank.__getitem__))


def _exact_tables(seated, tables, sizes, tallies, group_of, weight) -> list[list[PlayerId]]:
    """The split with the fewest repeats, then a lower score spread (see the module)."""
    index_of = {player: index for index, player in enumerate(seated)}
    repeats = [[0] * len(seated) for _ in seated]
    for first, player in enumerate(seated):
        for other, meetings in tallies[player].met.items():
            second = index_of.get(other)
            if second is not None and second != first:
                repeats[first][second] = meetings
    known = [sorted(index_of[player] for player in table) for table in tables]
    split, _, _ = fewest_repeats(repeats, sizes, known)
    found = [[seated[index] for index in table] for table in split]
    _lower_spread(found, tallies, group_of, weight)
    return found


def _lower_spread(tables: list[list[PlayerId]], tallies, group_of, weight: int) -> None:
    """Swap players between any two tables while a swap lowers the cost (repeats, then
    spread), in place."""
    costs = [_table_cost(table, tallies, group_of, weight) for table in tables]
    for _ in range(_SEARCH_PASSES):
        improved = False
        for here in range(len(tables)):
            for there in range(here + 1, len(tables)):
                if _try_swap(tables, costs, here, there, tallies, group_of, weight):
                    improved = True
        if not improved:
            return


def repeat_weight(sizes: list[int], groups: int) -> int:
    """The cost of one repeat pair: more than the largest score spread a round can have."""
    pairs = sum(size * (size - 1) // 2 for size in sizes)
    return pairs * max(groups - 1, 0) ** 2 + 1


def _pair_cost(first: PlayerId, second: PlayerId, tallies, group_of, weight: int) -> int:
    distance = group_of[first] - group_of[second]
    return tallies[first].met.get(second, 0) * weight + distance * distance


def _table_cost(table: list[PlayerId], tallies, group_of, weight: int) -> int:
    return sum(
        _pair_cost(first, second, tallies, group_of, weight)
        for index, first in enumerate(table)
        for second in table[index + 1 :]
    )


def _cost_with(
    table: list[PlayerId], leaving: int, joining: PlayerId, tallies, group_of, weight: int
) -> int:
    """Cost of `table` with the player at index `leaving` replaced by `joining`."""
    others = [player for index, player in enumerate(table) if index != leaving]
    return _table_cost([*others, joining], tallies, group_of, weight)


def _improve(tables: list[list[PlayerId]], tallies, group_of, weight: int) -> None:
    """Swap players between tables while some swap lowers the total cost (in place)."""
    costs = [_table_cost(table, tallies, group_of, weight) for table in tables]
    for _ in range(_SEARCH_PASSES):
        improved = False
        for here in range(len(tables)):
            if costs[here] < weight:
                continue  # no repeat opponents at this table
            # the nearest tables in standings order, nearest first
            others = sorted(
                (there for there in range(len(tables)) if there != here),
                key=lambda there: abs(there - here),
            )[:_NEAREST_TABLES]
            for there in others:
                if _try_swap(tables, costs, here, there, tallies, group_of, weight):
                    improved = True
                    break
        if not improved:
            return


def _try_swap(tables, costs, here, there, tallies, group_of, weight) -> bool:
    """Make the best cost-lowering swap between two tables, if any."""
    best = None
    before = costs[here] + costs[there]
    for index_here, player_here in enumerate(tables[here]):
        for index_there, player_there in enumerate(tables[there]):
            cost_here = _cost_with(
                tables[here], index_here, player_there, tallies, group_of, weight
            )
            cost_there = _cost_with(
                tables[there], index_there, player_here, tallies, group_of, weight
            )
            gain = before - cost_here - cost_there
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, index_here, index_there, cost_here, cost_there)
    if best is None:
        return False
    _, index_here, index_there, cost_here, cost_there = best
    tables[here][index_here], tables[there][index_there] = (
        tables[there][index_there],
        tables[here][index_here],
    )
    costs[here], costs[there] = cost_here, cost_there
    return True
