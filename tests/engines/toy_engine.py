"""A tiny test-only game that exercises the whole engine contract; never registered in production.

"Secret Nim": a pile of `pile` stones (option, default 15). At start each seat is dealt a hidden
card 1-9 from the Rng (or, stacked, the `cards` option). On its turn a seat takes 1-3 stones or,
once per game, passes. The seat that takes the last stone scores 10 plus its card; the others
score their cards. Ranks by score. Declared as every game is: one EngineSpec.
"""

from __future__ import annotations

import copy

from engines import EngineSpec, IllegalMove, OptionSpec, Rng
from engines.contract import translatable
from engines.move_fields import int_field, is_int
from engines.opening_checks import checked_move_type, checked_options

MIN_PLAYERS = 2
MAX_PLAYERS = 3
MOVE_TYPES = frozenset({"take", "pass"})
OPTIONS = (
    OptionSpec("pile", translatable("stones in the pile at the start, 3 to 100"), default=15),
    OptionSpec("cards", translatable("each seat's hidden card, 1 to 9"), stacked=True),
)


def start(players: int, options: dict, rng: Rng) -> list[dict]:
    checked_options(options, OPTIONS)
    pile = options.get("pile", 15)
    if not is_int(pile) or not 3 <= pile <= 100:
        raise IllegalMove("bad_options", "The pile must hold 3 to 100 stones.")
    if not is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise IllegalMove("bad_options", "Secret Nim takes 2 or 3 players.")
    if "cards" in options:
        cards = options["cards"]
        if (
            not isinstance(cards, list)
            or len(cards) != players
            or not all(is_int(card) and 1 <= card <= 9 for card in cards)
        ):
            raise IllegalMove("bad_options", "'cards' lists one card 1-9 per seat.")
        cards = list(cards)
    else:
        cards = [1 + rng.randrange(9) for _ in range(players)]
    return [{"type": "game_started", "players": players, "pile": pile, "cards": cards}]


def evolve(state, event: dict):
    if event["type"] == "game_started":
        n = event["players"]
        return {
            "players": n,
            "pile": event["pile"],
            "cards": list(event["cards"]),
            "passed": [False] * n,
            "turn": 0,
            "winner": None,
        }
    state = copy.deepcopy(state)
    if event["type"] == "stones_taken":
        state["pile"] -= event["count"]
        if state["pile"] == 0:
            state["winner"] = event["seat"]
    elif event["type"] == "passed":
        state["passed"][event["seat"]] = True
    state["turn"] = (state["turn"] + 1) % state["players"]
    return state


def _over(state) -> bool:
    return state["winner"] is not None


def to_act(state) -> list[int]:
    return [] if _over(state) else [state["turn"]]


def legal_moves(state, seat: int) -> list[dict]:
    if seat not in to_act(state):
        return []
    moves = [{"type": "take", "count": c} for c in range(1, min(3, state["pile"]) + 1)]
    if not state["passed"][seat]:
        moves.append({"type": "pass"})
    return moves


def decide(state, seat: int, move: dict, rng: Rng) -> list[dict]:
    kind = checked_move_type(
        move, seat, move_types=MOVE_TYPES, game_over=_over(state), to_act=to_act(state)
    )
    if kind == "take":
        count = int_field(move, "count", 1, 3, "bad_count", "Take 1, 2 or 3 stones.")
        if count > state["pile"]:
            raise IllegalMove("too_many", "The pile does not hold that many stones.")
        return [{"type": "stones_taken", "seat": seat, "count": count}]
    if state["passed"][seat]:
        raise IllegalMove("passed_already", "You may pass only once a game.")
    return [{"type": "passed", "seat": seat}]


def view(state, seat: int | None) -> dict:
    over = _over(state)
    cards = [card if over or seat == index else None for index, card in enumerate(state["cards"])]
    return {
        "pile": state["pile"],
        "turn": state["turn"],
        "passed": list(state["passed"]),
        "cards": cards,
        "winner": state["winner"],
    }


def event_view(event: dict, seat: int | None) -> dict | None:
    if event["type"] == "game_started":
        cards = [card if index == seat else None for index, card in enumerate(event["cards"])]
        return {**event, "cards": cards}
    return dict(event)


def outcome(state) -> dict | None:
    if not _over(state):
        return None
    scores = [
        card + (10 if index == state["winner"] else 0) for index, card in enumerate(state["cards"])
    ]
    ranks = [1 + sum(other > score for other in scores) for score in scores]
    return {"ranks": ranks, "scores": scores, "details": {"winner": state["winner"]}}


def determinize(view: dict, seat: int, rng: Rng) -> dict:
    """The cards `seat` cannot see dealt anew, each uniformly 1-9 as at the start."""
    cards = [card if card is not None else 1 + rng.randrange(9) for card in view["cards"]]
    return {
        "players": len(cards),
        "pile": view["pile"],
        "cards": cards,
        "passed": list(view["passed"]),
        "turn": view["turn"],
        "winner": view["winner"],
    }


SECRET_NIM = EngineSpec(
    slug="secret-nim",
    title=translatable("Secret Nim (test only)"),
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
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
    options=OPTIONS,
)
