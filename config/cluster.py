"""`make cluster`: the processes of docker/compose.yaml on this machine, without containers.

nginx (Debian's, with docker/nginx.conf filled in), 2 gunicorn web processes, 2 uvicorn stream
processes, a Celery worker per queue (`celery`: moves' follow-ups and timers; `bots`;
`analysis`), one beat and a Redis server of the cluster's own, on the machine's PostgreSQL (a
database of its own). One supervisor process starts them, waits for their health checks, writes
a pid file for each and brings back any that dies (`events.log` says when each went down and
came back). `stop` ends the supervisor, which ends exactly the processes it started.

Settings (environment): CLUSTER_DIR (var/cluster), CLUSTER_PORT (nginx, 8480; the web processes
take the next two ports, the streams the two after, Redis CLUSTER_REDIS_PORT, 6390),
CLUSTER_DATABASE_URL (postgres://postgres@127.0.0.1:5432/platform_cluster). Every address is
loopback.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent  # the virtualenv's gunicorn, uvicorn, celery
HOST = "127.0.0.1"
QUEUES = ("celery", "bots", "analysis")  # config.task_queues: moves and timers apart
START_SECONDS = 90  # the longest a start waits for every health check
STOP_SECONDS = 15  # then what has not ended is killed
RESTART_PAUSE_SECONDS = 0.5


@dataclass(frozen=True)
class Layout:
    """Where the cluster lives and listens: every path and port, from the environment."""

    directory: Path
    port: int
    redis_port: int
    database_url: str

    @classmethod
    def from_environment(cls) -> Layout:
        return cls(
            directory=Path(os.environ.get("CLUSTER_DIR", ROOT / "var" / "cluster")).resolve(),
            port=int(os.environ.get("CLUSTER_PORT", "8480")),
            redis_port=int(os.environ.get("CLUSTER_REDIS_PORT", "6390")),
            database_url=os.environ.get(
                "CLUSTER_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/platform_cluster"
            ),
        )

    @property
    def web_ports(self) -> list[int]:
        return [self.port + 1, self.port + 2]

    @property
    def stream_ports(self) -> list[int]:
        return [self.port + 3, self.port + 4]

    @property
    def redis_url(self) -> str:
        return f"redis://{HOST}:{self.redis_port}/0"

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def path(self, *parts: str) -> Path:
        return self.directory.joinpath(*parts)

    def environment(self) -> dict[str, str]:
        """The platform's settings for every process, as docker/compose.yaml gives them."""
        secret = self.path("secret-key")
        if not secret.exists():
            secret.write_text(secrets.token_urlsafe(50))
        return {
            **os.environ,
            "DATABASE_URL": self.database_url,
            "REDIS_URL": self.redis_url,
            "CACHE_URL": f"redis://{HOST}:{self.redis_port}/1",
            "DJANGO_SECRET_KEY": secret.read_text().strip(),
            "DJANGO_DEBUG": "0",
            "DJANGO_PRODUCTION": "1",
            "DJANGO_SSL_REDIRECT": "0",
            "DJANGO_ALLOWED_HOSTS": f"localhost,{HOST}",
            "DJANGO_NUM_PROXIES": "1",  # nginx in front
            "STATIC_ROOT": str(self.path("static")),
            "PYTHONUNBUFFERED": "1",
        }


@dataclass
class Process:
    """One process of the cluster: how to start it and what of it runs now."""

    name: str
    argv: list[str]
    health: str | None = None  # a URL answering 200 when it serves
    ready_line: str | None = None  # or a line its log prints when ready
    child: subprocess.Popen | None = field(default=None, repr=False)
    log_offset: int = 0


def processes(layout: Layout) -> list[Process]:
    """The cluster's processes, in the order they start (Redis first, nginx last)."""
    log_level = "--loglevel=INFO"
    found = [
        Process(
            "redis",
            [
                shutil.which("redis-server") or "redis-server",
                "--bind", HOST, "--port", str(layout.redis_port),
                "--dir", str(layout.path("redis")), "--appendonly", "yes", "--save", "",
            ],
            ready_line="Ready to accept connections",
        ),
    ]  # fmt: skip
    for number, port in enumerate(layout.web_ports, start=1):
        found.append(
            Process(
                f"web-{number}",
                [
                    str(BIN / "gunicorn"), "config.wsgi", "--bind", f"{HOST}:{port}",
                    "--workers", "2", "--timeout", "60", "--graceful-timeout", "5",
                    "--access-logfile", "-",
                ],
                health=f"http://{HOST}:{port}/api/health",
            )
        )  # fmt: skip
    for number, port in enumerate(layout.stream_ports, start=1):
        found.append(
            Process(
                f"stream-{number}",
                [
                    str(BIN / "uvicorn"), "config.asgi:application", "--host", HOST,
                    "--port", str(port), "--no-access-log", "--timeout-graceful-shutdown", "3",
                ],
                health=f"http://{HOST}:{port}/api/health",
            )
        )  # fmt: skip
    for queue in QUEUES:
        found.append(
            Process(
                f"worker-{queue}",
                [
                    str(BIN / "celery"), "-A", "config", "worker", "-Q", queue, log_level,
                    "-n", f"{queue}@cluster", "--concurrency", "2" if queue == "celery" else "1",
                ],
                ready_line=f"{queue}@cluster ready.",
            )
        )  # fmt: skip
    found.append(
        Process(
            "beat",
            [
                str(BIN / "celery"), "-A", "config", "beat", log_level,
                f"--schedule={layout.path('celerybeat-schedule')}",
            ],
            ready_line="beat: Starting...",
        )
    )  # fmt: skip
    found.append(
        Process(
            "nginx",
            [
                nginx_binary(), "-p", str(layout.directory), "-c", str(layout.path("nginx.conf")),
                "-g", "daemon off;",
            ],
            health=f"{layout.url}/api/health",
        )
    )  # fmt: skip
    return found


def nginx_binary() -> str:
    return shutil.which("nginx") or "/usr/sbin/nginx"


def nginx_config(layout: Layout) -> str:
    """docker/nginx.conf with this machine's ports (its ${PLATFORM_…} settings filled in, as the
    nginx image's templates are), inside the few lines a whole nginx.conf needs."""
    template = (ROOT / "docker" / "nginx.conf").read_text()
    values = {
        "PLATFORM_LISTEN": f"{HOST}:{layout.port}",
        "PLATFORM_WEB_SERVERS": " ".join(f"server {HOST}:{p};" for p in layout.web_ports),
        "PLATFORM_STREAM_SERVERS": " ".join(f"server {HOST}:{p};" for p in layout.stream_ports),
    }
    for name, value in values.items():
        template = template.replace("${" + name + "}", value)
    temp = layout.path("nginx-temp")
    paths = "\n".join(
        f"    {kind}_temp_path {temp / kind};"
        for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    return (
        f"pid {layout.path('nginx.pid')};\n"
        f"error_log {layout.path('logs', 'nginx-error.log')} warn;\n"
        "worker_processes 1;\n"
        "events { worker_connections 4096; }\n"
        "http {\n"
        f"    access_log {layout.path('logs', 'nginx-access.log')};\n"
        f"{paths}\n"
        f"{template}\n"
        "}\n"
    )


def _healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as answer:
            return answer.status == 200
    except (OSError, urllib.error.URLError):
        return False


class Supervisor:
    """Starts the processes, keeps their pid files, restarts any that exits."""

    def __init__(self, layout: Layout):
        self.layout = layout
        self.environment = layout.environment()
        self.processes = processes(layout)
        self.stopping = False

    def event(self, name: str, what: str, **more) -> None:
        line = {"at": round(time.time(), 3), "process": name, "event": what, **more}
        with self.layout.path("events.log").open("a") as events:
            events.write(json.dumps(line) + "\n")

    def start(self, process: Process) -> None:
        log = self.layout.path("logs", f"{process.name}.log")
        process.log_offset = log.stat().st_size if log.exists() else 0
        with log.open("ab") as output:
            process.child = subprocess.Popen(
                process.argv,
                cwd=ROOT,
                env=self.environment,
                stdout=output,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,  # its own group: stopping it ends its workers too
            )
        self.layout.path("pids", f"{process.name}.pid").write_text(f"{process.child.pid}\n")
        self.event(process.name, "started", pid=process.child.pid)

    def ready(self, process: Process) -> bool:
        if process.health is not None:
            return _healthy(process.health)
        log = self.layout.path("logs", f"{process.name}.log")
        with log.open("rb") as text:
            text.seek(process.log_offset)
            return (process.ready_line or "").encode() in text.read()

    def wait_ready(self, process: Process, until: float) -> None:
        while not self.ready(process):
            if process.child is not None and process.child.poll() is not None:
                raise RuntimeError(f"{process.name} exited: see {self.log_of(process)}")
            if time.monotonic() > until:
                raise RuntimeError(f"{process.name} not ready in time: see {self.log_of(process)}")
            time.sleep(0.2)
        self.event(process.name, "ready")

    def log_of(self, process: Process) -> Path:
        return self.layout.path("logs", f"{process.name}.log")

    def start_all(self) -> None:
        until = time.monotonic() + START_SECONDS
        for process in self.processes:
            self.start(process)
            if process.name in {"redis", "nginx"}:
                self.wait_ready(process, until)
        for process in self.processes:
            self.wait_ready(process, until)

    def supervise(self) -> None:
        """Bring back any process that exits, until asked to stop (SIGTERM)."""
        signal.signal(signal.SIGTERM, lambda *_: setattr(self, "stopping", True))
        signal.signal(signal.SIGINT, lambda *_: setattr(self, "stopping", True))
        self.layout.path("pids", "supervisor.ready").write_text("ready\n")
        pending: dict[str, float] = {}
        while not self.stopping:
            for process in self.processes:
                child = process.child
                if child is None or child.poll() is None or self.stopping:
                    continue
                if process.name not in pending:
                    self.event(process.name, "exited", code=child.returncode, pid=child.pid)
                    _end_group(child.pid)  # what it left behind (a pool child, a worker)
                    pending[process.name] = time.monotonic() + RESTART_PAUSE_SECONDS
                elif time.monotonic() >= pending[process.name]:
                    del pending[process.name]
                    self.start(process)
                    try:
                        self.wait_ready(process, time.monotonic() + START_SECONDS)
                    except RuntimeError as error:
                        self.event(process.name, "not ready", problem=str(error))
            time.sleep(0.1)
        self.stop_all()

    def stop_all(self) -> None:
        for process in reversed(self.processes):  # nginx first, Redis last
            if process.child is not None and process.child.poll() is None:
                os.killpg(process.child.pid, signal.SIGTERM)
        until = time.monotonic() + STOP_SECONDS
        for process in reversed(self.processes):
            child = process.child
            if child is None:
                continue
            with contextlib.suppress(subprocess.TimeoutExpired):
                child.wait(max(0.1, until - time.monotonic()))
            _end_group(child.pid)
            self.layout.path("pids", f"{process.name}.pid").unlink(missing_ok=True)
            self.event(process.name, "stopped")


def _end_group(pid: int) -> None:
    """SIGKILL what is left of the process group `pid` (a process this supervisor started)."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


def prepare(layout: Layout) -> None:
    """Directories, nginx's configuration, the database (created if missing) migrated, the
    static files collected: what `docker compose up` does before the processes start."""
    for part in ("logs", "pids", "redis", "static"):
        layout.path(part).mkdir(parents=True, exist_ok=True)
    for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"):
        temp = layout.path("nginx-temp", kind)
        temp.mkdir(parents=True, exist_ok=True)
        temp.chmod(0o777)  # nginx's workers run as an unprivileged user
    layout.path("nginx.conf").write_text(nginx_config(layout))
    check = subprocess.run(
        [nginx_binary(), "-t", "-p", str(layout.directory), "-c", str(layout.path("nginx.conf"))],
        check=False,  # its output is read below
        capture_output=True,
        text=True,
    )
    if check.returncode != 0:
        raise RuntimeError(f"nginx refuses its configuration:\n{check.stderr}")
    environment = layout.environment()
    create_database(layout.database_url)
    manage = [sys.executable, str(ROOT / "manage.py")]
    for command in (["migrate", "--noinput"], ["collectstatic", "--noinput", "-v", "0"]):
        subprocess.run([*manage, *command], cwd=ROOT, env=environment, check=True)


def create_database(url: str) -> None:
    """CREATE DATABASE for `url` when it does not exist (on the server's `postgres` database)."""
    import psycopg  # noqa: PLC0415 - only `make cluster` on PostgreSQL needs it
    from psycopg import sql  # noqa: PLC0415

    name = url.rsplit("/", 1)[1].split("?", maxsplit=1)[0]
    server = url.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(server, autocommit=True) as connection:
        exists = connection.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name])
        if exists.fetchone() is None:
            connection.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))


def supervisor_pid(layout: Layout) -> int | None:
    """The running supervisor's pid from its pid file, or None."""
    pid_file = layout.path("pids", "supervisor.pid")
    if not pid_file.exists():
        return None
    pid = int(pid_file.read_text().split()[0])
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return None
    return pid


def command_start(layout: Layout) -> int:
    if supervisor_pid(layout) is not None:
        print(f"The cluster already runs (supervisor {supervisor_pid(layout)}): {layout.url}/")
        return 0
    prepare(layout)
    layout.path("pids", "supervisor.ready").unlink(missing_ok=True)
    log = layout.path("logs", "supervisor.log")
    with log.open("ab") as output:
        supervisor = subprocess.Popen(
            [sys.executable, "-m", "config.cluster", "supervise"],
            cwd=ROOT,
            stdout=output,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
    layout.path("pids", "supervisor.pid").write_text(f"{supervisor.pid}\n")
    until = time.monotonic() + START_SECONDS + 10
    while not layout.path("pids", "supervisor.ready").exists():
        if supervisor.poll() is not None or time.monotonic() > until:
            print(log.read_text()[-3000:])
            print("The cluster did not start: see the logs above and in", layout.path("logs"))
            return 1
        time.sleep(0.3)
    print_table(layout)
    return 0


def print_table(layout: Layout) -> None:
    print(f"The cluster serves on {layout.url}/ (nginx); database {layout.database_url}")
    for process in processes(layout):
        pid_file = layout.path("pids", f"{process.name}.pid")
        pid = pid_file.read_text().strip() if pid_file.exists() else "-"
        where = process.health.removesuffix("/api/health") if process.health else ""
        if process.name == "redis":
            where = layout.redis_url
        print(
            f"  {process.name:16} pid {pid:>7}  {where:28} log {layout.path('logs')}/{process.name}.log"
        )
    print("Stop it with `make cluster-stop`.")


def command_stop(layout: Layout) -> int:
    pid = supervisor_pid(layout)
    if pid is None:
        print("No cluster runs (no live supervisor pid file in", layout.path("pids"), ")")
        return 0
    os.kill(pid, signal.SIGTERM)
    until = time.monotonic() + STOP_SECONDS + 10
    while time.monotonic() < until:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.2)
    layout.path("pids", "supervisor.pid").unlink(missing_ok=True)
    print("The cluster stopped.")
    return 0


def main(argv: list[str]) -> int:
    layout = Layout.from_environment()
    command = argv[0] if argv else "start"
    if command == "start":
        return command_start(layout)
    if command == "stop":
        return command_stop(layout)
    if command == "status":
        print_table(layout)
        return 0
    if command == "supervise":
        supervisor = Supervisor(layout)
        try:
            supervisor.start_all()
        except RuntimeError as error:
            print(error, flush=True)
            supervisor.stop_all()
            return 1
        supervisor.supervise()
        return 0
    print("usage: python -m config.cluster start|stop|status")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
