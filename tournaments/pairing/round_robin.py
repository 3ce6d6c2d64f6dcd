"""Round robin by FIDE Berger tables (Handbook C.05, Annex 1), built by the circle method.

Players are numbered 1..n in the order given. With an odd count a dummy number n+1 is added
(the highest number); whoever is drawn against it has a bye that round. For n (even) players and
round r (1..n-1): the last player n meets a = ((r-1)·n/2 mod (n-1)) + 1, sitting in seat 1 in odd
rounds and seat 0 in even ones; every other table k = 1..n/2-1 has a+k in seat 0 against a-k
(both counted modulo n-1 in 1..n-1). For six players this is FIDE's table:
1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1.

A double round robin (`cycles=2`) plays the same rounds again with the seats reversed.

Round robin at tables of 3–4 (`table_round_robin_round`): no fixed table exists for every field,
so each round is the split with the fewest repeat meetings given the rounds so far (the
multiplayer Swiss split with every score equal, see `pods`): over
`table_round_robin_rounds` rounds every player meets every other as evenly as the split allows.
"""

from __future__ import annotations

from collections.abc import Sequence

from .errors import PairingUserError
from .pods import pair_pods
from .records import Entrant, Pairing, RoundRecord, check_entrants, check_finished
from .scoring import Scoring, Tally, tally_history


def berger_round(players: int, round_number: int) -> list[tuple[int, int]]:
    """The tables of one round for an even count of numbered players, seat 0 first."""
    if players < 2 or players % 2:
        raise PairingUserError("too_few_players", "Berger tables need an even count of players.")
    if not 1 <= round_number <= players - 1:
        raise PairingUserError(
            "bad_round", f"A round robin of {players} has rounds 1 to {players - 1}."
        )
    cycle = players - 1

    def number(value: int) -> int:
        return (value - 1) % cycle + 1

    anchor = (round_number - 1) * (players // 2) % cycle + 1
    tables = [(anchor, players) if round_number % 2 else (players, anchor)]
    for offset in range(1, players // 2):
        tables.append((number(anchor + offset), number(anchor - offset)))
    return tables


def round_robin_rounds(count: int, cycles: int = 1) -> int:
    """How many rounds a round robin of `count` players has (`cycles` 2: a double one)."""
    return (count - 1 if count % 2 == 0 else count) * cycles


def round_robin_round(entrants: Sequence[Entrant], round_number: int, cycles: int = 1) -> Pairing:
    """Round `round_number` (from 1) of a round robin, entrants numbered in given order; in the
    second cycle of a double round robin the seats are reversed."""
    check_entrants(entrants, 2)
    if cycles not in (1, 2):
        raise PairingUserError("bad_round", "A round robin has one or two cycles.")
    ids = [entrant.id for entrant in entrants]
    numbered = len(ids) + len(ids) % 2
    per_cycle = numbered - 1
    if not 1 <= round_number <= per_cycle * cycles:
        raise PairingUserError(
            "bad_round",
            f"This round robin has rounds 1 to {per_cycle * cycles}, not {round_number}.",
        )
    reverse = round_number > per_cycle
    pairing = Pairing()
    for first, second in berger_round(numbered, (round_number - 1) % per_cycle + 1):
        if second > len(ids):
            pairing.byes.append(ids[first - 1])
        elif first > len(ids):
            pairing.byes.append(ids[second - 1])
        else:
            table = [ids[first - 1], ids[second - 1]]
            pairing.tables.append(table[::-1] if reverse else table)
    return pairing


def table_round_robin_rounds(count: int, table_size: int) -> int:
    """Rounds for every player to meet every other at least once at tables of `table_size`
    (each round a player meets at most `table_size - 1` others): ⌈(count − 1) / (size − 1)⌉."""
    return max(1, -(-(count - 1) // (table_size - 1)))


def table_round_robin_round(
    entrants: Sequence[Entrant],
    history: Sequence[RoundRecord],
    table_size: int,
    min_table_size: int | None = None,
) -> Pairing:
    """The next round of a round robin at tables of 3 or more: fewest repeat meetings."""
    if isinstance(table_size, bool) or not isinstance(table_size, int) or table_size < 3:
        raise PairingUserError("bad_table_size", "Tables of this round robin seat 3 or more.")
    check_entrants(entrants, 2)
    check_finished(history)
    tallies = tally_history(history, Scoring())
    ordered = [entrant.id for entrant in entrants]
    flat = {}
    for player in ordered:
        known = tallies.get(player, Tally())
        flat[player] = Tally(byes=known.byes, met=known.met, seats=known.seats)
    return pair_pods(ordered, flat, table_size, min_table_size)


def round_robin_schedule(entrants: Sequence[Entrant]) -> list[Pairing]:
    """Every round of a single round robin."""
    count = len(entrants)
    check_entrants(entrants, 2)
    return [
        round_robin_round(entrants, number) for number in range(1, round_robin_rounds(count) + 1)
    ]
