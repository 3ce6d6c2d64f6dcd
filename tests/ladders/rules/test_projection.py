"""The ladder is a projection of its log: replaying gives the same ladder; bad logs are refused."""

import json
import random

import pytest

from ladders.rules import (
    LadderLogError,
    LadderState,
    LadderUserError,
    drop_inactive_players,
    evolve,
    issue_challenge,
    join_ladder,
    leave_ladder,
    project,
    reach,
    record_result,
    record_timeout,
)
from tests.ladders.rules.ladder_log import CLASSIC, LadderLog, at_day


def random_season(seed: int, steps: int) -> LadderLog:
    """Many seeded random commands (refusals skipped): joins, challenges, results, leaves, drops."""
    chooser = random.Random(seed)
    log = LadderLog()
    people = [f"u{number}" for number in range(25)]
    next_challenge = 1
    day = 0.0
    for _ in range(steps):
        day += chooser.choice([0, 0.1, 0.5, 1, 3])
        now = at_day(day)
        roll = chooser.random()
        try:
            if roll < 0.15 or len(log.players) < 2:
                log.run(join_ladder, player=chooser.choice(people), now=now)
            elif roll < 0.55:
                challenger = chooser.choice(log.players)
                position = log.ladder.position_of(challenger)
                top = max(1, position - reach(position) - 1)
                defender = log.players[chooser.randrange(top - 1, position)]
                log.run(
                    issue_challenge,
                    challenger=challenger,
                    defender=defender,
                    challenge=next_challenge,
                    now=now,
                )
                next_challenge += 1
            elif roll < 0.85 and log.ladder.open_challenges:
                challenge = chooser.choice(list(log.ladder.open_challenges.values()))
                outcome = chooser.choice(["challenger", "defender", "draw", "timeout"])
                if outcome == "timeout":
                    timed_out = chooser.choice([challenge.challenger, challenge.defender])
                    log.run(
                        record_timeout, challenge=challenge.challenge, timed_out=timed_out, now=now
                    )
                else:
                    winner = {
                        "challenger": challenge.challenger,
                        "defender": challenge.defender,
                        "draw": None,
                    }[outcome]
                    log.run(record_result, challenge=challenge.challenge, winner=winner, now=now)
            elif roll < 0.93:
                log.run(leave_ladder, player=chooser.choice(people), now=now)
            else:
                log.run(drop_inactive_players, now=now, last_game_at={})
        except LadderUserError:
            pass
    return log


def test_replaying_a_scripted_log_gives_the_same_ladder():
    log = LadderLog(rules=CLASSIC)
    for number in range(1, 9):
        log.run(join_ladder, player=number, now=f"2026-11-0{number}T10:00:00Z")
    log.run(issue_challenge, challenger=8, defender=4, challenge="a", now="2026-11-10T00:00:00Z")
    log.run(issue_challenge, challenger=6, defender=2, challenge="b", now="2026-11-10T00:00:00Z")
    log.run(record_result, challenge="a", winner=8, now="2026-11-11T00:00:00Z")
    log.run(record_timeout, challenge="b", timed_out=2, now="2026-11-12T00:00:00Z")
    log.run(leave_ladder, player=3, now=1_763_000_000)
    log.run(join_ladder, player=3, now=1_763_000_001)
    assert log.players == [1, 6, 2, 8, 4, 5, 7, 3]
    assert log.replayed() == log.ladder
    assert log.replayed().standings() == log.ladder.standings()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_replaying_a_random_season_gives_the_same_ladder(seed):
    log = random_season(seed, steps=400)
    assert len(log.events) > 150
    kinds = {event["type"] for event in log.events}
    assert kinds >= {"player_joined", "challenge_issued", "challenge_decided", "player_left"}
    full = project(log.events)
    assert full == log.ladder
    # a snapshot plus the tail equals the whole log
    middle = len(log.events) // 2
    snapshot = project(log.events[:middle])
    assert project(log.events[middle:], snapshot) == full
    assert snapshot == project(log.events[:middle]), "project changed the snapshot it was given"
    # events survive a JSON round trip
    assert project(json.loads(json.dumps(log.events))) == full


@pytest.mark.parametrize("seed", [4, 5])
def test_random_season_keeps_the_ladder_consistent(seed):
    log = random_season(seed, steps=300)
    ladder = LadderState()
    for event in log.events:
        before = ladder
        ladder = evolve(ladder, event)
        assert len(set(ladder.players)) == len(ladder.players)
        for challenge in ladder.open_challenges.values():
            assert ladder.is_member(challenge.challenger) and ladder.is_member(challenge.defender)
        if event["type"] == "challenge_issued":
            challenger = before.position_of(event["challenger"])
            defender = before.position_of(event["defender"])
            assert 0 < challenger - defender <= reach(challenger)
        if event["type"] == "challenge_decided" and event["winner"] is not None:
            challenge = before.open_challenges[event["challenge"]]
            moved = event["winner"] == challenge.challenger and before.position_of(
                challenge.defender
            ) < before.position_of(challenge.challenger)
            if not moved:
                assert ladder.players == before.players


def test_evolve_does_not_change_its_input():
    ladder = project([{"type": "player_joined", "player": "a", "at": 0}])
    evolve(ladder, {"type": "player_joined", "player": "b", "at": 1})
    assert ladder.players == ["a"]
    assert ladder.events_applied == 1


@pytest.mark.parametrize(
    "events",
    [
        [{"type": "player_exploded", "player": "a", "at": 0}],
        [{"type": "player_joined", "player": "a"}],
        [{"type": "player_joined", "player": "a", "at": "soon"}],
        [{"type": "player_joined", "at": 0}],
        [{"type": "player_joined", "player": "a", "at": 0}] * 2,
        [{"type": "player_left", "player": "a", "at": 0}],
        [{"type": "challenge_decided", "challenge": 1, "winner": None, "at": 0}],
        [{"type": "challenge_cancelled", "challenge": 1, "reason": "x", "at": 0}],
        [
            {"type": "player_joined", "player": "a", "at": 0},
            {
                "type": "challenge_issued",
                "challenge": 1,
                "challenger": "a",
                "defender": "b",
                "at": 0,
            },
        ],
        [
            {"type": "player_joined", "player": "a", "at": 0},
            {"type": "player_joined", "player": "b", "at": 0},
            {
                "type": "challenge_issued",
                "challenge": 1,
                "challenger": "b",
                "defender": "a",
                "at": 0,
            },
            {"type": "player_left", "player": "a", "at": 0},
        ],
        [
            {"type": "player_joined", "player": "a", "at": 0},
            {"type": "player_joined", "player": "b", "at": 0},
            {
                "type": "challenge_issued",
                "challenge": 1,
                "challenger": "b",
                "defender": "a",
                "at": 0,
            },
            {"type": "challenge_decided", "challenge": 1, "winner": "c", "at": 0},
        ],
        ["not a dict"],
    ],
)
def test_an_impossible_log_is_refused(events):
    with pytest.raises(LadderLogError):
        project(events)
