"""The reliability record of real games: written as games end or seats drop out, equal to the
record recomputed from the logs, shown through the API with the games behind each figure, and
the minimums of tables and events refusing with the rule named."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone

from games import services
from games.models import Game
from games.services.timeouts import clock_timeouts_enforce
from players.services import vacation_start, vacation_stop
from reliability.models import ReliabilityEntry
from reliability.services import reliability_differences, reliability_rebuild
from tests.factories import UserFactory
from tests.games.play import nim_started, play_to_end

pytestmark = pytest.mark.django_db


def _clocked(first, second) -> Game:
    game = services.game_create(
        random_seating=False,
        user=first,
        engine="secret-nim",
        players=2,
        options={"pile": 6},
        time_control={"kind": "per_move", "seconds": 3600},
    )
    services.game_join(game=game, user=second)
    game.refresh_from_db()
    return game


@pytest.fixture
def history(secret_nim, alice, bob):
    """alice: two games played to the end, one left, one lost on time, one vacation."""
    play_to_end(nim_started(alice, bob))
    resigned = nim_started(alice, bob)
    services.game_resign(game=resigned, user=alice)
    timed = _clocked(alice, bob)
    clock_timeouts_enforce(game_id=timed.pk, now=timezone.now() + timedelta(hours=2))
    away = _clocked(alice, bob)
    now = timezone.now()
    vacation_start(user=alice, days=3, now=now)
    vacation_stop(user=alice, now=now + timedelta(hours=6))
    play_to_end(Game.objects.get(pk=away.pk))
    return {"resigned": resigned.pk, "timed": timed.pk, "away": away.pk}


def test_each_ending_is_recorded_and_equals_the_log(history, alice, bob):
    outcomes = dict(ReliabilityEntry.objects.filter(user=alice).values_list("game_id", "outcome"))
    assert sorted(outcomes.values()) == ["finished", "finished", "left", "timed_out"]
    assert outcomes[history["resigned"]] == "left"
    assert outcomes[history["timed"]] == "timed_out"
    assert set(ReliabilityEntry.objects.filter(user=bob).values_list("outcome", flat=True)) == {
        "finished"
    }
    assert reliability_differences() == []
    live = sorted(
        ReliabilityEntry.objects.values_list("user_id", "game_id", "outcome", "move_seconds")
    )
    reliability_rebuild()
    assert (
        sorted(
            ReliabilityEntry.objects.values_list("user_id", "game_id", "outcome", "move_seconds")
        )
        == live
    )
    call_command("reliability_rebuild", "--check")


def test_a_changed_entry_is_found_by_the_check(history, alice):
    ReliabilityEntry.objects.filter(user=alice, game_id=history["timed"]).update(outcome="finished")
    assert len(reliability_differences()) == 1
    with pytest.raises(Exception, match="1 entries differ"):
        call_command("reliability_rebuild", "--check")


def test_the_record_through_the_api_names_its_games(history, alice, api):
    body = api(None).get("/api/users/alice/reliability").json()
    assert body["games"] == 4
    assert body["finished"]["value"] == 2 and len(body["finished"]["games"]) == 2
    assert body["left"] == {"value": 1, "games": [history["resigned"]], "hidden": 0}
    assert body["timed_out"]["games"] == [history["timed"]]
    assert body["vacation_days"]["games"] == [history["away"]]
    assert body["vacation_days"]["value"] == pytest.approx(0.25, abs=0.01)
    assert body["moves"] > 0 and body["median_move_seconds"]["value"] is not None
    assert body["recent"] == {"window": 20, "games": 4, "finished": 2, "percent": 50.0}
    entries = api(None).get("/api/users/alice/reliability/games?outcome=left").json()
    assert [e["game_id"] for e in entries["results"]] == [history["resigned"]]


def test_a_private_game_is_counted_but_not_shown_to_strangers(history, alice, bob, api):
    from social.models import GameVisibility

    GameVisibility.objects.create(game_id=history["resigned"], public=False)
    stranger = api(UserFactory(username="zed")).get("/api/users/alice/reliability").json()
    assert stranger["left"] == {"value": 1, "games": [], "hidden": 1}
    assert api(bob).get("/api/users/alice/reliability").json()["left"]["games"] == [
        history["resigned"]
    ]
    listed = api(None).get("/api/users/alice/reliability/games").json()
    assert history["resigned"] not in [e["game_id"] for e in listed["results"]]


def test_a_sandbox_fork_is_not_part_of_the_record(secret_nim, alice, bob):
    game = play_to_end(nim_started(alice, bob))
    from games.services.forks import game_fork

    fork = game_fork(game=game, user=alice, at=1, seat=0)
    services.game_resign(game=fork, user=alice)
    assert not ReliabilityEntry.objects.filter(game=fork).exists()


def test_a_table_minimum_refuses_with_the_rule(history, alice, bob, carol, api):
    table = services.game_create(user=carol, engine="secret-nim", players=2)
    answer = api(alice).put(
        f"/api/games/{table.pk}/reliability-minimum",
        {"min_finished_percent": 90, "last_games": 20},
        format="json",
    )
    assert answer.status_code == 403 and answer.json()["error"]["code"] == "not_creator"
    answer = api(carol).put(
        f"/api/games/{table.pk}/reliability-minimum",
        {"min_finished_percent": 90, "last_games": 20},
        format="json",
    )
    assert answer.status_code == 200
    assert api(None).get(f"/api/games/{table.pk}/reliability-minimum").json() == {
        "min_finished_percent": 90,
        "last_games": 20,
    }
    refused = api(alice).post(f"/api/games/{table.pk}/join")
    assert refused.status_code == 403
    error = refused.json()["error"]
    assert error["code"] == "reliability_too_low"
    assert "90 %" in error["message"] and "last 20 games" in error["message"]
    assert error["details"] == {
        "rule": {"min_finished_percent": 90, "last_games": 20},
        "finished": 2,
        "games": 4,
    }
    assert api(bob).post(f"/api/games/{table.pk}/join").status_code in (200, 201)
    newcomer = UserFactory(username="newcomer")
    assert api(carol).delete(f"/api/games/{table.pk}/reliability-minimum").status_code == 409
    assert newcomer.pk  # a player with no games yet meets any minimum (judged on none)


def test_an_event_minimum_refuses_registration(history, alice, bob, carol, api):
    from tournaments import services as tournament_services

    event = tournament_services.tournament_create(
        user=carol, name="Steady", engine="secret-nim", format="swiss", rounds=2
    )
    tournament_services.tournament_registration_open(tournament=event, user=carol)
    assert (
        api(carol)
        .put(
            f"/api/tournaments/{event.pk}/reliability-minimum",
            {"min_finished_percent": 75, "last_games": 4},
            format="json",
        )
        .status_code
        == 200
    )
    refused = api(alice).post(f"/api/tournaments/{event.pk}/register")
    assert refused.status_code == 403
    assert "This event asks" in refused.json()["error"]["message"]
    assert api(bob).post(f"/api/tournaments/{event.pk}/register").status_code in (200, 201)


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"min_finished_percent": 0, "last_games": 20},
        {"min_finished_percent": 101, "last_games": 20},
        {"min_finished_percent": 90, "last_games": 0},
        {"min_finished_percent": "90", "last_games": 20},
        {"min_finished_percent": True, "last_games": 20},
        {"min_finished_percent": 90.5, "last_games": 20},
        {"min_finished_percent": 90, "last_games": 10**30},
        [1, 2],
    ],
)
def test_bad_minimums_are_refused(secret_nim, carol, api, body):
    table = services.game_create(user=carol, engine="secret-nim", players=2)
    answer = api(carol).put(f"/api/games/{table.pk}/reliability-minimum", body, format="json")
    assert answer.status_code == 400


@pytest.mark.parametrize(
    "path",
    [
        "/api/users/nobody/reliability",
        "/api/users/alice/reliability/games?outcome=bogus",
        "/api/users/alice/reliability/games?limit=0",
        "/api/games/999999/reliability-minimum",
        "/api/tournaments/999999/reliability-minimum",
    ],
)
def test_bad_reads_answer_errors_not_failures(alice, api, path):
    answer = api(None).get(path)
    assert 400 <= answer.status_code < 500
