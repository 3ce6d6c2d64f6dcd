"""What a seat may decide in advance in Tigris & Euphrates: every move but a swap is public, and
a defender may answer revolts and wars once for all ("none": commit no tile, "all": every tile
of the colour it holds)."""

from __future__ import annotations

from collections.abc import Mapping

from engines.contract import translatable
from engines.foresight import Move, StandingQuestion
from engines.tigris_euphrates.data import COLORS

NONE, ALL = "none", "all"
DEFEND_REVOLT = "defend_revolt"
WAR_QUESTIONS = {
    "red": translatable("Defending a war of temples: red tiles to commit"),
    "blue": translatable("Defending a war of farms: blue tiles to commit"),
    "green": translatable("Defending a war of markets: green tiles to commit"),
    "black": translatable("Defending a war of settlements: black tiles to commit"),
}
STANDING_QUESTIONS = (
    StandingQuestion(
        DEFEND_REVOLT, translatable("Defending a revolt: red tiles to commit"), (NONE, ALL)
    ),
    *(
        StandingQuestion(f"defend_war_{color}", WAR_QUESTIONS[color], (NONE, ALL))
        for color in COLORS
    ),
)


def public_move(move: Move) -> bool:
    """A swap's tiles are secret; every other move shows whole in the events it causes."""
    return move.get("type") != "swap_tiles"


def question_asked(view: dict, seat: int) -> str | None:
    """The standing question this seat's view asks it now: a conflict it defends."""
    pending = view.get("pending")
    if not isinstance(pending, dict) or pending.get("kind") not in ("revolt", "war"):
        return None
    if pending.get("defender") != seat or pending.get("attacker_support") is None:
        return None
    if pending["kind"] == "revolt":
        return DEFEND_REVOLT
    return f"defend_war_{pending.get('color')}"


def standing_answer(
    view: dict, seat: int, legal_moves: list[Move], answers: Mapping[str, str]
) -> Move | None:
    """ "none" commits no tile, "all" every tile it may; None when no stored answer applies."""
    question = question_asked(view, seat)
    answer = answers.get(question) if question else None
    counts = [
        move["count"]
        for move in legal_moves
        if move.get("type") == "commit_support" and isinstance(move.get("count"), int)
    ]
    if answer not in (NONE, ALL) or not counts:
        return None
    return {"type": "commit_support", "count": min(counts) if answer == NONE else max(counts)}
