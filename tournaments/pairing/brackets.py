"""A double elimination read back from its rounds: which bracket each game and bye belonged to,
and the final order of the players.

A game's bracket follows from its players' losses before its round (see `double_elimination`):
none — the winners' bracket; one — the losers' bracket; one player with none and one with one —
the grand final; the same two players again in the next round, both on one loss, after the
winners' bracket player lost the grand final — the grand final's second game. Games without a
result yet count no loss, so a round in play is labelled like the finished ones.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from .records import GameRecord, PlayerId, RoundRecord
from .standings import Standing

WINNERS = "winners"
LOSERS = "losers"
GRAND_FINAL = "grand_final"
GRAND_FINAL_AGAIN = "grand_final_again"


@dataclass(frozen=True)
class RoundBrackets:
    """The bracket of each game of a round (in the round's order) and of each bye."""

    games: tuple[str, ...]
    byes: tuple[str, ...]


def _loser(game: GameRecord) -> PlayerId | None:
    """The player in second place of a finished two-player game; None without a result."""
    if game.places is None or len(game.seats) != 2 or game.places[0] == game.places[1]:
        return None
    return game.seats[0] if game.places[0] > game.places[1] else game.seats[1]


def bracket_labels(history: Sequence[RoundRecord]) -> list[RoundBrackets]:
    """Per round of `history` (finished or in play), the bracket of its games and byes."""
    losses: Counter = Counter()
    labelled = []
    grand_final: frozenset | None = None  # the players of the previous round's grand final
    for round_record in history:
        games = []
        for game in round_record.games:
            counts = sorted(losses[player] for player in game.seats)
            if counts == [0, 1]:
                games.append(GRAND_FINAL)
            elif counts == [1, 1] and grand_final == frozenset(game.seats):
                games.append(GRAND_FINAL_AGAIN)
            else:
                games.append(WINNERS if counts and counts[-1] == 0 else LOSERS)
        byes = tuple(WINNERS if losses[player] == 0 else LOSERS for player in round_record.byes)
        labelled.append(RoundBrackets(games=tuple(games), byes=byes))
        finals = [
            frozenset(game.seats)
            for game, label in zip(round_record.games, games, strict=True)
            if label == GRAND_FINAL
        ]
        grand_final = finals[0] if len(round_record.games) == 1 and finals else None
        for game in round_record.games:
            loser = _loser(game)
            if loser is not None:
                losses[loser] += 1
    return labelled


def double_elimination_order(
    lines: Sequence[Standing], history: Sequence[RoundRecord], still_in: Collection[PlayerId]
) -> list[Standing]:
    """Standings of a double elimination: players still in (fewer than two losses, not dropped)
    first, fewer losses first; then everyone else by the last round they played (the grand
    final's loser second), then by losses, then by the score order of `lines`. A rank is
    shared only when all of that is equal."""
    losses: Counter = Counter()
    last_round: dict[PlayerId, int] = {}
    for number, round_record in enumerate(history, start=1):
        for game in round_record.games:
            for player in game.seats:
                last_round[player] = number
            loser = _loser(game)
            if loser is not None:
                losses[loser] += 1
        for player in round_record.byes:
            last_round[player] = number

    def key(line: Standing) -> tuple:
        alive = losses[line.player] < 2 and line.player in still_in
        return (
            not alive,
            losses[line.player] if alive else 0,
            -last_round.get(line.player, 0),
            losses[line.player],
            line.rank,
        )

    ordered = sorted(lines, key=key)
    ranked: list[Standing] = []
    for position, line in enumerate(ordered):
        rank = position + 1
        if position and key(line) == key(ordered[position - 1]):
            rank = ranked[-1].rank
        ranked.append(Standing(rank, line.player, line.score, line.tiebreaks))
    return ranked
