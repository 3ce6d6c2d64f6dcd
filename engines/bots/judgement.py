"""What every bot needs: the Bot protocol, a position's worth to each seat, moves as keys, and
the seat's own legal moves read from its view (through a determinization)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from engines.contract import Engine, Move, State, View
from engines.keyed_moves import move_key
from engines.rng import Rng
from engines.win_chance import chances_from_ranks, chances_from_strengths

__all__ = [
    "BOT_THINK_MS",
    "Bot",
    "Clock",
    "move_key",
    "own_moves",
    "played",
    "player_count",
    "sample_state",
    "seat_value",
    "seat_values",
    "state_sampler",
    "stream_seed",
]

BOT_THINK_MS = 1000  # the default time a strong bot thinks about one move
Clock = Callable[[], float]  # seconds, monotonic (time.perf_counter by default)
SCORE_TEMPERATURE = 5.0  # public score points per e-fold of the odds, for engines without evaluate


class Bot(Protocol):
    """A player for one seat that sees only that seat's view (it cannot cheat by construction)."""

    @property
    def name(self) -> str: ...

    def choose(
        self, engine: Engine, view: View, seat: int, rng: Rng, budget_ms: int | None = None
    ) -> Move: ...


def sample_state(engine: Engine, view: View, seat: int, rng: Rng) -> State:
    """A full state consistent with what `seat` sees (the engine's `determinize`)."""
    determinize = getattr(engine, "determinize", None)
    if determinize is None:
        raise ValueError(f"{engine.slug}: bots need engine.determinize to play from a view")
    return determinize(view, seat, rng)


def state_sampler(engine: Engine, view: View, seat: int) -> Callable[[Rng], State]:
    """`sample_state` for many samples of one view: the engine's `determinizer` when it has
    one (the view read once), else `determinize` each time; the same states either way."""
    determinizer = getattr(engine, "determinizer", None)
    if determinizer is not None:
        return determinizer(view, seat)
    determinize = getattr(engine, "determinize", None)
    if determinize is None:
        raise ValueError(f"{engine.slug}: bots need engine.determinize to play from a view")
    return lambda rng: determinize(view, seat, rng)


def own_moves(engine: Engine, state: State, seat: int) -> list[Move]:
    """The legal moves of `seat` (raises when it has none: a bot is asked only when to act)."""
    moves = engine.legal_moves(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no legal move")
    return moves


def played(engine: Engine, state: State, seat: int, move: Move, rng: Rng) -> State:
    """The state after `seat`'s legal `move`: the engine's `advance` where it declares one (the
    same state, without folding the events twice), else `decide`'s events folded."""
    advance = getattr(engine, "advance", None)
    if advance is not None:
        return advance(state, seat, move, rng)
    for event in engine.decide(state, seat, move, rng):
        state = engine.evolve(state, event)
    return state


def _public_scores(engine: Engine, state: State) -> list[float] | None:
    """Each seat's score as the public view shows it (a dict of scores summed), if it shows any."""
    scores = engine.view(state, None).get("scores")
    if not isinstance(scores, list) or not scores:
        return None
    values = []
    for shown in scores:
        score = shown
        if isinstance(shown, dict):  # scores per colour, say: their sum
            score = sum(v for v in shown.values() if isinstance(v, int | float))
        values.append(float(score) if isinstance(score, int | float) else 0.0)
    return values


def seat_values(engine: Engine, state: State, players: int) -> list[float]:
    """Each seat's chance to win from `state`, in [0, 1]: the ranks when the game is over, else
    the engine's `evaluate`, else the public scores, else even chances."""
    result = engine.outcome(state)
    if result is not None:
        return chances_from_ranks(result["ranks"])
    evaluate = getattr(engine, "evaluate", None)
    if evaluate is not None:
        return [evaluate(state, seat) for seat in range(players)]
    scores = _public_scores(engine, state)
    if scores is not None and len(scores) == players:
        return chances_from_strengths(scores, SCORE_TEMPERATURE)
    return [1 / players] * players


def seat_value(engine: Engine, state: State, seat: int, players: int) -> float:
    """One seat's chance to win from `state` (as `seat_values`, judging only that seat)."""
    evaluate = getattr(engine, "evaluate", None)
    if evaluate is not None and engine.outcome(state) is None:
        return evaluate(state, seat)
    return seat_values(engine, state, players)[seat]


def player_count(engine: Engine, view: View) -> int:
    """The number of seats of a game, read from a view's per-seat list (every game's view has one)."""
    for key in ("players", "scores", "passed", "cards"):
        value = view.get(key)
        if isinstance(value, list) and value:
            return len(value)
    if engine.min_players == engine.max_players:
        return engine.min_players
    raise ValueError(f"{engine.slug}: the view does not tell how many seats play")


def stream_seed(rng: Rng) -> bytes:
    """A fresh seed drawn from `rng`, for a side stream (common random numbers across moves)."""
    return rng.randrange(2**63).to_bytes(8, "big")
