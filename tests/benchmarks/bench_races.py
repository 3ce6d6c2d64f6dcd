"""Races: pairs of concurrent submissions at the same seq over HTTP (the player to move, in two
tabs, sends two moves at once). Exactly one of each pair must win: BENCH_PAIRS (1,000) pairs ->
1,000 move events, 1,000 409s, no duplicate, no gap; every game's hash chain verifies after.

BENCH_RACE_GAMES (8) games race at once, each pair released together by a barrier.
"""

from __future__ import annotations

import os
import random
import sys
import threading
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks.http_stack import (
    fresh_database,
    gunicorn,
    latency_summary,
    new_game,
    players_with_tokens,
    result,
    setup_django,
)

PAIRS = int(os.environ.get("BENCH_PAIRS", "1000"))
GAMES_AT_ONCE = int(os.environ.get("BENCH_RACE_GAMES", "8"))
ENGINE = "tigris-euphyu"


class Outcomes:
    def __init__(self):
        self.lock = threading.Lock()
        self.codes: Counter = Counter()
        self.wins_by_game: Counter = Counter()
        self.games: set[int] = set()
        self.latencies: list[float] = []
        self.pairs = 0

    def take_pair(self) -> bool:
        with self.lock:
            if self.pairs >= PAIRS:
                return False
            self.pairs += 1
            return True


def race(client, tokens: list[str], index: int, outcomes: Outcomes) -> None:
    """Race pairs in one game after another until PAIRS pairs have run in all."""
    chooser = random.Random(index)
    barrier = threading.Barrier(2)
    with ThreadPoolExecutor(2) as tabs:
        while True:
            game = new_game(client, tokens, ENGINE)
            with outcomes.lock:
                outcomes.games.add(game["id"])
            seq, to_act = game["seq"], game["to_act"]
            while to_act:
                if not outcomes.take_pair():
                    return
                token = tokens[to_act[0]]
                path = f"/api/games/{game['id']}"
                legal = client.call("GET", f"{path}/legal-moves", token)[1]["moves"]
                moves = [chooser.choice(legal), chooser.choice(legal)]

                def submit(move, token=token, path=path, seq=seq):
                    barrier.wait()
                    return client.call(
                        "POST", f"{path}/moves", token, {"move": move, "expected_seq": seq}
                    )

                answers = list(tabs.map(submit, moves))
                winners = [body for status, body, _ in answers if status == 201]
                with outcomes.lock:
                    for status, body, elapsed in answers:
                        code = (body or {}).get("error", {}).get("code") if status != 201 else ""
                        outcomes.codes[f"{status} {code}".strip()] += 1
                        outcomes.latencies.append(elapsed)
                    outcomes.wins_by_game[game["id"]] += len(winners)
                if len(winners) != 1:
                    return  # counted as a failure below
                seq, to_act = winners[0]["seq"], winners[0]["to_act"]


def main() -> None:
    url = fresh_database("bench_races")
    setup_django(url)
    tokens = players_with_tokens("race", GAMES_AT_ONCE * 2)
    outcomes = Outcomes()
    print(f"{PAIRS} pairs of concurrent moves at the same seq, {GAMES_AT_ONCE} games at once")
    with gunicorn(url, port=int(os.environ.get("BENCH_PORT", "8766"))) as client:
        threads = [
            threading.Thread(target=race, args=(client, tokens[2 * i : 2 * i + 2], i, outcomes))
            for i in range(GAMES_AT_ONCE)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

    from games.log.play_state import MOVE
    from games.log.verification import game_verify
    from games.models import Game, GameEvent

    games = list(Game.objects.filter(pk__in=outcomes.games))
    move_rows = GameEvent.objects.filter(game__in=games, type=MOVE).count()
    duplicates = gaps = mismatched = broken = 0
    for game in games:
        seqs = list(
            GameEvent.objects.filter(game=game).order_by("seq").values_list("seq", flat=True)
        )
        duplicates += len(seqs) - len(set(seqs))
        gaps += len(set(range(1, game.seq + 1)) - set(seqs)) + len(
            [s for s in seqs if s > game.seq]
        )
        moves = GameEvent.objects.filter(game=game, type=MOVE).count()
        mismatched += moves != outcomes.wins_by_game[game.pk]
        broken += not game_verify(game).ok
    wins = outcomes.codes["201"]
    conflicts = sum(count for code, count in outcomes.codes.items() if code.startswith("409"))
    p50, p99 = latency_summary(outcomes.latencies)
    print(f"answers: {dict(outcomes.codes)}")
    print(
        f"games {len(games)}; move events {move_rows}; duplicates {duplicates}; gaps {gaps}; "
        f"games whose moves differ from the wins {mismatched}; chains failing {broken}"
    )
    result("races_pairs", outcomes.pairs, "pairs")
    result("races_move_events", move_rows, "events")
    result("races_201", wins, "answers")
    result("races_409", conflicts, "answers")
    result("races_duplicates", duplicates, "rows")
    result("races_gaps", gaps, "seqs")
    result("races_chains_failing", broken, "games")
    result("races_submit_p50", p50, "ms")
    result("races_submit_p99", p99, "ms")
    ok = wins == PAIRS == conflicts == move_rows == outcomes.pairs and not (
        duplicates or gaps or mismatched or broken
    )
    print("OK" if ok else "FAILED")
    if not ok:
        sys.exit(1)


if __name__ == "__main__":
    main()
