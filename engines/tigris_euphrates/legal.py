"""`legal_moves`: every move `decide` accepts for a seat, and nothing else."""

from __future__ import annotations

from itertools import product

from engines.keyed_moves import KeyedMove
from engines.tigris_euphrates.data import COLOR_INDEX, COLORS, IS_RIVER, NEIGHBOURS, SQUARES, coords
from engines.tigris_euphrates.monuments import monument_moves
from engines.tigris_euphrates.rules import to_act
from engines.tigris_euphrates.state import State, regions_of, regions_without
from engines.tigris_euphrates.treasures import treasure_moves

LAND_COLORS = ("red", "green", "black")

# The moves of a turn's actions, each built once (a search asks for hundreds a position)
PLACE_LEADER = {
    (color, sq): KeyedMove(type="place_leader", leader=color, at=coords(sq))
    for color in COLORS
    for sq in range(SQUARES)
}
WITHDRAW_LEADER = {color: KeyedMove(type="withdraw_leader", leader=color) for color in COLORS}
PLACE_TILE = {
    (color, sq): KeyedMove(type="place_tile", color=color, at=coords(sq))
    for color in COLORS
    for sq in range(SQUARES)
}
PLACE_CATASTROPHE = tuple(
    KeyedMove(type="place_catastrophe", at=coords(sq)) for sq in range(SQUARES)
)
PASS = KeyedMove(type="pass")
_SWAPS: dict[tuple[int, ...], KeyedMove] = {}


def _swap(counts: tuple[int, ...]) -> KeyedMove:
    """The swap of `counts` tiles of each colour (built at its first use)."""
    move = _SWAPS.get(counts)
    if move is None:
        tiles = [color for color, count in zip(COLORS, counts, strict=True) for _ in range(count)]
        move = _SWAPS[counts] = KeyedMove(type="swap_tiles", tiles=tiles)
    return move


def legal_moves(state: State, seat: int) -> list[dict]:
    """Every move the seat may make now; [] if it owes none."""
    if seat not in to_act(state):
        return []
    cached = state.cache.get("legal")
    if cached is None:
        cached = _moves(state, seat)
        state.cache["legal"] = cached
    return list(cached)


# The action moves of recent positions by what they depend on (the board, the seat's leaders,
# hand and catastrophes, the bag's size when swaps leave the game): a search meets the same
# position again and again (the second action after the same first, in every determinization).
# A pure function's memo: at most ACTION_MOVES_KEPT positions, emptied when full.
ACTION_MOVES_KEPT = 2048
_ACTION_MOVES: dict[tuple, list[dict]] = {}


def _remembered_action_moves(state: State, seat: int) -> list[dict]:
    key = (
        seat,
        tuple(state.tile),
        tuple(state.monument),
        tuple(state.leader_at),
        state.catastrophe,
        tuple(state.treasure),
        tuple(state.leaders[seat].items()),
        state.hands[seat],
        state.catastrophes_left[seat],
        len(state.bag) if state.discards_out else -1,
    )
    moves = _ACTION_MOVES.get(key)
    if moves is None:
        if len(_ACTION_MOVES) >= ACTION_MOVES_KEPT:
            _ACTION_MOVES.clear()
        moves = _ACTION_MOVES[key] = _action_moves(state, seat)
    return moves


def _moves(state: State, seat: int) -> list[dict]:
    pending = state.pending
    if pending is None:
        return _remembered_action_moves(state, seat)
    kind = pending["kind"]
    if kind in ("revolt", "war"):
        held = state.hands[seat][COLOR_INDEX[pending["support_color"]]]
        return [{"type": "commit_support", "count": count} for count in range(held + 1)]
    if kind == "choose_war":
        return [{"type": "choose_war", "color": color} for color in pending["colors"]]
    if kind == "monument":
        return monument_moves(pending)
    return treasure_moves(pending)


def _action_moves(state: State, seat: int) -> list[dict]:
    tile, monument, leader_at = state.tile, state.monument, state.leader_at
    catastrophe, treasure = state.catastrophe, state.treasure
    empty = [
        sq
        for sq in range(SQUARES)
        if tile[sq] is None
        and monument[sq] is None
        and leader_at[sq] is None
        and sq not in catastrophe
    ]
    regions = regions_of(state)
    moves: list[dict] = []

    temple_near = {other for sq in range(SQUARES) if tile[sq] == "red" for other in NEIGHBOURS[sq]}
    leader_squares = [sq for sq in empty if sq in temple_near and not IS_RIVER[sq]]
    for color in COLORS:
        current = state.leaders[seat][color]
        placed_into = regions if current is None else regions_without(state, current)
        counts = placed_into.kingdom_counts(leader_squares)
        for sq, count in zip(leader_squares, counts, strict=True):
            if count <= 1:
                moves.append(PLACE_LEADER[color, sq])
    for color in COLORS:
        if state.leaders[seat][color] is not None:
            moves.append(WITHDRAW_LEADER[color])

    hand = state.hands[seat]
    land = [color for color in LAND_COLORS if hand[COLOR_INDEX[color]]]
    blue = hand[COLOR_INDEX["blue"]] > 0
    for sq, count in zip(empty, regions.kingdom_counts(empty), strict=True):
        if count >= 3:
            continue
        if IS_RIVER[sq]:
            if not blue:
                continue
            colors: tuple | list = ("blue",)
        elif land:
            colors = land
        else:
            continue
        for color in colors:
            moves.append(PLACE_TILE[color, sq])

    if state.catastrophes_left[seat]:
        for sq in range(SQUARES):
            if (
                sq not in catastrophe
                and leader_at[sq] is None
                and monument[sq] is None
                and sq not in treasure
            ):
                moves.append(PLACE_CATASTROPHE[sq])

    limit = len(state.bag) if state.discards_out else 6
    for swap in product(*(range(held + 1) for held in hand)):
        if 1 <= sum(swap) <= limit:
            moves.append(_swap(swap))
    moves.append(PASS)
    return moves
