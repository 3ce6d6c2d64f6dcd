"""A test-only game built for judging moves: "Hidden call". Each seat holds a hidden card 1-9
(stacked through `cards`). Seat 0 acts once: `fold` (a shared first place) or `call` (the higher
card wins; equal cards share the first place). Whether calling was right depends on the card seat
0 could not see, so the omniscient and the mover's verdicts on one move can differ."""

from __future__ import annotations

import copy

from engines import EngineSpec, IllegalMove, OptionSpec, Rng
from engines.contract import translatable

FOLD = {"type": "fold"}
CALL = {"type": "call"}


def start(players: int, options: dict, rng: Rng) -> list[dict]:
    cards = options.get("cards") or [1 + rng.randrange(9) for _ in range(players)]
    return [{"type": "dealt", "cards": list(cards)}]


def evolve(state, event: dict):
    if event["type"] == "dealt":
        return {"cards": list(event["cards"]), "ended": None}
    state = copy.deepcopy(state)
    state["ended"] = event["type"]
    return state


def to_act(state) -> list[int]:
    return [] if state["ended"] else [0]


def legal_moves(state, seat: int) -> list[dict]:
    return [dict(FOLD), dict(CALL)] if seat in to_act(state) else []


def decide(state, seat: int, move: dict, rng: Rng) -> list[dict]:
    if seat not in to_act(state) or move.get("type") not in ("fold", "call"):
        raise IllegalMove("bad_move", "Fold or call.")
    return [{"type": "folded" if move["type"] == "fold" else "called"}]


def view(state, seat: int | None) -> dict:
    shown = state["ended"] == "called"
    cards = [c if shown or seat == i else None for i, c in enumerate(state["cards"])]
    return {"cards": cards, "ended": state["ended"]}


def event_view(event: dict, seat: int | None) -> dict | None:
    if event["type"] == "dealt":
        return {
            "type": "dealt",
            "cards": [c if i == seat else None for i, c in enumerate(event["cards"])],
        }
    return dict(event)


def outcome(state) -> dict | None:
    if not state["ended"]:
        return None
    mine, theirs = state["cards"]
    if state["ended"] == "folded" or mine == theirs:
        return {"ranks": [1, 1], "scores": [0, 0]}
    return {"ranks": [1, 2] if mine > theirs else [2, 1], "scores": [0, 0]}


def determinize(view: dict, seat: int, rng: Rng) -> dict:
    """The cards `seat` cannot see dealt anew, uniformly 1-9."""
    cards = [c if c is not None else 1 + rng.randrange(9) for c in view["cards"]]
    return {"cards": cards, "ended": view["ended"]}


HIDDEN_CALL = EngineSpec(
    slug="hidden-call",
    title=translatable("Hidden call (test only)"),
    min_players=2,
    max_players=2,
    version=1,
    start=start,
    decide=decide,
    evolve=evolve,
    to_act=to_act,
    legal_moves=legal_moves,
    view=view,
    event_view=event_view,
    outcome=outcome,
    dump=copy.deepcopy,
    load=copy.deepcopy,
    determinize=determinize,
    options=(OptionSpec("cards", translatable("each seat's hidden card, 1 to 9"), stacked=True),),
)


def position(mine: int, theirs: int) -> dict:
    """Seat 0 to act holding `mine` against `theirs`."""
    return evolve(None, {"type": "dealt", "cards": [mine, theirs]})
