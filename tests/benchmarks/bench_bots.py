"""Bot strength benchmark: the "strong" bot (ISMCTS, BOT_THINK_MS a move, one core) against
"greedy" and against "random", per engine and player count, the strong bot in every seat order.

Prints, per setup and opponent: the strong bot's win rate with a 95 % Wilson interval (a shared
first place counts as a share of a win), its time per move and its search iterations per
second. Targets (issue 20): two-player games (T&E 2p, Euphyu 2p, Duel) >= 75 % against greedy
and >= 95 % against random; After the Flood >= 55 % against two greedy; T&E 4p >= 45 % against
three greedy. A full run takes hours of one core: BOTS_GAMES sets the games per seat order
(default 1), BOTS_THINK_MS the time a move (default 1000), BOTS_SETUPS the setups to run
(e.g. "middle-earth-duel:2,tigris-euphyu:2"), BOTS_OPPONENTS "greedy,random" (empty: none);
BOTS_ANALYSIS_ITERATIONS=200 also times the analysis of one whole random game per setup.

Run: python tests/benchmarks/bench_bots.py
"""

from __future__ import annotations

import math
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run from anywhere

from engines import ENGINES, Rng
from engines.bots import BOTS, StrongBot
from engines.bots.matches import MAX_PLIES, play_match

SETUPS = [
    ("tigris-euphrates", 2),
    ("tigris-euphyu", 2),
    ("middle-earth-duel", 2),
    ("after-the-flood", 3),
    ("tigris-euphrates", 4),
]
TARGETS = {
    ("tigris-euphrates", 2, "greedy"): 0.75,
    ("tigris-euphyu", 2, "greedy"): 0.75,
    ("middle-earth-duel", 2, "greedy"): 0.75,
    ("after-the-flood", 3, "greedy"): 0.55,
    ("tigris-euphrates", 4, "greedy"): 0.45,
    ("tigris-euphrates", 2, "random"): 0.95,
    ("tigris-euphyu", 2, "random"): 0.95,
    ("middle-earth-duel", 2, "random"): 0.95,
}


@dataclass
class Measured:
    """The strong bot's searches in one setup: moves, seconds, iterations."""

    moves: int = 0
    seconds: float = 0.0
    iterations: int = 0
    searched_seconds: float = 0.0


@dataclass(frozen=True)
class MeasuredStrong:
    """The strong bot, recording what each search cost."""

    bot: StrongBot
    measured: Measured = field(default_factory=Measured)
    name: str = "strong"

    def choose(self, engine, view, seat, rng, budget_ms=None):
        began = time.perf_counter()
        result = self.bot.search(engine, view, seat, rng, budget_ms)
        self.measured.moves += 1
        self.measured.seconds += time.perf_counter() - began
        if result.iterations:
            self.measured.iterations += result.iterations
            self.measured.searched_seconds += result.seconds
        return result.move


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = (
        z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    )
    return max(0.0, centre - half), min(1.0, centre + half)


def share_of_win(ranks: list[int], seat: int) -> float:
    """1 for a sole win, 1/k for a first place shared by k seats, else 0."""
    return 1 / ranks.count(1) if ranks[seat] == 1 else 0.0


def run_setup(slug: str, players: int, opponent: str, games: int, think_ms: int) -> None:
    engine = ENGINES[slug]
    measured = Measured()
    strong = MeasuredStrong(StrongBot(), measured)
    wins = 0.0
    played = 0
    for round_index in range(games):
        for strong_seat in range(players):
            bots = [BOTS[opponent]] * players
            bots[strong_seat] = strong
            seed = f"bench-bots-{slug}-{players}-{opponent}-{round_index}".encode()
            result = play_match(engine, bots, seed, budget_ms=think_ms)
            wins += share_of_win(result.ranks, strong_seat)
            played += 1
            print(
                f"  {slug} {players}p vs {opponent}: strong in seat {strong_seat}, ranks "
                f"{result.ranks}, {result.plies} plies",
                flush=True,
            )
    low, high = wilson(wins, played)
    rate = wins / played
    per_move = measured.seconds / max(1, measured.moves) * 1000
    per_second = measured.iterations / measured.searched_seconds if measured.searched_seconds else 0
    target = TARGETS.get((slug, players, opponent))
    verdict = "" if target is None else (" target met" if rate >= target else " target NOT met")
    print(
        f"{slug} {players}p strong vs {opponent}: {wins:g}/{played} = {rate:.0%} "
        f"(95% {low:.0%}-{high:.0%}); target {target if target is None else f'{target:.0%}'}"
        f"{verdict}; {per_move:.0f} ms a move; {per_second:.0f} iterations/s",
        flush=True,
    )
    name = f"{slug}-{players}p-vs-{opponent}"
    print(f"RESULT {name}-win-rate {rate:.3f} fraction ({played} games, 95% {low:.2f}-{high:.2f})")
    print(f"RESULT {name}-ms-per-move {per_move:.0f} ms")
    print(f"RESULT {slug}-{players}p-iterations-per-second {per_second:.0f} 1/s")


def analysis_seconds(slug: str, players: int, iterations: int) -> None:
    """The time to analyse one whole random-bot game as the platform's analysis does (a search
    of `iterations` from the true position before every move with a choice), without the
    database."""
    engine = ENGINES[slug]
    seed = f"bench-analysis-{slug}".encode()
    state = None
    for event in engine.start(players, {}, Rng(seed, "0")):
        state = engine.evolve(state, event)
    chooser = Rng(seed, "moves")
    searched = 0
    seconds = 0.0
    for ply in range(MAX_PLIES):
        acting = engine.to_act(state)
        if not acting:
            break
        seat = acting[0]
        moves = engine.legal_moves(state, seat)
        if len(moves) > 1:
            began = time.perf_counter()
            StrongBot(iterations=iterations).search_state(
                engine, state, seat, players, Rng(b"analysis", str(ply))
            )
            seconds += time.perf_counter() - began
            searched += 1
        for event in engine.decide(state, seat, chooser.choice(moves), Rng(seed, str(ply + 1))):
            state = engine.evolve(state, event)
    print(
        f"{slug} {players}p analysis: {searched} positions searched ({iterations} iterations "
        f"each) in {seconds:.0f} s",
        flush=True,
    )
    print(f"RESULT {slug}-{players}p-analysis-seconds {seconds:.0f} s ({searched} positions)")


def main() -> None:
    games = int(os.environ.get("BOTS_GAMES", "1"))
    think_ms = int(os.environ.get("BOTS_THINK_MS", "1000"))
    chosen = os.environ.get("BOTS_SETUPS")
    setups = SETUPS
    if chosen:
        wanted = {(name, int(count)) for name, count in (s.split(":") for s in chosen.split(","))}
        setups = [setup for setup in SETUPS if setup in wanted]
    opponents = os.environ.get("BOTS_OPPONENTS", "greedy,random").split(",")
    print(f"strong bot at {think_ms} ms a move, {games} game(s) per seat order", flush=True)
    analysis_iterations = int(os.environ.get("BOTS_ANALYSIS_ITERATIONS", "0"))
    for slug, players in setups:
        if analysis_iterations:
            analysis_seconds(slug, players, analysis_iterations)
        for opponent in opponents:
            if opponent:
                run_setup(slug, players, opponent, games, think_ms)


if __name__ == "__main__":
    main()
