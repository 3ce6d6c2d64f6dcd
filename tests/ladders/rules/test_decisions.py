"""Challenge-ladder rules, each played through the commands and checked on the projection."""

from dataclasses import replace

import pytest

from ladders.rules import (
    LadderRules,
    LadderUserError,
    challengeable_players,
    drop_inactive_players,
    issue_challenge,
    join_ladder,
    leave_ladder,
    reach,
    record_result,
    record_timeout,
)
from tests.ladders.rules.ladder_log import CLASSIC, LadderLog, at_day


def ladder_of(count: int, day: float = 0) -> LadderLog:
    """A ladder with players "p1".."p<count>" at positions 1..count (the CLASSIC rules)."""
    log = LadderLog(rules=CLASSIC)
    for number in range(1, count + 1):
        log.run(join_ladder, player=f"p{number}", now=at_day(day))
    return log


def names(*numbers: int) -> list[str]:
    return [f"p{number}" for number in numbers]


# --- joining ---------------------------------------------------------------------------


def test_players_join_at_the_bottom():
    log = ladder_of(3)
    assert log.players == names(1, 2, 3)
    log.run(join_ladder, player=7, now=at_day(1))
    assert log.ladder.standings()[-1] == {"position": 4, "player": 7}


def test_joining_twice_is_refused():
    log = ladder_of(2)
    with pytest.raises(LadderUserError) as refused:
        log.run(join_ladder, player="p1", now=at_day(1))
    assert refused.value.code == "already_on_ladder"


# --- reach -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("position", "places"),
    [(1, 5), (2, 5), (6, 5), (12, 5), (14, 5), (15, 6), (17, 6), (20, 8), (25, 10), (100, 40)],
)
def test_classic_reach_is_five_places_or_forty_percent_whichever_is_more(position, places):
    assert reach(position, CLASSIC) == places


@pytest.mark.parametrize(
    ("rules", "position", "places"),
    [
        (LadderRules(reach_places=2, reach_fraction=0.5), 3, 2),
        (LadderRules(reach_places=2, reach_fraction=0.5), 10, 5),
        (LadderRules(reach_places=3, reach_fraction=0.3), 10, 3),
        (LadderRules(reach_places=3, reach_fraction=0.3), 20, 6),
        (LadderRules(reach_places=1, reach_fraction=0.0), 50, 1),
    ],
)
def test_reach_is_configurable(rules, position, places):
    assert reach(position, rules) == places


# (challenger position, defender position, refusal code or None) on a 30-player ladder
CHALLENGE_RANGE = [
    (20, 19, None),
    (20, 12, None),  # 8 places: 40% of 20
    (20, 11, "out_of_reach"),
    (6, 1, None),  # 5 places
    (7, 1, "out_of_reach"),
    (14, 9, None),  # 40% of 14 is 5.6 -> 5 places
    (14, 8, "out_of_reach"),
    (15, 9, None),  # 40% of 15 = 6 places
    (2, 1, None),
    (3, 4, "defender_not_above"),
    (5, 5, "cannot_challenge_self"),
    (1, 30, "defender_not_above"),
]


@pytest.mark.parametrize(("challenger", "defender", "code"), CHALLENGE_RANGE)
def test_challenge_range(challenger, defender, code):
    log = ladder_of(30)
    command = {
        "challenger": f"p{challenger}",
        "defender": f"p{defender}",
        "challenge": "g1",
        "now": at_day(1),
    }
    if code is None:
        (event,) = log.run(issue_challenge, **command)
        assert event == {
            "type": "challenge_issued",
            "challenge": "g1",
            "challenger": f"p{challenger}",
            "defender": f"p{defender}",
            "at": at_day(1),
        }
        assert list(log.ladder.open_challenges) == ["g1"]
    else:
        with pytest.raises(LadderUserError) as refused:
            log.run(issue_challenge, **command)
        assert refused.value.code == code


def test_configured_reach_applies_to_challenges():
    log = ladder_of(10)
    rules = LadderRules(reach_places=2, reach_fraction=0.0)
    with pytest.raises(LadderUserError) as refused:
        log.run(issue_challenge, rules, challenger="p10", defender="p7", challenge=1, now=at_day(1))
    assert refused.value.code == "out_of_reach"
    log.run(issue_challenge, rules, challenger="p10", defender="p8", challenge=1, now=at_day(1))


@pytest.mark.parametrize(
    ("challenger", "defender", "code"),
    [("p9", "p1", "not_on_ladder"), ("p2", "p9", "defender_not_on_ladder")],
)
def test_only_players_on_the_ladder_challenge_and_are_challenged(challenger, defender, code):
    log = ladder_of(3)
    with pytest.raises(LadderUserError) as refused:
        log.run(issue_challenge, challenger=challenger, defender=defender, challenge=1, now=0)
    assert refused.value.code == code


# --- open challenges -------------------------------------------------------------------


def test_at_most_three_open_challenges_of_your_own():
    log = ladder_of(10)
    for number, defender in enumerate(["p9", "p8", "p7"], start=1):
        log.run(
            issue_challenge, challenger="p10", defender=defender, challenge=number, now=at_day(1)
        )
    with pytest.raises(LadderUserError) as refused:
        log.run(issue_challenge, challenger="p10", defender="p6", challenge=4, now=at_day(1))
    assert refused.value.code == "too_many_challenges"
    log.run(record_result, challenge=2, winner="p8", now=at_day(2))
    log.run(issue_challenge, challenger="p10", defender="p6", challenge=4, now=at_day(2))
    assert len(log.ladder.challenges_issued_by("p10")) == 3


def test_open_challenge_limit_is_configurable():
    log = ladder_of(10)
    rules = LadderRules(max_open_challenges=1)
    log.run(issue_challenge, rules, challenger="p10", defender="p9", challenge=1, now=0)
    with pytest.raises(LadderUserError) as refused:
        log.run(issue_challenge, rules, challenger="p10", defender="p8", challenge=2, now=0)
    assert refused.value.code == "too_many_challenges"


def test_challenges_received_do_not_count_against_your_limit():
    log = ladder_of(10)
    for number in (6, 7, 8, 9):
        log.run(issue_challenge, challenger=f"p{number}", defender="p5", challenge=number, now=0)
    for number, defender in enumerate(["p4", "p3", "p2"], start=1):
        log.run(issue_challenge, challenger="p5", defender=defender, challenge=number, now=0)
    assert len(log.ladder.challenges_involving("p5")) == 7


def test_no_second_open_challenge_between_the_same_two_players():
    log = ladder_of(5)
    log.run(issue_challenge, challenger="p5", defender="p4", challenge=1, now=at_day(0))
    with pytest.raises(LadderUserError) as refused:
        log.run(issue_challenge, challenger="p5", defender="p4", challenge=2, now=at_day(8))
    assert refused.value.code == "challenge_already_open"


def test_a_used_challenge_id_is_a_caller_bug():
    log = ladder_of(5)
    log.run(issue_challenge, challenger="p5", defender="p4", challenge=1, now=0)
    log.run(record_result, challenge=1, winner="p4", now=1)
    with pytest.raises(ValueError):
        log.run(issue_challenge, challenger="p5", defender="p3", challenge=1, now=2)


# --- no repeat challenge within 7 days -------------------------------------------------


@pytest.mark.parametrize(
    ("again_on_day", "code"),
    [(1, "challenged_recently"), (6.99, "challenged_recently"), (7, None), (30, None)],
)
def test_no_repeat_challenge_of_the_same_player_within_seven_days(again_on_day, code):
    log = ladder_of(5)
    log.run(issue_challenge, challenger="p5", defender="p4", challenge=1, now=at_day(0))
    log.run(record_result, challenge=1, winner="p4", now=at_day(0.5))
    log.run(issue_challenge, challenger="p5", defender="p3", challenge=2, now=at_day(0.5))
    command = {"challenger": "p5", "defender": "p4", "challenge": 3, "now": at_day(again_on_day)}
    if code is None:
        log.run(issue_challenge, **command)
    else:
        with pytest.raises(LadderUserError) as refused:
            log.run(issue_challenge, **command)
        assert refused.value.code == code


def test_repeat_rule_reads_iso_timestamps():
    log = ladder_of(5, day=0)
    log.run(
        issue_challenge, challenger="p5", defender="p4", challenge=1, now="2026-11-01T12:00:00Z"
    )
    log.run(record_result, challenge=1, winner="p4", now="2026-11-02T09:00:00+00:00")
    with pytest.raises(LadderUserError) as refused:
        log.run(
            issue_challenge, challenger="p5", defender="p4", challenge=2, now="2026-11-08T11:59:59Z"
        )
    assert refused.value.code == "challenged_recently"
    # a naive ISO time is UTC; exactly 7 days later is allowed
    log.run(issue_challenge, challenger="p5", defender="p4", challenge=2, now="2026-11-08T12:00:00")


def test_repeat_window_is_configurable():
    log = ladder_of(5)
    rules = replace(CLASSIC, rechallenge_after_days=1)
    log.run(issue_challenge, rules, challenger="p5", defender="p4", challenge=1, now=at_day(0))
    log.run(record_result, challenge=1, winner="p4", now=at_day(0.5))
    log.run(issue_challenge, rules, challenger="p5", defender="p4", challenge=2, now=at_day(1))


# --- results ---------------------------------------------------------------------------

# (challenger, defender, standings after a challenger's win) on an 8-player ladder
RESHUFFLES = [
    (7, 3, [1, 2, 7, 3, 4, 5, 6, 8]),
    (2, 1, [2, 1, 3, 4, 5, 6, 7, 8]),
    (8, 7, [1, 2, 3, 4, 5, 6, 8, 7]),
    (6, 1, [6, 1, 2, 3, 4, 5, 7, 8]),
    (8, 3, [1, 2, 8, 3, 4, 5, 6, 7]),
]


@pytest.mark.parametrize(("challenger", "defender", "after"), RESHUFFLES)
def test_a_winning_challenger_takes_the_place_and_everyone_between_moves_down_one(
    challenger, defender, after
):
    log = ladder_of(8)
    log.run(
        issue_challenge, challenger=f"p{challenger}", defender=f"p{defender}", challenge=1, now=0
    )
    (event,) = log.run(record_result, challenge=1, winner=f"p{challenger}", now=3600)
    assert event == {
        "type": "challenge_decided",
        "challenge": 1,
        "winner": f"p{challenger}",
        "reason": "played",
        "at": 3600,
    }
    assert log.players == names(*after)
    assert log.ladder.open_challenges == {}


@pytest.mark.parametrize(("winner", "reason"), [("p3", "played"), (None, "played")])
def test_a_loss_or_a_draw_changes_nothing(winner, reason):
    log = ladder_of(8)
    log.run(issue_challenge, challenger="p7", defender="p3", challenge=1, now=0)
    (event,) = log.run(record_result, challenge=1, winner=winner, now=1)
    assert (event["winner"], event["reason"]) == (winner, reason)
    assert log.players == names(1, 2, 3, 4, 5, 6, 7, 8)
    assert log.ladder.open_challenges == {}


@pytest.mark.parametrize(
    ("timed_out", "winner", "after"),
    [("p3", "p7", [1, 2, 7, 3, 4, 5, 6, 8]), ("p7", "p3", [1, 2, 3, 4, 5, 6, 7, 8])],
)
def test_the_player_who_times_out_loses(timed_out, winner, after):
    # a defender who never accepts (never moves) is timed out by the platform: a forfeit
    log = ladder_of(8)
    log.run(issue_challenge, challenger="p7", defender="p3", challenge=1, now=0)
    (event,) = log.run(record_timeout, challenge=1, timed_out=timed_out, now=at_day(3))
    assert event == {
        "type": "challenge_decided",
        "challenge": 1,
        "winner": winner,
        "reason": "timeout",
        "at": at_day(3),
    }
    assert log.players == names(*after)


@pytest.mark.parametrize("command", [record_result, record_timeout])
def test_a_closed_or_unknown_challenge_cannot_be_decided(command):
    log = ladder_of(4)
    log.run(issue_challenge, challenger="p4", defender="p3", challenge=1, now=0)
    log.run(record_result, challenge=1, winner="p3", now=1)
    argument = {"winner": "p4"} if command is record_result else {"timed_out": "p3"}
    for challenge in (1, 99):
        with pytest.raises(LadderUserError) as refused:
            log.run(command, challenge=challenge, now=2, **argument)
        assert refused.value.code == "challenge_not_open"


def test_a_win_takes_the_defenders_current_place():
    log = ladder_of(8)
    log.run(issue_challenge, challenger="p8", defender="p5", challenge=1, now=0)
    log.run(issue_challenge, challenger="p6", defender="p5", challenge=2, now=0)
    log.run(record_result, challenge=2, winner="p6", now=1)
    assert log.players == names(1, 2, 3, 4, 6, 5, 7, 8)
    log.run(record_result, challenge=1, winner="p8", now=2)
    assert log.players == names(1, 2, 3, 4, 6, 8, 5, 7)


def test_a_win_over_a_defender_now_below_moves_nobody():
    log = ladder_of(8)
    log.run(issue_challenge, challenger="p6", defender="p5", challenge=1, now=0)
    log.run(issue_challenge, challenger="p6", defender="p2", challenge=2, now=0)
    log.run(record_result, challenge=2, winner="p6", now=1)
    assert log.players == names(1, 6, 2, 3, 4, 5, 7, 8)
    log.run(record_result, challenge=1, winner="p6", now=2)
    assert log.players == names(1, 6, 2, 3, 4, 5, 7, 8)


def test_the_winner_must_have_played():
    log = ladder_of(4)
    log.run(issue_challenge, challenger="p4", defender="p3", challenge=1, now=0)
    with pytest.raises(ValueError):
        log.run(record_result, challenge=1, winner="p1", now=1)
    with pytest.raises(ValueError):
        log.run(record_timeout, challenge=1, timed_out="p2", now=1)


# --- leaving ---------------------------------------------------------------------------


def test_leaving_removes_you_and_cancels_your_challenges_and_a_rejoin_starts_at_the_bottom():
    log = ladder_of(8)
    log.run(issue_challenge, challenger="p5", defender="p3", challenge="mine", now=0)
    log.run(issue_challenge, challenger="p7", defender="p5", challenge="theirs", now=0)
    log.run(issue_challenge, challenger="p8", defender="p6", challenge="other", now=0)
    events = log.run(leave_ladder, player="p5", now=10)
    assert events == [
        {"type": "challenge_cancelled", "challenge": "mine", "reason": "player_left", "at": 10},
        {"type": "challenge_cancelled", "challenge": "theirs", "reason": "player_left", "at": 10},
        {"type": "player_left", "player": "p5", "at": 10},
    ]
    assert log.players == names(1, 2, 3, 4, 6, 7, 8)
    assert list(log.ladder.open_challenges) == ["other"]
    with pytest.raises(LadderUserError) as refused:
        log.run(record_result, challenge="mine", winner="p5", now=11)
    assert refused.value.code == "challenge_not_open"
    log.run(join_ladder, player="p5", now=12)
    assert log.players == names(1, 2, 3, 4, 6, 7, 8, 5)


def test_leaving_when_not_on_the_ladder_is_refused():
    log = ladder_of(2)
    with pytest.raises(LadderUserError) as refused:
        log.run(leave_ladder, player="p3", now=0)
    assert refused.value.code == "not_on_ladder"


# --- inactivity ------------------------------------------------------------------------


def test_players_without_a_game_for_thirty_days_drop_out():
    log = ladder_of(6, day=0)
    log.run(issue_challenge, challenger="p6", defender="p5", challenge=1, now=at_day(10))
    log.run(record_result, challenge=1, winner="p5", now=at_day(12))
    log.run(issue_challenge, challenger="p4", defender="p3", challenge=2, now=at_day(1))
    reported = {
        "p1": at_day(1),  # 30 days before `now`: dropped (exactly 30 days counts)
        "p2": "2023-11-14T22:13:20Z",  # = day 0 as an ISO time; nothing later: dropped
        # p3, p4 have an open challenge (a running game): never dropped
        "p5": None,  # the ladder saw p5 play on day 12: kept
        # p6 not reported: the ladder saw p6 play on day 12: kept
    }
    events = log.run(drop_inactive_players, now=at_day(31), last_game_at=reported)
    assert events == [
        {
            "type": "player_dropped_inactive",
            "player": "p1",
            "last_active_at": at_day(1),
            "at": at_day(31),
        },
        {
            "type": "player_dropped_inactive",
            "player": "p2",
            "last_active_at": at_day(0),
            "at": at_day(31),
        },
    ]
    assert log.players == names(3, 4, 5, 6)


@pytest.mark.parametrize(
    ("last_game_day", "dropped"), [(0, True), (1.5, True), (1.51, False), (20, False)]
)
def test_inactivity_threshold(last_game_day, dropped):
    log = ladder_of(1, day=0)
    events = log.run(
        drop_inactive_players, now=at_day(31.5), last_game_at={"p1": at_day(last_game_day)}
    )
    assert [event["player"] for event in events] == (["p1"] if dropped else [])


def test_a_newly_joined_player_is_not_inactive():
    log = ladder_of(1, day=0)
    log.run(join_ladder, player="late", now=at_day(20))
    events = log.run(drop_inactive_players, now=at_day(40), last_game_at={})
    assert [event["player"] for event in events] == ["p1"]
    assert log.players == ["late"]


def test_inactivity_window_is_configurable():
    log = ladder_of(2, day=0)
    rules = replace(CLASSIC, inactive_after_days=5)
    events = log.run(drop_inactive_players, rules, now=at_day(5), last_game_at={"p2": at_day(1)})
    assert [event["player"] for event in events] == ["p1"]


def test_dropped_players_rejoin_at_the_bottom():
    log = ladder_of(3, day=0)
    log.run(
        drop_inactive_players, now=at_day(30), last_game_at={"p2": at_day(29), "p3": at_day(29)}
    )
    assert log.players == names(2, 3)
    log.run(join_ladder, player="p1", now=at_day(31))
    assert log.players == names(2, 3, 1)


# --- what a page shows -----------------------------------------------------------------


def test_challengeable_players_are_exactly_the_challenges_accepted():
    log = ladder_of(12)
    log.run(issue_challenge, challenger="p12", defender="p11", challenge=1, now=at_day(0))
    log.run(issue_challenge, challenger="p12", defender="p9", challenge=2, now=at_day(0))
    log.run(record_result, challenge=2, winner="p9", now=at_day(1))
    log.run(issue_challenge, challenger="p8", defender="p7", challenge=3, now=at_day(1))
    log.run(issue_challenge, challenger="p8", defender="p6", challenge=4, now=at_day(1))
    log.run(issue_challenge, challenger="p8", defender="p5", challenge=5, now=at_day(1))
    now = at_day(2)
    assert challengeable_players(log.ladder, CLASSIC, challenger="p12", now=now) == names(7, 8, 10)
    assert challengeable_players(log.ladder, CLASSIC, challenger="p8", now=now) == []
    for challenger in log.players:
        allowed = challengeable_players(log.ladder, CLASSIC, challenger=challenger, now=now)
        for defender in log.players:
            try:
                issue_challenge(
                    log.ladder,
                    CLASSIC,
                    challenger=challenger,
                    defender=defender,
                    challenge=100,
                    now=now,
                )
                accepted = True
            except LadderUserError:
                accepted = False
            assert accepted is (defender in allowed), (challenger, defender)


def test_as_dict_shows_standings_and_open_challenges():
    log = ladder_of(3)
    log.run(
        issue_challenge, challenger="p3", defender="p1", challenge="g7", now="2026-11-29T15:00:00Z"
    )
    assert log.ladder.as_dict() == {
        "standings": [
            {"position": 1, "player": "p1"},
            {"position": 2, "player": "p2"},
            {"position": 3, "player": "p3"},
        ],
        "open_challenges": [
            {
                "challenge": "g7",
                "challenger": "p3",
                "defender": "p1",
                "issued_at": "2026-11-29T15:00:00Z",
            }
        ],
    }
    assert log.ladder.position_of("p3") == 3
    assert log.ladder.position_of("nobody") is None


# --- malformed arguments are caller bugs -----------------------------------------------


@pytest.mark.parametrize(
    ("command", "arguments"),
    [
        (join_ladder, {"player": True, "now": 0}),
        (join_ladder, {"player": ["p"], "now": 0}),
        (join_ladder, {"player": "p", "now": "yesterday"}),
        (join_ladder, {"player": "p", "now": None}),
        (leave_ladder, {"player": None, "now": 0}),
        (issue_challenge, {"challenger": "p2", "defender": "p1", "challenge": False, "now": 0}),
        (issue_challenge, {"challenger": "p2", "defender": "p1", "challenge": 1, "now": [0]}),
        (record_result, {"challenge": {}, "winner": "p1", "now": 0}),
    ],
)
def test_malformed_arguments_raise_value_error(command, arguments):
    log = ladder_of(2)
    with pytest.raises(ValueError):
        log.run(command, **arguments)
