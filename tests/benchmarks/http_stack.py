"""The production-like stack the HTTP benchmarks drive: a PostgreSQL database of their own,
gunicorn (2 workers) serving the platform, an HTTP client, players with tokens, and
`RESULT name value unit` lines for the summary table (tests/benchmarks/run_all.py).

Environment: BENCH_PG (default postgres://postgres@127.0.0.1:5432), BENCH_DB_PREFIX (before each
database's name), BENCH_PORT (8765),
BENCH_CACHE_URL (a Redis database for the workers' shared cache, as production's CACHE_URL;
unset: each worker keeps its own in memory).
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import statistics
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PG = os.environ.get("BENCH_PG", "postgres://postgres@127.0.0.1:5432")
HOST = "127.0.0.1"


def result(name: str, value, unit: str) -> None:
    """One machine-readable figure, collected by run_all.py into the summary table."""
    shown = f"{value:.6g}" if isinstance(value, float) else str(value)
    print(f"RESULT {name} {shown} {unit}", flush=True)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))] if ordered else 0.0


def latency_summary(latencies: list[float]) -> tuple[float, float]:
    """(p50, p99) in milliseconds."""
    if not latencies:
        return 0.0, 0.0
    return statistics.median(latencies) * 1000, percentile(latencies, 0.99) * 1000


def fresh_database(name: str) -> str:
    """Drop and create database `name` (after BENCH_DB_PREFIX, for benchmarks run side by side);
    its URL."""
    import psycopg

    name = os.environ.get("BENCH_DB_PREFIX", "") + name
    with psycopg.connect(f"{PG}/postgres", autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{name}"')
    return f"{PG}/{name}"


def server_env(database_url: str) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "THROTTLE_"))}
    env.update(
        DATABASE_URL=database_url,
        DJANGO_SETTINGS_MODULE="config.settings",
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY="bench-secret-" + "x" * 40,
        PLATFORM_BENCH_ENDPOINTS="1",
        PLATFORM_VAR_DIR=str(ROOT / "var" / "bench"),
        PYTHONPATH=str(ROOT),
    )
    # a benchmark's few players hold many games at once: the cap on open games is not measured
    env.setdefault("OPEN_GAMES_CAP", "1000000")
    env.pop("REDIS_URL", None)
    env.pop("CACHE_URL", None)
    if os.environ.get("BENCH_CACHE_URL"):  # a Redis database shared by the workers, as deployed
        env["CACHE_URL"] = os.environ["BENCH_CACHE_URL"]
    return env


def setup_django(database_url: str) -> None:
    """Configure Django in this (client) process too: setup, checks and verification use the ORM."""
    for key, value in server_env(database_url).items():
        os.environ[key] = value
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


@contextmanager
def gunicorn(
    database_url: str,
    workers: int = 2,
    port: int | None = None,
    extra: tuple[str, ...] = (),
    env: dict | None = None,
):
    """gunicorn serving config.wsgi with `workers` sync workers, until the block ends (`extra`:
    more command-line arguments, such as `-c tests/benchmarks/gunicorn_profile.py`)."""
    port = port or int(os.environ.get("BENCH_PORT", "8765"))
    (ROOT / "var" / "bench").mkdir(parents=True, exist_ok=True)
    log = open(ROOT / "var" / "bench" / f"gunicorn-{port}.log", "w")  # noqa: SIM115
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "config.wsgi",
            "--workers",
            str(workers),
            "--bind",
            f"{HOST}:{port}",
            "--backlog",
            "256",
            "--graceful-timeout",
            "5",
            *extra,
        ],
        cwd=ROOT,
        env=env or server_env(database_url),
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        client = Http(port)
        client.server_pid = process.pid
        for _ in range(200):
            try:
                if client.call("GET", "/api/health")[0] == 200:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        else:
            raise RuntimeError("gunicorn did not answer /api/health")
        yield client
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def _cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds process `pid` has used (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def server_cpu_seconds(server_pid: int) -> dict[str, float]:
    """CPU seconds used so far by the web server (the process `server_pid` and its children)
    and by every PostgreSQL process of this machine: with a reading before and after a phase,
    the CPU a request costs, whatever else the machine runs meanwhile (Linux only)."""
    web = postgres = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        name = stat[stat.find("(") + 1 : stat.rfind(")")]
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        if int(entry.name) == server_pid or parent == server_pid:
            web += _cpu_seconds(int(entry.name))
        elif name.startswith("postgres"):
            postgres += _cpu_seconds(int(entry.name))
    return {"web": web, "postgres": postgres}


class Http:
    """A tiny JSON client: one connection per request (gunicorn's sync workers close them)."""

    def __init__(self, port: int):
        self.port = port
        self.server_pid: int | None = None  # set by gunicorn()

    def call(self, method: str, path: str, token: str | None = None, body=None, timeout=30.0):
        """(status, JSON body or None, seconds)."""
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Token {token}"
        payload = None if body is None else json.dumps(body)
        began = time.perf_counter()
        connection = http.client.HTTPConnection(HOST, self.port, timeout=timeout)
        try:
            connection.request(method, path, body=payload, headers=headers)
            response = connection.getresponse()
            raw = response.read()
        finally:
            connection.close()
        elapsed = time.perf_counter() - began
        try:
            data = json.loads(raw) if raw else None
        except ValueError:
            data = None
        return response.status, data, elapsed


def players_with_tokens(prefix: str, count: int) -> list[str]:
    """`count` users (created through the ORM, not the throttled sign-up) and their tokens."""
    from django.contrib.auth import get_user_model
    from rest_framework.authtoken.models import Token

    User = get_user_model()
    tokens = []
    for index in range(count):
        user, _ = User.objects.get_or_create(username=f"{prefix}{index}")
        tokens.append(Token.objects.get_or_create(user=user)[0].key)
    return tokens


def new_game(client: Http, tokens: list[str], engine: str) -> dict:
    """A started game with seat i held by tokens[i]; its detail as seat 0 sees it."""
    status, game, _ = client.call(
        "POST",
        "/api/games/",
        tokens[0],
        {"engine": engine, "players": len(tokens), "random_seating": False},
    )
    if status != 201:
        raise RuntimeError(f"create: {status} {game}")
    for token in tokens[1:]:
        status, game, _ = client.call("POST", f"/api/games/{game['id']}/join", token)
        if status != 200:
            raise RuntimeError(f"join: {status} {game}")
    return game


ENGINE_PLAYERS = {"tigris-euphyu": 2, "middle-earth-duel": 2, "after-the-flood": 3}
