"""Rules of After the Flood: `start`, `decide` (the only place moves are checked) and `to_act`."""

from __future__ import annotations

from engines.after_the_flood import actions, military, phases
from engines.after_the_flood import data as d
from engines.after_the_flood.event_log import EventLog, event_log
from engines.contract import OptionSpec, translatable
from engines.errors import IllegalMove
from engines.identity_memo import MISSING, IdentityMemo
from engines.keyed_moves import move_key
from engines.move_fields import is_int
from engines.opening_checks import checked_move_type, checked_options
from engines.rng import Rng

OPTIONS = (
    OptionSpec(
        "dice",
        translatable("die faces in a fixed order, at random once they run out"),
        stacked=True,
    ),
    OptionSpec("turn_order", translatable("the first turn's order of play"), stacked=True),
)


def start(players: int, options: dict, rng: Rng) -> list[dict]:
    """game_started (order of play, stacked dice), then turn 1 up to its first decision."""
    if not is_int(players) or players != d.PLAYERS:
        raise IllegalMove("bad_options", "After the Flood takes exactly 3 players.")
    checked_options(options, OPTIONS)
    dice = options.get("dice", [])
    if not isinstance(dice, list) or not all(is_int(face) and 1 <= face <= 6 for face in dice):
        raise IllegalMove("bad_options", "'dice' is a list of die faces 1-6.")
    order = options.get("turn_order")
    if order is None:
        order = list(range(players))
        rng.shuffle(order)
    elif (
        not isinstance(order, list)
        or not all(is_int(seat) for seat in order)  # before sorting: [[0], 1, 2] cannot sort
        or sorted(order) != list(range(players))
    ):
        raise IllegalMove("bad_options", "'turn_order' lists every seat once.")
    log = event_log(None)
    log.emit({"type": "game_started", "players": players, "order": list(order), "dice": list(dice)})
    advance(log)
    return log.events


def to_act(state: dict) -> list[int]:
    """Who owes the next decision: the pending decision's seat, else the current player."""
    if state["phase"] == "over":
        return []
    if state["pending"] is not None:
        return [state["pending"]["seat"]]
    return [] if state["current"] is None else [state["current"]]


_ACTIONS = {
    "build_city": actions.build_city,
    "place_workers": actions.place_workers,
    "trade": actions.trade,
}
_CITY_PHASE_MOVES = ("expand_city", "done")
_ANSWERS = ("roll", "call_off", "expand_again", "end_action")
MOVE_TYPES = frozenset([*_ACTIONS, "start_empire", "expand", "pass", *_CITY_PHASE_MOVES, *_ANSWERS])


def decide(state: dict, seat: int, move: dict, rng: Rng) -> list[dict]:
    """The events of one move, followed by every phase that needs no decision."""
    return _decided(state, seat, move, rng).events


# the states moves led to, for moves that drew nothing from the rng: a search plays the same
# moves from the same states (the root's moves once for their one-ply values and again as the
# tree grows; the analysis searches one position twice, from the same determinization)
_PLAYED: IdentityMemo[dict] = IdentityMemo(5000)


def play(state: dict, seat: int, move: dict, rng: Rng) -> dict:
    """The state after the move: `decide`'s events folded, as its log folded them (the engine's
    `advance`). A move that drew nothing from the rng is remembered: played again from the same
    state (by identity: states never change) it gives the same state at once."""
    key = (seat, move_key(move))
    after = _PLAYED.get(state, key)
    if after is MISSING:
        drawn = rng.drawn()
        after = _decided(state, seat, move, rng).state
        if rng.drawn() == drawn:
            _PLAYED.put(state, key, after)
    return after


def _decided(state: dict, seat: int, move: dict, rng: Rng) -> EventLog:
    kind = checked_move_type(
        move,
        seat,
        move_types=MOVE_TYPES,
        game_over=state["phase"] == "over",
        to_act=to_act(state),
    )
    log = event_log(state)
    pending = state["pending"]
    if state["phase"] == "vp":
        _decide_city_phase(log, seat, move, kind)
    elif pending is not None:
        _decide_pending(log, seat, move, kind, pending["kind"], rng)
    elif kind == "pass":
        log.emit(*actions.pass_turn(state, seat, move))
    elif kind in _ACTIONS or kind in ("start_empire", "expand"):
        fee = actions.fee_event(state, seat, move)
        if fee is not None:
            log.emit(fee)
        if kind in _ACTIONS:
            log.emit(*_ACTIONS[kind](log.state, seat, move))
        elif kind == "start_empire":
            military.start_empire(log, seat, move)
        else:
            military.expand(log, seat, move)
    else:
        raise IllegalMove("unknown_move", f"{kind!r} is not a move now.")
    advance(log)
    return log


def _decide_city_phase(log: EventLog, seat: int, move: dict, kind: str) -> None:
    if kind == "expand_city":
        log.emit(*actions.expand_city(log.state, seat, move))
    elif kind == "done":
        log.emit({"type": "city_phase_done", "seat": seat})
    else:
        raise IllegalMove("unknown_move", "Expand a city or say you are done.")


def _decide_pending(log: EventLog, seat: int, move: dict, kind: str, owed: str, rng: Rng) -> None:
    if owed == "battle" and kind == "roll":
        military.roll(log, seat, rng)
    elif owed == "battle" and kind == "call_off":
        military.call_off(log, seat)
    elif owed == "after_expand" and kind == "expand_again":
        military.expand_again(log, seat)
    elif owed == "after_expand" and kind == "end_action":
        log.emit({"type": "action_ended", "seat": seat})
    elif owed == "expand_next" and kind == "expand":
        military.expand(log, seat, move)
    else:
        raise IllegalMove("unknown_move", f"{kind!r} does not answer the decision you owe.")


def advance(log: EventLog) -> None:
    """Run every phase that needs no decision until somebody owes one or the game is over."""
    while True:
        state = log.state
        phase = state["phase"]
        if phase in ("setup", "between_turns"):
            turn = state["turn"] + 1
            if turn > d.TURNS:
                log.emit(phases.game_ended(state))
                return
            log.emit(phases.turn_began(state, turn))
            if turn in d.DECLINE_TURNS:
                log.emit(phases.workers_declined(log.state))
        elif phase == "actions":
            if state["current"] is not None or state["pending"] is not None:
                return
            log.emit(phases.order_set(state))
            log.emit(phases.vp_scored(log.state))
        elif phase == "vp":
            seat = state["current"]
            if seat is None:
                log.emit({"type": "turn_ended", "turn": state["turn"]})
            elif not phases.can_expand_city(state, seat):
                log.emit({"type": "city_phase_done", "seat": seat})
            else:
                return
        else:
            return
