"""Move judgements of a finished game's analysis: each move judged twice, by the omniscient
search (the true position, analysis.py) and by the search from the mover's view (what that seat
saw: the same determinized search a strong bot plays with), with lichess's win-chance thresholds;
an accuracy per seat from the mover's-view drops; the key moves (the largest swings).

The mover's-view search reads only `engine.view(state, seat)` and its own rng, so its verdict
cannot depend on what the mover could not see (tests/games/test_judgements_noninterference.py).
"""

from __future__ import annotations

import math
from typing import Any

from engines.bots import StrongBot
from engines.bots.judgement import move_key, played, seat_value, state_sampler
from engines.contract import Engine, Move, State, View
from engines.rng import Rng

# Lichess's thresholds are 0.1, 0.2 and 0.3 of its winning chances, which run from -1 to 1: on
# this platform's scale of a win chance from 0 to 1 they are 0.05, 0.10 and 0.15.
INACCURACY = 0.05
MISTAKE = 0.10
BLUNDER = 0.15
VERDICTS = ("inaccuracy", "mistake", "blunder")
KEY_MOVES = 5
# when the search never tried the played move: its value over this many determinizations
PLAYED_SAMPLES = 8


def verdict_of(loss: float) -> str:
    """ "blunder", "mistake", "inaccuracy" or "" for a drop of `loss` in the mover's win chance."""
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    if loss >= INACCURACY:
        return "inaccuracy"
    return ""


def move_accuracy(loss: float) -> float:
    """Lichess's accuracy of one move from the drop of its win chance (in percent points):
    103.1668 · e^(−0.04354 · drop) − 3.1669, kept within 0 and 100."""
    drop = 100 * max(0.0, loss)
    value = 103.1668100711649 * math.exp(-0.04354415386753951 * drop) - 3.166924740191411
    return round(min(100.0, max(0.0, value)), 1)


def note_of(seen_verdict: str, verdict: str) -> str:
    """What a review says of a move: "visible" (a mistake the mover could have seen),
    "unlucky" (good given what the mover knew, a mistake only against the hidden truth), or ""."""
    if seen_verdict:
        return "visible"
    if verdict in ("mistake", "blunder"):
        return "unlucky"
    return ""


def view_search(
    engine: Engine, view: View, seat: int, players: int, rng: Rng, iterations: int
) -> tuple[dict[Any, float], Move | None, float]:
    """The strong bot's search from `seat`'s view: (each searched root move's value, its best
    move, that move's value); ({}, None, nan) when the seat has a single legal move."""
    result = StrongBot(iterations=iterations).search(engine, view, seat, rng)
    if not result.values:
        return {}, None, math.nan
    best = result.values.get(move_key(result.move), math.nan)
    return result.values, result.move, best


def played_value_from_view(
    engine: Engine, view: View, seat: int, move: Move, players: int, rng: Rng
) -> float:
    """The played move's worth to the mover when the search never tried it: the mean of the
    evaluation after it over determinizations of the view (never the true position)."""
    sample = state_sampler(engine, view, seat)
    total = 0.0
    for _ in range(PLAYED_SAMPLES):
        state = played(engine, sample(rng), seat, move, rng)
        total += seat_value(engine, state, seat, players)
    return total / PLAYED_SAMPLES


def seen_loss(
    engine: Engine, view: View, seat: int, move: Move, players: int, rng: Rng, iterations: int
) -> dict:
    """How `move` fares against the best move by the search from the mover's view: the
    preferred move, the mover's chance with it, the drop and its verdict."""
    values, preferred, best = view_search(engine, view, seat, players, rng, iterations)
    if preferred is None or math.isnan(best):
        return {"preferred": move, "chance": None, "loss": 0.0, "verdict": ""}
    value = values.get(move_key(move))
    if value is None:
        value = played_value_from_view(engine, view, seat, move, players, rng)
    loss = round(max(0.0, best - value), 4)
    return {
        "preferred": preferred,
        "chance": round(min(1.0, max(0.0, best)), 4),
        "loss": loss,
        "verdict": verdict_of(loss),
    }


def judge_move(
    engine: Engine,
    state: State,
    seat: int,
    played: Move,
    players: int,
    rng: Rng,
    iterations: int,
    omniscient_loss: float,
) -> dict:
    """A ply's judgements beside the omniscient search's loss: its verdict, the mover's-view
    search (`seen`), the move's accuracy (from the mover's-view drop) and the review's note."""
    verdict = verdict_of(omniscient_loss)
    seen: dict[str, Any]
    if len(engine.legal_moves(state, seat)) < 2:
        seen = {"preferred": played, "chance": None, "loss": 0.0, "verdict": ""}
    else:
        seen = seen_loss(engine, engine.view(state, seat), seat, played, players, rng, iterations)
    return {
        "verdict": verdict,
        "seen": seen,
        "accuracy": move_accuracy(seen["loss"]),
        "note": note_of(seen["verdict"], verdict),
    }


def seat_accuracies(plies: list[dict], players: int) -> list[float | None]:
    """Each seat's accuracy in the game: the mean of the arithmetic and the harmonic mean of its
    moves' accuracies (moves with a choice only; the harmonic mean counts each at least 1), or
    None for a seat with no such move."""
    result: list[float | None] = []
    for seat in range(players):
        values = [
            float(ply["accuracy"])
            for ply in plies
            if ply.get("seat") == seat
            and "accuracy" in ply
            and (ply.get("seen") or {}).get("chance") is not None
        ]
        if not values:
            result.append(None)
            continue
        arithmetic = sum(values) / len(values)
        harmonic = len(values) / sum(1 / max(1.0, value) for value in values)
        result.append(round((arithmetic + harmonic) / 2, 1))
    return result


def key_moves(plies: list[dict], final_chances: list[float], count: int = KEY_MOVES) -> list[int]:
    """The seqs of the moves after which the mover's chance swung most (its chance before the
    move against its chance before the next one, or at the end), largest first."""
    swings = []
    for index, ply in enumerate(plies):
        seat = ply.get("seat")
        after = plies[index + 1]["chances"] if index + 1 < len(plies) else final_chances
        before = ply.get("chances") or []
        if seat is None or seat >= len(before) or seat >= len(after):
            continue
        swing = abs(after[seat] - before[seat])
        if swing > 0:
            swings.append((swing, ply["seq"]))
    swings.sort(key=lambda pair: (-pair[0], pair[1]))
    return [seq for _swing, seq in swings[:count]]


def judged(plies: list[dict]) -> bool:
    """Whether an analysis' plies carry the judgements (analyses made before them do not)."""
    return all("seen" in ply for ply in plies)
