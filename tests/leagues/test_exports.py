"""Standings and crosstables as CSV for every kind of event: a tournament played to the end, a
ladder with a decided challenge (the leagues' own exports are in test_api); cells that could
start a spreadsheet formula are neutralised."""

from __future__ import annotations

import csv
import io

import pytest

from api.csv_export import csv_text
from games import services as game_services
from ladders import services as ladder_services
from tests.factories import UserFactory
from tests.ladders.ladder_setup import make_ladder
from tests.tournaments.tournament_play import open_with, play_tournament, players

pytestmark = pytest.mark.django_db


def read(response) -> list[list[str]]:
    assert response.status_code == 200, response.content
    assert response["Content-Type"].startswith("text/csv")
    return list(csv.reader(io.StringIO(response.content.decode())))


def test_a_finished_round_robin_exports_standings_and_a_crosstable(
    api, secret_nim, eager_celery, django_capture_on_commit_callbacks
):
    organiser = UserFactory(username="org")
    tournament = open_with(organiser, players(4), name="Cup", format="round_robin")
    from tournaments import services

    with django_capture_on_commit_callbacks(execute=True):
        services.tournament_start(tournament=tournament, user=organiser)
    play_tournament(tournament, django_capture_on_commit_callbacks)
    standings = read(api().get(f"/api/tournaments/{tournament.pk}/standings.csv"))
    assert standings[0][:4] == ["rank", "username", "status", "score"]
    assert sorted(row[1] for row in standings[1:]) == ["p1", "p2", "p3", "p4"]
    cross = read(api().get(f"/api/tournaments/{tournament.pk}/crosstable.csv"))
    assert len(cross) == 5 and all(len(row) == 5 for row in cross)
    for i in range(1, 5):  # every pair met once: their two cells add up to one game
        assert cross[i][i] == "x"
        for j in range(1, 5):
            if i != j:
                assert float(cross[i][j]) + float(cross[j][i]) == 1.0
    assert api().get("/api/tournaments/999999/standings.csv").status_code == 404


def test_a_ladder_exports_standings_and_a_crosstable(
    api, secret_nim, eager_celery, django_capture_on_commit_callbacks
):
    staff = UserFactory(username="referee", is_staff=True)
    ladder, users = make_ladder(staff, ["ann", "ben"])
    challenge = ladder_services.ladder_challenge(
        ladder=ladder, challenger=users["ben"], defender=users["ann"]
    )
    with django_capture_on_commit_callbacks(execute=True):
        game_services.game_resign(game=challenge.game, user=users["ann"])
    standings = read(api().get(f"/api/ladders/{ladder.pk}/standings.csv"))
    assert standings[0] == ["position", "username", "elo", "open_challenges"]
    assert [row[1] for row in standings[1:]] == ["ben", "ann"]  # the challenger won
    cross = read(api().get(f"/api/ladders/{ladder.pk}/crosstable.csv"))
    assert cross == [["", "ben", "ann"], ["ben", "x", "1"], ["ann", "0", "x"]]
    assert api().get("/api/ladders/999999/crosstable.csv").status_code == 404


def test_formula_cells_are_neutralised():
    text = csv_text([["=HYPERLINK(1)", "-1", "+x", "@a", "plain"]])
    assert text.strip() == "'=HYPERLINK(1),-1,'+x,'@a,plain"
