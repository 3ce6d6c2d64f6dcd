"""`transplant`: a move already played on one sample of a view, carried over to another sample.

A search from a seat's view samples a new state every iteration (determinize.py) and walks its
tree on it, so the moves along the path are played again on each sample. Two samples of one view
differ only in what the seat cannot see: the other seats' hands, everyone's points and
treasures won, the bag and the tiles swapped out of the game (HIDDEN below); the board, the
leaders, the pending decision and the rest are the view's. No rule of Tigris & Euphrates reads
those hidden values to decide what a move does, except by drawing from the bag (a refill, a
swap) or by the decision of the seat whose hand it is (its legal moves are listed on each
sample): a placement, a leader's move, a support committed, a catastrophe or a pass gives the
same events on every sample. Those events change the hands and the points only by what they
add or take (a tile leaves the mover's hand, a point is scored), so the state a move leads to
on a second sample is the state it led to on the first, with the second sample's hidden values
moved by the same amounts.

`transplant(after, before, state)` returns exactly `advance(state, seat, move, rng)` when
`after` is `advance(before, seat, move, rng)`, the move drew nothing, and `state` agrees with
`before` everywhere but in HIDDEN; None when the move changed the bag, a treasure count or the
tiles swapped out (a war's or a revolt's end, a treasure taken: left to `advance`) or when the
two states differ elsewhere. tests/engines/tigris_euphrates/test_transplant.py compares it with
`advance` field by field on many samples of many views.
"""

from __future__ import annotations

from engines.tigris_euphrates.rules import to_act
from engines.tigris_euphrates.state import State, keep_regions

# what a sample of a view draws anew (determinize.determinizer's `sample`)
HIDDEN = ("hands", "points", "treasures_won", "bag", "bag_loose", "swapped_out")
# what every sample of a view shares with the view (the lists and sets are one object in every
# sample, the scalars equal)
SHARED = (
    "tile",
    "monument",
    "leader_at",
    "catastrophe",
    "treasure",
    "leaders",
    "catastrophes_left",
    "out_of_play",
    "monuments_left",
    "monuments",
    "turn",
    "actions_left",
    "pending",
    "unification",
    "wars",
    "placed",
    "over",
    "end_reason",
    "players",
    "discards_out",
)


def transplant(after: State, before: State, state: State) -> State | None:
    """`after` (a move's result from `before`, nothing drawn) carried over to `state`, a state
    that differs from `before` only in HIDDEN; None when that cannot be done exactly."""
    if (
        after.bag is not before.bag
        or after.bag_loose != before.bag_loose
        or after.treasures_won is not before.treasures_won
        or after.swapped_out is not before.swapped_out
        or after.over
    ):
        return None
    for name in SHARED:
        mine, theirs = getattr(state, name), getattr(before, name)
        if mine is not theirs and mine != theirs:
            return None
    new = keep_regions(after, after.clone())
    new.bag = state.bag
    new.bag_loose = state.bag_loose
    new.treasures_won = state.treasures_won
    new.swapped_out = state.swapped_out
    new.hands = _moved(after.hands, before.hands, state.hands)
    new.points = _moved(after.points, before.points, state.points)
    listed = after.cache.get("legal")
    if listed is not None and not after.over:
        # the seat to act's moves read only the view and its own hand: the same hand (the
        # searching seat's, in its own turn) lists the same moves
        actor = to_act(after)[0]
        if new.hands[actor] == after.hands[actor]:
            new.cache["legal"] = listed
    return new


def _moved(after: tuple, before: tuple, state: tuple) -> tuple:
    """Per seat, `state`'s counts moved by what `after` gained or lost against `before`."""
    if after is before:
        return state
    return tuple(
        mine if now is then else tuple(a + b - c for a, b, c in zip(mine, now, then, strict=True))
        for mine, now, then in zip(state, after, before, strict=True)
    )
