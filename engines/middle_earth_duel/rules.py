"""The rules: `start` (setup and stacked options), `decide` (checks a move, returns events), legal moves."""

from __future__ import annotations

import json

from engines.contract import OptionSpec, translatable
from engines.errors import IllegalMove
from engines.keyed_moves import KeyedMove
from engines.move_fields import choice_field, is_int
from engines.opening_checks import checked_move_type, checked_options
from engines.rng import Rng

from .chapters import lay_out_chapter
from .costs import (
    card_cost,
    chains_free,
    cost_table,
    landmark_base_cost,
    landmark_cost,
    landmark_surcharge,
)
from .data import CHAPTER_CARDS, LANDMARKS, LAYOUTS, TOKENS
from .resolution import Resolution
from .state import evolve

PLAYERS = 2
USES = ("play", "discard")
MOVE_TYPES = frozenset({"take_card", "take_landmark", "choose"})
OPTIONS = (
    OptionSpec(
        "card_order", translatable("the order each chapter's cards are drawn"), stacked=True
    ),
    OptionSpec(
        "token_order", translatable("the order of each race's alliance tokens"), stacked=True
    ),
    OptionSpec("landmark_order", translatable("the order landmarks are drawn"), stacked=True),
)


def _distinct_list(value, allowed) -> bool:
    return (
        isinstance(value, list)
        and all((is_int(v) or isinstance(v, str)) and v in allowed for v in value)
        and len(set(value)) == len(value)
    )


def _check_options(options) -> dict:
    """The stacked options, validated; anything unknown or unusable is `bad_options`."""
    checked_options(options, OPTIONS)
    checked: dict = {}
    if "card_order" in options:
        orders = options["card_order"]
        if not isinstance(orders, dict) or set(orders) - {"1", "2", "3"}:
            raise IllegalMove("bad_options", "card_order maps chapters '1'-'3' to card ids.")
        for chapter, ids in orders.items():
            allowed = CHAPTER_CARDS[int(chapter)]
            if not _distinct_list(ids, allowed) or not all(is_int(i) for i in ids):
                raise IllegalMove(
                    "bad_options", f"card_order {chapter}: distinct cards of that chapter."
                )
        checked["card_order"] = {k: list(v) for k, v in orders.items()}
    if "token_order" in options:
        orders = options["token_order"]
        if not isinstance(orders, dict) or set(orders) - set(TOKENS):
            raise IllegalMove("bad_options", "token_order maps races with tokens to index lists.")
        for race, indices in orders.items():
            allowed = list(range(len(TOKENS[race])))
            if not _distinct_list(indices, allowed) or not all(is_int(i) for i in indices):
                raise IllegalMove("bad_options", f"token_order {race}: distinct token indices.")
        checked["token_order"] = {k: list(v) for k, v in orders.items()}
    if "landmark_order" in options:
        order = options["landmark_order"]
        if not _distinct_list(order, LANDMARKS) or not all(isinstance(r, str) for r in order):
            raise IllegalMove("bad_options", "landmark_order lists distinct landmark regions.")
        checked["landmark_order"] = list(order)
    return checked


def start(players: int, options: dict, rng: Rng) -> list[dict]:
    if not is_int(players) or players != PLAYERS:
        raise IllegalMove("bad_options", "Duel for Middle-earth takes exactly 2 players.")
    checked = _check_options(options)
    started = {"type": "game_started", "players": PLAYERS, "options": checked}
    resolution = Resolution(evolve(None, started), rng)
    lay_out_chapter(resolution, 1)
    resolution.refill_landmarks()
    resolution.emit({"type": "turn_started", "seat": resolution.state["turn"]})
    return [started, *resolution.events]


def to_act(state: dict) -> list[int]:
    if state["result"] is not None:
        return []
    if state["pending"] is not None:
        return [state["pending"]["seat"]]
    return [state["turn"]]


_MEMO_LIMIT = 4096  # layouts' states kept by available_slots; emptied when full
_AVAILABLE: dict[tuple, list[int]] = {}


def available_slots(state: dict) -> list[int]:
    """Slots whose card may be taken: not taken, face up, and uncovered."""
    slots = state["slots"]
    taken = tuple([slot["taken"] for slot in slots])
    key = (state["chapter"], taken, tuple([slot["face_up"] for slot in slots]))
    found = _AVAILABLE.get(key)
    if found is None:
        layout = LAYOUTS[state["chapter"]]["slots"]
        found = [
            index
            for index, slot in enumerate(slots)
            if not slot["taken"]
            and slot["face_up"]
            and all(taken[cover] for cover in layout[index]["covered_by"])
        ]
        if len(_AVAILABLE) >= _MEMO_LIMIT:
            _AVAILABLE.clear()
        _AVAILABLE[key] = found
    return list(found)


# The moves of a fixed set, built once with their keys (shared: a legal move is never changed)
_TAKE_CARD = {
    (slot, use): KeyedMove(type="take_card", slot=slot, use=use)
    for slot in range(max(len(layout["slots"]) for layout in LAYOUTS.values()))
    for use in USES
}
_TAKE_LANDMARK = {region: KeyedMove(type="take_landmark", region=region) for region in LANDMARKS}
_CHOICES: dict[tuple, KeyedMove] = {}  # answers that are a name, a number or None


def _choice(option) -> dict:
    """The move answering a decision with `option`."""
    if option is not None and type(option) not in (str, int):
        return {"type": "choose", "option": option}
    move = _CHOICES.get((type(option), option))
    if move is None:
        if len(_CHOICES) >= _MEMO_LIMIT:
            _CHOICES.clear()
        move = _CHOICES[(type(option), option)] = KeyedMove(type="choose", option=option)
    return move


def legal_moves(state: dict, seat: int) -> list[dict]:
    pending = state["pending"]
    if state["result"] is not None or seat != (
        state["turn"] if pending is None else pending["seat"]
    ):
        return []  # not one to act (to_act)
    if pending is not None:
        moves = [_choice(option) for option in pending["options"]]
        if pending["optional"]:
            moves.append(_choice(None))
        return moves
    player = state["players"][seat]
    coins = player["coins"]
    table = cost_table(player)
    slots = state["slots"]
    moves = []
    for slot in available_slots(state):
        card = slots[slot]["card"]
        cost = table.get(card)
        if cost is None:
            cost = card_cost(player, card)
        if cost <= coins:
            moves.append(_TAKE_CARD[slot, "play"])
        moves.append(_TAKE_CARD[slot, "discard"])
    if player["fortresses_in_stock"] > 0 and state["landmarks"]:
        surcharge = landmark_surcharge(state, seat)
        for region in state["landmarks"]:
            if landmark_base_cost(player, region, table) + surcharge <= coins:
                moves.append(_TAKE_LANDMARK[region])
    return moves


def _same(a, b) -> bool:
    """JSON equality (so True is not 1)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def decide(state: dict, seat, move, rng: Rng) -> list[dict]:
    kind = checked_move_type(
        move,
        seat,
        move_types=MOVE_TYPES,
        game_over=state["result"] is not None,
        to_act=to_act(state),
    )
    resolution = Resolution(state, rng)
    if state["pending"] is not None:
        if kind != "choose":
            raise IllegalMove("decision_pending", "Answer the pending decision first.")
        return _choose(state, seat, move, resolution)
    if kind == "take_card":
        return _take_card(state, seat, move, resolution)
    if kind == "take_landmark":
        return _take_landmark(state, seat, move, resolution)
    raise IllegalMove("no_decision_pending", "That move answers a decision nobody asked.")


def advance(state: dict, seat: int, move: dict, rng: Rng) -> dict:
    """The state after `seat`'s legal `move`: the fold of `decide`'s events, drawn from `rng` as
    `decide` draws (the working state of the same resolution), the move not checked again."""
    resolution = Resolution(state, rng, in_place=True)
    kind = move["type"]
    if kind == "choose":
        pending = state["pending"]
        queue = list(state["queue"])
        option = move["option"]
        resolution.emit(
            {"type": "choice_made", "seat": seat, "kind": pending["kind"], "option": option}
        )
        resolution.answer(pending["context"], pending["kind"], option, queue)
        if resolution.state["pending"] is None:
            resolution.run(queue)
    elif kind == "take_card":
        slot = move["slot"]
        paid, chained = 0, False
        if move["use"] == "play":
            player = state["players"][seat]
            card = state["slots"][slot]["card"]
            paid = card_cost(player, card)
            chained = chains_free(player, card)
        resolution.take_card(seat, slot, move["use"], paid, chained)
    else:
        resolution.take_landmark(seat, move["region"], landmark_cost(state, seat, move["region"]))
    return resolution.state


def _take_card(state: dict, seat: int, move: dict, resolution: Resolution) -> list[dict]:
    slot = choice_field(
        move,
        "slot",
        available_slots(state),
        "slot_unavailable",
        "That card cannot be taken: it is covered, taken or absent.",
    )
    use = choice_field(move, "use", USES, "bad_use", "Use is 'play' or 'discard'.")
    player = state["players"][seat]
    card = state["slots"][slot]["card"]
    paid, chained = 0, False
    if use == "play":
        paid = card_cost(player, card)
        chained = chains_free(player, card)
        if paid > player["coins"]:
            raise IllegalMove("cannot_pay", "You cannot pay for that card.")
    resolution.take_card(seat, slot, use, paid, chained)
    return resolution.events


def _take_landmark(state: dict, seat: int, move: dict, resolution: Resolution) -> list[dict]:
    region = choice_field(
        move, "region", state["landmarks"], "landmark_unavailable", "That landmark is not face up."
    )
    player = state["players"][seat]
    if player["fortresses_in_stock"] <= 0:
        raise IllegalMove("no_fortress", "You have no fortress left to place.")
    paid = landmark_cost(state, seat, region)
    if paid > player["coins"]:
        raise IllegalMove("cannot_pay", "You cannot pay for that landmark.")
    resolution.take_landmark(seat, region, paid)
    return resolution.events


def _choose(state: dict, seat: int, move: dict, resolution: Resolution) -> list[dict]:
    pending = state["pending"]
    if "option" not in move:
        raise IllegalMove("bad_option", "Say which option you choose.")
    option = move["option"]
    if option is None:
        if not pending["optional"]:
            raise IllegalMove("not_optional", "This decision cannot be skipped.")
    elif not any(_same(option, listed) for listed in pending["options"]):
        raise IllegalMove("bad_option", "That is not one of the options.")
    queue = list(state["queue"])
    resolution.emit(
        {"type": "choice_made", "seat": seat, "kind": pending["kind"], "option": option}
    )
    resolution.answer(pending["context"], pending["kind"], option, queue)
    if resolution.state["pending"] is None:
        resolution.run(queue)
    return resolution.events
