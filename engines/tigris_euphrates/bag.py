"""Drawing from the bag: from its front in a real game; from an unordered front in a search.

A real game's bag is a string of colour marks in drawing order (`State.bag`). The analysis of a
finished game searches a known position without knowing the draws to come: instead of a bag
shuffled anew at every iteration, its state holds the bag unordered (`State.bag_loose`: the
first so many marks form a multiset, drawn from uniformly when a draw comes; the marks behind
them, tiles put back during the search, stay in order behind them). Each tile drawn from the
loose part is one of its tiles uniformly, without replacement, so the tiles drawn in an
iteration have the law of the front of a uniformly shuffled bag (with the tiles put back
behind it), and the search's states before the first draw are the same every iteration. The
bot's determinization (engines.tigris_euphrates.determinize) leaves its bag unordered the same
way: a sample deals only the other seats' hands.
"""

from __future__ import annotations

from engines.rng import Rng


def drawn_marks(bag: str, loose: int, count: int, rng: Rng | None) -> str:
    """The marks of the next `count` tiles drawn: the front of an ordered bag; from a loose
    front, up to `count` of its tiles uniformly without replacement (each pick uniform among
    the tiles left, drawn from `rng`), then the ordered rest from its front."""
    if not loose:
        return bag[:count]
    if rng is None:
        raise ValueError("a draw from an unordered bag needs an rng")
    taken = min(count, loose)
    pool = list(bag[:loose])
    for place in range(taken):
        pick = place + rng.randrange(loose - place)
        pool[place], pool[pick] = pool[pick], pool[place]
    return "".join(pool[:taken]) + bag[loose : loose + count - taken]


def bag_after_drawing(bag: str, loose: int, marks: str) -> tuple[str, int]:
    """The bag and the size of its loose front once `marks` were drawn (as `drawn_marks`
    draws: the loose front's tiles first, then the ordered rest's front)."""
    if not loose:
        return bag[len(marks) :], 0
    taken = min(len(marks), loose)
    front = bag[:loose]
    for mark in marks[:taken]:
        front = front.replace(mark, "", 1)
    return front + bag[loose + len(marks) - taken :], loose - taken
