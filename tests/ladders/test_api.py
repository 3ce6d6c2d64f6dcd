"""The ladders API: list, create, join, leave, standings, challenge, my challenges, the log."""

from __future__ import annotations

import pytest

from tests.factories import UserFactory
from tests.ladders.ladder_setup import make_ladder, resign

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(db):
    return UserFactory(username="referee", is_staff=True)


@pytest.fixture
def ladder(secret_nim, staff):
    return make_ladder(staff, ["a", "b", "c"], time_control={"kind": "per_move", "seconds": 3600})


def standings(api, ladder, user=None) -> dict:
    response = api(user).get(f"/api/ladders/{ladder.pk}/standings")
    assert response.status_code == 200, response.content
    return response.json()


def test_list_and_detail(ladder, api):
    ladder_row, _ = ladder
    listed = api().get("/api/ladders/?engine=secret-nim").json()
    assert [row["id"] for row in listed["results"]] == [ladder_row.pk]
    assert api().get("/api/ladders/?engine=other").json()["results"] == []
    detail = api().get(f"/api/ladders/{ladder_row.pk}/").json()
    assert detail["rules"] == {  # OGS's ladder rules
        "reach_places": 10,
        "reach_fraction": 0.4,
        "reach_by_rating": 5,
        "max_open_challenges": 3,
        "incoming_cap_top_5": 5,
        "incoming_cap_top_10": 4,
        "incoming_cap_below": 3,
        "rechallenge_after_days": 7,
        "rechallenge_from_game_end": True,
        "timeout_removes_player": True,
        "annul_timeout_without_moves": True,
        "leaving_resigns_challenges": True,
        "inactive_after_days": 30,
        "inactivity_spares_top": True,
        "quiet_hours_max": None,
    }
    assert detail["time_control"] == {"kind": "per_move", "seconds": 3600}
    missing = api().get("/api/ladders/999999/")
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "ladder_not_found"


def test_only_staff_create_ladders(secret_nim, staff, alice, api):
    body = {"name": "Nim", "engine": "secret-nim", "rules": {"max_open_challenges": 2}}
    assert api().post("/api/ladders/", body, format="json").status_code == 401
    refused = api(alice).post("/api/ladders/", body, format="json")
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "staff_only"
    made = api(staff).post("/api/ladders/", body, format="json")
    assert made.status_code == 201 and made.json()["rules"]["max_open_challenges"] == 2
    bad = api(staff).post("/api/ladders/", {**body, "rules": {"nope": 1}}, format="json")
    assert bad.status_code == 400 and bad.json()["error"]["code"] == "bad_rules"


def test_join_standings_and_leave(ladder, alice, api):
    ladder_row, _users = ladder
    assert api().post(f"/api/ladders/{ladder_row.pk}/join").status_code == 401
    joined = api(alice).post(f"/api/ladders/{ladder_row.pk}/join")
    assert joined.status_code == 200 and joined.json() == {"position": 4}
    again = api(alice).post(f"/api/ladders/{ladder_row.pk}/join")
    assert again.status_code == 409 and again.json()["error"]["code"] == "already_on_ladder"
    seen = standings(api, ladder_row, alice)
    assert [s["elo"] for s in seen["standings"]] == [None] * 4  # nobody has a rated game yet
    assert [(s["position"], s["username"]) for s in seen["standings"]] == [
        (1, "a"),
        (2, "b"),
        (3, "c"),
        (4, "alice"),
    ]
    assert seen["your_position"] == 4
    assert [s["can_challenge"] for s in seen["standings"]] == [True, True, True, False]
    assert standings(api, ladder_row)["your_position"] is None
    left = api(alice).post(f"/api/ladders/{ladder_row.pk}/leave")
    assert left.status_code == 204
    assert [s["username"] for s in standings(api, ladder_row)["standings"]] == ["a", "b", "c"]
    not_on = api(alice).post(f"/api/ladders/{ladder_row.pk}/leave")
    assert not_on.status_code == 403 and not_on.json()["error"]["code"] == "not_on_ladder"


def test_challenge_and_my_challenges(
    ladder,
    api,
    eager_celery,
    django_capture_on_commit_callbacks,
):
    ladder_row, users = ladder
    url = f"/api/ladders/{ladder_row.pk}/challenges"
    assert api().post(url, {"defender": "a"}, format="json").status_code == 401
    made = api(users["c"]).post(url, {"defender": "a"}, format="json")
    assert made.status_code == 201, made.content
    body = made.json()
    assert (body["challenger"], body["defender"], body["status"]) == ("c", "a", "open")
    assert (body["challenger_position"], body["defender_position"]) == (3, 1)
    game = api(users["a"]).get(f"/api/games/{body['game']}/").json()
    assert game["status"] == "active" and game["rated"] and game["your_seat"] in (0, 1)
    for defender, status, code in [
        ("a", 409, "challenge_already_open"),
        ("c", 400, "cannot_challenge_self"),
        ("nobody", 404, "user_not_found"),
    ]:
        refused = api(users["c"]).post(url, {"defender": defender}, format="json")
        assert (refused.status_code, refused.json()["error"]["code"]) == (status, code)
    below = api(users["a"]).post(url, {"defender": "b"}, format="json")
    assert below.status_code == 400 and below.json()["error"]["code"] == "defender_not_above"
    assert api(users["c"]).post(url, {}, format="json").status_code == 400

    mine = api(users["a"]).get("/api/ladders/challenges/mine").json()["results"]
    assert [(c["challenger"], c["defender"]) for c in mine] == [("c", "a")]
    assert api(users["b"]).get("/api/ladders/challenges/mine").json()["results"] == []
    assert api().get("/api/ladders/challenges/mine").status_code == 401

    from games.models import Game

    resign(Game.objects.get(pk=body["game"]), users["a"], django_capture_on_commit_callbacks)
    decided = api(users["c"]).get("/api/ladders/challenges/mine?status=decided").json()["results"]
    assert [(c["winner"], c["reason"]) for c in decided] == [("c", "played")]
    assert api(users["c"]).get("/api/ladders/challenges/mine?status=open").json()["results"] == []
    bad = api(users["c"]).get("/api/ladders/challenges/mine?status=lost")
    assert bad.status_code == 400
    after = standings(api, ladder_row)["standings"]
    assert [(s["username"], s["elo"]) for s in after] == [("c", 1520.0), ("a", 1480.0), ("b", None)]

    log = api().get(f"/api/ladders/{ladder_row.pk}/events").json()
    assert [e["type"] for e in log] == [
        "player_joined",
        "player_joined",
        "player_joined",
        "challenge_issued",
        "challenge_decided",
    ]
    assert [e["seq"] for e in api().get(f"/api/ladders/{ladder_row.pk}/events?after=3").json()] == [
        4,
        5,
    ]


def test_ladder_endpoints_are_in_the_schema(api):
    schema = api().get("/api/schema/", HTTP_ACCEPT="application/json").content.decode()
    for path in (
        "/api/ladders/",
        "/api/ladders/{ladder_id}/standings",
        "/api/ladders/{ladder_id}/join",
        "/api/ladders/{ladder_id}/leave",
        "/api/ladders/{ladder_id}/challenges",
        "/api/ladders/challenges/mine",
    ):
        assert path in schema
