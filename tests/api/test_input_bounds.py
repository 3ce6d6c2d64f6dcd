"""Input at the door: oversized bodies (413), deep JSON (400), NUL bytes and lone surrogates
(400), unknown /api/ paths (JSON 404), and no technical page by default."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.test import Client

from api.input_bounds import InputRefused, check_json_tree, parse_json

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parents[2]
DEEP = "[" * 5000 + "]" * 5000


def _error(response) -> dict:
    body = response.json()
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message", "details"}
    return body["error"]


def _page_client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


# --- the checker itself ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "problem"),
    [
        (DEEP, "too_deep"),
        ('{"a": "x\\u0000y"}', "nul"),
        ('{"a\\u0000": 1}', "nul"),
        ('{"a": "\\ud800"}', "surrogate"),
        ('{"\\udfff": 1}', "surrogate"),
        ('{"a": 1e400}', "number_not_finite"),
        ('{"a": NaN}', "number_not_finite"),
        ('{"a": 1' + "0" * 40 + "}", "number_too_big"),
    ],
)
def test_parse_json_refuses_what_is_past_a_bound(raw, problem):
    with pytest.raises(InputRefused) as refused:
        parse_json(raw)
    assert refused.value.code == "invalid_input"
    assert refused.value.details == {"problem": problem}


def test_the_tree_check_is_iterative_so_no_depth_breaks_it():
    value: list = []
    for _ in range(100_000):
        value = [value]
    with pytest.raises(InputRefused):
        check_json_tree(value)
    assert check_json_tree({"a": [1, {"b": "c"}], "ok": "한국어 😀"})


def test_a_paired_surrogate_escape_is_a_character_not_a_problem():
    assert parse_json('{"a": "\\ud83d\\ude00"}') == {"a": "😀"}


# --- 9: bodies over the limit ---------------------------------------------------------------


def test_a_json_body_over_the_limit_is_a_413_in_the_error_shape(api, alice, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    body = '{"engine": "' + "x" * 3000 + '"}'
    response = api(alice).post("/api/games/", body, content_type="application/json")
    assert response.status_code == 413
    assert _error(response)["code"] == "request_too_large"


def test_a_body_over_the_whole_limit_is_a_413_before_any_view(api, alice, settings):
    settings.MAX_REQUEST_BODY_BYTES = 2000
    response = api(alice).post("/api/games/1/moves", "x" * 5000, content_type="application/json")
    assert response.status_code == 413
    assert _error(response)["details"] == {"max_bytes": 2000}
    page = _page_client(alice).post("/games/new", {"options": "x" * 5000})
    assert page.status_code == 413


def test_a_form_over_djangos_field_limit_is_a_413(alice, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    page = _page_client(alice).post("/games/new", {"options": "x" * 3000})
    assert page.status_code == 413


# --- 10: JSON nested deeply -----------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    ["/api/games/", "/api/auth/register", "/api/social/seeks/", "/api/tournaments/", "/api/me"],
)
def test_deep_json_is_a_400_on_every_json_endpoint(api, alice, path):
    send = api(alice).patch if path == "/api/me" else api(alice).post
    response = send(path, DEEP, content_type="application/json")
    assert response.status_code == 400, response.content
    assert _error(response)["details"] == {"problem": "too_deep"}


def test_deep_json_in_the_lobby_options_and_the_record_import_is_a_400(alice):
    client = _page_client(alice)
    lobby = client.post(
        "/games/new", {"engine": "tigris-euphrates", "players": 2, "bots": 0, "options": DEEP}
    )
    assert lobby.status_code == 400
    assert b"nests deeper" in lobby.content
    imported = client.post("/review/import", {"text": DEEP})
    assert imported.status_code in (200, 400)
    assert b"nests deeper" in imported.content


# --- 11: NUL bytes and lone surrogates ------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/users/%00/",
        "/invite/%00",
        "/api/ratings/%00/",
        "/api/users/%00/ratings",
        "/api/games/?engine=%00",
        "/api/ratings/tigris-euphrates/?order=%00",
        "/?q=%00",
    ],
)
def test_nul_in_a_path_or_a_query_is_a_400(alice, path):
    response = _page_client(alice).get(path)
    assert response.status_code == 400
    if path.startswith("/api/"):
        assert _error(response)["details"] == {"problem": "nul"}


@pytest.mark.parametrize("escaped", ["a\\u0000b", "a\\ud800b"])
def test_nul_or_a_lone_surrogate_in_json_text_or_keys_is_a_400(api, alice, escaped):
    body = '{"username": "' + escaped + '", "password": "a long password"}'
    response = api().post("/api/auth/register", body, content_type="application/json")
    assert response.status_code == 400
    assert _error(response)["code"] == "invalid_input"
    keyed = api(alice).post(
        "/api/games/",
        '{"engine": "tigris-euphrates", "players": 2, "options": {"a\\u0000": 1}}',
        content_type="application/json",
    )
    assert keyed.status_code == 400


def test_nul_in_a_form_field_is_a_400(alice):
    response = _page_client(alice).post("/games/new", {"engine": "x\x00", "players": 2})
    assert response.status_code == 400


# --- 20: unknown /api/ paths ----------------------------------------------------------------


@pytest.mark.parametrize("path", ["/api/nothing-here", "/api/games/1/nothing", "/api/"])
def test_unknown_api_paths_answer_the_json_error_shape(api, path):
    response = api().get(path)
    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert _error(response)["code"] == "not_found"


def test_a_wrong_method_on_the_api_answers_the_error_shape(api, alice):
    response = api(alice).put("/api/engines/", {}, format="json")
    assert response.status_code == 405
    assert _error(response)["code"] == "method_not_allowed"


def test_pages_keep_an_html_404(client):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    assert not response["Content-Type"].startswith("application/json")


# --- 5: no technical page for players -------------------------------------------------------


def test_debug_is_off_unless_the_developer_asks():
    code = "from django.conf import settings; print(settings.DEBUG)"
    env = {"DJANGO_SETTINGS_MODULE": "config.settings", "PATH": "/usr/bin:/bin"}
    for asked, expected in ((None, "False"), ("1", "True"), ("0", "False")):
        run_env = dict(env, **({"DJANGO_DEBUG": asked} if asked else {}))
        printed = subprocess.run(
            [sys.executable, "-c", "import django; django.setup(); " + code],
            env=run_env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert printed.stdout.strip() == expected, printed.stderr


def test_static_files_are_served_without_debug_or_collectstatic(client, settings):
    assert settings.WHITENOISE_USE_FINDERS
    assert "whitenoise.middleware.WhiteNoiseMiddleware" in settings.MIDDLEWARE


def test_a_server_error_on_the_api_shows_nothing_of_the_request(api, alice, monkeypatch):
    from games import selectors

    def broken(*args, **kwargs):
        raise RuntimeError("tiles_drawn: secret")

    monkeypatch.setattr(selectors, "engines_list", broken)
    client = api(alice)
    client.raise_request_exception = False
    response = client.get("/api/engines/")
    assert response.status_code == 500
    assert _error(response)["code"] == "server_error"
    assert b"tiles_drawn" not in response.content and b"secret" not in response.content


def test_the_500_page_shows_nothing_of_the_request(rf):
    from config.boundary import server_error

    page = server_error(rf.get("/games/1/"))
    assert page.status_code == 500 and b"tiles_drawn" not in page.content
    api = server_error(rf.get("/api/games/1/moves"))
    assert api.status_code == 500
    assert json.loads(api.content)["error"]["code"] == "server_error"
