"""Between seasons: who goes up, who goes down, who stays, and where newcomers start.

Divisions are tiers, the top first. From every tier but the top, the first `promoted` places go
up one tier; from every tier but the bottom, places `relegated_from` and below go down one tier;
the rest stay (Little Golem's defaults: two up, sixth and below down). Players who opted out
leave. Newcomers, best rating first (OpenSkill μ−3σ, or Elo for two-player leagues), go into the
lowest tier with room (fewer than `division_size` players); when at least `rookie_minimum`
newcomers arrive they form rookie divisions of their own below the bottom tier instead. Players
nobody can seat open a new bottom tier. Empty tiers are dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tournaments.pairing.records import PlayerId

from .errors import LeagueRuleError


@dataclass(frozen=True)
class MovementRules:
    """How many go up, from which place they go down, how large a division is."""

    promoted: int = 2
    relegated_from: int = 6
    division_size: int = 10
    rookie_minimum: int = 6

    def check(self) -> None:
        if self.promoted < 0 or self.division_size < 2 or self.rookie_minimum < 2:
            raise LeagueRuleError("bad_movement", "These movement rules are not possible.")
        if self.relegated_from <= self.promoted:
            raise LeagueRuleError(
                "bad_movement", "Relegation must start below the promotion places."
            )


def next_season_divisions(
    final_standings: Sequence[Sequence[PlayerId]],
    rules: MovementRules,
    opted_out: frozenset | set = frozenset(),
    newcomers: Sequence[tuple[PlayerId, float]] = (),
) -> list[list[PlayerId]]:
    """The tiers of the next season (top first), each in seeding order, from last season's
    final standings per tier (first place first)."""
    rules.check()
    tiers: list[list[PlayerId]] = [[] for _ in final_standings]
    last = len(final_standings) - 1
    for tier, standing in enumerate(final_standings):
        for place, player in enumerate(standing, start=1):
            if player in opted_out:
                continue
            if tier > 0 and place <= rules.promoted:
                tiers[tier - 1].append(player)
            elif tier < last and place >= rules.relegated_from:
                tiers[tier + 1].append(player)
            else:
                tiers[tier].append(player)
    seated = {player for tier in tiers for player in tier}
    arriving = [
        player
        for player, _rating in sorted(newcomers, key=lambda entry: -entry[1])
        if player not in seated and player not in opted_out
    ]
    tiers = [tier for tier in tiers if tier]
    if len(arriving) >= rules.rookie_minimum:
        tiers.extend(_split(arriving, rules.division_size))
        return tiers
    for player in arriving:
        roomy = [index for index, tier in enumerate(tiers) if len(tier) < rules.division_size]
        if roomy:
            tiers[roomy[-1]].append(player)
        else:
            tiers.append([player])
    return tiers


def _split(players: list[PlayerId], size: int) -> list[list[PlayerId]]:
    """Players in order cut into divisions of at most `size`, as equal as possible."""
    count = -(-len(players) // size)
    base, extra = divmod(len(players), count)
    divisions, start = [], 0
    for index in range(count):
        width = base + (1 if index < extra else 0)
        divisions.append(players[start : start + width])
        start += width
    return divisions


def next_season_tiers(
    final_standings: Sequence[Sequence[PlayerId]],
    rules: MovementRules,
    opted_out: frozenset | set = frozenset(),
    newcomers: Sequence[tuple[PlayerId, float]] = (),
) -> list[tuple[list[PlayerId], bool]]:
    """`next_season_divisions`, each tier paired with whether it is a rookie division: formed
    of newcomers only, below the tiers of returning players (a first season has none)."""
    tiers = next_season_divisions(final_standings, rules, opted_out, newcomers)
    returning = {
        player for standing in final_standings for player in standing if player not in opted_out
    }
    arriving = {player for player, _rating in newcomers} - returning - set(opted_out)
    rookies_formed = bool(returning) and len(arriving) >= rules.rookie_minimum
    return [(tier, rookies_formed and not returning.intersection(tier)) for tier in tiers]
