"""The leagues API: create, join, start a season, the division tables with rank ranges, CSV
exports, the league game and its evidence (hidden until the game is over), the director's
override; every route in the schema; bad input refused and a body fuzzer with no answer ≥ 500."""

from __future__ import annotations

import csv
import io
import json

import pytest

from engines import Rng
from leagues.models import LeagueGame
from tests.factories import UserFactory
from tests.games.test_input_fuzz import NASTY_JSON, RAW_BODIES, _random_tree

pytestmark = pytest.mark.django_db

ROUTES = [
    "/api/leagues/",
    "/api/leagues/{league_id}/",
    "/api/leagues/{league_id}/join",
    "/api/leagues/{league_id}/opt-out",
    "/api/leagues/{league_id}/seasons",
    "/api/leagues/{league_id}/seasons/{number}/",
    "/api/leagues/{league_id}/seasons/{number}/standings.csv",
    "/api/leagues/{league_id}/seasons/{number}/crosstable.csv",
    "/api/leagues/{league_id}/events",
    "/api/leagues/games/{game_id}",
    "/api/leagues/games/{game_id}/override",
]


EXPORTS = [
    "/api/tournaments/{tournament_id}/standings.csv",
    "/api/tournaments/{tournament_id}/crosstable.csv",
    "/api/ladders/{ladder_id}/standings.csv",
    "/api/ladders/{ladder_id}/crosstable.csv",
]


def test_league_endpoints_and_exports_are_in_the_schema(api):
    schema = api().get("/api/schema/", HTTP_ACCEPT="application/json").content.decode()
    for path in ROUTES + EXPORTS:
        assert path in schema, path


@pytest.fixture
def running(api, secret_nim):
    director = UserFactory(username="director")
    client = api(director)
    made = client.post(
        "/api/leagues/",
        {
            "name": "Spring",
            "engine": secret_nim.slug,
            "promoted": 1,
            "relegated_from": 3,
            "tiebreaks": ["sonneborn_berger", "buchholz"],
        },
        format="json",
    )
    assert made.status_code == 201, made.content
    league_id = made.json()["id"]
    for name in ("ann", "ben", "cat"):
        assert (
            api(UserFactory(username=name)).post(f"/api/leagues/{league_id}/join").status_code
            == 204
        )
    started = client.post(f"/api/leagues/{league_id}/seasons")
    assert started.status_code == 201, started.content
    return director, league_id


def test_a_season_through_the_api_with_ranges_and_csv(api, running):
    director, league_id = running
    assert api().get(f"/api/leagues/{league_id}/").json()["tiebreaks"] == [
        "sonneborn_berger",
        "buchholz",
    ]
    season = api().get(f"/api/leagues/{league_id}/seasons/1/").json()
    rows = season["divisions"][0]["rows"]
    assert {row["username"] for row in rows} == {"ann", "ben", "cat"}
    assert all(row["best_place"] == 1 and row["worst_place"] == 3 for row in rows)
    standings = api().get(f"/api/leagues/{league_id}/seasons/1/standings.csv")
    assert standings.status_code == 200 and standings["Content-Type"].startswith("text/csv")
    table = list(csv.reader(io.StringIO(standings.content.decode())))
    assert table[0][:4] == ["tier", "place", "rank", "username"] and len(table) == 4
    cross = api().get(f"/api/leagues/{league_id}/seasons/1/crosstable.csv").content.decode()
    assert cross.splitlines()[0].startswith("tier 1,")
    game = LeagueGame.objects.first()
    shown = api().get(f"/api/leagues/games/{game.game_id}").json()
    assert shown["adjudication"] is None and shown["places"] is None
    refused = api(director).post(
        f"/api/leagues/games/{game.game_id}/override",
        {"places": [1, 2], "reason": "x"},
        format="json",
    )
    assert refused.status_code == 409  # only an adjudicated game can be overruled
    again = api(director).post(f"/api/leagues/{league_id}/seasons")
    assert again.status_code == 409
    assert api().get(f"/api/leagues/{league_id}/events").json()["results"][0]["type"] == (
        "season_started"
    )


@pytest.mark.parametrize(
    "body",
    [
        {"name": "x", "engine": "no-such-game"},
        {"name": "x" * 500, "engine": "tigris-euphrates"},
        {"name": "x", "engine": "tigris-euphrates", "players_per_table": 9},
        {"name": "x", "engine": "tigris-euphrates", "promoted": 5, "relegated_from": 2},
        {"name": "x", "engine": "middle-earth-duel", "players_per_table": 4},
        {"name": "x\x00", "engine": "tigris-euphrates"},
        {"name": "x", "engine": "tigris-euphrates", "division_size": 10**30},
        {"name": "x", "engine": "tigris-euphrates", "tiebreaks": ["coin_toss"]},
        {"name": "x", "engine": "tigris-euphrates", "tiebreaks": ["buchholz"] * 20},
    ],
)
def test_bad_league_input_is_refused(api, body):
    answer = api(UserFactory()).post("/api/leagues/", body, format="json")
    assert 400 <= answer.status_code < 500, answer.content


def test_missing_things_are_404_and_strangers_403(api, running):
    _director, league_id = running
    assert api().get("/api/leagues/999999/").status_code == 404
    assert api().get(f"/api/leagues/{league_id}/seasons/7/").status_code == 404
    assert api().get("/api/leagues/games/999999").status_code == 404
    stranger = api(UserFactory(username="zed"))
    assert stranger.post(f"/api/leagues/{league_id}/seasons").status_code == 403
    assert stranger.post(f"/api/leagues/{league_id}/opt-out").status_code == 409


def test_no_body_to_a_league_route_gives_a_server_error(api, running):
    director, league_id = running
    game_id = LeagueGame.objects.first().game_id
    client = api(director)
    client.raise_request_exception = False
    rng = Rng(b"league-fuzz", "trees")
    documents = NASTY_JSON + [json.dumps(_random_tree(rng)) for _ in range(6)]
    errors = []
    for route in ROUTES:
        path = route.format(league_id=league_id, number=1, game_id=game_id)
        for document in documents:
            for body in (
                document,
                json.dumps({"places": json.loads(document), "reason": document}),
            ):
                answer = client.post(path, body, content_type="application/json")
                if answer.status_code >= 500:
                    errors.append((path, document, answer.status_code))
        for document in documents:  # the director's edit of the league's settings
            edit = f"/api/leagues/{league_id}/"
            for body in (
                document,
                json.dumps({"options": json.loads(document)}),
                json.dumps({"time_control": json.loads(document), "name": document}),
                json.dumps({"signup_opens_at": json.loads(document)}),
            ):
                answer = client.patch(edit, body, content_type="application/json")
                if answer.status_code >= 500:
                    errors.append(("PATCH", document, answer.status_code))
        for raw in RAW_BODIES:
            answer = client.post(path, raw, content_type="application/json")
            if answer.status_code >= 500:
                errors.append((path, raw[:20], answer.status_code))
    assert errors == []


def test_noninterference_evidence_of_a_running_game_is_never_shown(api, running):
    """The estimate reads hidden state: while the game runs, its evidence (were any stored)
    reaches no answer, whoever asks; once the game is over it is public."""
    director, _league_id = running
    row = LeagueGame.objects.select_related("game").first()
    row.adjudication = {"seq": 1, "chances": [0.97, 0.03], "seed": "ab" * 16, "iterations": 5}
    row.save(update_fields=["adjudication"])
    for client in (api(), api(director), api(UserFactory(username="seat-owner"))):
        body = client.get(f"/api/leagues/games/{row.game_id}").content.decode()
        assert "0.97" not in body and "ab" * 16 not in body
    from games import services as game_services

    seated = row.game.seats.select_related("user").first().user
    game_services.game_resign(game=row.game, user=seated)
    shown = api().get(f"/api/leagues/games/{row.game_id}").json()
    assert shown["adjudication"]["chances"] == [0.97, 0.03]
