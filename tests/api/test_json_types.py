"""A JSON body's values have the JSON types the schema gives them: a number is no name, a string
of digits no number, "yes" no boolean (DRF's fields read like forms unless made strict); query
strings, which carry only text, are parsed as before."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("/api/auth/register", {"username": 12345, "password": "a-long-password-1"}, "username"),
        ("/api/auth/register", {"username": 1.5, "password": "a-long-password-1"}, "username"),
        ("/api/games/", {"engine": "secret-nim", "players": "2"}, "players"),
        ("/api/games/", {"engine": "secret-nim", "players": 2.5}, "players"),
        ("/api/games/", {"engine": "secret-nim", "players": True}, "players"),
        ("/api/games/", {"engine": "secret-nim", "players": 2, "rated": "yes"}, "rated"),
        ("/api/games/", {"engine": "secret-nim", "players": 2, "rated": 1}, "rated"),
        ("/api/games/", {"engine": 7, "players": 2}, "engine"),
    ],
)
def test_a_value_of_the_wrong_json_type_is_refused_with_its_field(
    secret_nim, api, alice, path, body, field
):
    answer = api(None if "register" in path else alice).post(path, body, format="json")
    assert answer.status_code == 400, answer.content
    assert field in answer.json()["error"]["details"], answer.json()


def test_the_right_types_pass_and_query_strings_are_still_read_as_text(secret_nim, api, alice):
    created = api(alice).post(
        "/api/games/", {"engine": "secret-nim", "players": 2, "rated": False}, format="json"
    )
    assert created.status_code == 201, created.content
    listed = api(alice).get("/api/games/", {"limit": "5", "mine": "true", "offset": ""})
    assert listed.status_code == 200 and listed.json()["count"] >= 1
