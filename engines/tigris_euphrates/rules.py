"""`decide`: every move checked against the rules and turned into events; and `to_act`."""

from __future__ import annotations

from engines.errors import IllegalMove
from engines.move_fields import choice_field, is_int
from engines.opening_checks import checked_move_type
from engines.rng import Rng
from engines.tigris_euphrates.bag import drawn_marks
from engines.tigris_euphrates.conflicts import conflict_resolved, revolt_started, war_started
from engines.tigris_euphrates.data import (
    COLOR_INDEX,
    COLOR_OF_MARK,
    COLORS,
    HEIGHT,
    MARK,
    WIDTH,
    coords,
)
from engines.tigris_euphrates.placement import (
    catastrophe_refusal,
    leader_refusal,
    leader_regions,
    tile_kingdoms,
)
from engines.tigris_euphrates.resolution import (
    continue_resolution,
    end_action,
    event_log,
    return_unsupported_leaders,
)
from engines.tigris_euphrates.state import EventLog, State, regions_of


def to_act(state: State) -> list[int]:
    """The seats that owe a move: the pending decision's, else the active player; [] when over."""
    if state.over:
        return []
    pending = state.pending
    if pending is None:
        return [state.turn]
    if pending["kind"] in ("revolt", "war"):
        side = "attacker" if pending["attacker_support"] is None else "defender"
        return [pending[side]]
    return [pending["seat"]]


def _square(move: dict, key: str = "at") -> int:
    value = move.get(key)
    if (
        not isinstance(value, list)
        or len(value) != 2
        or type(value[0]) is not int
        or type(value[1]) is not int
        or not 0 <= value[0] < WIDTH
        or not 0 <= value[1] < HEIGHT
    ):
        raise IllegalMove("bad_square", f"'{key}' must be a square [x, y] on the board.")
    return value[1] * WIDTH + value[0]


def _color(move: dict, key: str) -> str:
    return choice_field(
        move, key, COLORS, "bad_color", f"'{key}' must be one of red, blue, green, black."
    )


def _refuse(refusal: tuple[str, str] | None) -> None:
    if refusal is not None:
        raise IllegalMove(*refusal)


def _place_leader(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    color = _color(move, "leader")
    sq = _square(move)
    _refuse(leader_refusal(state, seat, color, sq))
    return _leader_placed(state, seat, color, sq, rng)


def _leader_placed(state: State, seat: int, color: str, sq: int, rng: Rng) -> EventLog:
    """The events of a leader placement the rules allow."""
    current = state.leaders[seat][color]
    regions = leader_regions(state, seat, color)
    rivals = [
        piece
        for index in regions.kingdoms_touching(sq)
        for piece in regions.leaders[index]
        if piece[1] == color
    ]
    log = event_log(state, rng)
    log.emit(
        {
            "type": "leader_placed",
            "seat": seat,
            "leader": color,
            "at": coords(sq),
            "from": None if current is None else coords(current),
        }
    )
    if rivals:
        log.emit(revolt_started(log.state, seat, color, sq, rivals[0]))
    else:
        continue_resolution(log, "treasures")
    return log


def _withdraw_leader(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    color = _color(move, "leader")
    current = state.leaders[seat][color]
    if current is None:
        raise IllegalMove("not_on_board", "That leader is not on the board.")
    log = event_log(state, rng)
    log.emit({"type": "leader_withdrawn", "seat": seat, "leader": color, "from": coords(current)})
    end_action(log)
    return log


def _place_tile(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    color = _color(move, "color")
    sq = _square(move)
    if not state.hands[seat][COLOR_INDEX[color]]:
        raise IllegalMove("not_in_hand", f"You hold no {color} tile.")
    return _tile_placed(state, seat, color, sq, tile_kingdoms(state, color, sq), rng)


def _tile_placed(
    state: State, seat: int, color: str, sq: int, kingdoms: list[int], rng: Rng
) -> EventLog:
    """The events of a tile placement the rules allow, touching `kingdoms`."""
    regions = regions_of(state)
    log = event_log(state, rng)
    log.emit({"type": "tile_placed", "seat": seat, "color": color, "at": coords(sq)})
    if len(kingdoms) == 2:
        first, second = (regions.leaders[index] for index in kingdoms)
        in_second = {piece[1] for piece in second}
        wars = [war for war in COLORS if war in in_second and _has(first, war)]
        log.emit({"type": "kingdoms_united", "seat": seat, "at": coords(sq), "wars": wars})
        continue_resolution(log, "wars")
        return log
    if kingdoms:
        leaders = regions.leaders[kingdoms[0]]
        owner = _owner(leaders, color)
        if owner is None:
            owner = _owner(leaders, "black")
        if owner is not None:
            log.emit(
                {
                    "type": "points_scored",
                    "seat": owner,
                    "color": color,
                    "points": 1,
                    "reason": "tile",
                }
            )
    continue_resolution(log, "monument")
    return log


def _has(leaders: tuple, color: str) -> bool:
    return any(piece[1] == color for piece in leaders)


def _owner(leaders: tuple, color: str) -> int | None:
    for seat, leader_color, _ in leaders:
        if leader_color == color:
            return seat
    return None


def _place_catastrophe(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    sq = _square(move)
    if not state.catastrophes_left[seat]:
        raise IllegalMove("no_catastrophe", "You have no catastrophe tile left.")
    _refuse(catastrophe_refusal(state, sq))
    log = event_log(state, rng)
    destroyed = state.tile[sq]
    log.emit({"type": "catastrophe_placed", "seat": seat, "at": coords(sq), "destroyed": destroyed})
    if destroyed == "red":
        return_unsupported_leaders(log, (sq,))
    end_action(log)
    return log


def _swap_tiles(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    tiles = move.get("tiles")
    if not isinstance(tiles, list) or not 1 <= len(tiles) <= 6:
        raise IllegalMove("bad_tiles", "'tiles' must list 1 to 6 colours from your hand.")
    counts = [0, 0, 0, 0]
    for color in tiles:
        if not isinstance(color, str) or color not in COLOR_INDEX:
            raise IllegalMove("bad_color", "'tiles' must list colours red, blue, green, black.")
        counts[COLOR_INDEX[color]] += 1
    if any(count > held for count, held in zip(counts, state.hands[seat], strict=True)):
        raise IllegalMove("not_in_hand", "You can only swap tiles you hold.")
    if state.discards_out and len(tiles) > len(state.bag):
        raise IllegalMove("bag_too_small", "The bag holds too few tiles for that swap.")
    discarded = [color for color, count in zip(COLORS, counts, strict=True) for _ in range(count)]
    bag = state.bag if state.discards_out else state.bag + "".join(MARK[c] for c in discarded)
    log = event_log(state, rng)
    drawn = drawn_marks(bag, state.bag_loose, len(discarded), rng)
    log.emit(
        {
            "type": "tiles_swapped",
            "seat": seat,
            "discarded": discarded,
            "drawn": [COLOR_OF_MARK[mark] for mark in drawn],
        }
    )
    end_action(log)
    return log


def _pass(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    log = event_log(state, rng)
    log.emit({"type": "passed", "seat": seat})
    end_action(log)
    return log


def _commit_support(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    pending = state.pending
    count = move.get("count")
    color = pending["support_color"]
    if not is_int(count) or not 0 <= count <= state.hands[seat][COLOR_INDEX[color]]:
        raise IllegalMove("bad_count", f"Commit between 0 and the {color} tiles you hold.")
    side = "attacker" if pending["attacker_support"] is None else "defender"
    log = event_log(state, rng)
    log.emit(
        {"type": "support_committed", "seat": seat, "side": side, "color": color, "count": count}
    )
    if side == "defender":
        for event in conflict_resolved(log.state):
            log.emit(event)
        continue_resolution(log, "wars" if pending["kind"] == "war" else "treasures")
    return log


def _choose_war(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    color = _color(move, "color")
    if color not in state.pending["colors"]:
        raise IllegalMove("no_such_war", "There is no war of that colour to fight.")
    log = event_log(state, rng)
    log.emit(war_started(state, color))
    return log


def _build_monument(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    pending = state.pending
    name = move.get("monument")
    if not isinstance(name, str) or name not in pending["monuments"]:
        raise IllegalMove("bad_monument", "Choose one of the monuments offered.")
    sq = _square(move)
    if sq not in pending["options"]:
        raise IllegalMove("bad_square", "Choose the top-left square of an offered 2x2.")
    log = event_log(state, rng)
    log.emit({"type": "monument_built", "seat": seat, "monument": name, "at": coords(sq)})
    return_unsupported_leaders(log, (sq, sq + 1, sq + WIDTH, sq + WIDTH + 1))
    continue_resolution(log, "treasures")
    return log


def _decline_monument(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    options = [coords(sq) for sq in state.pending["options"]]
    log = event_log(state, rng)
    log.emit({"type": "monument_declined", "seat": seat, "options": options})
    continue_resolution(log, "treasures")
    return log


def _take_treasure(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    sq = _square(move)
    if sq not in state.pending["options"]:
        raise IllegalMove("bad_treasure", "Take one of the treasures offered.")
    log = event_log(state, rng)
    corner = state.treasure[sq] == "corner"
    log.emit({"type": "treasure_taken", "seat": seat, "at": coords(sq), "corner": corner})
    if log.state.pending is None:
        continue_resolution(log, "treasures")
    return log


ACTIONS = {
    "place_leader": _place_leader,
    "withdraw_leader": _withdraw_leader,
    "place_tile": _place_tile,
    "place_catastrophe": _place_catastrophe,
    "swap_tiles": _swap_tiles,
    "pass": _pass,
}
ANSWERS = {
    "revolt": {"commit_support": _commit_support},
    "war": {"commit_support": _commit_support},
    "choose_war": {"choose_war": _choose_war},
    "monument": {"build_monument": _build_monument, "decline_monument": _decline_monument},
    "treasure": {"take_treasure": _take_treasure},
}
MOVE_TYPES = frozenset(ACTIONS) | {name for answers in ANSWERS.values() for name in answers}


def decide(state: State, seat: int, move: dict, rng: Rng) -> list[dict]:
    """The events a move causes; IllegalMove if the rules refuse it. `state` is not changed."""
    return _decided(state, seat, move, rng).events


def advance(state: State, seat: int, move: dict, rng: Rng) -> State:
    """The state after a legal move: the state `decide` folded its events into as it emitted
    them (what folding decide's events with `evolve` gives), so the search folds nothing twice.
    The move is not checked (engines.contract): the placements, most of a search's moves, skip
    the checks `decide` makes and go straight to their events."""
    kind = move["type"]
    pending = state.pending
    if pending is None:
        if kind == "place_tile":
            x, y = move["at"]
            sq = y * WIDTH + x
            kingdoms = regions_of(state).kingdoms_touching(sq)
            return _tile_placed(state, seat, move["color"], sq, kingdoms, rng).state
        if kind == "place_leader":
            x, y = move["at"]
            return _leader_placed(state, seat, move["leader"], y * WIDTH + x, rng).state
        return ACTIONS[kind](state, seat, move, rng).state
    return ANSWERS[pending["kind"]][kind](state, seat, move, rng).state


def _decided(state: State, seat: int, move: dict, rng: Rng) -> EventLog:
    kind = checked_move_type(
        move, seat, move_types=MOVE_TYPES, game_over=state.over, to_act=to_act(state)
    )
    pending = state.pending
    handlers = ACTIONS if pending is None else ANSWERS[pending["kind"]]
    handler = handlers.get(kind)
    if handler is None:
        if pending is None:
            raise IllegalMove("no_decision_pending", "That move answers a decision nobody asked.")
        raise IllegalMove("decision_pending", f"First settle the pending {pending['kind']}.")
    return handler(state, seat, move, rng)
