"""Swiss rounds for three or more players a table: tables by score, fewest repeat opponents.

Table sizes come from `table_sizes` (byes, if any, go to the lowest-ranked players with the fewest
byes). Players in standings order fill the tables top-down, then a local search swaps players
between a table with repeat opponents and one of its 12 nearest tables while that lowers the cost
(a local optimum, not a proven minimum): first the number of repeat opponents at a table
(pairs who met before, counted by meetings), then the spread of scores (the square of the score
group distance of every pair). Seats are then rotated (see `seats.rotate_seats`).
"""

from __future__ import annotations

from .ranking import bye_recipients
from .records import Pairing, PlayerId
from .scoring import Tally
from .seats import rotate_seats
from .table_sizes import table_sizes

_REPEAT_WEIGHT = 10**6
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
    tables: list[list[PlayerId]] = []
    start = 0
    for size in sizes:
        tables.append(seated[start : start + size])
        start += size
    _improve(tables, tallies, group_of)
    result = []
    for table in sorted(tables, key=lambda table: min(rank[player] for player in table)):
        ranked = sorted(table, key=rank.__getitem__)
        result.append(rotate_seats(ranked, tallies))
    return Pairing(tables=result, byes=sorted(byes, key=rank.__getitem__))


def _pair_cost(first: PlayerId, second: PlayerId, tallies, group_of) -> int:
    distance = group_of[first] - group_of[second]
    return tallies[first].met.get(second, 0) * _REPEAT_WEIGHT + distance * distance


def _table_cost(table: list[PlayerId], tallies, group_of) -> int:
    return sum(
        _pair_cost(first, second, tallies, group_of)
        for index, first in enumerate(table)
        for second in table[index + 1 :]
    )


def _cost_with(table: list[PlayerId], leaving: int, joining: PlayerId, tallies, group_of) -> int:
    """Cost of `table` with the player at index `leaving` replaced by `joining`."""
    others = [player for index, player in enumerate(table) if index != leaving]
    return _table_cost(others + [joining], tallies, group_of)


def _improve(tables: list[list[PlayerId]], tallies, group_of) -> None:
    """Swap players between tables while some swap lowers the total cost (in place)."""
    costs = [_table_cost(table, tallies, group_of) for table in tables]
    for _ in range(_SEARCH_PASSES):
        improved = False
        for here in range(len(tables)):
            if costs[here] < _REPEAT_WEIGHT:
                continue  # no repeat opponents at this table
            # the nearest tables in standings order, nearest first
            others = sorted(
                (there for there in range(len(tables)) if there != here),
                key=lambda there: abs(there - here),
            )[:_NEAREST_TABLES]
            for there in others:
                if _try_swap(tables, costs, here, there, tallies, group_of):
                    improved = True
                    break
        if not improved:
            return


def _try_swap(tables, costs, here, there, tallies, group_of) -> bool:
    """Make the best cost-lowering swap between two tables, if any."""
    best = None
    before = costs[here] + costs[there]
    for index_here, player_here in enumerate(tables[here]):
        for index_there, player_there in enumerate(tables[there]):
            cost_here = _cost_with(tables[here], index_here, player_there, tallies, group_of)
            cost_there = _cost_with(tables[there], index_there, player_here, tallies, group_of)
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
