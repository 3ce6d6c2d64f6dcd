"""Python function calls per request of the move loop, through the whole Django stack in one
process: a count that changes only with the code, where timings on a shared two-core machine
move by a third from one run to the next.

Plays BENCH_GAMES (default 6) random games of the load benchmark's engines (100 moves each at
most) as bench_load's clients do — the legal moves asked unless the move's answer carried
them, then the move — and BENCH_BASELINE (default 200) baseline requests (authenticate and
insert one row), each request with cProfile on. Prints the calls per legal-moves question, per
move POST, per move (a POST and the questions it needed) and per baseline request, and the
baseline's calls over a move's (the load benchmark's ratio, counted instead of timed).
BENCH_CALLS_DUMP names a directory to write each kind's profile into (`<kind>.pstats`).
Needs PostgreSQL (BENCH_PG, a fresh database `bench_request_calls`).
"""

from __future__ import annotations

import cProfile
import json
import os
import pstats
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.http_stack import (
    ENGINE_PLAYERS,
    fresh_database,
    new_game,
    players_with_tokens,
    result,
    setup_django,
)

GAMES = int(os.environ.get("BENCH_GAMES", "6"))
BASELINE = int(os.environ.get("BENCH_BASELINE", "200"))
MOVES_A_GAME = 100
DUMP = os.environ.get("BENCH_CALLS_DUMP", "")


class Counted:
    """A test client with `Http.call`'s signature whose requests run under the profiler of the
    kind set in `kind` (none: not counted)."""

    def __init__(self):
        from django.test import Client

        self.client = Client()
        self.profilers = {kind: cProfile.Profile() for kind in ("legal", "move", "baseline")}
        self.requests = dict.fromkeys(self.profilers, 0)
        self.kind: str | None = None

    def call(self, method: str, path: str, token: str | None = None, body=None):
        """(status, JSON body or None, 0.0): no time is measured."""
        headers = {"HTTP_AUTHORIZATION": f"Token {token}"} if token else {}
        profiler = self.profilers.get(self.kind) if self.kind else None
        if profiler:
            profiler.enable()
        if method == "GET":
            response = self.client.get(path, **headers)
        else:
            payload = json.dumps(body or {})
            response = self.client.post(
                path, data=payload, content_type="application/json", **headers
            )
        if profiler:
            profiler.disable()
            self.requests[self.kind] += 1
        return response.status_code, (response.json() if response.content else None), 0.0

    def counted(self, kind: str, method: str, path: str, token: str, body=None):
        self.kind = kind
        try:
            return self.call(method, path, token, body)[:2]
        finally:
            self.kind = None

    def calls_per_request(self, kind: str) -> float:
        return pstats.Stats(self.profilers[kind]).total_calls / max(1, self.requests[kind])


def play(counted: Counted, engine: str, tokens: list[str], chooser: random.Random) -> None:
    """One game as bench_load's clients play it, at most MOVES_A_GAME moves."""
    game = new_game(counted, tokens, engine)
    seq, to_act, known = game["seq"], game["to_act"], None
    for _ in range(MOVES_A_GAME):
        if not to_act:
            break
        token = tokens[to_act[0]]
        if known is None:
            status, legal = counted.counted(
                "legal", "GET", f"/api/games/{game['id']}/legal-moves", token
            )
            assert status == 200, legal
            known = legal["moves"]
        status, answer = counted.counted(
            "move",
            "POST",
            f"/api/games/{game['id']}/moves",
            token,
            {"move": chooser.choice(known), "expected_seq": seq},
        )
        assert status == 201, answer
        mover = to_act[0]
        seq, to_act = answer["seq"], answer["to_act"]
        known = answer.get("legal_moves") if to_act and to_act[0] == mover else None


def main() -> None:
    setup_django(fresh_database("bench_request_calls"))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    tokens = players_with_tokens("calls", 3)
    counted = Counted()
    chooser = random.Random(1)
    engines = sorted(ENGINE_PLAYERS)
    for index in range(GAMES):
        engine = engines[index % len(engines)]
        play(counted, engine, tokens[: ENGINE_PLAYERS[engine]], chooser)
    for _ in range(BASELINE):
        counted.counted("baseline", "POST", "/api/bench/baseline", tokens[0])
    legal, move, baseline = (counted.calls_per_request(k) for k in ("legal", "move", "baseline"))
    questions = counted.requests["legal"] / max(1, counted.requests["move"])
    per_move = move + questions * legal
    print(
        f"{counted.requests['move']} moves, {counted.requests['legal']} legal-moves questions "
        f"({questions:.2f} a move), {counted.requests['baseline']} baseline requests"
    )
    result("calls_per_legal_moves_question", legal, "calls")
    result("calls_per_move_post", move, "calls")
    result("calls_per_move", per_move, "calls")
    result("calls_per_baseline_request", baseline, "calls")
    result("calls_baseline_to_move_ratio", baseline / per_move, "x")
    if DUMP:
        Path(DUMP).mkdir(parents=True, exist_ok=True)
        for kind, profiler in counted.profilers.items():
            profiler.dump_stats(str(Path(DUMP) / f"{kind}.pstats"))


if __name__ == "__main__":
    main()
