"""Challenge ladders through the services and the game_finished -> task path: every rule."""

from __future__ import annotations

import pytest
from django.db import DatabaseError, IntegrityError, transaction

from errors import Conflict, Forbidden, PlatformError
from games.models import Game, GameStatus
from ladders import rules as ladder_rules
from ladders import services as ladder_services
from ladders.models import ChallengeStatus, LadderChallenge, LadderEvent
from ladders.selectors import ladder_state
from ladders.services import (
    ladder_challenge,
    ladder_join,
    ladder_leave,
    ladder_result_apply,
)
from ladders.tasks import ladders_inactive_drop
from ratings.models import Rating, RatingChange
from tests.factories import UserFactory
from tests.ladders.ladder_setup import (
    CLASSIC_RULES,
    Clock,
    make_ladder,
    positions,
    resign,
    time_out,
)

pytestmark = pytest.mark.django_db

SIX = ["a", "b", "c", "d", "e", "f"]


@pytest.fixture
def staff(db):
    return UserFactory(username="referee", is_staff=True)


@pytest.fixture
def clock(monkeypatch):
    clock = Clock()
    monkeypatch.setattr(ladder_services, "_now", clock)
    return clock


@pytest.fixture
def six(secret_nim, staff, clock):
    return make_ladder(
        staff, SIX, time_control={"kind": "per_move", "seconds": 86400}, rules=CLASSIC_RULES
    )


def challenge(ladder, users, challenger, defender):
    return ladder_challenge(ladder=ladder, challenger=users[challenger], defender=users[defender])


def refusal(ladder, users, challenger, defender) -> str:
    with pytest.raises(PlatformError) as refused:
        challenge(ladder, users, challenger, defender)
    return refused.value.code


def test_joining_puts_you_at_the_bottom_once(six):
    ladder, _users = six
    assert positions(ladder) == SIX
    late = UserFactory(username="g")
    assert ladder_join(ladder=ladder, user=late) == 7
    assert positions(ladder) == [*SIX, "g"]
    with pytest.raises(Conflict) as twice:
        ladder_join(ladder=ladder, user=late)
    assert twice.value.code == "already_on_ladder"


def test_a_challenge_is_a_rated_game_created_at_once_with_both_seated(
    six, monkeypatch, django_capture_on_commit_callbacks
):
    ladder, users = six
    notified = []
    monkeypatch.setattr(
        ladder_services, "challenge_received_notify", lambda **kw: notified.append(kw)
    )
    with django_capture_on_commit_callbacks(execute=True):
        made = challenge(ladder, users, "f", "b")
    game = Game.objects.get(pk=made.game_id)
    assert game.status == GameStatus.ACTIVE and game.rated and game.engine == "secret-nim"
    assert game.time_control == {"kind": "per_move", "seconds": 86400}
    assert sorted(s.user.username for s in game.seats.all()) == ["b", "f"]
    assert (made.challenger_position, made.defender_position, made.status) == (6, 2, "open")
    last = LadderEvent.objects.filter(ladder=ladder).order_by("-seq").first()
    assert last.type == "challenge_issued"
    assert last.data["challenge"] == game.pk and last.data["defender"] == users["b"].pk
    assert notified == [{"challenge_id": made.pk}]
    assert positions(ladder) == SIX  # nothing moves until the game ends


@pytest.mark.parametrize(
    ("size", "challenger", "defender", "allowed"),
    [
        (7, 7, 2, True),  # 5 places up
        (7, 7, 1, False),  # 6 places up: out of reach
        (15, 15, 9, True),  # 40% of 15 = 6 places
        (15, 15, 8, False),
        (15, 12, 7, True),  # 40% of 12 = 4.8 -> 4 < 5: five places
        (15, 12, 6, False),
    ],
)
def test_reach_is_five_places_or_forty_percent_of_your_position(
    secret_nim, staff, clock, size, challenger, defender, allowed
):
    names = [f"p{n}" for n in range(1, size + 1)]
    ladder, users = make_ladder(staff, names, rules=CLASSIC_RULES)
    if allowed:
        made = challenge(ladder, users, f"p{challenger}", f"p{defender}")
        assert made.defender_position == defender
    else:
        assert refusal(ladder, users, f"p{challenger}", f"p{defender}") == "out_of_reach"
        assert not Game.objects.exists()  # a refused challenge creates no game


def test_only_players_above_and_not_yourself(six):
    ladder, users = six
    assert refusal(ladder, users, "c", "d") == "defender_not_above"
    assert refusal(ladder, users, "c", "c") == "cannot_challenge_self"
    outsider = UserFactory(username="x")
    with pytest.raises(Forbidden) as refused:
        ladder_challenge(ladder=ladder, challenger=outsider, defender=users["a"])
    assert refused.value.code == "not_on_ladder"
    with pytest.raises(PlatformError) as refused:
        ladder_challenge(ladder=ladder, challenger=users["b"], defender=outsider)
    assert refused.value.code == "defender_not_on_ladder"


def test_at_most_three_open_challenges_of_your_own(six):
    ladder, users = six
    for defender in ("e", "d", "c"):
        challenge(ladder, users, "f", defender)
    assert refusal(ladder, users, "f", "b") == "too_many_challenges"
    # challenges received do not count: e, challenged by f, still issues three of its own
    for defender in ("d", "c", "b"):
        challenge(ladder, users, "e", defender)
    assert refusal(ladder, users, "e", "a") == "too_many_challenges"
    assert LadderChallenge.objects.filter(status="open").count() == 6


def test_no_second_open_challenge_between_the_same_two(six):
    ladder, users = six
    challenge(ladder, users, "f", "e")
    assert refusal(ladder, users, "f", "e") == "challenge_already_open"


def test_no_repeat_challenge_of_the_same_player_within_seven_days(
    six,
    clock,
    eager_celery,
    django_capture_on_commit_callbacks,
):
    ladder, users = six
    first = challenge(ladder, users, "f", "e")
    resign(first.game, users["f"], django_capture_on_commit_callbacks)  # e defends
    clock.advance(6.9)
    assert refusal(ladder, users, "f", "e") == "challenged_recently"
    clock.advance(0.1)  # exactly seven days after the first challenge
    assert challenge(ladder, users, "f", "e").defender_position == 5


def test_a_winning_challenger_takes_the_place_and_those_between_move_down(
    six,
    eager_celery,
    django_capture_on_commit_callbacks,
):
    ladder, users = six
    made = challenge(ladder, users, "f", "b")
    resign(made.game, users["b"], django_capture_on_commit_callbacks)
    assert positions(ladder) == ["a", "f", "b", "c", "d", "e"]
    made.refresh_from_db()
    assert (made.status, made.winner.username, made.reason) == ("decided", "f", "played")
    # the challenge game is rated like any other (the ratings task ran too)
    assert RatingChange.objects.filter(game=made.game).count() == 2


def test_a_losing_challenger_changes_nothing(six, eager_celery, django_capture_on_commit_callbacks):
    ladder, users = six
    made = challenge(ladder, users, "e", "c")
    resign(made.game, users["e"], django_capture_on_commit_callbacks)
    assert positions(ladder) == SIX
    made.refresh_from_db()
    assert (made.status, made.winner.username) == ("decided", "c")


def test_a_draw_changes_nothing(six):
    ladder, users = six
    made = challenge(ladder, users, "e", "c")
    Game.objects.filter(pk=made.game_id).update(
        status=GameStatus.FINISHED, outcome={"ranks": [1, 1], "scores": [5, 5], "details": {}}
    )  # secret-nim cannot draw: the ranks are written as an engine with draws would
    assert ladder_result_apply(game_id=made.game_id)
    assert positions(ladder) == SIX
    made.refresh_from_db()
    assert (made.status, made.winner) == ("decided", None)


@pytest.mark.parametrize(
    ("who_times_out", "winner", "after"),
    [
        ("b", "f", ["a", "f", "b", "c", "d", "e"]),  # the defender never moved: forfeit
        ("f", "b", SIX),
    ],
)
def test_a_timeout_loses(
    six, eager_celery, django_capture_on_commit_callbacks, who_times_out, winner, after
):
    ladder, users = six
    made = challenge(ladder, users, "f", "b")
    time_out(made.game, users[who_times_out], django_capture_on_commit_callbacks)
    assert Game.objects.get(pk=made.game_id).status == GameStatus.FINISHED
    assert positions(ladder) == after
    made.refresh_from_db()
    assert (made.winner.username, made.reason) == (winner, "timeout")


def test_results_are_recorded_once(six, eager_celery, django_capture_on_commit_callbacks):
    ladder, users = six
    made = challenge(ladder, users, "f", "b")
    resign(made.game, users["b"], django_capture_on_commit_callbacks)
    seq = ladder_state(ladder).events_applied
    assert ladder_result_apply(game_id=made.game_id) is False
    assert ladder_result_apply(game_id=10**9) is False  # not a challenge game
    assert ladder_state(ladder).events_applied == seq
    assert positions(ladder) == ["a", "f", "b", "c", "d", "e"]


def test_leaving_cancels_your_challenges_and_a_rejoin_starts_at_the_bottom(six):
    ladder, users = six
    mine = challenge(ladder, users, "c", "a")
    against_me = challenge(ladder, users, "e", "c")
    ladder_leave(ladder=ladder, user=users["c"])
    assert positions(ladder) == ["a", "b", "d", "e", "f"]
    for made in (mine, against_me):
        made.refresh_from_db()
        assert (made.status, made.reason) == (ChallengeStatus.CANCELLED, "player_left")
    with pytest.raises(Forbidden):
        ladder_leave(ladder=ladder, user=users["c"])
    assert ladder_join(ladder=ladder, user=users["c"]) == 6
    assert positions(ladder) == ["a", "b", "d", "e", "f", "c"]
    # the finished game of a cancelled challenge changes nothing on the ladder
    assert ladder_result_apply(game_id=mine.game_id) is False


def test_inactive_players_drop_out_after_thirty_days(
    six,
    clock,
    eager_celery,
    django_capture_on_commit_callbacks,
):
    ladder, users = six
    clock.advance(20)
    finished = challenge(ladder, users, "d", "b")  # d and b play on day 20
    resign(finished.game, users["d"], django_capture_on_commit_callbacks)
    running = challenge(ladder, users, "f", "e")  # still being played
    clock.advance(9.9)
    assert ladders_inactive_drop() == 0
    clock.advance(0.1)  # 30 days after joining: a and c had no game
    assert ladders_inactive_drop() == 2
    assert positions(ladder) == ["b", "d", "e", "f"]
    running.refresh_from_db()
    assert running.status == "open"
    types = list(LadderEvent.objects.filter(ladder=ladder).values_list("type", flat=True))
    assert types.count("player_dropped_inactive") == 2


def test_the_ladder_log_replays_to_the_standings_and_cannot_be_rewritten(
    six,
    clock,
    eager_celery,
    django_capture_on_commit_callbacks,
):
    ladder, users = six
    resign(challenge(ladder, users, "f", "b").game, users["b"], django_capture_on_commit_callbacks)
    resign(challenge(ladder, users, "e", "a").game, users["e"], django_capture_on_commit_callbacks)
    challenge(ladder, users, "d", "a")
    ladder_leave(ladder=ladder, user=users["c"])
    ladder_join(ladder=ladder, user=users["c"])
    resign(challenge(ladder, users, "c", "e").game, users["e"], django_capture_on_commit_callbacks)
    rows = list(LadderEvent.objects.filter(ladder=ladder).order_by("seq"))
    assert [row.seq for row in rows] == list(range(1, len(rows) + 1))
    ladder.refresh_from_db()
    assert ladder.seq == len(rows)
    replayed = ladder_rules.project(row.data for row in rows)
    assert replayed.players == ladder_state(ladder).players
    names = {u.pk: name for name, u in users.items()}
    assert [names[p] for p in replayed.players] == ["a", "f", "b", "d", "c", "e"]
    # every prefix of the log is a ladder that once was
    halfway = ladder_rules.project(row.data for row in rows[:8])
    assert [names[p] for p in halfway.players] == ["a", "f", "b", "c", "d", "e"]
    for statement in (
        lambda: LadderEvent.objects.filter(pk=rows[0].pk).update(type="forged"),
        lambda: LadderEvent.objects.filter(pk=rows[0].pk).delete(),
    ):
        with pytest.raises((IntegrityError, DatabaseError)), transaction.atomic():
            statement()
    assert LadderEvent.objects.get(pk=rows[0].pk).type == "player_joined"


def test_ladder_create_checks_its_input(secret_nim, staff, alice):
    with pytest.raises(Forbidden):
        ladder_services.ladder_create(user=alice, name="x", engine="secret-nim")
    for kwargs, code in [
        ({"engine": "no-such-game"}, "unknown_engine"),
        ({"rules": {"reach": 3}}, "bad_rules"),
        ({"rules": {"max_open_challenges": 0}}, "bad_rules"),
        ({"time_control": {"kind": "hourglass"}}, "bad_time_control"),
        ({"time_control": {"kind": "none"}}, "ladder_needs_clock"),
    ]:
        with pytest.raises(PlatformError) as refused:
            ladder_services.ladder_create(
                user=staff, **{"name": "x", "engine": "secret-nim", **kwargs}
            )
        assert refused.value.code == code


def test_a_ladder_without_a_time_control_gets_three_days_a_move(secret_nim, staff):
    ladder = ladder_services.ladder_create(user=staff, name="x", engine="secret-nim")
    assert ladder.time_control == {"kind": "per_move", "seconds": 259200}


def test_ladder_rules_are_configurable(secret_nim, staff, clock):
    rules = {"reach_places": 2, "reach_fraction": 0, "max_open_challenges": 1}
    ladder, users = make_ladder(staff, SIX, rules=rules)
    assert refusal(ladder, users, "f", "c") == "out_of_reach"
    challenge(ladder, users, "f", "e")
    assert refusal(ladder, users, "f", "d") == "too_many_challenges"


def test_the_defender_is_notified_and_the_challenge_game_allows_no_vacation(
    six, django_capture_on_commit_callbacks
):
    from notifications.models import Notification

    ladder, users = six
    with django_capture_on_commit_callbacks(execute=True):
        made = challenge(ladder, users, "f", "b")
    note = Notification.objects.get(kind="challenge_received")
    assert note.user == users["b"]
    assert note.payload["challenger"] == "f" and note.payload["game_id"] == made.game_id
    assert (note.payload["challenger_position"], note.payload["defender_position"]) == (6, 2)
    assert Game.objects.get(pk=made.game_id).vacation_allowed is False


# --- OGS's rules (the defaults) ----------------------------------------------------------


@pytest.fixture
def ogs_six(secret_nim, staff, clock):
    return make_ladder(staff, SIX, time_control={"kind": "per_move", "seconds": 86400})


def test_a_timeout_with_no_move_annuls_the_challenge_and_removes_the_player(
    ogs_six, eager_celery, django_capture_on_commit_callbacks
):
    ladder, users = ogs_six
    made = challenge(ladder, users, "f", "b")
    time_out(made.game, users["b"], django_capture_on_commit_callbacks)
    made.refresh_from_db()
    assert (made.status, made.reason) == (ChallengeStatus.CANCELLED, "timeout_without_moves")
    assert positions(ladder) == ["a", "c", "d", "e", "f"]


def test_leaving_resigns_your_open_challenges(ogs_six):
    ladder, users = ogs_six
    mine = challenge(ladder, users, "c", "a")
    against_me = challenge(ladder, users, "e", "c")
    ladder_leave(ladder=ladder, user=users["c"])
    mine.refresh_from_db()
    against_me.refresh_from_db()
    assert (mine.status, mine.winner.username, mine.reason) == ("decided", "a", "resigned")
    assert (against_me.winner.username, against_me.reason) == ("e", "resigned")
    # e won into c's place, then c left
    assert positions(ladder) == ["a", "b", "e", "d", "f"]


def test_an_organiser_sets_a_rule_and_bad_values_are_refused(secret_nim, staff):
    ladder, _ = make_ladder(staff, [], rules={"timeout_removes_player": False})
    assert ladder.ladder_rules.timeout_removes_player is False
    assert ladder.ladder_rules.incoming_cap_below == 3
    for bad in ({"timeout_removes_player": 1}, {"incoming_cap_below": 0}, {"reach_by_rating": -1}):
        with pytest.raises(PlatformError) as refused:
            make_ladder(staff, [], rules=bad)
        assert refused.value.code == "bad_rules"


def test_reach_by_rating_lets_a_low_player_challenge_the_nearest_rated_above(secret_nim, staff):
    names = [f"p{number}" for number in range(1, 16)]
    ladder, users = make_ladder(staff, names)
    for number, user in enumerate(users.values(), start=1):
        Rating.objects.create(user=user, engine="secret-nim", elo=2000 - 10 * number)
    Rating.objects.filter(user=users["p2"]).update(elo=1851)  # nearest p15's 1850
    made = challenge(ladder, users, "p15", "p2")  # 13 places up, beyond the 10 by position
    assert made.defender_position == 2
    assert refusal(ladder, users, "p15", "p1") == "out_of_reach"
