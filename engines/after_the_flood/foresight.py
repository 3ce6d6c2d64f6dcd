"""What a seat may decide in advance in After the Flood: every move is public, and a seat may
pass at once whenever passing is all that is left to it ("nothing left": no action it can pay
for, or no city it can expand)."""

from __future__ import annotations

from collections.abc import Mapping

from engines.contract import translatable
from engines.foresight import Move, StandingQuestion

NOTHING_LEFT = "nothing_left"
AT_ONCE = "pass"
STANDING_QUESTIONS = (
    StandingQuestion(
        NOTHING_LEFT, translatable("When only passing is left: pass at once"), (AT_ONCE,)
    ),
)
PASSING: dict[str, Move] = {"pass": {"type": "pass", "bid": {}}, "done": {"type": "done"}}


def standing_answer(
    view: dict, seat: int, legal_moves: list[Move], answers: Mapping[str, str]
) -> Move | None:
    """The plain pass (or "done" in the city phase) when every legal move only passes."""
    if answers.get(NOTHING_LEFT) != AT_ONCE or not legal_moves:
        return None
    kinds = {str(move.get("type")) for move in legal_moves}
    if len(kinds) != 1 or not kinds <= set(PASSING):
        return None
    answer = PASSING[kinds.pop()]
    return dict(answer) if answer in legal_moves else None
