"""The league rules' pure core: season schedules (two-player Berger tables, tables of 3–4 where
every pair meets as evenly as possible), movement between seasons, the adjudication ruling, and
its purity (no framework imports)."""

from __future__ import annotations

import ast
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import leagues.rules
from leagues.rules import (
    LeagueRuleError,
    MovementRules,
    adjudicated_places,
    next_season_divisions,
    season_schedule,
)
from leagues.rules.schedule import meetings


@given(st.integers(min_value=2, max_value=12), st.sampled_from([1, 2]))
@settings(max_examples=25, deadline=None)
def test_two_player_every_pair_meets_cycles_times_with_colours_balanced(count, cycles):
    players = list(range(count))
    rounds = season_schedule(players, 2, cycles)
    met = meetings(rounds)
    assert all(met[frozenset(pair)] == cycles for pair in combinations(players, 2))
    firsts = Counter(table[0] for pairing in rounds for table in pairing.tables)
    games = Counter(player for pairing in rounds for table in pairing.tables for player in table)
    for player in players:
        assert abs(2 * firsts[player] - games[player]) <= (1 if cycles == 1 else 0)


@given(st.integers(min_value=3, max_value=12), st.sampled_from([3, 4]))
@settings(max_examples=20, deadline=None)
def test_tables_of_three_and_four_every_pair_meets_as_evenly_as_possible(count, size):
    if count < size:
        return
    players = list(range(count))
    rounds = season_schedule(players, size)
    met = meetings(rounds)
    counts = [met[frozenset(pair)] for pair in combinations(players, 2)]
    assert min(counts) >= 1
    assert max(counts) - min(counts) <= 3
    for pairing in rounds:
        assert sorted(pairing.players()) == players
        assert all(3 <= len(table) <= size for table in pairing.tables)


def test_schedule_refuses_what_it_cannot_play():
    with pytest.raises(LeagueRuleError):
        season_schedule([1, 2, 3], 5)
    with pytest.raises(LeagueRuleError):
        season_schedule([1, 1, 2], 2)
    with pytest.raises(LeagueRuleError):
        season_schedule([1, 2], 3)


def test_movement_up_down_stay_and_opt_out():
    top = [f"a{i}" for i in range(1, 10)]
    middle = [f"b{i}" for i in range(1, 10)]
    bottom = [f"c{i}" for i in range(1, 10)]
    tiers = next_season_divisions(
        [top, middle, bottom], MovementRules(division_size=11), opted_out={"b3"}
    )
    assert tiers[0] == top[:5] + middle[:2]
    assert tiers[1] == [*top[5:], "b4", "b5", *bottom[:2]]
    assert tiers[2] == middle[5:] + bottom[2:]
    assert "b3" not in {player for tier in tiers for player in tier}


def test_newcomers_fill_the_lowest_tier_with_room_or_a_rookie_division():
    tiers = next_season_divisions(
        [["a", "b", "c"], ["d", "e"]],
        MovementRules(promoted=1, relegated_from=3, division_size=3, rookie_minimum=3),
        newcomers=[("low", 1.0), ("high", 9.0)],
    )
    assert tiers == [["a", "b", "d"], ["c", "e", "high"], ["low"]]
    rookies = next_season_divisions(
        [["a", "b"]],
        MovementRules(promoted=1, relegated_from=2, division_size=4, rookie_minimum=3),
        newcomers=[(f"n{i}", float(i)) for i in range(5)],
    )
    assert rookies == [["a", "b"], ["n4", "n3", "n2"], ["n1", "n0"]]


def test_adjudication_rulings():
    assert adjudicated_places([0.95, 0.05]) == [1, 2]
    assert adjudicated_places([0.6, 0.4]) == [1, 2]
    assert adjudicated_places([0.6, 0.4], "draw") == [1, 1]
    assert adjudicated_places([0.05, 0.91, 0.02, 0.02], "draw") == [2, 1, 2, 2]
    assert adjudicated_places([0.3, 0.3, 0.4, 0.0]) == [2, 2, 1, 4]
    with pytest.raises(LeagueRuleError):
        adjudicated_places([0.5, 0.5], "coin")


def test_the_rules_are_pure():
    forbidden = {"django", "rest_framework", "celery", "redis", "psycopg", "random", "time"}
    for path in Path(leagues.rules.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text())
        assert ast.get_docstring(tree), path.name
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = {node.module.split(".")[0]}
            else:
                continue
            assert not names & forbidden, path.name
