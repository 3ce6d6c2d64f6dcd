"""Tigris Euphyu benchmark: turns resolved per second and whole random-bot games per second.

Run: python tests/benchmarks/bench_tigris_euphyu.py [games]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # run from anywhere

from engines import Rng, get_engine
from engines.bots import random_move

ENGINE = get_engine("tigris-euphyu")
SETUPS = [
    (1, {}),
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"mode": "survival"}),
    (3, {"mode": "survival"}),
    (4, {"mode": "survival"}),
]


def play(players: int, options: dict, seed: bytes) -> tuple[int, int, float]:
    """One random-bot game: (turns, moves, seconds spent in decide + evolve)."""
    spent = 0.0
    started = time.perf_counter()
    events = ENGINE.start(players, options, Rng(seed, "0"))
    state = None
    for event in events:
        state = ENGINE.evolve(state, event)
    spent += time.perf_counter() - started
    bot = Rng(seed, "bot")
    turns = moves = 0
    while True:
        seats = ENGINE.to_act(state)
        if not seats:
            return turns, moves, spent
        move = random_move(ENGINE, state, seats[0], bot)
        started = time.perf_counter()
        new_events = ENGINE.decide(state, seats[0], move, Rng(seed, str(len(events))))
        for event in new_events:
            state = ENGINE.evolve(state, event)
        spent += time.perf_counter() - started
        events.extend(new_events)
        moves += 1
        turns += move["type"] == "drop"


def bench_turns(games: int) -> None:
    turns = moves = 0
    spent = 0.0
    for index in range(games):
        players, options = SETUPS[index % len(SETUPS)]
        game_turns, game_moves, game_spent = play(players, options, f"bench-{index}".encode())
        turns += game_turns
        moves += game_moves
        spent += game_spent
    print("turns resolved (drop + chain + interference + end_turn, decide and evolve):")
    print(f"  {turns} turns, {moves} moves in {spent:.3f} s")
    print(f"  {turns / spent:,.0f} turns/s, {moves / spent:,.0f} moves/s")


def bench_chain_drop(repeats: int) -> None:
    """decide of one drop that sets off a 5-link chain (the heaviest resolution in 5 columns)."""
    from tests.engines.tigris_euphyu.scripted_game import ScriptedGame, staircase

    drops, trigger = staircase(5)
    game = ScriptedGame(1, "".join(pair for pair, _, _ in drops) + trigger[0])
    for _pair, column, orientation in drops:
        game.turn(0, column, orientation)
    move = {"type": "drop", "column": trigger[1], "orientation": trigger[2]}
    started = time.perf_counter()
    for _ in range(repeats):
        ENGINE.decide(game.state, 0, move, Rng(b"b", "1"))
    spent = time.perf_counter() - started
    print(f"5-chain drop decided: {repeats / spent:,.0f} per second")


def bench_games(games: int) -> None:
    from engines.bots import play_random_game

    started = time.perf_counter()
    for index in range(games):
        players, options = SETUPS[index % len(SETUPS)]
        play_random_game(ENGINE, players, options, f"games-{index}".encode())
    spent = time.perf_counter() - started
    print("whole random-bot games (legal_moves + decide + evolve, all setups):")
    print(f"  {games} games in {spent:.3f} s: {games / spent:,.1f} games/s")
    print(f"RESULT tigris_euphyu_games_per_s {games / spent:.1f} games/s")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 70
    bench_turns(games)
    bench_chain_drop(2000)
    bench_games(games)


if __name__ == "__main__":
    main()
