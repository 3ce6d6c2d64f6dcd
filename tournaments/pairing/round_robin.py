"""Round robin by FIDE Berger tables (Handbook C.05, Annex 1), built by the circle method.

Players are numbered 1..n in the order given. With an odd count a dummy number n+1 is added
(the highest number); whoever is drawn against it has a bye that round. For n (even) players and
round r (1..n-1): the last player n meets a = ((r-1)·n/2 mod (n-1)) + 1, sitting in seat 1 in odd
rounds and seat 0 in even ones; every other table k = 1..n/2-1 has a+k in seat 0 against a-k
(both counted modulo n-1 in 1..n-1). For six players this is FIDE's table:
1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 / 3-6 4-2 5-1.
"""

from __future__ import annotations

from collections.abc import Sequence

from .errors import PairingUserError
from .records import Entrant, Pairing, check_entrants


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


def round_robin_rounds(count: int) -> int:
    """How many rounds a single round robin of `count` players has."""
    return count - 1 if count % 2 == 0 else count


def round_robin_round(entrants: Sequence[Entrant], round_number: int) -> Pairing:
    """Round `round_number` (from 1) of a single round robin, entrants numbered in given order."""
    check_entrants(entrants, 2)
    ids = [entrant.id for entrant in entrants]
    numbered = len(ids) + len(ids) % 2
    if not 1 <= round_number <= numbered - 1:
        raise PairingUserError(
            "bad_round", f"This round robin has rounds 1 to {numbered - 1}, not {round_number}."
        )
    pairing = Pairing()
    for first, second in berger_round(numbered, round_number):
        if second > len(ids):
            pairing.byes.append(ids[first - 1])
        elif first > len(ids):
            pairing.byes.append(ids[second - 1])
        else:
            pairing.tables.append([ids[first - 1], ids[second - 1]])
    return pairing


def round_robin_schedule(entrants: Sequence[Entrant]) -> list[Pairing]:
    """Every round of a single round robin."""
    count = len(entrants)
    check_entrants(entrants, 2)
    return [
        round_robin_round(entrants, number) for number in range(1, round_robin_rounds(count) + 1)
    ]
