"""Security basics: production settings (refusals, HTTPS, cookies, HSTS), throttling of auth
and moves, CSRF for session (page) logins, and no secret seed in the logs of a played game."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from rest_framework.throttling import ScopedRateThrottle

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, django
django.setup()
from django.conf import settings
from django.test import Client
plain = Client().get("/api/health")
secure = Client().get("/api/engines/", secure=True)
redirected = Client().get("/api/engines/")
bench = Client().post("/api/bench/baseline", secure=True)
print(json.dumps({
    "redirect": [redirected.status_code, redirected.get("Location")],
    "health": plain.status_code,
    "bench": bench.status_code,
    "hsts": secure.get("Strict-Transport-Security"),
    "secure_status": secure.status_code,
    "session_cookie_secure": settings.SESSION_COOKIE_SECURE,
    "csrf_cookie_secure": settings.CSRF_COOKIE_SECURE,
    "rates": settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
}))
"""


def _run_settings(env: dict, code: str = PROBE) -> subprocess.CompletedProcess:
    clean = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DJANGO_", "THROTTLE_", "PLATFORM_BENCH"))
    }
    clean["DJANGO_SETTINGS_MODULE"] = "config.settings"
    clean.pop("DATABASE_URL", None)  # an embedded SQLite of its own: the probe needs no tables
    clean.pop("REDIS_URL", None)
    clean.pop("CACHE_URL", None)
    clean["PLATFORM_VAR_DIR"] = tempfile.mkdtemp(prefix="settings-probe-")
    return subprocess.run(
        [sys.executable, "-c", code],
        env={**clean, **env},
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize(
    "env",
    [
        {"DJANGO_DEBUG": "0"},  # the default secret key
        {"DJANGO_DEBUG": "1", "DJANGO_SECRET_KEY": "a-real-secret-" * 4},
    ],
    ids=["default-key", "debug-on"],
)
def test_production_refuses_to_start_with_a_default_key_or_debug(env):
    started = _run_settings({"DJANGO_PRODUCTION": "1", **env}, "import django; django.setup()")
    assert started.returncode != 0
    assert "ImproperlyConfigured" in started.stderr
    assert "Production mode refuses to start" in started.stderr


def test_production_is_https_only_with_secure_cookies_and_hsts():
    started = _run_settings(
        {
            "DJANGO_PRODUCTION": "1",
            "DJANGO_DEBUG": "0",
            "DJANGO_SECRET_KEY": "a-real-secret-" * 4,
            "THROTTLE_AUTH_RATE": "7/min",
        }
    )
    assert started.returncode == 0, started.stderr
    seen = json.loads(started.stdout.strip().splitlines()[-1])
    assert seen["redirect"] == [301, "https://testserver/api/engines/"]
    assert seen["health"] == 200  # load balancers probe over plain HTTP
    assert seen["secure_status"] == 200
    assert seen["hsts"] == "max-age=31536000; includeSubDomains"
    assert seen["session_cookie_secure"] and seen["csrf_cookie_secure"]
    assert seen["rates"] == {
        "auth": "7/min",
        "auth_account": "20/hour",
        "signup": "20/hour",
        "moves": "1200/min",
        "suggestions": "20/min",
    }
    assert seen["bench"] == 404  # the benchmark-only endpoint is not mounted


def test_the_benchmark_endpoint_exists_only_behind_its_flag():
    started = _run_settings({"DJANGO_DEBUG": "0", "PLATFORM_BENCH_ENDPOINTS": "1"})
    assert started.returncode == 0, started.stderr
    assert json.loads(started.stdout.strip().splitlines()[-1])["bench"] == 401  # needs a login


def test_development_mode_serves_plain_http():
    started = _run_settings({"DJANGO_DEBUG": "0"})
    assert started.returncode == 0, started.stderr
    seen = json.loads(started.stdout.strip().splitlines()[-1])
    assert seen["redirect"][0] == 200 and seen["hsts"] is None


@pytest.fixture
def tight_rates(monkeypatch):
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {"auth": "3/min", "moves": "2/min"})


@pytest.mark.django_db
def test_auth_is_throttled_per_client(tight_rates, api, alice):
    credentials = {"username": "alice", "password": "wrong password"}
    answers = [api().post("/api/auth/token", credentials, format="json") for _ in range(4)]
    assert [a.status_code for a in answers] == [401, 401, 401, 429]
    assert answers[-1].json()["error"]["code"] == "throttled"
    assert answers[-1].has_header("Retry-After")
    assert all(api().get("/api/engines/").status_code == 200 for _ in range(5))  # no scope


@pytest.mark.django_db
def test_moves_are_throttled_per_user(tight_rates, api, secret_nim, alice, bob):
    created = (
        api(alice)
        .post(
            "/api/games/",
            {"engine": "secret-nim", "players": 2, "random_seating": False},
            format="json",
        )
        .json()
    )
    api(bob).post(f"/api/games/{created['id']}/join")
    stale = {"move": {"type": "take", "count": 1}, "expected_seq": 0}
    moves = f"/api/games/{created['id']}/moves"
    codes = [api(alice).post(moves, stale, format="json").status_code for _ in range(3)]
    assert codes == [409, 409, 429]
    assert api(bob).post(moves, stale, format="json").status_code == 409  # bob's own budget


@pytest.mark.django_db
def test_session_logins_need_the_csrf_token_tokens_do_not(secret_nim, alice, api):
    from django.test import Client

    browser = Client(enforce_csrf_checks=True)
    browser.force_login(alice)
    body = {"engine": "secret-nim", "players": 2}
    refused = browser.post("/api/games/", body, content_type="application/json")
    assert refused.status_code == 403 and "CSRF" in refused.json()["error"]["message"]

    browser.get("/admin/login/")  # any page with a form sets the CSRF cookie
    token = browser.cookies["csrftoken"].value
    accepted = browser.post(
        "/api/games/", body, content_type="application/json", HTTP_X_CSRFTOKEN=token
    )
    assert accepted.status_code == 201
    assert api(alice).post("/api/games/", body, format="json").status_code == 201


@pytest.mark.django_db
def test_the_seed_never_appears_in_the_logs_of_a_played_game(
    secret_nim, alice, bob, api, caplog, settings
):
    from django.db import connection

    settings.DEBUG = True  # the worst case: SQL would be logged at DEBUG level
    connection.force_debug_cursor = True
    caplog.set_level(logging.DEBUG)
    caplog.set_level(logging.DEBUG, logger="django")  # an operator debugging Django itself
    try:
        game = (
            api(alice)
            .post(
                "/api/games/",
                {"engine": "secret-nim", "players": 2, "random_seating": False},
                format="json",
            )
            .json()
        )
        game_id = game["id"]
        api(bob).post(f"/api/games/{game_id}/join")
        api(bob).post(  # a refusal, which Django logs as a warning
            f"/api/games/{game_id}/moves", {"move": {"type": "x"}, "expected_seq": 0}, format="json"
        )
        for _ in range(40):
            detail = api(alice).get(f"/api/games/{game_id}/").json()
            if detail["status"] == "finished":
                break
            seat = detail["to_act"][0]
            player = alice if seat == 0 else bob
            legal = api(player).get(f"/api/games/{game_id}/legal-moves").json()["moves"]
            answer = api(player).post(
                f"/api/games/{game_id}/moves",
                {"move": legal[-1], "expected_seq": detail["seq"]},
                format="json",
            )
            assert answer.status_code == 201
    finally:
        connection.force_debug_cursor = False
    from games.models import Game

    seed = Game.objects.get(pk=game_id).seed
    assert detail["status"] == "finished" and detail["seed"] == seed  # revealed by the API only
    assert caplog.records, "nothing was logged: the test would prove nothing"
    assert seed not in caplog.text
    assert all(seed not in str(record.args) for record in caplog.records)


@pytest.mark.django_db
def test_an_unreachable_database_is_a_503_to_retry_not_a_500(secret_nim, alice, api, monkeypatch):
    from django.db import OperationalError

    from games import selectors

    def down(*args, **kwargs):
        raise OperationalError("server closed the connection unexpectedly")

    monkeypatch.setattr(selectors, "game_get", down)
    answer = api(alice).get("/api/games/1/")
    assert answer.status_code == 503 and answer["Retry-After"] == "1"
    assert answer.json()["error"]["code"] == "unavailable"
