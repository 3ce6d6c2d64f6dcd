"""The rank ranges against an exhaustive check: for small divisions (two-player and four-player
tables) every way the games left can end is enumerated, and at every result of a random playout
the published range is exactly the enumeration's (so sound: no reachable place is excluded) and
never wider than the one before (monotone). The bound used past the search budget contains the
exact range, and narrowing with the previous range keeps it sound."""

from __future__ import annotations

import math
import random
from fractions import Fraction
from itertools import product

import pytest

from leagues.rules import RankRange, rank_ranges, season_schedule, stake_status
from leagues.rules.rank_ranges import rankings
from tournaments.pairing.scoring import Scoring

SCORING = Scoring()


def brute_force(points, games_left):
    """(best, worst) per player over every completion, ties counted both ways. Each table's
    points per way it can end are read once, and every total is scaled to a whole number (by
    the common denominator of every value): the same comparisons, exactly, without fractions
    in the loop over the completions."""
    players = list(points)
    index = {player: place for place, player in enumerate(players)}
    endings = [
        [
            list(zip(seats, SCORING.points_for_places(list(places)), strict=True))
            for places in rankings(len(seats))
        ]
        for seats in games_left
    ]
    values = list(points.values()) + [
        value for table in endings for ending in table for _, value in ending
    ]
    scale = math.lcm(1, *(Fraction(value).denominator for value in values))
    start = [int(points[player] * scale) for player in players]
    scaled = [
        [[(index[player], int(value * scale)) for player, value in ending] for ending in table]
        for table in endings
    ]
    best, worst = [10**6] * len(players), [0] * len(players)
    for choice in product(*scaled):
        totals = start.copy()
        for ending in choice:
            for who, value in ending:
                totals[who] += value
        for who, total in enumerate(totals):
            above = sum(1 for value in totals if value > total)
            level = sum(1 for value in totals if value >= total) - 1  # not counting itself
            best[who] = min(best[who], 1 + above)
            worst[who] = max(worst[who], 1 + level)
    return {player: (best[index[player]], worst[index[player]]) for player in players}


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
