"""The games API over HTTP: create/join, moves, secrets, history, errors in one shape."""

from __future__ import annotations

import pytest

from games.models import Game

pytestmark = pytest.mark.django_db


def _error(response):
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message", "details"}
    return body["error"]


@pytest.fixture
def table(secret_nim, alice, bob, api):
    created = api(alice).post(
        "/api/games/",
        {"engine": "secret-nim", "players": 2, "options": {"pile": 12}, "random_seating": False},
        format="json",
    )
    assert created.status_code == 201, created.content
    game_id = created.json()["id"]
    joined = api(bob).post(f"/api/games/{game_id}/join")
    assert joined.status_code == 200 and joined.json()["status"] == "active"
    return game_id


def test_engines_are_listed(api):
    response = api().get("/api/engines/")
    assert response.status_code == 200
    from engines import ENGINES

    assert {e["slug"] for e in response.json()} == set(ENGINES)


def test_engines_list_their_options_from_their_specs(secret_nim, api):
    listed = {engine["slug"]: engine for engine in api().get("/api/engines/").json()}
    assert listed["secret-nim"] == {
        "slug": "secret-nim",
        "title": "Secret Nim (test only)",
        "min_players": 2,
        "max_players": 3,
        "version": 1,
        "options": {
            "pile": "stones in the pile at the start, 3 to 100",
            "cards": "each seat's hidden card, 1 to 9",
        },
        "stacked_options": ["cards"],
        "option_defaults": {"pile": 15},
        "option_choices": {},
    }
    assert listed["tigris-euphrates"]["stacked_options"] == ["hands", "bag_order"]
    assert listed["tigris-euphrates"]["option_choices"] == {"discards": ["bag", "out"]}
    assert listed["tigris-euphyu"]["option_defaults"] == {"mode": "classic"}


def test_a_whole_game_over_http(table, alice, bob, api):
    clients = {0: api(alice), 1: api(bob)}
    for _ in range(200):
        game = clients[0].get(f"/api/games/{table}/").json()
        if game["status"] == "finished":
            break
        seat = game["to_act"][0]
        legal = clients[seat].get(f"/api/games/{table}/legal-moves").json()
        assert legal["seat"] == seat and legal["moves"]
        moved = clients[seat].post(
            f"/api/games/{table}/moves",
            {
                "move": legal["moves"][0],
                "expected_seq": game["seq"],
                "idempotency_key": f"m{game['seq']}",
            },
            format="json",
        )
        assert moved.status_code == 201, moved.content
    final = clients[0].get(f"/api/games/{table}/").json()
    assert final["status"] == "finished"
    assert sorted(final["outcome"]["ranks"]) == [1, 2]
    assert final["seed"] is not None
    from games.log.hash_chain import seed_commitment

    assert seed_commitment(final["seed"]) == final["seed_commitment"]


def test_hidden_things_stay_hidden_until_the_end(table, alice, bob, carol, api):
    mine = api(alice).get(f"/api/games/{table}/").json()
    theirs = api(bob).get(f"/api/games/{table}/").json()
    spectator = api(carol).get(f"/api/games/{table}/").json()
    anonymous = api().get(f"/api/games/{table}/").json()
    assert mine["your_seat"] == 0 and mine["view"]["cards"][0] is not None
    assert mine["view"]["cards"][1] is None
    assert theirs["view"]["cards"][0] is None and theirs["view"]["cards"][1] is not None
    assert spectator["view"]["cards"] == [None, None] and anonymous["view"]["cards"] == [None, None]
    for body in (mine, theirs, spectator, anonymous):
        assert body["seed"] is None
        assert 'seed"' not in str(body).replace("seed_commitment", "")
    events = api(carol).get(f"/api/games/{table}/events?after=0").json()["events"]
    assert events[0]["data"]["cards"] == [None, None]
    own = api(alice).get(f"/api/games/{table}/events?after=0").json()["events"]
    assert own[0]["data"]["cards"][0] is not None and own[0]["data"]["cards"][1] is None
    at = api(bob).get(f"/api/games/{table}/state?at=1").json()
    assert at["view"]["cards"][0] is None


def test_stale_and_out_of_turn_moves_are_409(table, alice, bob, api):
    ok = api(alice).post(
        f"/api/games/{table}/moves",
        {"move": {"type": "take", "count": 1}, "expected_seq": 1},
        format="json",
    )
    assert ok.status_code == 201
    stale = api(bob).post(
        f"/api/games/{table}/moves",
        {"move": {"type": "take", "count": 1}, "expected_seq": 1},
        format="json",
    )
    assert stale.status_code == 409
    assert _error(stale)["code"] == "stale_seq" and _error(stale)["details"] == {"seq": 3}
    turn = api(alice).post(
        f"/api/games/{table}/moves",
        {"move": {"type": "take", "count": 1}, "expected_seq": 3},
        format="json",
    )
    assert turn.status_code == 409 and _error(turn)["code"] == "not_your_turn"


@pytest.mark.parametrize(
    ("payload", "status", "code"),
    [
        ({"move": {"type": "take", "count": 9}, "expected_seq": 1}, 400, "bad_count"),
        ({"move": {"type": "teleport"}, "expected_seq": 1}, 400, "unknown_move"),
        ({"move": [1, 2], "expected_seq": 1}, 400, "unknown_move"),
        ({"move": {"type": "pass"}}, 400, "invalid"),
        ({"move": {"type": "pass"}, "expected_seq": "soon"}, 400, "invalid"),
        ({}, 400, "invalid"),
    ],
)
def test_bad_moves_get_400_in_the_one_error_shape(table, alice, api, payload, status, code):
    response = api(alice).post(f"/api/games/{table}/moves", payload, format="json")
    assert response.status_code == status
    assert _error(response)["code"] == code


def test_malformed_json_is_a_400_not_a_500(table, alice, api):
    response = api(alice).post(
        f"/api/games/{table}/moves", "{not json", content_type="application/json"
    )
    assert response.status_code == 400 and _error(response)["code"] == "parse_error"


def test_permissions(table, carol, api):
    anonymous = api().post(
        f"/api/games/{table}/moves", {"move": {"type": "pass"}, "expected_seq": 1}, format="json"
    )
    assert anonymous.status_code == 401 and _error(anonymous)["code"] == "not_authenticated"
    stranger = api(carol).post(
        f"/api/games/{table}/moves", {"move": {"type": "pass"}, "expected_seq": 1}, format="json"
    )
    assert stranger.status_code == 403 and _error(stranger)["code"] == "not_a_player"
    assert api(carol).get(f"/api/games/{table}/legal-moves").json()["moves"] == []
    assert (
        api().post("/api/games/", {"engine": "secret-nim", "players": 2}, format="json").status_code
        == 401
    )


def test_unknown_game_is_404(alice, api):
    response = api(alice).get("/api/games/999999/")
    assert response.status_code == 404 and _error(response)["code"] == "game_not_found"


def test_game_list_filters(table, alice, bob, carol, api):
    assert [g["id"] for g in api(alice).get("/api/games/?mine=true").json()["results"]] == [table]
    assert api(carol).get("/api/games/?mine=true").json()["results"] == []
    assert [g["id"] for g in api(alice).get("/api/games/?my_turn=true").json()["results"]] == [
        table
    ]
    assert api(bob).get("/api/games/?my_turn=true").json()["results"] == []
    assert api().get("/api/games/?engine=secret-nim&status=active").json()["count"] == 1
    assert api().get("/api/games/?status=finished").json()["count"] == 0
    bad = api().get("/api/games/?status=sleeping")
    assert bad.status_code == 400 and _error(bad)["code"] == "bad_filter"


def test_state_at_a_ply_and_bad_plies(table, alice, api):
    api(alice).post(
        f"/api/games/{table}/moves",
        {"move": {"type": "take", "count": 3}, "expected_seq": 1},
        format="json",
    )
    assert api(alice).get(f"/api/games/{table}/state?at=1").json()["view"]["pile"] == 12
    assert api(alice).get(f"/api/games/{table}/state?at=3").json()["view"]["pile"] == 9
    for at in ("0", "99", "x"):
        assert api(alice).get(f"/api/games/{table}/state?at={at}").status_code == 400


def test_events_after_n(table, alice, api):
    api(alice).post(
        f"/api/games/{table}/moves",
        {"move": {"type": "take", "count": 3}, "expected_seq": 1},
        format="json",
    )
    body = api().get(f"/api/games/{table}/events?after=1").json()
    assert [e["seq"] for e in body["events"]] == [2, 3]
    assert body["events"][0]["data"] == {"by": "player"}  # others don't see the move itself


def test_start_and_resign_endpoints(secret_nim, alice, bob, api):
    game_id = (
        api(alice)
        .post("/api/games/", {"engine": "secret-nim", "players": 3}, format="json")
        .json()["id"]
    )
    assert api(bob).post(f"/api/games/{game_id}/start").status_code == 403
    api(bob).post(f"/api/games/{game_id}/join")
    started = api(alice).post(f"/api/games/{game_id}/start")
    assert started.status_code == 200 and started.json()["seat_count"] == 2
    resigned = api(bob).post(f"/api/games/{game_id}/resign")
    assert resigned.json()["status"] == "finished"
    game = Game.objects.get(pk=game_id)
    ranks = {seat.user.username: game.outcome["ranks"][seat.index] for seat in game.seats.all()}
    assert ranks == {"alice": 1, "bob": 2}


def test_openapi_schema_is_served(api):
    response = api().get("/api/schema/")
    assert response.status_code == 200
    assert b"/api/games/{game_id}/moves" in response.content


def test_stacked_options_stay_secret_until_the_end(alice, bob, api):
    """A stacked draw order is as secret as the draws themselves (e.g. After the Flood's dice)."""
    created = api(alice).post(
        "/api/games/",
        {"engine": "after-the-flood", "players": 3, "bots": 2, "options": {"dice": [6, 6, 6]}},
        format="json",
    )
    assert created.status_code == 201, created.content
    body = api(bob).get(f"/api/games/{created.json()['id']}/").json()
    assert body["options"] == {"dice": "hidden until the game ends"}
    assert "6, 6, 6" not in str(body)


def test_bot_kind_and_clocks_in_the_game_api(secret_nim, api, alice):
    created = (
        api(alice)
        .post(
            "/api/games/",
            {
                "engine": "secret-nim",
                "players": 2,
                "bots": 1,
                "bot_kind": "greedy",
                "time_control": {"kind": "per_move", "seconds": 30},
                "random_seating": False,
                "vacation_allowed": False,
            },
            format="json",
        )
        .json()
    )
    assert created["vacation_allowed"] is False
    seats = created["seats"]
    assert seats[1]["bot_kind"] == "greedy" and seats[1]["clock_deadline"] is None
    assert seats[0]["clock_deadline"] is not None and seats[0]["clock_paused"] is False
