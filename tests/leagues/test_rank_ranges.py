"""The rank ranges against an exhaustive check: for small divisions (two-player and four-player
tables) every way the games left can end is enumerated, and at every result of a random playout
the published range is exactly the enumeration's (so sound: no reachable place is excluded) and
never wider than the one before (monotone). The bound used past the search budget contains the
exact range, and narrowing with the previous range keeps it sound."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import product

import pytest

from leagues.rules import RankRange, rank_ranges, season_schedule, stake_status
from leagues.rules.rank_ranges import rankings
from tournaments.pairing.scoring import Scoring

SCORING = Scoring()


def brute_force(points, games_left):
    """(best, worst) per player over every completion, ties counted both ways."""
    results = {player: [10**6, 0] for player in points}
    options = [rankings(len(seats)) for seats in games_left]
    for choice in product(*options):
        totals = dict(points)
        for seats, places in zip(games_left, choice, strict=True):
            for player, value in zip(seats, SCORING.points_for_places(list(places)), strict=True):
                totals[player] += value
        for player, total in totals.items():
            above = sum(1 for other, value in totals.items() if other != player and value > total)
            level = sum(1 for other, value in totals.items() if other != player and value >= total)
            results[player][0] = min(results[player][0], 1 + above)
            results[player][1] = max(results[player][1], 1 + level)
    return {player: tuple(found) for player, found in results.items()}


def games_of(players, table_size, cycles=1):
    return [
        table
        for pairing in season_schedule(players, table_size, cycles)
        for table in pairing.tables
    ]


def playout(games, rng):
    return [rng.choice(rankings(len(seats))) for seats in games]


CASES = [
    (list("abcd"), 2, 2, 7),  # double round robin of 4: checked from the last 7 games on
    (list("abcde"), 2, 1, 7),  # single round robin of 5: checked from the last 7 games on
    (list("abcdefg"), 4, 1, 3),  # 7 players at tables of 4 and 3: checked from the last 3 tables
]


@pytest.mark.parametrize(("players", "table_size", "cycles", "exhaustive_from_end"), CASES)
@pytest.mark.parametrize("seed", [1, 2])
def test_ranges_match_enumeration_and_only_narrow(
    players, table_size, cycles, exhaustive_from_end, seed
):
    rng = random.Random(seed)
    games = games_of(players, table_size, cycles)
    results = playout(games, rng)
    points = {player: Fraction(0) for player in players}
    previous = None
    for played in range(len(games) + 1):
        left = games[played:]
        found = rank_ranges(points, left, SCORING, previous)
        if len(left) <= exhaustive_from_end:
            truth = brute_force(points, left)
            assert {p: (r.best, r.worst) for p, r in found.items()} == truth
            assert all(r.exact for r in found.values())
        if previous is not None:
            for player, now in found.items():
                assert previous[player].best <= now.best <= now.worst <= previous[player].worst
        previous = found
        if played < len(games):
            seats = games[played]
            for player, value in zip(
                seats, SCORING.points_for_places(list(results[played])), strict=True
            ):
                points[player] += value
    # the season is over: every range is one place wide unless points are level
    for player, found_range in previous.items():
        level = sum(1 for other in players if other != player and points[other] == points[player])
        assert found_range.worst - found_range.best == level


def test_the_bound_past_the_budget_contains_the_exact_range():
    rng = random.Random(5)
    players = list("abcde")
    games = games_of(players, 2)
    points = {player: Fraction(0) for player in players}
    for seats, places in zip(games[:4], playout(games[:4], rng), strict=True):
        for player, value in zip(seats, SCORING.points_for_places(list(places)), strict=True):
            points[player] += value
    exact = rank_ranges(points, games[4:], SCORING)
    bounded = rank_ranges(points, games[4:], SCORING, node_budget=1)
    for player in players:
        assert not bounded[player].exact
        assert bounded[player].best <= exact[player].best
        assert exact[player].worst <= bounded[player].worst


def test_status_once_decided():
    assert stake_status(RankRange(1, 2), 10, 2, 6) == "promoted"
    assert stake_status(RankRange(6, 9), 10, 2, 6) == "relegated"
    assert stake_status(RankRange(3, 5), 10, 2, 6) == "safe"
    assert stake_status(RankRange(2, 3), 10, 2, 6) is None
    assert stake_status(RankRange(1, 1), 10, 0, 6) == "safe"  # the top tier has no promotion
    assert stake_status(RankRange(9, 10), 10, 2, None) == "safe"  # the bottom tier stays


def test_rankings_count_every_finishing_order():
    assert len(rankings(2)) == 3
    assert len(rankings(3)) == 13
    assert len(rankings(4)) == 75
