"""Policies that play on the full state: the platform's fixed policy for dropped seats, and random
play for tests and benchmarks (the bots of engines.bots play from a seat's view instead)."""

from __future__ import annotations

from typing import Any

from engines.rng import Rng

# Move types the platform prefers when it plays for a seat that resigned or ran out of time:
# the first legal move of one of these types, else the first legal move (ENGINE_CONTRACT.md).
PASSIVE_MOVE_TYPES = ("pass", "swap_tiles", "decline", "discard", "commit_support")


def random_move(engine: Any, state: Any, seat: int, rng: Rng) -> dict:
    """A legal move for `seat`, chosen uniformly with `rng`."""
    moves = engine.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move")
    return rng.choice(moves)


GREEDY_MOVES_LOOKED_AT = 200


def _greedy_value(engine: Any, state: Any, seat: int) -> tuple:
    """How good `state` looks to `seat` at once: a finished game by its rank, else its public score."""
    result = engine.outcome(state)
    if result is not None:
        return (1, -result["ranks"][seat], 0)
    view = engine.view(state, seat)
    scores = view.get("scores") if isinstance(view, dict) else None
    own = scores[seat] if isinstance(scores, list) and seat < len(scores) else 0
    if isinstance(own, dict):  # scores per colour, say: their sum
        own = sum(v for v in own.values() if isinstance(v, (int, float)))
    return (0, 0, own if isinstance(own, (int, float)) else 0)


def greedy_move(engine: Any, state: Any, seat: int, rng: Rng) -> dict:
    """The legal move that looks best one move ahead: a win at once first, then the seat's own
    public score (`view(...)["scores"][seat]`), ties broken with `rng`. Draws inside the look-ahead
    come from `rng` too (the bot guesses; it never sees the real draws). Looks at most at
    GREEDY_MOVES_LOOKED_AT moves (a random sample when there are more)."""
    moves = engine.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move")
    if len(moves) > GREEDY_MOVES_LOOKED_AT:
        moves = rng.sample(moves, GREEDY_MOVES_LOOKED_AT)
    best: list[dict] = []
    best_value: tuple | None = None
    for move in moves:
        after = state
        for event in engine.decide(state, seat, move, rng):
            after = engine.evolve(after, event)
        value = _greedy_value(engine, after, seat)
        if best_value is None or value > best_value:
            best, best_value = [move], value
        elif value == best_value:
            best.append(move)
    return rng.choice(best)


def fallback_move(engine: Any, state: Any, seat: int) -> dict:
    """The platform's fixed policy for a dropped seat: the first passive legal move, else the first."""
    moves = engine.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move")
    for move in moves:
        if move.get("type") in PASSIVE_MOVE_TYPES:
            return move
    return moves[0]


def play_random_game(
    engine: Any,
    players: int,
    options: dict,
    seed: bytes,
    max_moves: int = 100_000,
) -> tuple[Any, list[dict]]:
    """Play a whole game by random bots, as the platform would. Returns (final state, events).

    Each `start`/`decide` call gets `Rng(seed, str(n))` with n the number of events so far, and the
    bots choose with their own stream, so a seed replays the same game.
    """
    events = list(engine.start(players, options, Rng(seed, "0")))
    state = None
    for event in events:
        state = engine.evolve(state, event)
    bot_rng = Rng(seed, "bots")
    for _ in range(max_moves):
        seats = engine.to_act(state)
        if not seats:
            return state, events
        seat = seats[0]
        move = random_move(engine, state, seat, bot_rng)
        new_events = engine.decide(state, seat, move, Rng(seed, str(len(events))))
        for event in new_events:
            state = engine.evolve(state, event)
        events.extend(new_events)
    raise RuntimeError(f"{engine.slug}: game did not finish within {max_moves} moves")
