"""History review as games grow: `GET /api/games/{id}/state?at=N` and the replay page of a game
of BENCH_HISTORY_EVENTS (1,000) events, over HTTP (gunicorn, 2 workers, PostgreSQL), for
random plies N. Goals: state p95 < 20 ms, replay page p95 < 100 ms.

The game is played in this process through the services (random legal moves of Tigris &
Euphrates with a Fischer clock, so each move writes its clock row too) until the log holds the
events asked for; then a seat asks for BENCH_HISTORY_REQUESTS (200) states and the replay page
as many times, at random plies, one request at a time.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.http_stack import (
    HOST,
    fresh_database,
    gunicorn,
    percentile,
    players_with_tokens,
    result,
    setup_django,
)

EVENTS = int(os.environ.get("BENCH_HISTORY_EVENTS", "1000"))
REQUESTS = int(os.environ.get("BENCH_HISTORY_REQUESTS", "200"))
ENGINE = "tigris-euphrates"
CLOCK = {"kind": "fischer", "initial": 86400, "increment": 3600, "max": 172800}


def long_game(users) -> int:
    """A game with at least EVENTS events (several games' worth of moves if one ends early:
    the longest is kept); its id."""
    from engines import Rng
    from games import services
    from games.models import Game
    from games.selectors import legal_moves_for

    chooser = Rng(b"history", "choose")
    best = None
    for _attempt in range(5):
        game = services.game_create(
            user=users[0], engine=ENGINE, players=2, time_control=CLOCK, random_seating=False
        )
        services.game_join(game=game, user=users[1])
        while True:
            game = Game.objects.get(pk=game.pk)
            if game.seq >= EVENTS or not game.to_act:
                break
            seat = game.to_act[0]
            move = chooser.choice(legal_moves_for(game, seat))
            services.move_submit(game=game, user=users[seat], move=move, expected_seq=game.seq)
        if best is None or game.seq > best.seq:
            best = game
        if best.seq >= EVENTS:
            break
    assert best is not None
    return best.pk


def timed_gets(client, paths: list[str], token: str | None) -> list[float]:
    times = []
    for path in paths:
        status, _, elapsed = client.call("GET", path, token)
        if status != 200:
            raise RuntimeError(f"{path}: {status}")
        times.append(elapsed)
    return times


def page_get(port: int, path: str) -> float:
    import http.client

    began = time.perf_counter()
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
    finally:
        connection.close()
    if response.status != 200:
        raise RuntimeError(f"{path}: {response.status}")
    return time.perf_counter() - began


def main() -> None:
    url = fresh_database("bench_history")
    setup_django(url)
    from django.contrib.auth import get_user_model

    tokens = players_with_tokens("history", 2)
    users = [get_user_model().objects.get(username=f"history{i}") for i in range(2)]
    began = time.perf_counter()
    game_id = long_game(users)
    from games.models import Game

    game = Game.objects.get(pk=game_id)
    print(
        f"game {game_id}: {game.seq} events ({game.status}) in {time.perf_counter() - began:.0f} s"
    )
    plies = [random.Random(index).randint(1, game.seq) for index in range(REQUESTS)]
    with gunicorn(url) as client:
        timed_gets(client, [f"/api/games/{game_id}/state?at=1"], tokens[0])  # warm up
        states = timed_gets(
            client, [f"/api/games/{game_id}/state?at={ply}" for ply in plies], tokens[0]
        )
        page_get(client.port, f"/games/{game_id}/replay?ply=1")
        pages = [page_get(client.port, f"/games/{game_id}/replay?ply={ply}") for ply in plies]
    state_p50, state_p95 = percentile(states, 0.5) * 1000, percentile(states, 0.95) * 1000
    page_p50, page_p95 = percentile(pages, 0.5) * 1000, percentile(pages, 0.95) * 1000
    print(f"state?at=N: p50 {state_p50:.1f} ms, p95 {state_p95:.1f} ms ({len(states)} requests)")
    print(f"replay page: p50 {page_p50:.1f} ms, p95 {page_p95:.1f} ms ({len(pages)} requests)")
    result("history_game_events", game.seq, "events")
    result("history_state_p50", state_p50, "ms")
    result("history_state_p95", state_p95, "ms")
    result("history_state_p95_to_goal_20ms", state_p95 / 20, "x")
    result("history_replay_p50", page_p50, "ms")
    result("history_replay_p95", page_p95, "ms")
    result("history_replay_p95_to_goal_100ms", page_p95 / 100, "x")
    if state_p95 >= 20 or page_p95 >= 100:
        sys.exit(1)


if __name__ == "__main__":
    main()
