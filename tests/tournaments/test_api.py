"""The tournaments API over HTTP: who may do what (anonymous, another user, the organiser),
user errors in the one error shape (including the pairing core's PairingUserError), schema."""

from __future__ import annotations

import pytest

from .tournament_play import players

pytestmark = pytest.mark.django_db

SWISS = {"name": "Autumn Swiss", "engine": "secret-nim", "format": "swiss", "rounds": 3}


def _error(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.content
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message", "details"}
    assert body["error"]["code"] == code, body
    assert body["error"]["message"]
    return body["error"]


def _created(api, organiser, **fields) -> int:
    response = api(organiser).post("/api/tournaments/", {**SWISS, **fields}, format="json")
    assert response.status_code == 201, response.content
    return response.json()["id"]


@pytest.fixture
def open_swiss(secret_nim, alice, api) -> int:
    tournament_id = _created(api, alice)
    opened = api(alice).post(f"/api/tournaments/{tournament_id}/registration/open")
    assert opened.status_code == 200 and opened.json()["status"] == "registration"
    return tournament_id


def test_anonymous_may_read_but_not_write(open_swiss, api):
    anonymous = api()
    assert anonymous.get("/api/tournaments/").status_code == 200
    detail = anonymous.get(f"/api/tournaments/{open_swiss}/")
    assert detail.status_code == 200 and detail.json()["organiser"] == "alice"
    assert anonymous.get(f"/api/tournaments/{open_swiss}/standings").json() == []
    assert anonymous.get(f"/api/tournaments/{open_swiss}/rounds").json() == []
    _error(anonymous.post("/api/tournaments/", SWISS, format="json"), 401, "not_authenticated")
    for action in ("register", "withdraw", "start", "cancel", "registration/close"):
        _error(anonymous.post(f"/api/tournaments/{open_swiss}/{action}"), 401, "not_authenticated")
    _error(
        anonymous.post(
            f"/api/tournaments/{open_swiss}/entrants/drop", {"username": "bob"}, format="json"
        ),
        401,
        "not_authenticated",
    )


def test_only_the_organiser_manages(open_swiss, alice, bob, carol, api):
    assert api(bob).post(f"/api/tournaments/{open_swiss}/register").status_code == 200
    assert api(carol).post(f"/api/tournaments/{open_swiss}/register").status_code == 200
    for action in ("registration/close", "start", "cancel"):
        _error(api(bob).post(f"/api/tournaments/{open_swiss}/{action}"), 403, "not_organiser")
    for action in ("drop", "add"):
        _error(
            api(bob).post(
                f"/api/tournaments/{open_swiss}/entrants/{action}",
                {"username": "carol"},
                format="json",
            ),
            403,
            "not_organiser",
        )
    started = api(alice).post(f"/api/tournaments/{open_swiss}/start")
    assert started.status_code == 200 and started.json()["status"] == "running"
    assert [e["username"] for e in started.json()["entrants"]] == ["bob", "carol"]
    (first,) = api(bob).get(f"/api/tournaments/{open_swiss}/rounds").json()
    (table,) = first["tables"]
    assert table["game"] and {p["username"] for p in table["players"]} == {"bob", "carol"}
    game = api(bob).get(f"/api/games/{table['game']}/").json()
    assert game["status"] == "active" and game["your_seat"] is not None
    dropped = api(alice).post(
        f"/api/tournaments/{open_swiss}/entrants/drop", {"username": "carol"}, format="json"
    )
    assert dropped.status_code == 200
    assert {e["username"]: e["status"] for e in dropped.json()["entrants"]}["carol"] == "dropped"
    assert api(alice).post(f"/api/tournaments/{open_swiss}/cancel").json()["status"] == (
        "cancelled"
    )


def test_user_errors_have_a_code_and_a_sentence(open_swiss, alice, bob, api):
    _error(api(bob).post(f"/api/tournaments/{open_swiss}/withdraw"), 409, "not_registered")
    assert api(bob).post(f"/api/tournaments/{open_swiss}/register").status_code == 200
    _error(api(bob).post(f"/api/tournaments/{open_swiss}/register"), 409, "already_registered")
    _error(api(alice).post(f"/api/tournaments/{open_swiss}/start"), 409, "too_few_players")
    _error(api(alice).post(f"/api/tournaments/{open_swiss}/registration/open"), 409, "wrong_state")
    _error(
        api(alice).post(
            f"/api/tournaments/{open_swiss}/entrants/add", {"username": "nobody"}, format="json"
        ),
        409,
        "wrong_state",
    )
    _error(api(alice).post("/api/tournaments/999999/start"), 404, "tournament_not_found")
    _error(api().get("/api/tournaments/999999/standings"), 404, "tournament_not_found")
    invalid = _error(
        api(alice).post("/api/tournaments/", {**SWISS, "format": "ladder"}, format="json"),
        400,
        "invalid",
    )
    assert "format" in invalid["details"]
    _error(
        api(alice).post("/api/tournaments/", {**SWISS, "tiebreaks": ["coin"]}, format="json"),
        400,
        "bad_tiebreak",
    )
    _error(
        api(alice).post(
            "/api/tournaments/", {**SWISS, "format": "round_robin", "rounds": 4}, format="json"
        ),
        400,
        "bad_rounds",
    )
    _error(api().get("/api/tournaments/?status=sleeping"), 400, "bad_filter")


def test_a_pairing_user_error_reaches_the_client(secret_nim, alice, api):
    """Two players cannot fill tables of three: the pairing core refuses (PairingUserError),
    and the API answers 409 with its code and sentence; nothing is started."""
    tournament_id = _created(api, alice, players_per_table=3)
    api(alice).post(f"/api/tournaments/{tournament_id}/registration/open")
    for user in players(2):
        assert api(user).post(f"/api/tournaments/{tournament_id}/register").status_code == 200
    error = _error(
        api(alice).post(f"/api/tournaments/{tournament_id}/start"), 409, "too_few_players"
    )
    assert "3" in error["message"]
    detail = api(alice).get(f"/api/tournaments/{tournament_id}/").json()
    assert detail["status"] == "registration" and detail["current_round"] == 0


def test_organiser_errors_on_players(secret_nim, alice, bob, carol, api):
    tournament_id = _created(api, alice, format="elimination", rounds=None)
    api(alice).post(f"/api/tournaments/{tournament_id}/registration/open")
    for user in (bob, carol):
        api(user).post(f"/api/tournaments/{tournament_id}/register")
    api(alice).post(f"/api/tournaments/{tournament_id}/start")
    _error(
        api(alice).post(
            f"/api/tournaments/{tournament_id}/entrants/add", {"username": "alice"}, format="json"
        ),
        409,
        "fixed_field",
    )
    _error(
        api(alice).post(
            f"/api/tournaments/{tournament_id}/entrants/drop", {"username": "nobody"}, format="json"
        ),
        404,
        "user_not_found",
    )
    _error(
        api(alice).post(
            f"/api/tournaments/{tournament_id}/entrants/drop", {"username": "alice"}, format="json"
        ),
        409,
        "not_an_entrant",
    )
    _error(
        api(alice).post(f"/api/tournaments/{tournament_id}/entrants/drop", {}, format="json"),
        400,
        "invalid",
    )


def test_a_time_control_is_checked_and_shown(secret_nim, alice, api):
    fischer = {"kind": "fischer", "initial": 600, "increment": 10, "max": 1200}
    tournament_id = _created(api, alice, time_control=fischer)
    assert api().get(f"/api/tournaments/{tournament_id}/").json()["time_control"] == fischer
    refused = api(alice).post(
        "/api/tournaments/", {**SWISS, "time_control": {**fischer, "max": 60}}, format="json"
    )
    _error(refused, 400, "bad_time_control")


def test_endpoints_are_in_the_schema(api):
    schema = api().get("/api/schema/", HTTP_ACCEPT="application/json")
    assert schema.status_code == 200
    paths = schema.json()["paths"]
    for path in (
        "/api/tournaments/",
        "/api/tournaments/{tournament_id}/",
        "/api/tournaments/{tournament_id}/standings",
        "/api/tournaments/{tournament_id}/rounds",
        "/api/tournaments/{tournament_id}/start",
        "/api/tournaments/{tournament_id}/entrants/drop",
    ):
        assert path in paths
    created = schema.json()["components"]["schemas"]["TournamentCreateIn"]["properties"]
    assert created["time_control"]["type"] == "object"
