"""Who sits where: seat-0 balance for two-player games, seat rotation at multiplayer tables.

Two players (as colours in chess): a player's balance is seat-0 games minus seat-1 games. A
player strongly (2) wants the seat that evens a balance of ±2 or more, else strongly wants the
other seat after two games in a row in one seat; otherwise mildly (1) the seat that evens the
balance, or the other seat than last time; no history means no wish (0). At a table, the stronger wish wins;
equal wishes go to the higher-ranked player; with no wishes the higher-ranked player takes seat 0
on even table numbers and seat 1 on odd ones.

More players: each ordering of the table is scored by how often each player already sat in the
seat it would get (fewest first), then by sending players whose past seats were late to early
seats; remaining ties keep ranking order.
"""

from __future__ import annotations

from itertools import permutations

from .records import PlayerId
from .scoring import Tally


def seat_wish(tally: Tally) -> tuple[int | None, int]:
    """(wanted seat or None, strength 0–2) from the player's two-player games."""
    seats = [seat for seat, size in tally.seats if size == 2]
    if not seats:
        return None, 0
    balance = seats.count(0) - seats.count(1)
    if abs(balance) >= 2:
        return (1 if balance > 0 else 0), 2
    if len(seats) >= 2 and seats[-1] == seats[-2]:
        return 1 - seats[-1], 2
    if balance:
        return (1 if balance > 0 else 0), 1
    return 1 - seats[-1], 1


def wish_conflict(first: Tally, second: Tally) -> int:
    """0 when both wishes can be met, else the strength of the weaker clashing wish."""
    wanted_first, strength_first = seat_wish(first)
    wanted_second, strength_second = seat_wish(second)
    if wanted_first is None or wanted_second is None or wanted_first != wanted_second:
        return 0
    return min(strength_first, strength_second)


def seat_pair(
    higher: PlayerId, lower: PlayerId, tallies: dict[PlayerId, Tally], table_number: int
) -> list[PlayerId]:
    """The two players of a table in seat order; `higher` is the higher-ranked one."""
    wanted_higher, strength_higher = seat_wish(tallies[higher])
    wanted_lower, strength_lower = seat_wish(tallies[lower])
    if wanted_higher is not None and strength_higher >= strength_lower:
        higher_seat = wanted_higher
    elif wanted_lower is not None:
        higher_seat = 1 - wanted_lower
    else:
        higher_seat = table_number % 2
    return [higher, lower] if higher_seat == 0 else [lower, higher]


def rotate_seats(ranked_table: list[PlayerId], tallies: dict[PlayerId, Tally]) -> list[PlayerId]:
    """A multiplayer table (given best-ranked first) in the seat order that rotates seats best."""
    size = len(ranked_table)
    counts = {}
    lateness = {}
    for player in ranked_table:
        history = tallies[player].seats
        counts[player] = [sum(1 for seat, _ in history if seat == index) for index in range(size)]
        # mean relative lateness of past seats, 0 (always first) .. 1 (always last)
        lateness[player] = (
            sum(seat / (table - 1) for seat, table in history) / len(history) if history else 0.0
        )
    best_order = list(ranked_table)
    best_cost = None
    for order in permutations(ranked_table):
        repeats = sum(counts[player][seat] for seat, player in enumerate(order))
        early_for_late = sum(seat * lateness[player] for seat, player in enumerate(order))
        cost = (repeats, early_for_late)
        if best_cost is None or cost < best_cost:
            best_cost, best_order = cost, list(order)
    return best_order
