"""OGS's ladder rules, the defaults of `LadderRules`: one scenario per rule."""

import pytest

from ladders.rules import (
    LadderRules,
    LadderUserError,
    drop_inactive_players,
    issue_challenge,
    join_ladder,
    leave_ladder,
    reach,
    record_result,
    record_timeout,
)
from tests.ladders.rules.ladder_log import LadderLog, at_day


def ogs_ladder(count: int) -> LadderLog:
    """Players 1..count at positions 1..count, with the default (OGS) rules."""
    log = LadderLog(rules=LadderRules())
    for number in range(1, count + 1):
        log.run(join_ladder, player=number, now=at_day(0))
    return log


def refusal(log: LadderLog, **kwargs) -> str:
    with pytest.raises(LadderUserError) as refused:
        log.run(issue_challenge, **kwargs)
    return refused.value.code


@pytest.mark.parametrize(("position", "places"), [(1, 10), (20, 10), (25, 10), (26, 10), (50, 20)])
def test_reach_is_ten_places_or_forty_percent_whichever_is_more(position, places):
    assert reach(position) == places


def test_reach_also_covers_the_five_players_above_nearest_by_rating():
    log = ogs_ladder(20)
    # 20 reaches 10..19 by position; 1..9 are out of reach unless among the five players above
    # whose ratings are nearest 20's (1500): 3, 5, 7 (1500-ish) and 12, 14 (inside anyway).
    ratings = {number: 2000.0 for number in range(1, 21)}
    ratings.update({20: 1500.0, 3: 1510.0, 5: 1490.0, 7: 1520.0, 12: 1505.0, 14: 1495.0})
    log.run(issue_challenge, challenger=20, defender=3, challenge=1, now=at_day(1), ratings=ratings)
    assert refusal(log, challenger=20, defender=2, challenge=2, now=at_day(1), ratings=ratings) == (
        "out_of_reach"
    )
    # without ratings only the positions count
    assert refusal(log, challenger=20, defender=5, challenge=3, now=at_day(1)) == "out_of_reach"


@pytest.mark.parametrize(("defender", "cap"), [(1, 5), (5, 5), (6, 4), (10, 4), (11, 3), (20, 3)])
def test_incoming_challenges_are_capped_five_four_three_by_position(defender, cap):
    log = ogs_ladder(40)
    challengers = [number for number in range(defender + 1, 41)][: cap + 1]
    for challenge, challenger in enumerate(challengers[:cap], start=1):
        log.run(
            issue_challenge,
            challenger=challenger,
            defender=defender,
            challenge=challenge,
            now=at_day(1),
        )
    code = refusal(log, challenger=challengers[cap], defender=defender, challenge=99, now=at_day(1))
    assert code == "defender_busy"


def test_sixty_six_challenges_against_one_player_are_not_accepted():
    log = ogs_ladder(100)
    accepted = 0
    for challenger in range(2, 100):
        try:
            log.run(
                issue_challenge,
                challenger=challenger,
                defender=1,
                challenge=challenger,
                now=at_day(1),
            )
            accepted += 1
        except LadderUserError:
            pass
    assert accepted == 5


def test_a_timeout_is_a_loss_and_removes_the_player_who_timed_out():
    log = ogs_ladder(6)
    log.run(issue_challenge, challenger=6, defender=4, challenge=1, now=at_day(1))
    log.run(issue_challenge, challenger=5, defender=4, challenge=2, now=at_day(1))
    events = log.run(record_timeout, challenge=1, timed_out=4, now=at_day(3), moves_played=5)
    kinds = [(event["type"], event.get("winner"), event.get("reason")) for event in events]
    assert kinds == [
        ("challenge_decided", 6, "timeout"),
        ("challenge_decided", 5, "player_removed"),  # 4's other challenge is resigned
        ("player_removed_timeout", None, None),
    ]
    # 6 took 4's place (1, 2, 3, 6, 4, 5), 5 won into 4's new place (1, 2, 3, 6, 5, 4), 4 left
    assert log.players == [1, 2, 3, 6, 5]
    assert log.replayed() == log.ladder


def test_a_game_timed_out_with_no_move_is_annulled_and_the_player_still_removed():
    log = ogs_ladder(4)
    log.run(issue_challenge, challenger=4, defender=2, challenge=1, now=at_day(1))
    events = log.run(record_timeout, challenge=1, timed_out=2, now=at_day(4), moves_played=0)
    assert events[0]["type"] == "challenge_cancelled"
    assert events[0]["reason"] == "timeout_without_moves"
    assert log.players == [1, 3, 4]  # no one won the game; 2 left the ladder


def test_the_rechallenge_wait_counts_from_the_end_of_the_game():
    log = ogs_ladder(5)
    log.run(issue_challenge, challenger=5, defender=4, challenge=1, now=at_day(0))
    log.run(record_result, challenge=1, winner=4, now=at_day(10))  # a ten-day game
    assert refusal(log, challenger=5, defender=4, challenge=2, now=at_day(10.5)) == (
        "challenged_recently"
    )
    assert refusal(log, challenger=5, defender=4, challenge=2, now=at_day(16.9)) == (
        "challenged_recently"
    )
    log.run(issue_challenge, challenger=5, defender=4, challenge=2, now=at_day(17))


def test_leaving_resigns_open_challenges():
    log = ogs_ladder(5)
    log.run(issue_challenge, challenger=5, defender=3, challenge=1, now=at_day(1))
    log.run(issue_challenge, challenger=3, defender=1, challenge=2, now=at_day(1))
    events = log.run(leave_ladder, player=3, now=at_day(2))
    assert [(event["type"], event.get("winner")) for event in events] == [
        ("challenge_decided", 5),
        ("challenge_decided", 1),
        ("player_left", None),
    ]
    assert all(event.get("reason") in (None, "resigned") for event in events)
    # 5 won into 3's place, then 3 left: 5 is third
    assert log.players == [1, 2, 5, 4]


def test_the_inactivity_drop_spares_the_top_player():
    log = ogs_ladder(3)
    events = log.run(drop_inactive_players, now=at_day(40), last_game_at={})
    assert [event["player"] for event in events] == [2, 3]
    assert log.players == [1]
