"""Plain records in and out of the pairing core: entrants, played games and rounds, pairings."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .errors import PairingUserError

PlayerId = int | str


@dataclass(frozen=True)
class Entrant:
    """A player in the event: an id (int or str) and the rating used for ranking and seeding."""

    id: PlayerId
    rating: float = 0.0


@dataclass(frozen=True)
class GameRecord:
    """One table of a round: player ids in seat order, and the finishing place of each seat.

    Places use competition ranking: 1 is first, tied seats share a place and the next place
    skips (1, 1, 3). Two players: (1, 2) seat 0 won, (2, 1) seat 1 won, (1, 1) a draw.
    `places` is None while the game is not finished.
    """

    seats: Sequence[PlayerId]
    places: Sequence[int] | None = None


@dataclass(frozen=True)
class RoundRecord:
    """A round as it was paired and played: its games and the players who had a bye."""

    games: Sequence[GameRecord] = ()
    byes: Sequence[PlayerId] = ()


@dataclass
class Pairing:
    """The pairing core's answer: tables (each a list of player ids in seat order) and byes."""

    tables: list[list[PlayerId]] = field(default_factory=list)
    byes: list[PlayerId] = field(default_factory=list)

    def players(self) -> list[PlayerId]:
        """Everyone in this round: seated players table by table, then the byes."""
        return [player for table in self.tables for player in table] + list(self.byes)


def check_entrants(entrants: Sequence[Entrant], minimum: int) -> None:
    """Refuse duplicate ids and fields smaller than `minimum`."""
    ids = [entrant.id for entrant in entrants]
    if len(set(ids)) != len(ids):
        raise PairingUserError("duplicate_player", "A player is entered more than once.")
    if len(ids) < minimum:
        raise PairingUserError(
            "too_few_players", f"At least {minimum} players are needed, there are {len(ids)}."
        )


def check_finished(history: Sequence[RoundRecord]) -> None:
    """Refuse to pair a new round while a game of an earlier round has no result."""
    for number, round_record in enumerate(history, start=1):
        for game in round_record.games:
            if game.places is None:
                raise PairingUserError(
                    "round_unfinished", f"Round {number} still has a game without a result."
                )
