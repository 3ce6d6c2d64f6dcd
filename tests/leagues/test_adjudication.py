"""Adjudication with evidence: a game still running at the season's hard deadline is ruled by
the strong bot's estimate (a tiny budget), ended, and its evidence published; re-running the
ruling from that evidence gives the same places; a director's override is logged with its
reason; the players are notified of the season and of the ruling. (That the evidence of a running game reaches no answer: test_api's noninterference.)"""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

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
