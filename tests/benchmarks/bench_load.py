"""Load: gunicorn (2 workers) on PostgreSQL, driven by 16 concurrent clients playing random-bot
games through the HTTP API; then the same clients on a baseline endpoint that only
authenticates and inserts one row. Prints moves/s, p50/p99 latency, errors, and the ratio of
moves to baseline requests per second. Every game's hash chain is verified afterwards.

The clients run in a process of their own (this file with `--client`), so that measuring does
not share the server's interpreter. Each move is the POST of one (the latency is the POST's),
after a GET of the legal moves unless the previous move's answer carried them (its mover acts
again: a Tigris & Euphrates turn is two actions), as the API's documentation tells clients.
Also the server's CPU (gunicorn and PostgreSQL) per move and per baseline request, read from
/proc before and after each phase: what the ratio comes from, even on a busy machine.
BENCH_CLIENTS (16), BENCH_SECONDS (20 per phase), BENCH_PROFILE=1: profile the gunicorn workers
with pyinstrument during the moves phase only (var/bench/profile-<pid>.txt; no baseline phase).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.http_stack import (
    ENGINE_PLAYERS,
    fresh_database,
    gunicorn,
    latency_summary,
    new_game,
    players_with_tokens,
    result,
    server_cpu_seconds,
    setup_django,
)

CLIENTS = int(os.environ.get("BENCH_CLIENTS", "16"))
SECONDS = float(os.environ.get("BENCH_SECONDS", "20"))


class Tally:
    def __init__(self):
        self.lock = threading.Lock()
        self.latencies: list[float] = []
        self.requests = 0
        self.errors: Counter = Counter()
        self.games: set[int] = set()

    def add(self, latency: float | None = None, requests: int = 1, error: str | None = None):
        with self.lock:
            self.requests += requests
            if latency is not None:
                self.latencies.append(latency)
            if error:
                self.errors[error] += 1


def play(client, tokens: list[str], index: int, deadline: float, tally: Tally) -> None:
    """Random-bot games of one engine, one after another, until the deadline."""
    chooser = random.Random(index)
    engine = sorted(ENGINE_PLAYERS)[index % len(ENGINE_PLAYERS)]
    seats = tokens[: ENGINE_PLAYERS[engine]]
    while time.perf_counter() < deadline:
        try:
            game = new_game(client, seats, engine)
        except Exception as error:  # noqa: BLE001 - counted, not hidden
            tally.add(requests=0, error=f"new game: {error}"[:80])
            return
        with tally.lock:
            tally.games.add(game["id"])
        seq, to_act = game["seq"], game["to_act"]
        known: list | None = None  # the mover's next legal moves, from the move's answer
        while to_act and time.perf_counter() < deadline:
            token = seats[to_act[0]]
            asked = 0
            try:
                if known is None:
                    path = f"/api/games/{game['id']}/legal-moves"
                    status, legal, _ = client.call("GET", path, token)
                    asked = 1
                    if status != 200:
                        tally.add(requests=1, error=f"legal-moves {status}")
                        break
                    known = legal["moves"]
                move = chooser.choice(known)
                status, body, elapsed = client.call(
                    "POST",
                    f"/api/games/{game['id']}/moves",
                    token,
                    {"move": move, "expected_seq": seq},
                )
            except OSError as error:
                tally.add(requests=1, error=type(error).__name__)
                break
            if status != 201:
                tally.add(
                    requests=1 + asked,
                    error=f"move {status} {(body or {}).get('error', {}).get('code')}",
                )
                break
            tally.add(latency=elapsed, requests=1 + asked)
            mover = to_act[0]
            seq, to_act = body["seq"], body["to_act"]
            # the answer carries the mover's next legal moves: no need to ask if it acts again
            known = body.get("legal_moves") if to_act and to_act[0] == mover else None


def baseline(client, token: str, deadline: float, tally: Tally) -> None:
    while time.perf_counter() < deadline:
        try:
            status, _, elapsed = client.call("POST", "/api/bench/baseline", token, {})
        except OSError as error:
            tally.add(error=type(error).__name__)
            continue
        tally.add(latency=elapsed, error=None if status == 201 else f"baseline {status}")


def run_phase(target, args_for, seconds: float) -> tuple[Tally, float]:
    tally = Tally()
    deadline = time.perf_counter() + seconds
    threads = [
        threading.Thread(target=target, args=(*args_for(index), deadline, tally))
        for index in range(CLIENTS)
    ]
    began = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return tally, time.perf_counter() - began


def client_process(phase: str) -> None:
    """The load of one phase, in this process: reads {port, tokens} on stdin, prints the tally."""
    from tests.benchmarks.http_stack import Http

    order = json.loads(sys.stdin.read())
    client, tokens = Http(order["port"]), order["tokens"]
    if phase == "moves":
        tally, seconds = run_phase(play, lambda i: (client, tokens[3 * i : 3 * i + 3], i), SECONDS)
    else:
        tally, seconds = run_phase(baseline, lambda i: (client, tokens[3 * i]), SECONDS)
    print(
        json.dumps(
            {
                "latencies": tally.latencies,
                "requests": tally.requests,
                "errors": dict(tally.errors),
                "games": sorted(tally.games),
                "seconds": seconds,
            }
        )
    )


def run_clients(phase: str, port: int, tokens: list[str]) -> tuple[Tally, float]:
    """Run one phase's clients in a process of their own and collect their tally."""
    done = subprocess.run(
        [sys.executable, __file__, "--client", phase],
        input=json.dumps({"port": port, "tokens": tokens}),
        capture_output=True,
        text=True,
        check=True,
    )
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    tally = Tally()
    tally.latencies = figures["latencies"]
    tally.requests = figures["requests"]
    tally.errors = Counter(figures["errors"])
    tally.games = set(figures["games"])
    return tally, figures["seconds"]


def main() -> None:
    url = fresh_database("bench_load")
    setup_django(url)
    tokens = players_with_tokens("load", CLIENTS * 3)
    profiling = os.environ.get("BENCH_PROFILE") == "1"
    print(
        f"gunicorn 2 sync workers on PostgreSQL ({url}); {CLIENTS} clients in a process of "
        f"their own, {SECONDS:.0f} s a phase"
    )
    extra = ("-c", str(Path(__file__).with_name("gunicorn_profile.py"))) if profiling else ()
    with gunicorn(url, extra=extra) as client:
        before = server_cpu_seconds(client.server_pid)
        moves, moves_time = run_clients("moves", client.port, tokens)
        between = server_cpu_seconds(client.server_pid)
        if profiling:
            base, base_time = Tally(), 1.0
        else:
            base, base_time = run_clients("baseline", client.port, tokens)
        after = server_cpu_seconds(client.server_pid)

    from games.log.verification import game_verify
    from games.models import Game

    broken = [g.pk for g in Game.objects.filter(pk__in=moves.games) if not game_verify(g).ok]
    move_rate = len(moves.latencies) / moves_time
    base_rate = len(base.latencies) / base_time
    move_p50, move_p99 = latency_summary(moves.latencies)
    base_p50, base_p99 = latency_summary(base.latencies)
    print(f"{'phase':<10} {'ok':>7} {'per s':>8} {'p50 ms':>8} {'p99 ms':>8} {'errors':>7}")
    for name, tally, rate, p50, p99 in [
        ("moves", moves, move_rate, move_p50, move_p99),
        ("baseline", base, base_rate, base_p50, base_p99),
    ]:
        errors = sum(tally.errors.values())
        print(
            f"{name:<10} {len(tally.latencies):>7} {rate:>8.1f} {p50:>8.1f} {p99:>8.1f} {errors:>7}"
        )
        for error, count in tally.errors.most_common(5):
            print(f"  {count} x {error}")
    print(f"games played: {len(moves.games)}, hash chains that fail to verify: {len(broken)}")
    # the server's CPU per move and per baseline request: the cost, whatever shares the machine
    cpu = {}
    for name, tally, start, end in [
        ("move", moves, before, between),
        ("baseline", base, between, after),
    ]:
        for part in ("web", "postgres"):
            used = end[part] - start[part]
            cpu[name, part] = 1000 * used / len(tally.latencies) if tally.latencies else 0.0
        print(
            f"server CPU per {name}: {cpu[name, 'web']:.2f} ms web + "
            f"{cpu[name, 'postgres']:.2f} ms PostgreSQL"
        )
    result("load_moves_per_s", move_rate, "moves/s")
    result("load_http_requests_per_s", moves.requests / moves_time, "req/s")
    result("load_move_p50", move_p50, "ms")
    result("load_move_p99", move_p99, "ms")
    result("load_errors", sum(moves.errors.values()), "errors")
    result("load_baseline_per_s", base_rate, "req/s")
    result("load_baseline_p50", base_p50, "ms")
    result("load_baseline_p99", base_p99, "ms")
    result("load_baseline_errors", sum(base.errors.values()), "errors")
    result("load_moves_to_baseline_ratio", move_rate / base_rate if base_rate else 0.0, "x")
    move_cpu = cpu["move", "web"] + cpu["move", "postgres"]
    base_cpu = cpu["baseline", "web"] + cpu["baseline", "postgres"]
    result("load_move_server_cpu", move_cpu, "ms")
    result("load_baseline_server_cpu", base_cpu, "ms")
    result("load_cpu_baseline_to_move_ratio", base_cpu / move_cpu if move_cpu else 0.0, "x")
    result("load_games_not_verifying", len(broken), "games")
    if moves.errors or base.errors or broken:
        sys.exit(1)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--client"]:
        client_process(sys.argv[2])
    else:
        main()
