"""One finished game rated in both systems at once: Elo and OpenSkill per seat (pure, no Django).

The incremental rating task and `recompute_ratings` both go through `rate_game`, so the same
history in the same order gives bit-for-bit the same numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ratings import elo, openskill_rating


@dataclass(frozen=True)
class PlayerRating:
    """A player's standing in one game: Elo number, rated games so far, OpenSkill mu and sigma."""

    elo: float
    games: int
    mu: float
    sigma: float

    @property
    def provisional(self) -> bool:
        """Provisional while Elo has fewer than 10 games behind it or sigma is still high."""
        return elo.is_provisional(self.games) or openskill_rating.is_provisional(self.sigma)

    @property
    def display(self) -> float:
        """The shown OpenSkill rating, mu - 3 sigma."""
        return openskill_rating.display_rating(self.mu, self.sigma)


NEW_PLAYER = PlayerRating(
    elo=elo.INITIAL_RATING,
    games=0,
    mu=openskill_rating.INITIAL_MU,
    sigma=openskill_rating.INITIAL_SIGMA,
)


@dataclass(frozen=True)
class SeatRating:
    """One seat's rating before and after the game, with both systems' change records."""

    before: PlayerRating
    after: PlayerRating
    rank: int | float
    elo: elo.EloChange
    skill: openskill_rating.SkillChange


def rate_game(befores: Sequence[PlayerRating], ranks: Sequence[int | float]) -> list[SeatRating]:
    """Both systems' new ratings for one game, seat by seat (ranks: lower is better, ties equal)."""
    if len(befores) != len(ranks):
        raise ValueError("one rank per seat")
    elo_changes = elo.rate(
        [
            elo.EloSeat(rating=b.elo, games=b.games, rank=r)
            for b, r in zip(befores, ranks, strict=True)
        ]
    )
    skill_changes = openskill_rating.rate(
        [
            openskill_rating.SkillSeat(mu=b.mu, sigma=b.sigma, rank=r)
            for b, r in zip(befores, ranks, strict=True)
        ]
    )
    seats = []
    for before, rank, elo_change, skill in zip(
        befores, ranks, elo_changes, skill_changes, strict=True
    ):
        after = PlayerRating(
            elo=elo_change.after,
            games=elo_change.games,
            mu=skill.mu_after,
            sigma=skill.sigma_after,
        )
        seats.append(SeatRating(before=before, after=after, rank=rank, elo=elo_change, skill=skill))
    return seats
