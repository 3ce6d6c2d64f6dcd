"""`legal_moves`: every move `decide` accepts for a seat, and nothing else."""

from __future__ import annotations

from itertools import chain, product
from typing import Any

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
# the identities of every action move's key: each move above (and each swap, when built) is
# built once and kept for good, so two of these keys are equal only if they are one object
_KEPT_KEY_IDS = {
    id(move.key)
    for move in chain(
        PLACE_LEADER.values(),
        WITHDRAW_LEADER.values(),
        PLACE_TILE.values(),
        PLACE_CATASTROPHE,
        (PASS,),
    )
}


def _swap(counts: tuple[int, ...]) -> KeyedMove:
    """The swap of `counts` tiles of each colour (built at its first use)."""
    move = _SWAPS.get(counts)
    if move is None:
        tiles = [color for color, count in zip(COLORS, counts, strict=True) for _ in range(count)]
        move = _SWAPS[counts] = KeyedMove(type="swap_tiles", tiles=tiles)
        _KEPT_KEY_IDS.add(id(move.key))
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
HANDS_KEPT = 4  # per board
_ACTION_MOVES: dict[tuple, _BoardMoves] = {}


class _BoardMoves:
    """What a seat's action moves take from one board: the leaders' moves, the empty squares
    a tile may go to (each hand shape's moves before the swaps built from them once), the
    catastrophes' moves; and the moves of the last hands met on it (at most HANDS_KEPT: a
    search from a view meets the other seats' hands anew at every sample, and what a memo
    keeps past its search the garbage collector scans again and again)."""

    __slots__ = ("catastrophes", "hands", "leaders", "prefixes", "squares")

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
        regions = regions_of(state)
        counts = regions.kingdoms_around()
        temple_near = {
            other for sq in range(SQUARES) if tile[sq] == "red" for other in NEIGHBOURS[sq]
        }
        leader_squares = [sq for sq in empty if sq in temple_near and not IS_RIVER[sq]]
        placed = state.leaders[seat]
        moves: list[KeyedMove] = []
        for color in COLORS:
            current = placed[color]
            at_square = _PLACE_LEADER_AT[color]
            if current is None:
                moves.extend([at_square[sq] for sq in leader_squares if counts.get(sq, 0) <= 1])
                continue
            # a moving leader is placed into the board without its square: only the squares
            # next to its region can count other kingdoms there (every other region keeps its
            # squares and leaders); alone in it, the leader leaves no kingdom there (one fewer
            # next to each such square), else they are counted anew on that board
            index = regions.label[current]
            near = {other for member in regions.members[index] for other in NEIGHBOURS[member]}
            changed = [sq for sq in leader_squares if sq in near]
            counted: dict[int, int] = {}
            if changed and len(regions.leaders[index]) == 1:
                counted = {sq: counts[sq] - 1 for sq in changed}
            elif changed:
                without = regions_without(state, current).kingdom_counts(changed)
                counted = dict(zip(changed, without, strict=True))
            moves.extend(
                [
                    at_square[sq]
                    for sq in leader_squares
                    if (counted[sq] if sq in near else counts.get(sq, 0)) <= 1
                ]
            )
        moves.extend([WITHDRAW_LEADER[color] for color in COLORS if placed[color] is not None])
        self.leaders = moves
        self.squares = [sq for sq in empty if counts.get(sq, 0) < 3]
        self.catastrophes = [
            PLACE_CATASTROPHE[sq]
            for sq in range(SQUARES)
            if sq not in catastrophe
            and leader_at[sq] is None
            and monument[sq] is None
            and sq not in treasure
        ]
        self.hands: dict[tuple, KeyedMoves] = {}
        # the moves before the swaps and their keys, by (blue held, land colours held, a
        # catastrophe left): what many hands share
        self.prefixes: dict[tuple, tuple[list[dict], list, _IdPlaces]] = {}

    def prefix(
        self, hand: tuple[int, ...], catastrophes: int
    ) -> tuple[list[dict], list, _IdPlaces]:
        """The leaders' and the hand's tile moves, then the catastrophes if one is left; with
        their keys and the keys' places."""
        land = tuple(color for color in LAND_COLORS if hand[COLOR_INDEX[color]])
        shape = (hand[COLOR_INDEX["blue"]] > 0, land, catastrophes > 0)
        found = self.prefixes.get(shape)
        if found is None:
            tiles, tile_keys = self.tile_moves(shape[0], land)  # each shape once
            moves = self.leaders + tiles
            keys = [move.key for move in self.leaders]
            keys += tile_keys
            if catastrophes:
                moves += self.catastrophes
                keys += [move.key for move in self.catastrophes]
            found = self.prefixes[shape] = (moves, keys, _IdPlaces(keys))
        return found

    def tile_moves(self, blue: bool, land: tuple[str, ...]) -> tuple[list[dict], list]:
        """The tile placements of a hand holding blue or not and the `land` colours, and their
        keys: each square in order, a river square's blue tile, a land square's tiles of each
        land colour held."""
        moves_at, keys_at = _TILES_AT[blue, land]
        return (
            list(chain.from_iterable(map(moves_at.__getitem__, self.squares))),
            list(chain.from_iterable(map(keys_at.__getitem__, self.squares))),
        )


def _tiles_at(blue: bool, land: tuple[str, ...]) -> tuple[list[tuple], list[tuple]]:
    """Per square, the tile moves of a hand holding blue or not and the `land` colours (a
    river square's blue tile, a land square's tiles of each land colour held), and their keys."""
    moves_at = [
        ((_PLACE_TILE_AT["blue"][sq],) if blue else ())
        if IS_RIVER[sq]
        else tuple(_PLACE_TILE_AT[color][sq] for color in land)
        for sq in range(SQUARES)
    ]
    return moves_at, [tuple(move.key for move in moves) for moves in moves_at]


_TILES_AT = {
    (blue, land): _tiles_at(blue, land)
    for blue in (False, True)
    for land in (
        tuple(color for color, held in zip(LAND_COLORS, holding, strict=True) if held)
        for holding in product((False, True), repeat=len(LAND_COLORS))
    )
}


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
    hands = board.hands
    moves = hands.get(own)
    if moves is None:
        if len(hands) >= HANDS_KEPT:
            hands.clear()
        moves = hands[own] = _action_moves(board, hand, own[1], own[2])
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


def _action_moves(
    board: _BoardMoves, hand: tuple[int, ...], catastrophes: int, limit: int
) -> KeyedMoves:
    """The action moves in their order, with their keys and places: leaders placed and
    withdrawn, tiles, catastrophes (if the seat has one left), swaps of at most `limit` tiles,
    pass. Every move is a KeyedMove and no two are alike (the keys' places are never None)."""
    before, before_keys, before_places = board.prefix(hand, catastrophes)
    swaps, swap_keys, swap_places = _swaps(hand, limit)
    moves = KeyedMoves(before)
    moves += swaps
    moves.append(PASS)
    moves.keys = before_keys + swap_keys
    moves.keys.append(PASS.key)
    moves.order = _Places(moves.keys, before_places, swap_places)
    return moves


class _IdPlaces:
    """The places of a list of kept keys (shared by many listings: a board's moves before the
    swaps, a hand's swaps) by the keys' identities, mapped at the first question."""

    __slots__ = ("keys", "places")

    def __init__(self, keys: list) -> None:
        self.keys = keys  # held: the identities below stay those of these objects
        self.places: dict[int, int] | None = None

    def get(self, key_id: int) -> int | None:
        places = self.places
        if places is None:
            keys = self.keys
            places = self.places = dict(zip(map(id, keys), range(len(keys)), strict=True))
        return places.get(key_id)


class _Places(dict):
    """Each key's place among a listing's keys (none comes twice), found when first asked: a
    search asks for the places of the few moves it tried, out of hundreds (hashing every key
    of every listing cost more than the rest of the listing). A listing is a board's moves
    before the swaps, the hand's swaps and the pass, each part's keys kept and shared by many
    listings: a kept key is found by its identity in the part's places (mapped once a part,
    whichever listing asks first) and is absent if in none, since a kept key equals no other
    kept key; any other key (equal to a listed one, say, but another object) by comparison."""

    __slots__ = ("_absent", "_before", "_keys", "_swaps")

    def __init__(self, keys: list, before: _IdPlaces, swaps: _IdPlaces) -> None:
        super().__init__()
        self._keys = keys
        self._before = before
        self._swaps = swaps
        self._absent: set = set()

    def __missing__(self, key: Any) -> int:
        key_id = id(key)
        place = self._before.get(key_id)
        if place is None:
            place = self._swaps.get(key_id)
            if place is not None:
                place += len(self._before.keys)
            elif key is PASS.key:
                place = len(self._keys) - 1
            elif key_id in _KEPT_KEY_IDS or key in self._absent:
                raise KeyError(key)
            else:
                try:
                    place = self._keys.index(key)
                except ValueError:
                    self._absent.add(key)
                    raise KeyError(key) from None
        self[key] = place
        return place

    def __contains__(self, key: object) -> bool:
        if dict.__contains__(self, key):
            return True
        try:
            self[key]
        except KeyError:
            return False
        return True


_SWAP_LISTS: dict[tuple, tuple[tuple[KeyedMove, ...], list, _IdPlaces]] = {}


def _swaps(hand: tuple[int, ...], limit: int) -> tuple[tuple[KeyedMove, ...], list, _IdPlaces]:
    """The swaps of a hand, at most `limit` tiles, their keys and the keys' places (built once
    per hand and limit)."""
    found = _SWAP_LISTS.get((hand, limit))
    if found is None:
        swaps = tuple(
            _swap(swap)
            for swap in product(*(range(held + 1) for held in hand))
            if 1 <= sum(swap) <= limit
        )
        keys = [move.key for move in swaps]
        found = _SWAP_LISTS[hand, limit] = (swaps, keys, _IdPlaces(keys))
    return found
