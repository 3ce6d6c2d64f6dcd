"""`make soak-cluster`: the whole topology of `make cluster` played through nginx under faults.

At least 40 people (SOAK_PLAYERS) play two-player clocked games over HTTP in pairs, each move
sent with an idempotency key and retried with the same key until it has an answer; bot-only
games run in every engine; stream listeners follow games through nginx and reconnect with
Last-Event-ID (when a process dies under them, and on purpose every 10-40 s). A fault loop
SIGKILLs a web process, a stream process, the bots' worker in the middle of a task and beat,
restarts the cluster's Redis and then PostgreSQL (SOAK_RESTART_POSTGRES=0: not the shared
server), one after the other; the cluster's supervisor brings each process back.

Then it prints and checks: moves acknowledged against moves in the log (0 lost, 0 duplicated);
every game's hash chain; the longest a game waited past its deadline (within the clock sweep's
bound plus the longest outage); each listener's events against the log (0 missed, 0 out of
order); no notification twice; 0 answers >= 500 outside the seconds a process was down (those
counted apart); the p99 of a move through nginx. SOAK_MINUTES (20) long. Loopback only.
"""

from __future__ import annotations

import http.client
import itertools
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from config.cluster import Layout

SOAK_MINUTES = float(os.environ.get("SOAK_MINUTES", "20"))
PLAYERS = max(40, int(os.environ.get("SOAK_PLAYERS", "40")) // 2 * 2)
LISTENERS = int(os.environ.get("SOAK_LISTENERS", "8"))
BOT_GAMES_PER_ENGINE = int(os.environ.get("SOAK_BOT_GAMES", "2"))
RESTART_POSTGRES = os.environ.get("SOAK_RESTART_POSTGRES", "1") == "1"
MOVE_SECONDS = 20  # the people's clock: per_move, so some run out and the sweep times them out
STALL_CHANCE = 0.03  # a person who lets the clock run out on a turn
OUTAGE_SLACK_SECONDS = 5.0  # errors this long after a process came back still count as outage
PG_CLUSTER = os.environ.get("SOAK_PG_CLUSTER", "15 main").split()


@dataclass
class Record:
    """What the clients saw, shared by every thread."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    acked: dict[tuple[int, str], dict] = field(default_factory=dict)  # (game, key): the answer
    move_seconds: list[float] = field(default_factory=list)
    failures: list[tuple[float, str, str]] = field(default_factory=list)  # (time, what, path)
    requests: int = 0
    listened: dict[tuple[int, int], list[int]] = field(default_factory=dict)  # (listener, game)
    reconnects: int = 0
    faults: list[tuple[str, float, float]] = field(default_factory=list)  # (what, from, to)
    games_played: Counter = field(default_factory=Counter)

    def failure(self, what: str, path: str) -> None:
        with self.lock:
            self.failures.append((time.time(), what, path))


class Client:
    """One person over HTTP through nginx, with a token."""

    def __init__(self, base: str, token: str, record: Record):
        self.base, self.token, self.record = base, token, record

    def call(self, method: str, path: str, body: dict | None = None) -> tuple[int, dict]:
        """One request; (0, {}) when no answer came (connection refused or cut)."""
        request = urllib.request.Request(
            self.base + path,
            data=None if body is None else json.dumps(body).encode(),
            method=method,
            headers={"Authorization": f"Token {self.token}", "Content-Type": "application/json"},
        )
        with self.record.lock:
            self.record.requests += 1
        try:
            with urllib.request.urlopen(request, timeout=60) as answer:
                status, text = answer.status, answer.read()
        except urllib.error.HTTPError as error:
            status, text = error.code, error.read()
        except (OSError, http.client.HTTPException) as error:
            self.record.failure(f"no answer: {type(error).__name__}", path)
            return 0, {}
        if status >= 500:
            self.record.failure(str(status), path)
        try:
            return status, json.loads(text or b"{}")
        except ValueError:
            return status, {}

    def until_answered(self, method: str, path: str, body: dict | None, until: float):
        """The same request again (a move keeps its idempotency key) until it has an answer
        below 500, or `until`."""
        while True:
            status, answer = self.call(method, path, body)
            if 0 < status < 500 or time.time() > until:
                return status, answer
            time.sleep(0.5)


class Pair:
    """Two people and the game they play now: the first creates it, the second joins."""

    def __init__(self):
        self.game_id: int | None = None
        self.ready = threading.Event()
        self.lock = threading.Lock()


def person(index: int, client: Client, pair: Pair, engines: list[str], end: float, stop_at: float):
    """Play games of `engines` with the pair's other person until `end`."""
    record = client.record
    choose = random.Random(index)
    first = index % 2 == 0
    while time.time() < end:
        if first:
            engine = engines[(index // 2 + record.games_played[index]) % len(engines)]
            status, created = client.until_answered(
                "POST",
                "/api/games/",
                {
                    "engine": engine,
                    "players": 2,
                    "random_seating": False,
                    "time_control": {"kind": "per_move", "seconds": MOVE_SECONDS},
                },
                stop_at,
            )
            if status != 201:
                time.sleep(1)
                continue
            game_id = created["id"]
            with pair.lock:
                pair.game_id = game_id
                pair.ready.set()
        else:
            pair.ready.wait(timeout=30)
            with pair.lock:
                joining, pair.game_id = pair.game_id, None
                pair.ready.clear()
            if joining is None:
                continue
            game_id = joining
            client.until_answered("POST", f"/api/games/{game_id}/join", None, stop_at)
        record.games_played[index] += 1
        play_game(client, game_id, choose, end, stop_at)


def play_game(client: Client, game_id: int, choose: random.Random, end: float, stop_at: float):
    record = client.record
    while time.time() < end:
        status, legal = client.until_answered(
            "GET", f"/api/games/{game_id}/legal-moves", None, stop_at
        )
        if status != 200:
            time.sleep(1)
            continue
        if legal.get("status") in ("finished", "aborted"):
            return
        if not legal.get("moves"):
            time.sleep(1.5)
            game_status, game = client.until_answered(
                "GET", f"/api/games/{game_id}/", None, stop_at
            )
            if game_status == 200 and game.get("status") in ("finished", "aborted"):
                return
            continue
        if choose.random() < STALL_CHANCE:
            time.sleep(MOVE_SECONDS + 2)  # the clock runs out: the platform times this seat out
            continue
        time.sleep(choose.uniform(0.2, 1.5))
        key = uuid.uuid4().hex
        body = {"move": choose.choice(legal["moves"]), "expected_seq": legal["seq"]}
        body["idempotency_key"] = key
        began = time.perf_counter()
        status, answer = client.until_answered("POST", f"/api/games/{game_id}/moves", body, stop_at)
        if status == 201:
            with record.lock:
                record.move_seconds.append(time.perf_counter() - began)
                record.acked[(game_id, key)] = {"seq": answer["events"][0]["seq"], **body}


def listener(number: int, base: str, token: str, games: list[int], record: Record, end: float):
    """Follow games' streams through nginx, reconnecting with Last-Event-ID."""
    choose = random.Random(1000 + number)
    host, port = base.removeprefix("http://").split(":")
    while time.time() < end:
        game_id = choose.choice(games)
        received = record.listened.setdefault((number, game_id), [])
        last = received[-1] if received else 0
        over = False
        while not over and time.time() < end:
            hang_up = time.time() + choose.uniform(10, 40)
            connection = http.client.HTTPConnection(host, int(port), timeout=30)
            try:
                connection.request(
                    "GET",
                    f"/api/games/{game_id}/stream",
                    headers={"Authorization": f"Token {token}", "Last-Event-ID": str(last)},
                )
                answer = connection.getresponse()
                if answer.status != 200:
                    if answer.status >= 500:
                        record.failure(str(answer.status), "stream")
                    time.sleep(1)
                    continue
                event, ident = "", None
                while time.time() < min(hang_up, end):
                    line = answer.readline()
                    if not line:
                        break  # the stream process went away: reconnect
                    text = line.decode().rstrip("\n")
                    if text.startswith("id: "):
                        ident = int(text[4:])
                    elif text.startswith("event: "):
                        event = text[7:]
                    elif text == "":
                        if event == "log" and ident is not None:
                            received.append(ident)
                            last = ident
                        if event == "end":
                            over = True
                            break
                        event, ident = "", None
            except (OSError, http.client.HTTPException):
                time.sleep(0.5)
            finally:
                connection.close()
            with record.lock:
                record.reconnects += 1


def kill_group(layout: Layout, name: str) -> None:
    pid = int(layout.path("pids", f"{name}.pid").read_text())
    os.killpg(pid, signal.SIGKILL)


def busy_bots_worker(layout: Layout, timeout: float = 30) -> bool:
    """Wait until the bots' worker has received more tasks than it finished: mid-task."""
    log = layout.path("logs", "worker-bots.log")
    until = time.time() + timeout
    while time.time() < until:
        tail = log.read_text(errors="replace")[-20000:].splitlines()
        last = [line for line in tail if "received" in line or "succeeded" in line][-1:]
        if last and "received" in last[0]:
            return True
        time.sleep(0.05)
    return False


def fault_loop(layout: Layout, record: Record, start: float, end: float) -> None:
    """One fault of each kind, spread over the run; each one's outage recorded."""
    plan = [
        ("SIGKILL web-1", 0.12),
        ("SIGKILL stream-1", 0.24),
        ("SIGKILL worker-bots mid-task", 0.36),
        ("SIGKILL beat", 0.48),
        ("restart Redis", 0.60),
        ("restart PostgreSQL", 0.72),
    ]
    for planned, share in plan:
        what = planned
        at = start + share * (end - start)
        while time.time() < at:
            time.sleep(0.2)
        began = time.time()
        if planned.startswith("SIGKILL"):
            name = planned.split()[1]
            if name == "worker-bots":
                mid_task = busy_bots_worker(layout)
                what += "" if mid_task else " (no task was running)"
                began = time.time()
            kill_group(layout, name)
            wait_back(layout, name, began)
        elif planned == "restart Redis":
            os.killpg(int(layout.path("pids", "redis.pid").read_text()), signal.SIGTERM)
            wait_back(layout, "redis", began)
        elif RESTART_POSTGRES:
            subprocess.run(
                ["pg_ctlcluster", "--skip-systemctl-redirect", *PG_CLUSTER, "restart"],
                check=True,
            )
        else:
            what += " (skipped: SOAK_RESTART_POSTGRES=0)"
        with record.lock:
            record.faults.append((what, began, time.time()))
        print(f"  fault: {what}: {time.time() - began:.1f} s down", flush=True)


def wait_back(layout: Layout, name: str, since: float, timeout: float = 120) -> None:
    """Until the supervisor logs `name` ready again after `since`."""
    until = time.time() + timeout
    while time.time() < until:
        for line in layout.path("events.log").read_text().splitlines():
            event = json.loads(line)
            if event["process"] == name and event["event"] == "ready" and event["at"] > since:
                return
        time.sleep(0.2)


def logged_seqs(client: Client, game_id: int) -> list[int]:
    """Every event seq of a game's log as the API shows it to `client`, page by page."""
    seqs: list[int] = []
    while True:
        status, answer = client.until_answered(
            "GET", f"/api/games/{game_id}/events?after={seqs[-1] if seqs else 0}&limit=1000",
            None, time.time() + 60,
        )  # fmt: skip
        page = [event["seq"] for event in answer.get("events", [])] if status == 200 else []
        if not page:
            return seqs
        seqs += page


def in_outage(at: float, faults: list[tuple[str, float, float]]) -> bool:
    return any(began - 1 <= at <= back + OUTAGE_SLACK_SECONDS for _, began, back in faults)


def consistent_verify(game, game_verify) -> list[str]:
    """The chain's problems read from one snapshot of the database (REPEATABLE READ): bot games
    still play while the soak checks, and the game's head and its events must be of one moment."""
    from django.db import connection, transaction

    with transaction.atomic():
        with connection.cursor() as cursor:
            cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        game.refresh_from_db()
        return game_verify(game).problems


def setup_django(layout: Layout) -> None:
    os.environ.update(layout.environment())
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()


def main() -> int:
    layout = Layout.from_environment()
    setup_django(layout)
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.db.models import Count
    from rest_framework.authtoken.models import Token

    from engines import ENGINES
    from games import services
    from games.log.play_state import MOVE, TIMED_OUT
    from games.log.verification import game_verify
    from games.models import Game, GameEvent, GameStatus
    from notifications.models import Notification

    run = uuid.uuid4().hex[:6]
    users = [
        get_user_model().objects.create_user(username=f"soak-{run}-{n:02d}", password=None)
        for n in range(PLAYERS)
    ]
    tokens = [Token.objects.get_or_create(user=user)[0].key for user in users]
    engines = sorted(slug for slug in ENGINES if slug != "secret-nim")
    two_player = [slug for slug in engines if ENGINES[slug].min_players <= 2]
    bot_games = []
    for engine in engines:
        seats = max(2, ENGINES[engine].min_players)
        for number in range(BOT_GAMES_PER_ENGINE):
            game = services.game_create(
                user=users[0], engine=engine, players=seats, join=False, bots=seats,
                bot_kind="greedy" if number % 2 else "random",
            )  # fmt: skip
            bot_games.append(game.pk)
    connection.close()  # the driver holds no connection through the faults

    record = Record()
    start = time.time()
    end = start + SOAK_MINUTES * 60
    stop_at = end + 120  # the last answers may take this long past the end
    pairs = [Pair() for _ in range(PLAYERS // 2)]
    threads = [
        threading.Thread(
            target=person,
            args=(
                n,
                Client(layout.url, tokens[n], record),
                pairs[n // 2],
                two_player,
                end,
                stop_at,
            ),
            daemon=True,
        )
        for n in range(PLAYERS)
    ]
    threads += [
        threading.Thread(
            target=listener, args=(n, layout.url, tokens[0], bot_games, record, end), daemon=True
        )
        for n in range(LISTENERS)
    ]
    faults = threading.Thread(target=fault_loop, args=(layout, record, start, end), daemon=True)
    print(
        f"SOAK-CLUSTER {SOAK_MINUTES:g} min through nginx at {layout.url}: {PLAYERS} people, "
        f"{len(bot_games)} bot games ({', '.join(engines)}), {LISTENERS} stream listeners",
        flush=True,
    )
    for thread in [*threads, faults]:
        thread.start()
    faults.join(timeout=SOAK_MINUTES * 60 + 600)
    for thread in threads:
        thread.join(timeout=max(1.0, stop_at - time.time()))
    time.sleep(2)

    # The checks, from the log.
    client = Client(layout.url, tokens[0], record)
    human_games = sorted({game for game, _ in record.acked})
    lost, duplicated, wrong = [], [], []
    for game_id in human_games:
        acked = {key: move for (game, key), move in record.acked.items() if game == game_id}
        rows = GameEvent.objects.filter(game_id=game_id, type=MOVE)
        by_people = [row for row in rows if row.data.get("by") == "player"]
        seqs = {row.seq: row for row in by_people}
        for move in acked.values():
            row = seqs.get(move["seq"])
            if row is None:
                lost.append((game_id, move["seq"]))
            elif row.data["move"] != move["move"]:
                wrong.append((game_id, move["seq"]))
        if len(by_people) > len(acked):
            duplicated.append((game_id, len(by_people) - len(acked)))
    every_game = Game.objects.filter(pk__in=[*human_games, *bot_games])
    broken = {game.pk: consistent_verify(game, game_verify) for game in every_game}
    broken = {pk: problems for pk, problems in broken.items() if problems}
    lateness = []
    for row in GameEvent.objects.filter(game__in=every_game, type=TIMED_OUT):
        deadline = row.data.get("deadline")
        if deadline:
            from datetime import datetime

            lateness.append((row.created_at - datetime.fromisoformat(deadline)).total_seconds())
    missed, disordered = 0, 0
    logs: dict[int, list[int]] = {}
    for (_number, game_id), received in record.listened.items():
        if game_id not in logs:
            logs[game_id] = logged_seqs(client, game_id)
        upto = received[-1] if received else 0
        missed += len({seq for seq in logs[game_id] if seq <= upto} - set(received))
        disordered += sum(1 for a, b in itertools.pairwise(received) if b <= a)
    layout.path("listened.json").write_text(
        json.dumps({f"{n}:{g}": seqs for (n, g), seqs in record.listened.items()})
    )
    twice = (
        Notification.objects.filter(user__in=users)
        .values("user", "kind", "payload")
        .annotate(n=Count("id"))
        .filter(n__gt=1)
        .count()
    )
    outage = [f for f in record.failures if in_outage(f[0], record.faults)]
    outside = [f for f in record.failures if not in_outage(f[0], record.faults)]
    times = sorted(record.move_seconds)
    p99 = times[int(0.99 * (len(times) - 1))] if times else float("nan")
    p50 = times[len(times) // 2] if times else float("nan")
    longest_outage = max((back - began for _, began, back in record.faults), default=0.0)
    bound = settings.CLOCK_SWEEP_SECONDS + longest_outage + 10
    finished = every_game.filter(status=GameStatus.FINISHED).count()
    bot_moves = GameEvent.objects.filter(game_id__in=bot_games, type=MOVE).count()

    print(f"\nSOAK-CLUSTER RESULTS ({SOAK_MINUTES:g} min, {record.requests} requests)")
    for what, began, back in record.faults:
        print(f"  fault {what}: {back - began:.1f} s until back")
    print(
        f"  games: {len(human_games)} played by people, {len(bot_games)} by bots; {finished} finished"
    )
    print(
        f"  moves acknowledged {len(record.acked)}, lost {len(lost)}, duplicated "
        f"{sum(n for _, n in duplicated)}, stored other than sent {len(wrong)}; bot moves {bot_moves}"
    )
    print(f"  hash chains verified {every_game.count() - len(broken)}, broken {len(broken)}")
    print(
        f"  timeouts {len(lateness)}, longest past its deadline "
        f"{max(lateness, default=0.0):.1f} s (bound {bound:.1f} s)"
    )
    print(
        f"  stream listeners: {len(record.listened)} follows, {record.reconnects} reconnects, "
        f"{sum(len(r) for r in record.listened.values())} events, missed {missed}, "
        f"out of order {disordered}"
    )
    print(f"  notifications sent twice: {twice}")
    print(
        f"  answers >= 500 or none: {len(outage)} while a process was down, {len(outside)} "
        f"outside {Counter(what for _, what, _ in outside).most_common(5)}"
    )
    print(f"  move through nginx: p50 {p50 * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms")
    checks = {
        "0 lost": not lost,
        "0 duplicated": not duplicated and not wrong,
        "every chain verifies": not broken,
        "deadlines within the bound": max(lateness, default=0.0) <= bound,
        "0 missed, 0 out of order": missed == 0 and disordered == 0,
        "no notification twice": twice == 0,
        "0 answers >= 500 outside outages": not outside,
        "moves were made": len(record.acked) > 0 and bot_moves > 0,
    }
    for name, ok in checks.items():
        print(f"  {'ok  ' if ok else 'FAIL'} {name}")
    if broken:
        print("  broken chains:", dict(list(broken.items())[:5]))
    if outside:
        print("  first answers >= 500 outside outages:", outside[:10])
    passed = sum(1 for ok in checks.values() if ok)
    print(f"soak-cluster: {passed} passed, {len(checks) - passed} failed")
    return 0 if all(checks.values()) else 1


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    sys.exit(main())
