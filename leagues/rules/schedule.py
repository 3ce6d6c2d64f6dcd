"""A division's whole season, fixed in advance: every round's tables.

Two players a table: FIDE Berger tables (`tournaments.pairing.round_robin_round`), so every pair
meets once (twice with `cycles=2`, seats reversed) and colours alternate. Three or four a table:
rounds are added one at a time until every pair has met at least `cycles` times. Each round starts
from the pairing core's split with the fewest repeat meetings (`pair_pods`, every score equal:
byes to those with the fewest so far, seats rotated) and its seated players are then re-split into
tables of the same sizes at the least cost Σ REPEAT_WEIGHT ** (meetings so far) over the pairs
seated together, searching every split (branch and bound) for up to EXACT_SPLIT_LIMIT seated
players: a pair that has met twice costs more than many pairs that met once, so meetings spread
evenly, round by round.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from tournaments.pairing import Entrant, Pairing, round_robin_round, round_robin_rounds
from tournaments.pairing.pods import pair_pods
from tournaments.pairing.records import PlayerId
from tournaments.pairing.scoring import Tally
from tournaments.pairing.seats import rotate_seats

from .errors import LeagueRuleError

# a cap on the rounds of a table round robin: the greedy split covers every pair well within it
MAX_ROUND_FACTOR = 4
REPEAT_WEIGHT = 64
EXACT_SPLIT_LIMIT = 12


def season_schedule(players: Sequence[PlayerId], table_size: int, cycles: int = 1) -> list[Pairing]:
    """Every round of a division's season, in order (each a Pairing of tables and byes)."""
    if isinstance(table_size, bool) or table_size not in (2, 3, 4):
        raise LeagueRuleError("bad_table_size", "League tables seat 2, 3 or 4 players.")
    if cycles not in (1, 2):
        raise LeagueRuleError("bad_cycles", "A league plays a single or a double round robin.")
    if len(set(players)) != len(players):
        raise LeagueRuleError("duplicate_player", "A player is in the division twice.")
    if len(players) < table_size:
        raise LeagueRuleError("too_few_players", "The division has too few players.")
    if table_size == 2:
        entrants = [Entrant(player) for player in players]
        rounds = round_robin_rounds(len(players), cycles)
        return [round_robin_round(entrants, number, cycles) for number in range(1, rounds + 1)]
    return _table_schedule(list(players), table_size, cycles)


def _table_schedule(players: list[PlayerId], table_size: int, cycles: int) -> list[Pairing]:
    tallies = {player: Tally() for player in players}
    pairs_met: Counter = Counter()
    lower_bound = -(-(len(players) - 1) // (table_size - 1)) * cycles
    rounds: list[Pairing] = []
    while len(rounds) < lower_bound * MAX_ROUND_FACTOR:
        if rounds and all(
            pairs_met[frozenset(pair)] >= cycles for pair in combinations(players, 2)
        ):
            break
        pairing = pair_pods(players, tallies, table_size, min(3, len(players)))
        _spread(pairing.tables, pairs_met, tallies)
        for table in pairing.tables:
            for index, player in enumerate(table):
                tallies[player].seats.append((index, len(table)))
                tallies[player].met.update(other for other in table if other != player)
            pairs_met.update(frozenset(pair) for pair in combinations(table, 2))
        for player in pairing.byes:
            tallies[player].byes += 1
        rounds.append(pairing)
    return rounds


def _table_cost(table: Sequence[PlayerId], pairs_met: Counter) -> int:
    return sum(REPEAT_WEIGHT ** pairs_met[frozenset(pair)] for pair in combinations(table, 2))


def _spread(
    tables: list[list[PlayerId]], pairs_met: Counter, tallies: dict[PlayerId, Tally]
) -> None:
    """Re-split the seated players into tables of the same sizes at the least cost: every split
    is searched for up to EXACT_SPLIT_LIMIT seated players, beyond it the split is kept. Seats
    are then rotated by the pairing core (`rotate_seats`)."""
    seated = [player for table in tables for player in table]
    if len(seated) > EXACT_SPLIT_LIMIT:
        return
    sizes = sorted((len(table) for table in tables), reverse=True)
    best: list = [None, None]

    def search(rest: list[PlayerId], sizes_left: list[int], chosen: list, cost: int) -> None:
        if best[0] is not None and cost >= best[0]:
            return
        if not rest:
            best[0], best[1] = cost, [list(table) for table in chosen]
            return
        head, others = rest[0], rest[1:]
        for size in sorted(set(sizes_left), reverse=True):
            remaining = list(sizes_left)
            remaining.remove(size)
            for companions in combinations(others, size - 1):
                table = (head, *companions)
                left = [player for player in others if player not in companions]
                chosen.append(table)
                search(left, remaining, chosen, cost + _table_cost(table, pairs_met))
                chosen.pop()

    search(seated, sizes, [], 0)
    tables[:] = [rotate_seats(table, tallies) for table in best[1]]


def meetings(rounds: Sequence[Pairing]) -> Counter:
    """How often each pair (a frozenset) sits at one table over `rounds`."""
    met: Counter = Counter()
    for pairing in rounds:
        for table in pairing.tables:
            met.update(frozenset(pair) for pair in combinations(table, 2))
    return met
