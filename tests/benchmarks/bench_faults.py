"""Faults: PostgreSQL restarted in the middle of a load of random-bot games over HTTP.

While it is down, clients must get errors, never wrong answers. Clients send every move with
an idempotency key and retry it (same key, same expected seq) after an error, as a careful
client would. Afterwards the log must hold exactly the moves the clients saw acknowledged, at
the seqs they were told, each once (none lost, none duplicated), and every hash chain verifies.

The Celery-worker-SIGKILL fault (timeouts and rating updates applied exactly once) needs the
clocks and ratings apps, which are not merged yet: it is not run here.

BENCH_FAULT_CLIENTS (8), BENCH_FAULT_SECONDS (30), BENCH_RESTART_AT (8, seconds into the run),
BENCH_PG_CLUSTER ("15 main"). Restarting PostgreSQL interrupts everyone using it.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.http_stack import (
    ENGINE_PLAYERS,
    fresh_database,
    gunicorn,
    players_with_tokens,
    result,
    setup_django,
)

CLIENTS = int(os.environ.get("BENCH_FAULT_CLIENTS", "8"))
SECONDS = float(os.environ.get("BENCH_FAULT_SECONDS", "30"))
RESTART_AT = float(os.environ.get("BENCH_RESTART_AT", "8"))
CLUSTER = os.environ.get("BENCH_PG_CLUSTER", "15 main").split()
GRACE = 60.0  # seconds a client keeps retrying an unacknowledged move after the deadline


class Record:
    def __init__(self):
        self.lock = threading.Lock()
        self.acks: list[dict] = []  # {game, seat, move, key, seqs}
        self.errors: Counter = Counter()
        self.wrong: list[str] = []
        self.games: set[int] = set()

    def error(self, kind: str):
        with self.lock:
            self.errors[kind] += 1


def retrying(call, record: Record, until: float, ok=(200, 201)):
    """Call until an answer in `ok` or a 4xx; errors (5xx, refused connections) are counted."""
    while time.perf_counter() < until:
        try:
            status, body, _ = call()
        except OSError as error:
            record.error(type(error).__name__)
        else:
            if status in ok or 400 <= status < 500:
                return status, body
            record.error(f"{status} {(body or {}).get('error', {}).get('code')}")
        time.sleep(0.2)
    return None, None


def player(client, tokens, index: int, deadline: float, record: Record) -> None:
    chooser = random.Random(index)
    engine = sorted(ENGINE_PLAYERS)[index % len(ENGINE_PLAYERS)]
    seats = tokens[: ENGINE_PLAYERS[engine]]
    give_up = deadline + GRACE
    while time.perf_counter() < deadline:
        status, game = retrying(
            lambda: client.call(
                "POST",
                "/api/games/",
                seats[0],
                {"engine": engine, "players": len(seats), "random_seating": False},
            ),
            record,
            give_up,
        )
        if status != 201:
            return
        path = f"/api/games/{game['id']}"
        for token in seats[1:]:  # a lost answer to a join shows as already_seated on retry
            retrying(lambda t=token, p=path: client.call("POST", f"{p}/join", t), record, give_up)
        status, game = retrying(
            lambda p=path: client.call("GET", f"{p}/", seats[0]), record, give_up
        )
        if status != 200:
            return
        with record.lock:
            record.games.add(game["id"])
        seq, to_act = game["seq"], game["to_act"]
        while to_act and time.perf_counter() < deadline:
            token = seats[to_act[0]]
            status, legal = retrying(
                lambda t=token, p=path: client.call("GET", f"{p}/legal-moves", t), record, give_up
            )
            if status != 200:
                return
            move = chooser.choice(legal["moves"])
            key = uuid.uuid4().hex
            body = {"move": move, "expected_seq": seq, "idempotency_key": key}
            status, answer = retrying(
                lambda t=token, b=body, p=path: client.call("POST", f"{p}/moves", t, b),
                record,
                give_up,
            )
            if status != 201:
                with record.lock:
                    record.wrong.append(f"game {game['id']} seq {seq}: {status} {answer}")
                return
            with record.lock:
                record.acks.append(
                    {
                        "game": game["id"],
                        "seat": to_act[0],
                        "move": move,
                        "key": key,
                        "seqs": [event["seq"] for event in answer["events"]],
                        "types": [event["type"] for event in answer["events"]],
                        "seq": answer["seq"],
                    }
                )
            seq, to_act = answer["seq"], answer["to_act"]


def restart_postgres(after: float, timings: dict) -> None:
    time.sleep(after)
    began = time.perf_counter()
    subprocess.run(["pg_ctlcluster", "--skip-systemctl-redirect", *CLUSTER, "restart"], check=True)
    timings["restart_seconds"] = time.perf_counter() - began


def main() -> None:
    url = fresh_database("bench_faults")
    setup_django(url)
    tokens = players_with_tokens("fault", CLIENTS * 3)
    record = Record()
    timings: dict = {}
    print(
        f"{CLIENTS} clients for {SECONDS:.0f} s; PostgreSQL {' '.join(CLUSTER)} restarts at {RESTART_AT:.0f} s"
    )
    with gunicorn(url, port=int(os.environ.get("BENCH_PORT", "8767"))) as client:
        deadline = time.perf_counter() + SECONDS
        threads = [
            threading.Thread(
                target=player, args=(client, tokens[3 * i : 3 * i + 3], i, deadline, record)
            )
            for i in range(CLIENTS)
        ]
        restarter = threading.Thread(target=restart_postgres, args=(RESTART_AT, timings))
        for thread in [*threads, restarter]:
            thread.start()
        for thread in [*threads, restarter]:
            thread.join()

    from django.db import connection

    connection.close()  # this process's connection died with the restart
    from games.log.play_state import MOVE
    from games.log.verification import game_verify
    from games.models import Game, GameEvent

    lost = duplicated = wrong_answers = 0
    acked_rows = set()
    for ack in record.acks:
        rows = {
            row.seq: row
            for row in GameEvent.objects.filter(game_id=ack["game"], seq__in=ack["seqs"])
        }
        move_seq = ack["seqs"][ack["types"].index(MOVE)]
        row = rows.get(move_seq)
        if row is None:
            lost += 1
        elif row.type != MOVE or row.seat != ack["seat"] or row.data["move"] != ack["move"]:
            wrong_answers += 1
        elif (ack["game"], move_seq) in acked_rows:
            duplicated += 1
        acked_rows.add((ack["game"], move_seq))
    logged = set(
        GameEvent.objects.filter(game_id__in=record.games, type=MOVE).values_list("game_id", "seq")
    )
    unacknowledged = len(logged - acked_rows)
    games = list(Game.objects.filter(pk__in=record.games))
    broken = sum(not game_verify(game).ok for game in games)
    wrong_answers += len(record.wrong)
    errors = sum(record.errors.values())
    print(f"PostgreSQL restart took {timings.get('restart_seconds', 0):.1f} s")
    print(f"errors clients saw (and retried): {dict(record.errors)}")
    for line in record.wrong[:5]:
        print("  wrong:", line)
    print(
        f"acknowledged moves {len(record.acks)}; move rows in the log {len(logged)}; lost {lost}; "
        f"duplicated {duplicated}; in the log but never acknowledged {unacknowledged}; "
        f"wrong answers {wrong_answers}; games {len(games)}, chains failing {broken}"
    )
    result("faults_acknowledged_moves", len(record.acks), "moves")
    result("faults_client_errors", errors, "errors")
    result("faults_lost", lost, "moves")
    result("faults_duplicated", duplicated, "moves")
    result("faults_unacknowledged_in_log", unacknowledged, "moves")
    result("faults_wrong_answers", wrong_answers, "answers")
    result("faults_chains_failing", broken, "games")
    result("faults_restart", timings.get("restart_seconds", 0.0), "s")
    ok = errors > 0 and not (lost or duplicated or unacknowledged or wrong_answers or broken)
    print("OK" if ok else "FAILED (or the restart caused no error at all)")
    if not ok:
        sys.exit(1)


if __name__ == "__main__":
    main()
