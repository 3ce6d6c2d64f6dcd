"""Checks that `legal_moves` lists each action once per fee `decide` accepts for it, and no other."""

from __future__ import annotations

import json

from engines import IllegalMove, Rng, get_engine
from engines.after_the_flood import data as d

ENGINE = get_engine("after-the-flood")
# Every fee anybody could name: one of each resource, one army, one worker.
EVERY_FEE = [{"resource": name} for name in d.RESOURCE_NAMES] + [{"army": 1}, {"worker": 1}]


def key_of(move: dict) -> str:
    """The action a move takes, whatever fee it pays (a stable text key)."""
    return json.dumps({k: v for k, v in move.items() if k != "fee"}, sort_keys=True)


def fees_by_action(moves: list[dict]) -> dict[str, list[dict]]:
    """Action key -> the fees it is listed with, in listed order (moves without a fee left out)."""
    fees: dict[str, list[dict]] = {}
    for move in moves:
        if "fee" in move:
            fees.setdefault(key_of(move), []).append(move["fee"])
    return fees


def sorted_fees(fees: list[dict]) -> list[str]:
    return sorted(json.dumps(fee, sort_keys=True) for fee in fees)


def _accepted(state: dict, seat: int, move: dict) -> bool:
    try:
        ENGINE.decide(state, seat, move, Rng(b"fees", "check"))
    except IllegalMove:
        return False
    return True


def assert_fees_complete(state: dict, seat: int) -> int:
    """At a state where fees are due: no move is listed twice, and every listed action, with each
    fee anybody could name, is accepted by `decide` exactly when it is listed with that fee.
    Returns how many (action, fee) pairs were decided."""
    moves = ENGINE.legal_moves(state, seat)
    keys = [json.dumps(move, sort_keys=True) for move in moves]
    assert len(keys) == len(set(keys)), "a move is listed twice"
    decided = 0
    for action, fees in fees_by_action(moves).items():
        base = json.loads(action)
        for fee in EVERY_FEE:
            listed = fee in fees
            assert _accepted(state, seat, {**base, "fee": fee}) == listed, (base, fee, listed)
            decided += 1
    return decided
