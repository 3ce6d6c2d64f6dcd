"""Single elimination: a seeded bracket for two players, re-seeded tables for more.

Seeds: entrants by rating, highest first (ties by id as text).

Two players: the bracket has 2^k slots. The standard order (as printed in NCAA brackets) is built
from [1, 2]: doubling it, seed s meets 2m+1-s (m = the old size), placed below seed 1 and above
every other seed; for 16: 1-16, 8-9, 5-12, 4-13, 6-11, 3-14, 7-10, 2-15. So seeds 1 and 2 can
only meet in the final, seeds 1-4 only in the semi-finals, and so on. Missing seeds (when the
field is not a power of two) are byes, which fall to the top seeds. Each table lists the better
seed in seat 0; a winner takes the slot pair's place in the next round.

More players (`table_size` ≥ 3, top `advance` of each table go on): each round, the players still
in (in seed order) are split by `table_sizes` into tables of more than `advance` players and at
least `min_table_size` (default as in `table_sizes`); byes, when a split needs them, go to the
top seeds. Tables are filled snake-wise (1, 2, 3, 3, 2, 1, …)
and seated in seed order. When no more than `table_size` players remain, they play one final
table. A tie across the cut-off goes to the better seed.
"""

from __future__ import annotations

from collections.abc import Sequence

from .errors import PairingUserError
from .records import Entrant, Pairing, PlayerId, RoundRecord, check_entrants, check_finished
from .scoring import check_places
from .table_sizes import default_min_size, table_sizes


def seed_order(entrants: Sequence[Entrant]) -> list[PlayerId]:
    """Entrant ids by seed: highest rating first, ties by id as text."""
    return [entrant.id for entrant in sorted(entrants, key=lambda e: (-e.rating, str(e.id)))]


def bracket_seeds(size: int) -> list[int]:
    """Seed numbers by bracket line for a power-of-two `size`; lines 2i, 2i+1 meet first."""
    if size < 2 or size & (size - 1):
        raise PairingUserError("bad_table_size", "A bracket has a power-of-two size.")
    lines = [1, 2]
    while len(lines) < size:
        total = 2 * len(lines) + 1
        grown = []
        for seed in lines:
            grown.extend([seed, total - seed] if seed == 1 else [total - seed, seed])
        lines = grown
    return lines


def bracket_slots(seeded: Sequence[PlayerId]) -> list[PlayerId | None]:
    """Player ids by bracket line (None for a bye line), seeds given best first."""
    size = 2
    while size < len(seeded):
        size *= 2
    return [seeded[seed - 1] if seed <= len(seeded) else None for seed in bracket_seeds(size)]


def elimination_round(
    entrants: Sequence[Entrant],
    history: Sequence[RoundRecord],
    *,
    table_size: int = 2,
    advance: int = 1,
    min_table_size: int | None = None,
) -> Pairing:
    """The next round of a single elimination after the finished rounds of `history`."""
    check_entrants(entrants, 2)
    check_finished(history)
    if isinstance(table_size, bool) or not isinstance(table_size, int) or table_size < 2:
        raise PairingUserError("bad_table_size", "Tables need at least two seats.")
    if isinstance(advance, bool) or not isinstance(advance, int) or not 1 <= advance < table_size:
        raise PairingUserError(
            "bad_table_size", f"Between 1 and {table_size - 1} players can go on from a table."
        )
    seeded = seed_order(entrants)
    if table_size == 2:
        return _bracket_round(seeded, history)
    return _table_round(seeded, history, table_size, advance, min_table_size)


def _game_of(game_players: Sequence[PlayerId], round_record: RoundRecord, number: int):
    """The finished game of `round_record` holding exactly these players."""
    wanted = set(game_players)
    for game in round_record.games:
        if set(game.seats) == wanted:
            check_places(game)
            return game
    raise PairingUserError(
        "bad_result", f"Round {number} lacks the game of {sorted(wanted, key=str)}."
    )


def _bracket_round(seeded: list[PlayerId], history: Sequence[RoundRecord]) -> Pairing:
    slots = bracket_slots(seeded)
    for number, round_record in enumerate(history, start=1):
        if len(slots) == 1:
            break
        advancing: list[PlayerId | None] = []
        for index in range(0, len(slots), 2):
            first, second = slots[index], slots[index + 1]
            if first is None or second is None:
                advancing.append(first if second is None else second)
                continue
            game = _game_of([first, second], round_record, number)
            places = dict(zip(game.seats, game.places or (), strict=True))
            if places[first] == places[second]:
                raise PairingUserError(
                    "tied_game", f"Round {number}: an elimination game needs a winner."
                )
            advancing.append(first if places[first] < places[second] else second)
        slots = advancing
    if len(slots) == 1:
        raise PairingUserError("tournament_finished", "The bracket already has its winner.")
    pairing = Pairing()
    seed_rank = {player: index for index, player in enumerate(seeded)}
    for index in range(0, len(slots), 2):
        first, second = slots[index], slots[index + 1]
        if first is None or second is None:
            present = first if second is None else second
            if present is not None:
                pairing.byes.append(present)
            continue
        pairing.tables.append(sorted([first, second], key=seed_rank.__getitem__))
    return pairing


def _table_round(
    seeded: list[PlayerId],
    history: Sequence[RoundRecord],
    table_size: int,
    advance: int,
    min_table_size: int | None,
) -> Pairing:
    seed_rank = {player: index for index, player in enumerate(seeded)}
    remaining = list(seeded)
    for number, round_record in enumerate(history, start=1):
        if len(remaining) <= table_size:
            raise PairingUserError("tournament_finished", "The final table has been played.")
        expected = _plan(remaining, table_size, advance, min_table_size)
        going_on = set(expected.byes)
        for table in expected.tables:
            game = _game_of(table, round_record, number)
            by_place = sorted(
                zip(game.seats, game.places or (), strict=True),
                key=lambda seat: (seat[1], seed_rank[seat[0]]),
            )
            going_on.update(player for player, _ in by_place[:advance])
        remaining = [player for player in remaining if player in going_on]
    if len(remaining) <= 1:
        raise PairingUserError("tournament_finished", "The event already has its winner.")
    return _plan(remaining, table_size, advance, min_table_size)


def _plan(
    remaining: list[PlayerId], table_size: int, advance: int, min_table_size: int | None
) -> Pairing:
    """The tables and byes of one multiplayer round for players in seed order."""
    if len(remaining) <= table_size:
        return Pairing(tables=[list(remaining)])
    smallest = max(advance + 1, min_table_size or default_min_size(table_size))
    if smallest > table_size:
        raise PairingUserError("bad_table_size", "Tables must be larger than the number going on.")
    sizes, bye_count = table_sizes(len(remaining), table_size, smallest)
    byes = remaining[:bye_count]
    playing = remaining[bye_count:]
    tables: list[list[PlayerId]] = [[] for _ in sizes]
    order = list(range(len(sizes)))
    position = 0
    snake = order + order[::-1]
    turn = 0
    while position < len(playing):
        table = snake[turn % len(snake)]
        turn += 1
        if len(tables[table]) < sizes[table]:
            tables[table].append(playing[position])
            position += 1
    return Pairing(tables=tables, byes=byes)
