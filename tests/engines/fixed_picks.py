"""Rng stand-ins for exact enumerations: `FixedPicks` answers a fixed sequence of picks, so a test
can walk every outcome of a draw and compare laws as exact fractions; `law_of_every_answer`
walks every answer of every randrange a draw asks, whatever their number and ranges."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from fractions import Fraction
from typing import Any


class FixedPicks:
    """An rng whose randrange answers a fixed sequence (one enumerated outcome)."""

    def __init__(self, picks: tuple[int, ...]) -> None:
        self._picks = list(picks)

    def randrange(self, n: int) -> int:
        pick = self._picks.pop(0)
        assert 0 <= pick < n
        return pick


class _UnansweredError(Exception):
    """A draw asked one randrange more than the answers given: its range."""

    def __init__(self, n: int) -> None:
        super().__init__(n)
        self.n = n


class _Answers:
    """An rng answering a given prefix of randrange calls and weighing each answer 1/n."""

    def __init__(self, answers: tuple[int, ...]) -> None:
        self._answers = answers
        self._asked = 0
        self.probability = Fraction(1)

    def randrange(self, n: int) -> int:
        if self._asked == len(self._answers):
            raise _UnansweredError(n)
        answer = self._answers[self._asked]
        assert 0 <= answer < n
        self._asked += 1
        self.probability /= n
        return answer


def law_of_every_answer(draw: Callable[[Any], Hashable]) -> dict[Hashable, Fraction]:
    """The exact law of `draw(rng)` over every answer of every `randrange(n)` it asks, each
    answer with probability 1/n, however many calls and of whatever ranges (a tree walked
    depth first: a draw that asks beyond the answers given is run again with each answer)."""
    law: dict[Hashable, Fraction] = {}
    pending: list[tuple[int, ...]] = [()]
    while pending:
        answers = pending.pop()
        rng = _Answers(answers)
        try:
            result = draw(rng)
        except _UnansweredError as asked:
            pending.extend((*answers, answer) for answer in range(asked.n))
            continue
        law[result] = law.get(result, Fraction(0)) + rng.probability
    return law
