"""`legal_moves`: every move `decide` accepts for a seat, and nothing else."""

from __future__ import annotations

from itertools import product

from engines.keyed_moves import KeyedMove, KeyedMoves
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
# the same moves per colour, indexed by square
_PLACE_LEADER_AT = {color: [PLACE_LEADER[color, sq] for sq in range(SQUARES)] for color in COLORS}
_PLACE_TILE_AT = {color: [PLACE_TILE[color, sq] for sq in range(SQUARES)] for color in COLORS}
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
    if type(cached) is KeyedMoves:
        return cached.copy()
    return list(cached)


# The action moves of recent positions by what they depend on: the board (with the seat and its
# leaders), then the seat's hand and catastrophes and the bag's size when swaps leave the game.
# A search meets the same position again and again (the second action after the same first, in
# every determinization), and the same board with other hands (the other seats' hands differ
# between determinizations). A pure function's memo: at most ACTION_MOVES_KEPT boards, emptied
# when full.
ACTION_MOVES_KEPT = 2048
_ACTION_MOVES: dict[tuple, _BoardMoves] = {}


class _BoardMoves:
    """What a seat's action moves take from one board: the leaders' moves, the empty squares
    a tile may go to (each hand's tile moves built from them once), the catastrophes' moves;
    and the moves of each hand met on it."""

    __slots__ = ("catastrophes", "hands", "leaders", "squares", "tiles")

    def __init__(self, state: State, seat: int) -> None:
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
        # the count of kingdoms next to each square, once per labelling (shared by the states
        # that carry it); a leader off the board is placed into these same regions
        counts = regions_of(state).kingdoms_around()
        temple_near = {
            other for sq in range(SQUARES) if tile[sq] == "red" for other in NEIGHBOURS[sq]
        }
        leader_squares = [sq for sq in empty if sq in temple_near and not IS_RIVER[sq]]
        placed = state.leaders[seat]
        moves: list[dict] = []
        for color in COLORS:
            current = placed[color]
            around = (
                counts if current is None else regions_without(state, current).kingdoms_around()
            )
            at_square = _PLACE_LEADER_AT[color]
            moves.extend([at_square[sq] for sq in leader_squares if around.get(sq, 0) <= 1])
        moves.extend([WITHDRAW_LEADER[color] for color in COLORS if placed[color] is not None])
        self.leaders = moves
        self.squares = [sq for sq in empty if counts.get(sq, 0) < 3]
        self.tiles: dict[tuple, list[dict]] = {}
        self.catastrophes = [
            PLACE_CATASTROPHE[sq]
            for sq in range(SQUARES)
            if sq not in catastrophe
            and leader_at[sq] is None
            and monument[sq] is None
            and sq not in treasure
        ]
        self.hands: dict[tuple, list[dict]] = {}

    def tile_moves(self, hand: tuple[int, ...]) -> list[dict]:
        """The tile placements of a hand: each square in order, a river square's blue tile, a
        land square's tiles of each land colour held."""
        land = tuple(color for color in LAND_COLORS if hand[COLOR_INDEX[color]])
        blue = hand[COLOR_INDEX["blue"]] > 0
        moves = self.tiles.get((blue, land))
        if moves is None:
            moves = self.tiles[blue, land] = []
            blue_moves = _PLACE_TILE_AT["blue"]
            land_moves = [_PLACE_TILE_AT[color] for color in land]
            for sq in self.squares:
                if IS_RIVER[sq]:
                    if blue:
                        moves.append(blue_moves[sq])
                else:
                    for at_square in land_moves:
                        moves.append(at_square[sq])
        return moves


def _remembered_action_moves(state: State, seat: int) -> list[dict]:
    key = (
        seat,
        tuple(state.tile),
        tuple(state.monument),
        tuple(state.leader_at),
        state.catastrophe,
        tuple(state.treasure),
        tuple(state.leaders[seat].items()),
    )
    board = _ACTION_MOVES.get(key)
    if board is None:
        if len(_ACTION_MOVES) >= ACTION_MOVES_KEPT:
            _ACTION_MOVES.clear()
        board = _ACTION_MOVES[key] = _BoardMoves(state, seat)
    hand = state.hands[seat]
    own = (hand, state.catastrophes_left[seat], len(state.bag) if state.discards_out else 6)
    moves = board.hands.get(own)
    if moves is None:
        moves = board.hands[own] = KeyedMoves.of(_action_moves(board, hand, own[1], own[2]))
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


def _action_moves(board: _BoardMoves, hand: tuple[int, ...], catastrophes: int, limit: int) -> list:
    """The action moves in their order: leaders placed and withdrawn, tiles, catastrophes (if
    the seat has one left), swaps of at most `limit` tiles, pass."""
    moves = board.leaders + board.tile_moves(hand)
    if catastrophes:
        moves += board.catastrophes
    moves += _swaps(hand, limit)
    moves.append(PASS)
    return moves


_SWAP_LISTS: dict[tuple, tuple[KeyedMove, ...]] = {}


def _swaps(hand: tuple[int, ...], limit: int) -> tuple[KeyedMove, ...]:
    """The swaps of a hand, at most `limit` tiles (built once per hand and limit)."""
    found = _SWAP_LISTS.get((hand, limit))
    if found is None:
        found = _SWAP_LISTS[hand, limit] = tuple(
            _swap(swap)
            for swap in product(*(range(held + 1) for held in hand))
            if 1 <= sum(swap) <= limit
        )
    return found
