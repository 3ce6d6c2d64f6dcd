"""The fold's and verification's cost with takebacks: a long Tigris & Euphrates game (random
legal moves through the services, a Fischer clock) played twice, without takebacks and with
BENCH_TAKEBACKS (5) taken back along the way (at least BENCH_TAKEBACK_SPACING (100) events apart) (each asked and accepted when the mover's last move
revealed nothing), then folded from the log alone (`load_play_state(use_snapshots=False)`) and
verified (`game_verify`) BENCH_TAKEBACK_REPEAT (5) times each, the two games taking turns: the best time, the time per
1,000 events, and the size of the last snapshot (the state before the last move is kept in it).

    .venv/bin/python tests/benchmarks/bench_takeback_fold.py
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.http_stack import fresh_database, setup_django

EVENTS = int(os.environ.get("BENCH_TAKEBACK_EVENTS", "1500"))
TAKEBACKS = int(os.environ.get("BENCH_TAKEBACKS", "5"))
REPEAT = int(os.environ.get("BENCH_TAKEBACK_REPEAT", "5"))
SPACING = int(os.environ.get("BENCH_TAKEBACK_SPACING", "100"))  # events between takebacks at least
CLOCK = {"kind": "fischer", "initial": 86400, "increment": 3600, "max": 172800}


def played(users, takebacks: int) -> int:
    """A game of at least EVENTS events (or to its end) with `takebacks` taken back; its id."""
    from engines import Rng
    from errors import PlatformError
    from games import services
    from games.models import Game
    from games.selectors import legal_moves_for
    from games.services.takebacks import takeback_answer, takeback_ask

    chooser = Rng(b"takebacks", "choose")
    game = services.game_create(
        user=users[0],
        engine="tigris-euphrates",
        players=2,
        time_control=CLOCK,
        random_seating=False,
    )
    services.game_join(game=game, user=users[1])
    taken = 0
    spacing = SPACING
    while True:
        game = Game.objects.get(pk=game.pk)
        if game.seq >= EVENTS or not game.to_act:
            break
        seat = game.to_act[0]
        move = chooser.choice(legal_moves_for(game, seat))
        services.move_submit(game=game, user=users[seat], move=move, expected_seq=game.seq)
        if taken < takebacks and game.seq >= spacing * (taken + 1):
            try:
                takeback_ask(game=Game.objects.get(pk=game.pk), user=users[seat])
            except PlatformError:
                continue  # that move revealed something: try after a later one
            takeback_answer(game=Game.objects.get(pk=game.pk), user=users[1 - seat], accept=True)
            taken += 1
    return game.pk


def timed(action) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def measure(game_ids: list[int]) -> list[dict]:
    """Fold and verify each game REPEAT times, the games taking turns (so a busy moment of a
    shared machine falls on both alike); the best time of each."""
    from games.log.state_loading import load_play_state
    from games.log.verification import game_verify
    from games.models import Game, Snapshot

    games = [Game.objects.get(pk=game_id) for game_id in game_ids]
    for game in games:
        report = game_verify(game)
        assert report.ok, report.problems
    folds: dict[int, list[float]] = {game.pk: [] for game in games}
    verifies: dict[int, list[float]] = {game.pk: [] for game in games}
    for _ in range(REPEAT):
        for game in games:
            folds[game.pk].append(
                timed(lambda game=game: load_play_state(game, use_snapshots=False))
            )
            verifies[game.pk].append(timed(lambda game=game: game_verify(game)))
    results = []
    for game in games:
        fold, verify = min(folds[game.pk]), min(verifies[game.pk])
        snapshot = Snapshot.objects.filter(game=game).order_by("-seq").first()
        per_k = 1000 / game.seq
        results.append(
            {
                "events": game.seq,
                "takebacks": game.events.filter(type="platform.move_taken_back").count(),
                "fold_ms": round(fold * 1000, 1),
                "fold_ms_per_1000_events": round(fold * 1000 * per_k, 1),
                "verify_ms": round(verify * 1000, 1),
                "verify_ms_per_1000_events": round(verify * 1000 * per_k, 1),
                "snapshot_bytes": len(json.dumps(snapshot.data)) if snapshot else None,
                "snapshot_bytes_without_state_before_move": len(
                    json.dumps({k: v for k, v in snapshot.data.items() if k != "before_move"})
                )
                if snapshot
                else None,
            }
        )
    return results


def main() -> None:
    setup_django(fresh_database("bench_takeback"))
    from django.contrib.auth import get_user_model

    users = [get_user_model().objects.create(username=f"taker{i}") for i in range(2)]
    games = [played(users, takebacks) for takebacks in (0, TAKEBACKS)]
    for figures in measure(games):
        print(json.dumps(figures))


if __name__ == "__main__":
    main()
