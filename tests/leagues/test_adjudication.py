"""Adjudication with evidence: a game still running at the season's hard deadline is ruled by
the strong bot's estimate (a tiny budget), ended, and its evidence published; re-running the
ruling from that evidence gives the same places; a director's override is logged with its
reason; the players are notified of the season and of the ruling. (That the evidence of a running game reaches no answer: test_api's noninterference.)"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from desk.models import DirectorAction
from engines import Rng
from errors import Forbidden
from games import services as game_services
from games.models import GameStatus
from games.selectors import legal_moves_for
from leagues import services
from leagues.adjudication import ruling_override, ruling_rerun
from leagues.models import LeagueEvent, LeagueGame, SeasonStatus
from leagues.notification_kinds import GAME_ADJUDICATED, SEASON_STARTED
from notifications.models import Notification
from tests.factories import UserFactory


@pytest.mark.django_db
def test_a_game_at_the_deadline_is_ruled_and_the_ruling_reruns(
    secret_nim, eager_celery, django_capture_on_commit_callbacks
):
    director = UserFactory(username="director")
    league = services.league_create(
        user=director,
        name="Deadline league",
        engine=secret_nim.slug,
        adjudication_iterations=20,
        promoted=1,
        relegated_from=2,
    )
    a, b = UserFactory(username="ann"), UserFactory(username="ben")
    for person in (a, b):
        services.league_join(league=league, user=person)
    season = services.season_start(league=league, user=director)
    started = Notification.objects.filter(kind=SEASON_STARTED)
    assert sorted(started.values_list("user__username", flat=True)) == ["ann", "ben"]
    assert started.first().payload["games"] == 1
    row = LeagueGame.objects.get(division__season=season)
    game = row.game
    chooser = Rng(b"adjudication-test", "moves")
    users = {seat.index: seat.user for seat in game.seats.select_related("user")}
    for _ in range(2):  # a couple of moves, the game still running
        game.refresh_from_db()
        seat = game.to_act[0]
        move = chooser.choice(legal_moves_for(game, seat))
        game_services.move_submit(game=game, user=users[seat], move=move, expected_seq=game.seq)
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE
    assert services.season_deadlines_enforce(now=timezone.now()) == 0  # not due yet

    later = season.hard_deadline + timedelta(minutes=1)
    with django_capture_on_commit_callbacks(execute=True):
        assert services.season_deadlines_enforce(now=later) == 1
    row.refresh_from_db()
    game.refresh_from_db()
    season.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert season.status == SeasonStatus.FINISHED
    evidence = row.adjudication
    assert set(evidence) >= {"seq", "chances", "iterations", "seed", "places"}
    assert evidence["iterations"] == 20 and evidence["places"] == row.places
    assert sorted(row.places) in ([1, 2], [1, 1])
    assert ruling_rerun(row) == row.places  # anyone can re-run it from the finished game
    told = Notification.objects.filter(kind=GAME_ADJUDICATED).values_list(
        "user__username", flat=True
    )
    assert sorted(told) == ["ann", "ben"]

    with pytest.raises(Forbidden):
        ruling_override(row=row, user=a, places=[1, 1], reason="no")
    ruling_override(row=row, user=director, places=[1, 1], reason="Both agreed to a draw.")
    row.refresh_from_db()
    assert row.places == [1, 1]
    logged = LeagueEvent.objects.get(league=league, type="ruling_overridden")
    assert logged.actor == director and logged.data["reason"] == "Both agreed to a draw."
    # the desk's log (shown on the league's page) has the ruling and the override with its reason
    desk_log = list(
        DirectorAction.objects.filter(event_kind="league", event_id=league.pk)
        .order_by("seq")
        .values_list("type", "actor__username", "reason")
    )
    assert desk_log[-2:] == [
        ("game_adjudicated", None, ""),
        ("ruling_overridden", "director", "Both agreed to a draw."),
    ]


@pytest.mark.django_db
def test_a_three_seat_ruling_reruns_from_the_evidence_the_api_publishes(
    api, secret_nim, eager_celery, django_capture_on_commit_callbacks
):
    """An outsider's re-run: the evidence read anonymously from the API once the game is over
    (log position, iterations, seed, fallback, threshold), the search run again on the public
    log up to that position, gives the published chances to the digit and the published places,
    which are the places the division's table counts."""
    from leagues import rules
    from leagues.adjudication import chances_estimate
    from leagues.standings import division_rows

    director = UserFactory(username="director")
    league = services.league_create(
        user=director,
        name="Three seats",
        engine=secret_nim.slug,
        players_per_table=3,
        adjudication_iterations=30,
        promoted=1,
        relegated_from=3,
    )
    people = [UserFactory(username=name) for name in ("ann", "ben", "cat")]
    for person in people:
        services.league_join(league=league, user=person)
    season = services.season_start(league=league, user=director)
    row = LeagueGame.objects.filter(division__season=season).order_by("id").first()
    game = row.game
    users = {seat.index: seat.user for seat in game.seats.select_related("user")}
    chooser = Rng(b"three-seat-ruling", "moves")
    for _ in range(3):  # a few moves, the game still running
        game.refresh_from_db()
        seat = game.to_act[0]
        move = chooser.choice(legal_moves_for(game, seat))
        game_services.move_submit(game=game, user=users[seat], move=move, expected_seq=game.seq)
    with django_capture_on_commit_callbacks(execute=True):
        services.season_deadlines_enforce(now=season.hard_deadline + timedelta(minutes=1))
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED

    published = api().get(f"/api/leagues/games/{game.pk}").json()
    evidence = published["adjudication"]
    assert len(evidence["chances"]) == 3 and evidence["iterations"] == 30
    again = chances_estimate(game, evidence["seq"], evidence["iterations"], evidence["seed"])
    assert again == evidence["chances"]
    places = rules.adjudicated_places(again, evidence["fallback"], evidence["threshold"])
    assert places == evidence["places"] == published["places"]
    row.refresh_from_db()
    assert ruling_rerun(row) == places
    counted = {r["user"]: r for r in division_rows(row.division)}
    seat_users = [users[index].pk for index in range(3)]
    assert row.places == places and set(counted) >= set(seat_users)
