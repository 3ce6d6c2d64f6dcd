"""Search speed of the strong bot, the code before the speed-up against today's, side by side:
on a sample of positions per engine and player count (random playouts, a position every few
plies), the same search (BENCH_SEARCH_ITERATIONS iterations, 300 by default, with the same rng)
in a child process on each code; prints iterations per second of each, their ratio, and how
many positions got the same move and root visits (an iteration budget makes the search
deterministic: every position should), and how many the same move. A setup in REDRAWN draws its
chance differently from the old code (the difference explained in docs/bots.md), so only the
same move is expected there, and not at every position: the benchmark also searches the old
code with another rng, and prints how often it agrees with itself, the rate to expect.

Run: python tests/benchmarks/bench_search_speed.py (BENCH_SEARCH_POSITIONS per setup, 6;
BENCH_SEARCH_SETUPS e.g. "tigris-euphrates:2,middle-earth-duel:2"). BENCH_SEARCH_PLAYED=1 takes
the positions from a game played by today's strong bot in every seat (PLAYED_ITERATIONS a move),
spread evenly over its plies, instead of random playouts: random play reaches few of the
positions strong play does (in Tigris Euphyu it seldom affords an attack, so its positions miss
the 400-move attack step where the old code is slowest; docs/bots.md, "Strength per CPU, third
look"). Those views are made once, by today's code, and handed to both children as JSON.
`--golden` writes what the old code finds on a smaller sample (GOLDEN_POSITIONS positions of
every setup, GOLDEN_ITERATIONS iterations) to tests/engines/search_golden.json, which
tests/engines/test_search_same_moves.py compares today's code with; a REDRAWN setup's entries
are what today's code finds (listed under "today" in that file). With BENCH_SEARCH_SETUPS it
writes only those setups' entries and keeps the others.

Times are CPU seconds of the child process (time.process_time): the machine is shared, and a
wall clock would count the time other processes held the core.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve()
SETUPS = [
    ("tigris-euphrates", 2),
    ("tigris-euphrates", 4),
    ("tigris-euphyu", 2),
    ("after-the-flood", 3),
    ("middle-earth-duel", 2),
]
# Setups whose search draws its chance differently from the old code's, with the reason
# (docs/bots.md explains why the search is the same in distribution)
REDRAWN = {
    ("tigris-euphrates", 2): (
        "only the other hands dealt per sample, a hand's picks the digits of one draw, the bag "
        "drawn when drawn, not shuffled into an order"
    ),
    ("tigris-euphrates", 4): (
        "only the other hands dealt per sample, a hand's picks the digits of one draw, the bag "
        "drawn when drawn, not shuffled into an order"
    ),
    ("tigris-euphyu", 2): "the bag drawn when drawn, not shuffled into an order per sample",
    ("middle-earth-duel", 2): (
        "face-down cards, alliance tokens and landmarks drawn when revealed, not shuffled into "
        "stacked orders per sample"
    ),
}


def sample_positions(engine, players: int, count: int, seed: bytes) -> list:
    """`count` positions (view, seat) from random playouts: plies 6, 23, 40, … of new games."""
    from engines import Rng

    positions: list = []
    game = 0
    while len(positions) < count:
        rng = Rng(seed, f"game-{game}")
        game += 1
        state = None
        for event in engine.start(players, {}, rng):
            state = engine.evolve(state, event)
        target = 6 + 17 * len(positions)
        ply = 0
        while engine.to_act(state):
            seat = engine.to_act(state)[0]
            moves = engine.legal_moves(state, seat)
            if ply >= target and len(moves) > 1:
                positions.append((engine.view(state, seat), seat))
                break
            for event in engine.decide(state, seat, rng.choice(moves), rng):
                state = engine.evolve(state, event)
            ply += 1
    return positions


PLAYED_ITERATIONS = 200
PLAYED_SEED = b"bench-search-played"


def played_positions(engine, players: int, count: int) -> list[dict]:
    """`count` positions {view, seat} spread evenly over one game of today's strong bot in every
    seat (PLAYED_ITERATIONS a move), among the plies where the seat to move has a choice."""
    from engines import Rng
    from engines.bots import StrongBot

    bot = StrongBot(iterations=PLAYED_ITERATIONS)
    rng = Rng(PLAYED_SEED, "game")
    state = None
    for event in engine.start(players, {}, rng):
        state = engine.evolve(state, event)
    choices = []
    while engine.to_act(state):
        seat = engine.to_act(state)[0]
        view = engine.view(state, seat)
        if len(engine.legal_moves(state, seat)) > 1:
            choices.append({"view": json.loads(json.dumps(view)), "seat": seat})
        move = bot.search(engine, view, seat, rng).move
        for event in engine.decide(state, seat, move, rng):
            state = engine.evolve(state, event)
    step = len(choices) / count
    return [choices[int(step * index + step / 2)] for index in range(min(count, len(choices)))]


def child(arguments: dict) -> dict:
    """In a child process (on one code): search every sampled position of one setup."""
    from tests.benchmarks.search_baseline import child_path

    child_path()
    from engines import ENGINES, Rng
    from engines.bots import StrongBot
    from engines.bots.judgement import move_key

    engine = ENGINES[arguments["slug"]]
    if "played" in arguments:
        positions = [(position["view"], position["seat"]) for position in arguments["played"]]
    else:
        positions = sample_positions(
            engine, arguments["players"], arguments["positions"], b"bench-search"
        )
    bot = StrongBot(iterations=arguments["iterations"])
    found = []
    iterations = 0
    seconds = 0.0
    for index, (view, seat) in enumerate(positions):
        began = time.process_time()
        stream = f"{arguments.get('stream', 'search')}-{index}"
        result = bot.search(engine, view, seat, Rng(b"bench-search", stream))
        seconds += time.process_time() - began
        iterations += result.iterations
        found.append(
            {
                "move": json.loads(json.dumps(result.move)),
                "visits": sorted(result.visits.values(), reverse=True)[:5],
                "key": repr(move_key(result.move)),
            }
        )
    return {"iterations": iterations, "seconds": seconds, "found": found}


GOLDEN_POSITIONS = 3
GOLDEN_ITERATIONS = 60
GOLDEN_FILE = HERE.parents[1] / "engines" / "search_golden.json"


def golden() -> None:
    """Write the old code's moves on the golden sample, today's for a REDRAWN setup (see the
    module's docstring)."""
    from tests.benchmarks.search_baseline import (
        BASELINE_COMMIT,
        ROOT,
        baseline_tree,
        chosen_setups,
        run_child,
    )

    kept = json.loads(GOLDEN_FILE.read_text()) if GOLDEN_FILE.exists() else {"found": {}}
    found = dict(kept["found"])
    for slug, players in chosen_setups("BENCH_SEARCH_SETUPS", SETUPS):
        arguments = {
            "slug": slug,
            "players": players,
            "positions": GOLDEN_POSITIONS,
            "iterations": GOLDEN_ITERATIONS,
        }
        tree = ROOT if (slug, players) in REDRAWN else baseline_tree()
        found[f"{slug}:{players}"] = run_child(HERE, tree, arguments)["found"]
    today = {f"{slug}:{players}": reason for (slug, players), reason in REDRAWN.items()}
    data = {
        "commit": BASELINE_COMMIT,
        "iterations": GOLDEN_ITERATIONS,
        "found": found,
        "today": today,
    }
    GOLDEN_FILE.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    print(f"wrote {GOLDEN_FILE}")


def main() -> None:
    from tests.benchmarks.search_baseline import ROOT, baseline_tree, chosen_setups, run_child

    iterations = int(os.environ.get("BENCH_SEARCH_ITERATIONS", "300"))
    wanted = int(os.environ.get("BENCH_SEARCH_POSITIONS", "6"))
    setups = chosen_setups("BENCH_SEARCH_SETUPS", SETUPS)
    played = os.environ.get("BENCH_SEARCH_PLAYED") == "1"
    old_tree = baseline_tree()
    for slug, players in setups:
        count = wanted
        arguments = {"slug": slug, "players": players, "positions": count, "iterations": iterations}
        if played:
            from engines import ENGINES

            arguments["played"] = played_positions(ENGINES[slug], players, count)
            count = len(arguments["played"])
        old = run_child(HERE, old_tree, arguments)
        new = run_child(HERE, ROOT, arguments)
        old_rate = old["iterations"] / old["seconds"]
        new_rate = new["iterations"] / new["seconds"]
        same = sum(a == b for a, b in zip(old["found"], new["found"], strict=True))
        pairs = zip(old["found"], new["found"], strict=True)
        same_move = sum(a["key"] == b["key"] for a, b in pairs)
        name = f"{slug}-{players}p" + ("-played" if played else "")
        redrawn = ""
        if (slug, players) in REDRAWN:
            # how often the old code agrees with itself under other draws: what to expect here
            again = run_child(HERE, old_tree, {**arguments, "stream": "reseeded"})
            pairs = zip(old["found"], again["found"], strict=True)
            itself = sum(a["key"] == b["key"] for a, b in pairs)
            redrawn = (
                f" (draws differ: {REDRAWN[slug, players]}; the old code with another rng: "
                f"same move at {itself}/{count})"
            )
        print(
            f"{name}: {count} positions, {iterations} iterations each: old {old_rate:.0f}/s, "
            f"new {new_rate:.0f}/s (x{new_rate / old_rate:.2f}); same move and visits at "
            f"{same}/{count}, same move at {same_move}/{count}{redrawn}",
            flush=True,
        )
        for index, (a, b) in enumerate(zip(old["found"], new["found"], strict=True)):
            if a != b:
                print(f"  position {index}: old {a}, new {b}")
        print(f"RESULT {name}-search-old {old_rate:.0f} iterations/s")
        print(f"RESULT {name}-search-new {new_rate:.0f} iterations/s")
        print(f"RESULT {name}-search-ratio {new_rate / old_rate:.2f} x (goal 4)")
        print(f"RESULT {name}-search-same-moves {same}/{count} positions")
        print(f"RESULT {name}-search-same-move-only {same_move}/{count} positions")


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parents[2]))
    if sys.argv[1:] == ["--child"]:
        print(json.dumps(child(json.loads(sys.stdin.read()))))
    elif sys.argv[1:] == ["--golden"]:
        golden()
    else:
        main()
