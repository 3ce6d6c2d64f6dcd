"""What a seat may decide in advance: which of the others' moves it sees whole (so a conditional
move may be keyed on them) and the standing answers a game offers for recurring decisions.

Two optional capabilities of an `EngineSpec` (engines.contract):

- `public_move(move) -> bool`: whether every other seat sees this move's whole content in its
  log while the game runs (the events it causes show it). A T&E swap is not public (the tiles
  are secret); placing a tile is. `None`: no move is taken for public, so no conditional move
  can be keyed on another seat's move in that game.
- `standing_questions`: the recurring decisions a seat may answer once for all
  (`StandingQuestion`), and `standing_answer(view, seat, legal_moves, answers) -> move | None`:
  the move the stored `answers` ({question key: answer}) give in this position, chosen among
  `legal_moves` from the seat's own view alone, or None when none applies.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

Move = dict[str, Any]
StandingAnswer = Callable[[dict, int, list[Move], Mapping[str, str]], Move | None]


@dataclass(frozen=True)
class StandingQuestion:
    """A recurring decision answered in advance: `key` (stable, stored), a one-line English
    `description` (marked translatable where declared) and the `answers` it takes."""

    key: str
    description: str
    answers: tuple[str, ...]


def every_move_public(move: Move) -> bool:
    """For games whose moves hide nothing from the other seats."""
    return True


def questions_by_key(questions: tuple[StandingQuestion, ...]) -> dict[str, StandingQuestion]:
    return {question.key: question for question in questions}
