"""How many tables of which sizes seat a field, and how many byes that needs.

Rule: the fewest byes first, then the fewest tables, then sizes as even as possible (they differ
by at most one, larger tables first). With tables of 3–4: 5 → 4 + 1 bye (a 2-player table is
not allowed unless `min_size` is 2, then 3 + 2), 6 → 3+3, 7 → 4+3, 8 → 4+4, 9 → 3+3+3,
10 → 4+3+3, 11 → 4+4+3, 12 → 4+4+4, 13 → 4+3+3+3. Every field of 6 or more players fills
tables of 3–4 with no bye, since such a count is a sum of threes and fours. Three-player tables
allow no smaller table by default: 7 players -> 3 + 3 and a bye.
"""

from __future__ import annotations

from .errors import PairingUserError


def default_min_size(max_size: int) -> int:
    """Smallest table allowed when none is named: one seat fewer than the largest, but never
    fewer than three at multiplayer tables (2 -> 2, 3 -> 3, 4 -> 3, 5 -> 4). Callers should pass
    the game's own minimum when it allows smaller tables."""
    return max(min(max_size, 3), max_size - 1)


def table_sizes(players: int, max_size: int, min_size: int | None = None) -> tuple[list[int], int]:
    """(table sizes, number of byes) seating `players` at tables of `min_size`..`max_size`."""
    if min_size is None:
        min_size = default_min_size(max_size)
    if isinstance(max_size, bool) or not isinstance(max_size, int) or max_size < 2:
        raise PairingUserError("bad_table_size", "Tables need at least two seats.")
    if isinstance(min_size, bool) or not isinstance(min_size, int) or not 2 <= min_size <= max_size:
        raise PairingUserError(
            "bad_table_size", f"The smallest table must be between 2 and {max_size} players."
        )
    if players < min_size:
        raise PairingUserError(
            "too_few_players", f"At least {min_size} players are needed, there are {players}."
        )
    for byes in range(players):
        seated = players - byes
        tables = -(-seated // max_size)
        if seated // tables >= min_size:
            base, extra = divmod(seated, tables)
            return [base + 1] * extra + [base] * (tables - extra), byes
    raise AssertionError("unreachable: one table of min_size always fits")
