"""The split of a field into tables with the fewest repeat pairs, by branch and bound.

Players are indices 0..n-1 in standings order; `repeats[a][b]` is how often a and b met. The
search fills tables one player at a time: the lowest unseated player opens a table, partners are
tried nearest in the standings first (so the first splits found keep score groups together), and
a branch is cut as soon as its repeats, plus a lower bound on the repeats the unseated players
cannot avoid, reach those of the best split known. It starts from a
known split (the caller's) as the bound, stops at once when a split without repeats is found
(nothing can beat it), and otherwise when the whole tree is searched — both proven optimal — or
after `node_limit` table extensions, returning the best found and saying it is not proven.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

NODE_LIMIT = 15_000


class _Done(Exception):  # noqa: N818 - a signal that ends the search, not an error
    """Raised to leave the search: a split without repeats, or the node budget spent."""


def fewest_repeats(
    repeats: Sequence[Sequence[int]],
    sizes: Sequence[int],
    known: list[list[int]],
    node_limit: int = NODE_LIMIT,
) -> tuple[list[list[int]], int, bool]:
    """(split, its repeat pairs, proven optimal) for tables of `sizes`, at least as good as
    `known` (a split of the same sizes)."""
    players = len(repeats)
    if sum(sizes) != players:
        raise ValueError("table sizes must seat every player")
    best_split = [list(table) for table in known]
    best = [_split_repeats(best_split, repeats)]
    best_tables = [best_split]
    if best[0] == 0:
        return best_split, 0, True
    left = Counter(sizes)
    largest = max(sizes)
    seated = [False] * players
    tables: list[list[int]] = []
    nodes = [0]

    def close(table: list[int], cost: int) -> None:
        left[len(table)] -= 1
        tables.append(table)
        place(cost)
        tables.pop()
        left[len(table)] += 1

    def grow(table: list[int], cost: int, start: int) -> None:
        nodes[0] += 1
        if nodes[0] > node_limit:
            raise _Done
        if left[len(table)] > 0:
            close(list(table), cost)
        if len(table) == largest or not any(left[size] for size in left if size > len(table)):
            return
        for candidate in range(start, players):
            if seated[candidate]:
                continue
            added = sum(repeats[member][candidate] for member in table)
            if cost + added >= best[0]:
                continue
            seated[candidate] = True
            table.append(candidate)
            grow(table, cost + added, candidate + 1)
            table.pop()
            seated[candidate] = False

    def lower_bound() -> int:
        """Repeats the unseated players cannot avoid: each needs `smallest - 1` partners and has
        only so many unseated players it never met; every repeat pair covers two shortfalls."""
        unseated = [index for index in range(players) if not seated[index]]
        smallest = min(size for size in left if left[size] > 0)
        shortfall = 0
        for player in unseated:
            fresh = sum(1 for other in unseated if other != player and not repeats[player][other])
            shortfall += max(0, smallest - 1 - fresh)
        return (shortfall + 1) // 2

    def place(cost: int) -> None:
        opener = next((index for index in range(players) if not seated[index]), None)
        if opener is None:
            best[0] = cost
            best_tables[0] = [list(table) for table in tables]
            if cost == 0:
                raise _Done
            return
        if cost + lower_bound() >= best[0]:
            return
        seated[opener] = True
        grow([opener], cost, opener + 1)
        seated[opener] = False

    try:
        place(0)
    except _Done:
        return best_tables[0], best[0], best[0] == 0
    return best_tables[0], best[0], True


def _split_repeats(split: list[list[int]], repeats: Sequence[Sequence[int]]) -> int:
    return sum(
        repeats[first][second]
        for table in split
        for position, first in enumerate(table)
        for second in table[position + 1 :]
    )
