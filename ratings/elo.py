"""Elo for two or more seats: standard two-player Elo, multiplayer as pairwise results with K/(N-1).

Rules (all in this module, no Django):

- A new player starts at ``INITIAL_RATING`` (1500).
- K is chosen by the number of rated games the player had finished BEFORE this game:
  ``K_NEW`` (40) while that number is below ``NEW_PLAYER_GAMES`` (30), i.e. for a player's
  games number 1 to 30, then ``K_ESTABLISHED`` (20) from game 31 on. Each seat uses its own K.
- Expected score of A against B: ``1 / (1 + 10 ** ((R_B - R_A) / 400))``.
- With N seats every seat is scored against each opponent: 1 for finishing ahead, 1/2 for
  the same rank (a tie), 0 for finishing behind; each pair contributes
  ``K / (N - 1) * (score - expected)``. With two seats this is exactly standard Elo.
- Ranks: lower is better (1 = winner); equal ranks are ties. Only the order matters.
- All ratings are computed against the ratings from BEFORE the game (simultaneous update).
- A rating is provisional while the player has finished fewer than ``PROVISIONAL_GAMES`` (10)
  rated games; ``EloChange.provisional`` says so for the rating AFTER this game.

Ratings are floats and are not rounded here: rounding is a display matter, and keeping the
exact value makes a recomputation from the history bit-for-bit reproducible.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

INITIAL_RATING = 1500.0
K_NEW = 40.0
K_ESTABLISHED = 20.0
NEW_PLAYER_GAMES = 30
PROVISIONAL_GAMES = 10
SCALE = 400.0


@dataclass(frozen=True)
class EloSeat:
    """One seat's input: rating and rated games finished before this game, and finishing rank."""

    rating: float
    games: int
    rank: int | float


@dataclass(frozen=True)
class EloChange:
    """One seat's result: rating before and after, the change, the K used, provisional after."""

    before: float
    after: float
    delta: float
    k: float
    games: int
    provisional: bool

    def as_dict(self) -> dict:
        """The change as a JSON-ready dict."""
        return {
            "before": self.before,
            "after": self.after,
            "delta": self.delta,
            "k": self.k,
            "games": self.games,
            "provisional": self.provisional,
        }


def k_factor(games_before: int) -> float:
    """K for a game played after `games_before` finished rated games (40 for the first 30)."""
    return K_NEW if games_before < NEW_PLAYER_GAMES else K_ESTABLISHED


def is_provisional(games: int) -> bool:
    """Whether a rating backed by `games` finished rated games is still provisional."""
    return games < PROVISIONAL_GAMES


def expected_score(rating: float, opponent_rating: float) -> float:
    """Expected score (0..1) of a player rated `rating` against `opponent_rating`."""
    return 1.0 / (1.0 + 10.0 ** ((opponent_rating - rating) / SCALE))


def pair_score(rank: int | float, opponent_rank: int | float) -> float:
    """Actual score against one opponent: 1 ahead, 0.5 tied, 0 behind (lower rank is better)."""
    if rank < opponent_rank:
        return 1.0
    if rank == opponent_rank:
        return 0.5
    return 0.0


def _as_seat(seat: EloSeat | Sequence) -> EloSeat:
    if isinstance(seat, EloSeat):
        return seat
    rating, games, rank = seat
    return EloSeat(rating=rating, games=games, rank=rank)


def _check(seat: EloSeat) -> None:
    for name in ("rating", "rank"):
        value = getattr(seat, name)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"{name} must be a number, got {value!r}")
    if isinstance(seat.games, bool) or not isinstance(seat.games, int) or seat.games < 0:
        raise ValueError(f"games must be a non-negative int, got {seat.games!r}")


def rate(seats: Sequence[EloSeat | Sequence]) -> list[EloChange]:
    """New Elo ratings for one finished game; `seats` are EloSeat or (rating, games, rank)."""
    table = [_as_seat(seat) for seat in seats]
    if len(table) < 2:
        raise ValueError("an Elo game needs at least two seats")
    for seat in table:
        _check(seat)
    opponents = len(table) - 1
    changes = []
    for index, seat in enumerate(table):
        k = k_factor(seat.games)
        delta = 0.0
        for other_index, other in enumerate(table):
            if other_index == index:
                continue
            surprise = pair_score(seat.rank, other.rank) - expected_score(seat.rating, other.rating)
            delta += k / opponents * surprise
        games_after = seat.games + 1
        changes.append(
            EloChange(
                before=float(seat.rating),
                after=seat.rating + delta,
                delta=delta,
                k=k,
                games=games_after,
                provisional=is_provisional(games_after),
            )
        )
    return changes
