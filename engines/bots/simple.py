"""The simple bots: "random" (any legal move) and "greedy" (the best move one ply ahead)."""

from __future__ import annotations

from dataclasses import dataclass

from engines.bots.judgement import (
    own_moves,
    player_count,
    sample_state,
    seat_value,
    stream_seed,
)
from engines.contract import Engine, Move, View
from engines.rng import Rng

GREEDY_MOVES_LOOKED_AT = 200


@dataclass(frozen=True)
class RandomBot:
    """Any legal move, uniformly (its moves are read from a determinization of the view)."""

    name: str = "random"

    def choose(
        self, engine: Engine, view: View, seat: int, rng: Rng, budget_ms: int | None = None
    ) -> Move:
        state = sample_state(engine, view, seat, rng)
        return rng.choice(own_moves(engine, state, seat))


@dataclass(frozen=True)
class GreedyBot:
    """The move that looks best one ply ahead: each legal move is played on one determinization
    of the view (with the same chance draws for every move) and the position after it judged by
    the engine's `evaluate` (a win at once is worth 1). Ties are broken with `rng`; at most
    `moves_looked_at` moves are tried (a random sample when there are more)."""

    name: str = "greedy"
    moves_looked_at: int = GREEDY_MOVES_LOOKED_AT

    def choose(
        self, engine: Engine, view: View, seat: int, rng: Rng, budget_ms: int | None = None
    ) -> Move:
        state = sample_state(engine, view, seat, rng)
        moves = own_moves(engine, state, seat)
        if len(moves) == 1:
            return moves[0]
        if len(moves) > self.moves_looked_at:
            moves = rng.sample(moves, self.moves_looked_at)
        players = player_count(engine, view)
        chance_seed = stream_seed(rng)
        best: list[Move] = []
        best_value = -1.0
        for move in moves:
            after = state
            for event in engine.decide(state, seat, move, Rng(chance_seed, "look-ahead")):
                after = engine.evolve(after, event)
            value = seat_value(engine, after, seat, players)
            if value > best_value + 1e-12:
                best, best_value = [move], value
            elif abs(value - best_value) <= 1e-12:
                best.append(move)
        return rng.choice(best)
