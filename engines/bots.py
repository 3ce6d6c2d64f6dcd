"""Players that choose among `legal_moves`: for bot seats, for tests, for dropped seats."""

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
