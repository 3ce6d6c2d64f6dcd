"""Pushed updates, as deployed: gunicorn (WSGI, 2 workers) takes the moves, uvicorn (ASGI, one
process) serves the streams, Redis pub/sub carries the wake-ups between them, on PostgreSQL.

1. Push latency: BENCH_STREAM_GAMES (8) Tigris Euphyu games; in each, the seat not to move
   follows the game's stream while the other plays random legal moves over HTTP. Latency is
   from sending the POST to the move's event arriving on the other seat's stream (p50, p95;
   goal p95 < 300 ms), BENCH_STREAM_MOVES (200) moves in all.
2. Idle cost: BENCH_IDLE_STREAMS (500) open streams on which nothing happens; the CPU time of
   the uvicorn process over BENCH_IDLE_SECONDS (20), as a share of one core (goal < 5 %).

BENCH_REDIS_URL (redis://127.0.0.1:6379/8): a Redis database the benchmark may flush.
"""

from __future__ import annotations

import asyncio
import http.client
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.http_stack import (
    HOST,
    ROOT,
    fresh_database,
    gunicorn,
    new_game,
    percentile,
    players_with_tokens,
    result,
    server_env,
    setup_django,
)

GAMES = int(os.environ.get("BENCH_STREAM_GAMES", "8"))
MOVES = int(os.environ.get("BENCH_STREAM_MOVES", "200"))
IDLE = int(os.environ.get("BENCH_IDLE_STREAMS", "500"))
IDLE_SECONDS = float(os.environ.get("BENCH_IDLE_SECONDS", "20"))
REDIS = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/8")
STREAM_PORT = int(os.environ.get("BENCH_STREAM_PORT", "8768"))
WEB_PORT = int(os.environ.get("BENCH_PORT", "8769"))


def uvicorn(env: dict):
    log = open(ROOT / "var" / "bench" / "uvicorn.log", "w")  # noqa: SIM115
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "config.asgi:application",
            "--host",
            HOST,
            "--port",
            str(STREAM_PORT),
            "--log-level",
            "warning",
            "--no-access-log",
        ],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    for _ in range(200):
        try:
            connection = http.client.HTTPConnection(HOST, STREAM_PORT, timeout=2)
            connection.request("GET", "/api/health")
            if connection.getresponse().status == 200:
                return process, log
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("uvicorn did not answer /api/health")


class Follower(threading.Thread):
    """Reads one game's stream as one seat; notes when each event's seq arrived."""

    def __init__(self, game_id: int, token: str):
        super().__init__(daemon=True)
        self.game_id, self.token = game_id, token
        self.arrived: dict[int, float] = {}
        self.ready = threading.Event()
        self.cond = threading.Condition()

    def run(self) -> None:
        connection = http.client.HTTPConnection(HOST, STREAM_PORT, timeout=120)
        connection.request(
            "GET",
            f"/api/games/{self.game_id}/stream",
            headers={"Authorization": f"Token {self.token}", "Accept": "text/event-stream"},
        )
        response = connection.getresponse()
        ident = None
        while True:
            line = response.readline()
            if not line:
                return
            text = line.decode().rstrip("\n")
            if text.startswith("id: "):
                ident = int(text[4:])
            elif text.startswith("event: game"):
                self.ready.set()
            elif text == "" and ident is not None:
                with self.cond:
                    self.arrived.setdefault(ident, time.perf_counter())
                    self.cond.notify_all()
                ident = None

    def wait_for(self, seq: int, timeout: float = 10.0) -> float | None:
        deadline = time.perf_counter() + timeout
        with self.cond:
            while seq not in self.arrived:
                left = deadline - time.perf_counter()
                if left <= 0:
                    return None
                self.cond.wait(left)
            return self.arrived[seq]


after_answer: list[float] = []  # from the move's answer to the event on the other stream


def push_latency(client, tokens: list[str]) -> tuple[list[float], int]:
    """(latencies in seconds, moves whose event never arrived)."""
    chooser = random.Random(7)
    games = []
    for index in range(GAMES):
        seats = tokens[2 * index : 2 * index + 2]
        game = new_game(client, seats, "tigris-euphyu")
        followers = [Follower(game["id"], token) for token in seats]
        for follower in followers:
            follower.start()
        for follower in followers:
            follower.ready.wait(10)
        games.append({"id": game["id"], "seats": seats, "followers": followers, "seq": game["seq"]})
    latencies, lost = [], 0
    for played in range(MOVES):
        game = games[played % len(games)]
        detail = client.call("GET", f"/api/games/{game['id']}/", game["seats"][0])[1]
        if not detail["to_act"]:
            continue
        mover = detail["to_act"][0]
        token = game["seats"][mover]
        legal = client.call("GET", f"/api/games/{game['id']}/legal-moves", token)[1]
        watcher = game["followers"][1 - mover]
        sent = time.perf_counter()
        status, body, elapsed = client.call(
            "POST",
            f"/api/games/{game['id']}/moves",
            token,
            {"move": chooser.choice(legal["moves"]), "expected_seq": legal["seq"]},
        )
        if status != 201:
            raise RuntimeError(f"move: {status} {body}")
        arrived = watcher.wait_for(legal["seq"] + 1)
        if arrived is None:
            lost += 1
        else:
            latencies.append(arrived - sent)
            after_answer.append(max(0.0, arrived - sent - elapsed))
    return latencies, lost


async def idle_streams(tokens: list[str], game_ids: list[int], count: int) -> list:
    """Open `count` streams and leave them open; the open (reader, writer) pairs."""
    opened = []
    for index in range(count):
        reader, writer = await asyncio.open_connection(HOST, STREAM_PORT)
        token = tokens[index % len(tokens)]
        path = f"/api/games/{game_ids[index % len(game_ids)]}/stream"
        writer.write(
            f"GET {path} HTTP/1.1\r\nHost: {HOST}\r\nAuthorization: Token {token}\r\n"
            "Accept: text/event-stream\r\n\r\n".encode()
        )
        await writer.drain()
        opened.append((reader, writer))
    for reader, _ in opened:  # each has answered with its headers and first events
        await reader.readuntil(b"event: game")
    return opened


async def drain(opened, seconds: float) -> None:
    """Keep reading (keep-alive comments) so no socket buffer fills, for `seconds`."""

    async def read(reader):
        while True:
            if not await reader.read(4096):
                return

    tasks = [asyncio.ensure_future(read(reader)) for reader, _ in opened]
    await asyncio.sleep(seconds)
    for task in tasks:
        task.cancel()


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle_cost(process, tokens: list[str], game_ids: list[int]) -> tuple[float, int]:
    async def run():
        opened = await idle_streams(tokens, game_ids, IDLE)
        for _ in range(15):  # settle: until the opening work (a few queries a stream) is done
            mark, start = cpu_seconds(process.pid), time.perf_counter()
            await drain(opened, 2.0)
            if (cpu_seconds(process.pid) - mark) / (time.perf_counter() - start) < 0.05:
                break
        before, began = cpu_seconds(process.pid), time.perf_counter()
        await drain(opened, IDLE_SECONDS)
        share = (cpu_seconds(process.pid) - before) / (time.perf_counter() - began)
        for _, writer in opened:
            writer.close()
        return share, len(opened)

    return asyncio.run(run())


def main() -> None:
    url = fresh_database("bench_stream")
    setup_django(url)
    import redis

    redis.Redis.from_url(REDIS).flushdb()
    tokens = players_with_tokens("stream", max(2 * GAMES, 50))
    env = {**server_env(url), "REDIS_URL": REDIS}
    os.environ["REDIS_URL"] = REDIS  # the web workers publish on it too
    print(f"gunicorn (moves) + uvicorn (streams) on PostgreSQL ({url}), Redis {REDIS}")
    process, log = uvicorn(env)
    try:
        with gunicorn(url, port=WEB_PORT, env=env) as client:
            latencies, lost = push_latency(client, tokens)
            game_ids = [new_game(client, tokens[:2], "tigris-euphyu")["id"] for _ in range(20)]
            share, opened = idle_cost(process, tokens[:2], game_ids)
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
        redis.Redis.from_url(REDIS).flushdb()
    p50 = percentile(latencies, 0.5) * 1000
    p95 = percentile(latencies, 0.95) * 1000
    wake_p95 = percentile(after_answer, 0.95) * 1000
    print(f"push: {len(latencies)} moves, p50 {p50:.1f} ms, p95 {p95:.1f} ms, lost {lost}")
    print(f"  of which after the move's answer (commit to the other stream): p95 {wake_p95:.1f} ms")
    print(f"idle: {opened} streams, {share * 100:.2f} % of one core over {IDLE_SECONDS:.0f} s")
    result("stream_push_p50", p50, "ms")
    result("stream_push_p95", p95, "ms")
    result("stream_push_p95_to_goal_300ms", p95 / 300, "x")
    result("stream_push_after_answer_p95", wake_p95, "ms")
    result("stream_push_lost", lost, "moves")
    result("stream_idle_streams", opened, "streams")
    result("stream_idle_cpu", share * 100, "% of a core")
    result("stream_idle_cpu_to_goal_5pct", share * 100 / 5, "x")
    if lost or p95 >= 300 or share >= 0.05:
        sys.exit(1)


if __name__ == "__main__":
    main()
