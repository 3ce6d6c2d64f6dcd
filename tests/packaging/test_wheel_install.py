"""The production image, short of Docker: the wheel built from the image's build context, installed
into a fresh virtual environment outside the checkout, runs `check --deploy` with production
settings, `collectstatic` and `migrate` on a fresh PostgreSQL database, then serves a Korean page
and a static file from what it installed.

The image itself cannot be built here (no Docker engine, no registry); docker/Dockerfile runs the
same steps: `pip wheel` over the build context, `pip install` of the wheel, `platform-manage`.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit
from uuid import uuid4

import psycopg
import pytest
from psycopg import sql

from tests.packaging.build_context import copy_build_context
from tests.web.test_catalog import po_entries

pytestmark = pytest.mark.postgres

ROOT = Path(__file__).resolve().parents[2]
# What the packages hold besides .py files; the .po sources stay in the checkout (their compiled
# .mo files ship).
SHIPPED_SUFFIXES = {".py", ".html", ".css", ".js", ".json", ".mo", ".svg", ".png", ".ico", ".txt"}
# Preloading HSTS into browsers is the operator's decision (settings: SECURE_HSTS_PRELOAD off).
ACCEPTED_DEPLOY_WARNINGS = {"security.W021"}
HOST = "platform.example"

SMOKE = """
import json
import config
from django.apps import apps
from django.test import Client
from django.utils.translation import gettext, override

client = Client(HTTP_HOST={host!r}, HTTP_ACCEPT_LANGUAGE="ko")
lobby = client.get("/", secure=True)
style = client.get("/static/web/site.css", secure=True)
report = {{
    "config": config.__file__,
    "apps": {{app.name: app.path for app in apps.get_app_configs()}},
    "lobby": [lobby.status_code, lobby.content.decode()],
    "style": style.status_code,
}}
with override("ko"):
    report["korean"] = {{msgid: gettext(msgid) for msgid in {msgids!r}}}
with open({report!r}, "w") as out:
    json.dump(report, out)
"""


def run(command: list[str | Path], **options: Any) -> subprocess.CompletedProcess[str]:
    """Run a command to its end; fail the test with its output if it fails."""
    done = subprocess.run(
        [str(part) for part in command], capture_output=True, text=True, timeout=900, **options
    )
    shown = " ".join(str(part) for part in command)
    assert done.returncode == 0, f"{shown} -> {done.returncode}\n{done.stdout}\n{done.stderr}"
    return done


@contextmanager
def fresh_database() -> Iterator[str]:
    """A new, empty database on the suite's PostgreSQL server, dropped afterwards."""
    server = urlsplit(os.environ["DATABASE_URL"])
    base = server.path.lstrip("/")[:40] or "platform"
    name = f"{base}_wheel_{uuid4().hex[:8]}"
    maintenance = server._replace(path="/postgres").geturl()
    with psycopg.connect(maintenance, autocommit=True) as connection:
        connection.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    try:
        yield server._replace(path=f"/{name}").geturl()
    finally:
        with psycopg.connect(maintenance, autocommit=True) as connection:
            connection.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
            )


def shipped_files(context: Path) -> list[str]:
    """Every file of the context's packages that the installed platform needs."""
    packages = [path.parent for path in context.glob("*/__init__.py")]
    return sorted(
        path.relative_to(context).as_posix()
        for package in packages
        for path in package.rglob("*")
        if path.is_file() and path.suffix in SHIPPED_SUFFIXES and "__pycache__" not in path.parts
    )


def korean_samples(context: Path) -> dict[str, str]:
    """One translated sentence from each Korean catalog of the context: msgid -> msgstr."""
    samples = {}
    for catalog in sorted(context.glob("**/locale/ko/LC_MESSAGES/django.po")):
        msgid, msgstr = next(
            (entry["msgid"], entry["msgstr"])
            for entry in po_entries(catalog)
            if entry["msgid"] and entry.get("msgstr") and not entry["fuzzy"]
        )
        samples[msgid] = msgstr
    return samples


def wheel_installed(context: Path, directory: Path) -> tuple[Path, Path]:
    """Build the context's wheel and install it into a new virtual environment in `directory`;
    returns the environment and its site-packages."""
    dist = directory / "dist"
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--wheel-dir", dist, "."], cwd=context)
    (wheel,) = dist.glob("*.whl")
    venv = directory / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", venv])
    python = venv / "bin" / "python"
    run([sys.executable, "-m", "pip", "--python", python, "install", "--quiet", wheel])
    purelib = run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"])
    return venv, Path(purelib.stdout.strip())


def production_environment(venv: Path, database_url: str, directory: Path) -> dict[str, str]:
    """Production settings as docker/compose.yaml sets them, and nothing of this process."""
    return {
        "PATH": f"{venv / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
        "LANG": "C.UTF-8",
        "DJANGO_PRODUCTION": "1",
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": HOST,
        "DATABASE_URL": database_url,
        "PLATFORM_VAR_DIR": str(directory / "var"),
        "STATIC_ROOT": str(directory / "static"),
    }


def test_the_wheel_installs_and_runs_the_platform_outside_the_checkout(tmp_path: Path) -> None:
    context = copy_build_context(ROOT, tmp_path / "context")
    venv, site_packages = wheel_installed(context, tmp_path)
    missing = [name for name in shipped_files(context) if not (site_packages / name).is_file()]
    assert missing == []

    korean = korean_samples(context)
    assert len(korean) >= 2  # config/locale and social/locale
    report_path = tmp_path / "smoke.json"
    smoke = SMOKE.format(host=HOST, report=str(report_path), msgids=list(korean))
    manage = venv / "bin" / "platform-manage"
    workdir = tmp_path / "run"  # not the checkout: nothing of it is on the path
    workdir.mkdir()
    with fresh_database() as database_url:
        env = production_environment(venv, database_url, tmp_path)
        checked = run([manage, "check", "--deploy"], cwd=workdir, env=env)
        reported = set(re.findall(r"\((\w+\.[WE]\d+)\)", checked.stdout + checked.stderr))
        assert reported <= ACCEPTED_DEPLOY_WARNINGS
        run([manage, "collectstatic", "--noinput"], cwd=workdir, env=env)
        run([manage, "migrate", "--noinput"], cwd=workdir, env=env)
        run([manage, "shell", "-c", smoke], cwd=workdir, env=env)

    assert (tmp_path / "static" / "web" / "site.css").is_file()
    assert (tmp_path / "static" / "admin" / "css" / "base.css").is_file()
    report = json.loads(report_path.read_text())
    assert Path(report["config"]).is_relative_to(site_packages)
    ours = {path.parent.name for path in context.glob("*/__init__.py")}
    local_apps = [path for name, path in report["apps"].items() if name.split(".")[0] in ours]
    assert local_apps
    assert all(Path(path).is_relative_to(site_packages) for path in local_apps)
    status, page = report["lobby"]
    assert status == 200
    assert '<html lang="ko">' in page
    assert report["korean"] == korean, "the installed catalogs do not translate"
    assert report["style"] == 200
