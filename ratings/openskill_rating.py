"""OpenSkill Plackett-Luce ratings for one finished game: mu and sigma per seat, shown as mu - 3 sigma.

The maths is the ``openskill`` package's ``PlackettLuce`` model with its default parameters
(mu 25, sigma 25/3, beta 25/6, tau 25/300); this module only turns plain numbers into the
package's objects and back, so a recomputation gives exactly the package's values.

- Every seat is its own one-player team; ``rank`` is the finishing rank, lower is better,
  equal ranks are ties (passed to the package as ``ranks=``, which handles ties).
- The displayed (conservative) rating is ``mu - 3 * sigma``; a new player shows 0.
- A rating is provisional while ``sigma > PROVISIONAL_SIGMA`` (6.5). Sigma starts at 8.33
  and shrinks with every game: a player drops below 6.5 after about 9 two-player games or
  about 12 four-player games (measured with alternating results), close to Elo's 10 games.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
INITIAL_MU = MODEL.mu
INITIAL_SIGMA = MODEL.sigma
DISPLAY_SIGMAS = 3.0
PROVISIONAL_SIGMA = 6.5


@dataclass(frozen=True)
class SkillSeat:
    """One seat's input: mu and sigma before this game, and its finishing rank."""

    mu: float
    sigma: float
    rank: int | float


@dataclass(frozen=True)
class SkillChange:
    """One seat's result: mu and sigma before and after, the shown rating, provisional after."""

    mu_before: float
    sigma_before: float
    mu_after: float
    sigma_after: float
    display_before: float
    display_after: float
    provisional: bool

    @property
    def display_delta(self) -> float:
        """Change of the shown rating (mu - 3 sigma)."""
        return self.display_after - self.display_before

    def as_dict(self) -> dict:
        """The change as a JSON-ready dict."""
        return {
            "mu_before": self.mu_before,
            "sigma_before": self.sigma_before,
            "mu_after": self.mu_after,
            "sigma_after": self.sigma_after,
            "display_before": self.display_before,
            "display_after": self.display_after,
            "display_delta": self.display_delta,
            "provisional": self.provisional,
        }


def display_rating(mu: float, sigma: float) -> float:
    """The shown, conservative rating: mu - 3 sigma."""
    return mu - DISPLAY_SIGMAS * sigma


def is_provisional(sigma: float) -> bool:
    """Whether a rating with this sigma is still too uncertain to be trusted."""
    return sigma > PROVISIONAL_SIGMA


def new_skill() -> SkillSeat:
    """A new player's mu and sigma (rank 0 is a placeholder: set it for a game)."""
    return SkillSeat(mu=INITIAL_MU, sigma=INITIAL_SIGMA, rank=0)


def _as_seat(seat: SkillSeat | Sequence) -> SkillSeat:
    if isinstance(seat, SkillSeat):
        return seat
    mu, sigma, rank = seat
    return SkillSeat(mu=mu, sigma=sigma, rank=rank)


def _check(seat: SkillSeat) -> None:
    for name in ("mu", "sigma", "rank"):
        value = getattr(seat, name)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"{name} must be a number, got {value!r}")
    if seat.sigma <= 0:
        raise ValueError(f"sigma must be positive, got {seat.sigma!r}")


def rate(seats: Sequence[SkillSeat | Sequence]) -> list[SkillChange]:
    """New mu and sigma for one finished game; `seats` are SkillSeat or (mu, sigma, rank)."""
    table = [_as_seat(seat) for seat in seats]
    if len(table) < 2:
        raise ValueError("a rated game needs at least two seats")
    for seat in table:
        _check(seat)
    teams = [[MODEL.rating(mu=float(seat.mu), sigma=float(seat.sigma))] for seat in table]
    ranks = [seat.rank for seat in table]
    rated = MODEL.rate(teams, ranks=ranks)
    changes = []
    for seat, (after,) in zip(table, rated, strict=True):
        changes.append(
            SkillChange(
                mu_before=float(seat.mu),
                sigma_before=float(seat.sigma),
                mu_after=after.mu,
                sigma_after=after.sigma,
                display_before=display_rating(seat.mu, seat.sigma),
                display_after=display_rating(after.mu, after.sigma),
                provisional=is_provisional(after.sigma),
            )
        )
    return changes
