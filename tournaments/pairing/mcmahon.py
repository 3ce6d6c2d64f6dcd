"""McMahon starting scores: a Swiss where stronger players start with more points (OGS uses it
for correspondence events).

Players rated at or above `bar` form the top group and start with `groups - 1` points; every
`band` rating points below the bar start one point lower, down to 0 for the bottom group (all
ratings more than `(groups - 2) * band` below the bar). The starting score is added to the
points a player wins (`swiss_round` and `standings` take it as `initial_scores`), so early
rounds pair players of like strength and a player below the bar climbs by winning.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from .errors import PairingUserError
from .records import Entrant, PlayerId


def mcmahon_scores(
    entrants: Sequence[Entrant], *, bar: float, band: float, groups: int
) -> dict[PlayerId, Fraction]:
    """Each entrant's McMahon starting score (see the module)."""
    if isinstance(groups, bool) or not isinstance(groups, int) or groups < 1:
        raise PairingUserError("bad_scoring", "McMahon needs at least one group.")
    if not band > 0:
        raise PairingUserError("bad_scoring", "A McMahon band must be more than 0 rating points.")
    top = groups - 1
    scores = {}
    for entrant in entrants:
        below = 0 if entrant.rating >= bar else math.ceil((bar - entrant.rating) / band)
        scores[entrant.id] = Fraction(max(top - below, 0))
    return scores
