"""A director withdraws a player, in a tournament and in a league, in both modes: the games left
forfeited (their running games end as resignations, the results stand), or, when the event
annuls and the player played under half, every result of theirs annulled (standings and
crosstables count none of them). Either way no later round pairs them, and the director log
holds the action with its reason."""

from __future__ import annotations

import pytest

from desk.models import DirectorAction
from engines import Rng
from games.models import GameStatus
from leagues.models import LeagueGame, LeagueMember
from leagues.selectors import season_crosstable_csv, season_tables
from tests.desk.conftest import running_league, running_tournament
from tests.factories import UserFactory
from tests.tournaments.tournament_play import play_game
from tournaments.models import Entrant, EntrantStatus, Table
from tournaments.selectors import standings_compute

pytestmark = pytest.mark.django_db


def _withdraw(api, director, kind: str, event_id: int, user, reason="Left the event"):
    return api(director).post(
        f"/api/{kind}s/{event_id}/withdraw-player",
        {"user_id": user.pk, "reason": reason},
        format="json",
    )


def _players(*names):
    return [UserFactory(username=name) for name in names]


@pytest.mark.parametrize(
    ("event_settings", "mode"),
    [({"format": "round_robin"}, "annulled"), ({"format": "swiss", "rounds": 3}, "forfeited"),
     ({"format": "round_robin", "annul_under_half": False}, "forfeited")],
)  # fmt: skip
def test_a_tournament_withdrawal_in_both_modes(
    api, secret_nim, eager_celery, django_capture_on_commit_callbacks, event_settings, mode
):
    organiser = UserFactory(username="organiser")
    ann, ben, cat, dan = _players("ann", "ben", "cat", "dan")
    if "annul_under_half" in event_settings:
        tournament = running_tournament(organiser, [ann, ben, cat, dan], format="round_robin")
        tournament.annul_under_half = False
        tournament.save(update_fields=["annul_under_half"])
    else:
        tournament = running_tournament(organiser, [ann, ben, cat, dan], **event_settings)
    table = Table.objects.get(round__tournament=tournament, seats__entrant__user=ann)
    opponent = table.seats.exclude(entrant__user=ann).get().entrant
    refused = _withdraw(api, ben, "tournament", tournament.pk, ann)
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "not_director"

    with django_capture_on_commit_callbacks(execute=True):
        answer = _withdraw(api, organiser, "tournament", tournament.pk, ann, "Fell ill")
    assert answer.status_code == 201, answer.content
    action = answer.json()
    assert action["type"] == "player_withdrawn" and action["reason"] == "Fell ill"
    assert action["actor"] == "organiser" and action["data"]["username"] == "ann"
    assert action["data"]["mode"] == mode and action["data"]["played"] == 0
    assert action["data"]["games_forfeited"] == [table.game_id]
    assert (
        DirectorAction.objects.filter(event_kind="tournament", type="player_withdrawn").count() == 1
    )

    table.refresh_from_db()
    table.game.refresh_from_db()
    assert table.game.status == GameStatus.FINISHED  # ended through the games' resignation
    assert (
        table.game.events.filter(type="resigned").exists()
        or table.game.events.filter(type__contains="resign").exists()
    )
    assert Entrant.objects.get(tournament=tournament, user=ann).status == EntrantStatus.DROPPED
    for other in Table.objects.filter(round__number=1, round__tournament=tournament).exclude(
        pk=table.pk
    ):  # the rest of round 1 played to its end, so the standings count it
        play_game(other.game, Rng(b"desk", "moves"), capture=django_capture_on_commit_callbacks)
    standing = {row["username"]: row["score"] for row in standings_compute(tournament)}
    assert table.annulled == (mode == "annulled")
    if mode == "annulled":
        assert standing[opponent.user.username] == 0  # the annulled win counts for no one
    else:
        assert standing[opponent.user.username] == 1  # the forfeit is a win
    again = _withdraw(api, organiser, "tournament", tournament.pk, ann)
    assert again.status_code == 409


def test_a_league_withdrawal_annuls_under_half_and_forfeits_otherwise(
    api, secret_nim, eager_celery, django_capture_on_commit_callbacks
):
    director = UserFactory(username="director")
    ann, ben, cat = _players("ann", "ben", "cat")
    league = running_league(director, [ann, ben, cat])
    with django_capture_on_commit_callbacks(execute=True):
        answer = _withdraw(api, director, "league", league.pk, ann, "No longer plays")
    assert answer.status_code == 201, answer.content
    data = answer.json()["data"]
    assert data["mode"] == "annulled" and data["played"] == 0 and data["scheduled"] == 2
    games = [row for row in LeagueGame.objects.all() if ann.pk in row.seats]
    assert all(row.annulled for row in games)
    assert all(row.game.status == GameStatus.FINISHED for row in games)
    assert LeagueMember.objects.get(league=league, user=ann).opted_out  # not in the next season
    rows = {
        row["username"]: row
        for division in season_tables(league.seasons.get())["divisions"]
        for row in division["rows"]
    }
    assert rows["ben"]["points"] == "0" and rows["cat"]["points"] == "0"
    assert rows["ann"]["played"] == 0 and rows["ann"]["left"] == 0
    assert ",1" not in season_crosstable_csv(league.seasons.get())
    again = _withdraw(api, director, "league", league.pk, ann)
    assert again.status_code == 409 and again.json()["error"]["code"] == "already_withdrawn"

    # with annulment off, ben's games left are forfeited: cat's win stands
    league.annul_under_half = False
    league.save(update_fields=["annul_under_half"])
    with django_capture_on_commit_callbacks(execute=True):
        answer = _withdraw(api, director, "league", league.pk, ben, "Moved away")
    assert answer.json()["data"]["mode"] == "forfeited"
    rows = {
        row["username"]: row
        for division in season_tables(league.seasons.get())["divisions"]
        for row in division["rows"]
    }
    assert rows["cat"]["points"] == "1"
    log = api().get(f"/api/leagues/{league.pk}/director-log").json()["results"]
    assert log[0]["type"] == "season_started"  # the director's start comes first
    assert [(a["type"], a["reason"], a["data"]["username"]) for a in log[1:]] == [
        ("player_withdrawn", "No longer plays", "ann"),
        ("player_withdrawn", "Moved away", "ben"),
    ]


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"user_id": 1, "reason": ""}, 400, "invalid"),
        ({"user_id": 1, "reason": "  "}, 400, "reason_required"),
        ({"user_id": 1, "reason": "x" * 1001}, 400, "invalid"),
        ({"user_id": 1, "reason": "a\x00"}, 400, "invalid_input"),
        ({"user_id": 0, "reason": "ok"}, 400, "invalid"),
        ({"user_id": 2**70, "reason": "ok"}, 400, "invalid"),
        ({"user_id": 999_999, "reason": "ok"}, 404, "user_not_found"),
    ],
)
def test_bad_withdrawals_are_refused(api, secret_nim, body, status, code):
    director = UserFactory(username="director")
    league = running_league(director, _players("ann", "ben"))
    answer = api(director).post(f"/api/leagues/{league.pk}/withdraw-player", body, format="json")
    assert answer.status_code == status, answer.content
    assert answer.json()["error"]["code"] == code
    assert not DirectorAction.objects.exclude(type="season_started").exists()


def test_staff_withdraw_a_ladder_player_as_if_it_left(api, secret_nim):
    """A ladder's staff withdraw a player: it leaves the ladder, its open challenge is decided
    for the other side (the rule `leaving_resigns_challenges`, on by default), the log has it;
    someone not on the ladder is refused and logged nowhere."""
    from ladders.models import LadderChallenge
    from ladders.selectors import ladder_state
    from ladders.services import ladder_challenge
    from tests.ladders.ladder_setup import make_ladder

    staff = UserFactory(username="referee", is_staff=True)
    ladder, users = make_ladder(staff, ["a", "b", "c"])
    challenge = ladder_challenge(ladder=ladder, challenger=users["c"], defender=users["b"])
    outsider = UserFactory(username="outsider")
    refused = _withdraw(api, staff, "ladder", ladder.pk, outsider)
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "not_playing"
    assert _withdraw(api, users["a"], "ladder", ladder.pk, users["c"]).status_code == 403
    assert not DirectorAction.objects.exists()

    answer = _withdraw(api, staff, "ladder", ladder.pk, users["c"], reason="Abandoned")
    assert answer.status_code == 201, answer.content
    state = ladder_state(ladder)
    assert not state.is_member(users["c"].pk) and state.players == [users["a"].pk, users["b"].pk]
    assert LadderChallenge.objects.get(pk=challenge.pk).status == "decided"
    log = api().get(f"/api/ladders/{ladder.pk}/director-log").json()["results"]
    assert [(a["type"], a["reason"], a["data"]["mode"]) for a in log] == [
        ("player_withdrawn", "Abandoned", "forfeited")
    ]
    assert log[0]["data"]["challenges"] == [challenge.game_id]  # a challenge is named by its game
