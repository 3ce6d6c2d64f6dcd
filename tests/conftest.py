"""Shared fixtures: users, API clients, the test-only engine, and the PostgreSQL marker."""

from __future__ import annotations

import os

import pytest


def pytest_report_header(config):
    url = os.environ.get("DATABASE_URL", "")
    database = "PostgreSQL" if url.startswith("postgres") else "SQLite"
    broker = "Redis" if os.environ.get("REDIS_URL") else "embedded (SQLite file)"
    return [f"database: {database} ({url or 'embedded default'}); celery broker: {broker}"]


def pytest_configure(config):
    if config.pluginmanager.hasplugin("django"):  # `-p no:django` (engine fuzz) has no Django
        from django.conf import settings  # pytest-django has configured Django by now
        from django.contrib.auth import hashers

        # The test databases start without the starter ladders;
        # tests/ladders/test_starter_ladders.py creates them where it checks them.
        settings.STARTER_LADDERS = False
        # A fast hasher for the tests' users, before anything hashes: Django keeps the hashers
        # it first read (get_hashers is cached), so setting this later, per test, came too late
        # for every test after the process's first hash, and each user cost a million rounds of
        # PBKDF2 (about a second of CPU)
        settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
        hashers.get_hashers.cache_clear()
        hashers.get_hashers_by_algorithm.cache_clear()
        # WhiteNoise finds a static file when it is asked for, instead of listing every app's
        # static files (Django's admin and the REST framework's: hundreds) each time a test
        # client loads the middleware: about 45 ms of CPU per client, thousands of clients
        settings.WHITENOISE_AUTOREFRESH = True
    config.addinivalue_line(
        "markers",
        "redis: needs a Redis broker (REDIS_URL) for a real Celery worker; skipped with a reason "
        "without it, an error under REQUIRE_POSTGRES (CI)",
    )


def pytest_collection_modifyitems(config, items):
    """`postgres` tests need row locks across connections: on SQLite they skip, with a reason —
    unless REQUIRE_POSTGRES is set (CI), where running on SQLite is an error. `redis` tests
    start a real Celery worker on REDIS_URL: the same rule for Redis."""
    if any("redis" in item.keywords for item in items) and not os.environ.get("REDIS_URL"):
        if os.environ.get("REQUIRE_POSTGRES"):
            raise pytest.UsageError("REQUIRE_POSTGRES is set but REDIS_URL is not (Redis tests)")
        skip = pytest.mark.skip(reason="needs Redis: run with REDIS_URL=redis://... (CI does)")
        for item in items:
            if "redis" in item.keywords:
                item.add_marker(skip)
    if not any("postgres" in item.keywords for item in items):
        return
    from django.db import connection

    if connection.vendor == "postgresql":
        return
    if os.environ.get("REQUIRE_POSTGRES"):
        raise pytest.UsageError("REQUIRE_POSTGRES is set but DATABASE_URL is not PostgreSQL")
    skip = pytest.mark.skip(
        reason="needs PostgreSQL: run with DATABASE_URL=postgres://... (CI does)"
    )
    for item in items:
        if "postgres" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _fresh_cache(request):
    """Throttle counters live in the cache: start each Django test from zero."""
    if "db" in request.fixturenames or "transactional_db" in request.fixturenames:
        from django.core.cache import cache

        cache.clear()
    yield


@pytest.fixture
def secret_nim():
    """Register the test-only engine for one test (it is never registered in production)."""
    from engines import ENGINES
    from tests.engines.toy_engine import SECRET_NIM

    ENGINES[SECRET_NIM.slug] = SECRET_NIM
    yield SECRET_NIM
    ENGINES.pop(SECRET_NIM.slug, None)


@pytest.fixture
def alice(db):
    from tests.factories import UserFactory

    return UserFactory(username="alice")


@pytest.fixture
def bob(db):
    from tests.factories import UserFactory

    return UserFactory(username="bob")


@pytest.fixture
def carol(db):
    from tests.factories import UserFactory

    return UserFactory(username="carol")


def api_client_for(user=None):
    from rest_framework.authtoken.models import Token
    from rest_framework.test import APIClient

    client = APIClient()
    if user is not None:
        token, _ = Token.objects.get_or_create(user=user)
        client.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    return client


@pytest.fixture
def api():
    return api_client_for


@pytest.fixture(autouse=True)
def _english_unless_asked(request):
    """Each test starts in English: a Korean request must not leak its language into the next."""
    yield
    if "db" in request.fixturenames or "transactional_db" in request.fixturenames:
        from django.utils import translation

        translation.deactivate()
