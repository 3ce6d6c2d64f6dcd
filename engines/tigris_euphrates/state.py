"""The game state, the regions it carries, and the facts of actions, leaders and conflicts applied
to it; each handler is named after the fact it applies and never decides anything. `events`
holds the table of every fact and `evolve`; monuments', treasures' and the end of turn's facts
live with their rules."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from engines.decision_log import DecisionLog
from engines.rng import Rng
from engines.tigris_euphrates.bag import bag_after_drawing
from engines.tigris_euphrates.data import (
    ACTIONS_PER_TURN,
    CATASTROPHES_EACH,
    COLOR_INDEX,
    COLORS,
    CORNER_TREASURES,
    MARK,
    MONUMENTS,
    SQUARES,
    START_TEMPLES,
    WIDTH,
)
from engines.tigris_euphrates.regions import Regions


class State:
    """One moment of a game. Never mutated once built: `evolve` returns a new one.

    Board lists are indexed by square (y * 16 + x): `tile` (colour of a face-up tile or None),
    `monument` (name on the four face-down squares of a monument, else None), `leader_at`
    (`(seat, color)` or None); `catastrophe` a frozenset of squares; `treasure` {square: "normal" |
    "corner"}. Per seat: `leaders` ({color: square | None}), `hands` and `points` (counts in
    COLORS order), `catastrophes_left`, `treasures_won`. `bag` is a string of colour marks
    (data.MARK), drawn from its front; in a search (the analysis', a bot's samples) its first
    `bag_loose` marks are unordered, drawn from uniformly (engines.tigris_euphrates.bag; 0 in a
    real game). `out_of_play` counts, by colour, the tiles everyone saw leave the play of
    colours: monument bases, and with discards "out" the tiles removed in the open
    (catastrophes, wars, supporters); `swapped_out` counts per seat the tiles it swapped
    out of the game (discards "out"; only that seat saw their colours).
    `pending` is the decision owed (squares as indices), `unification` the square of a tile
    that joined two kingdoms while its wars (`wars`, colours not yet fought) last, `placed` the
    square of the tile placed by the current action. `cache` holds derived regions only.
    """

    players: int
    discards_out: bool
    tile: list[str | None]
    monument: list[str | None]
    leader_at: list[tuple[int, str] | None]
    catastrophe: frozenset[int]
    treasure: dict[int, str]
    leaders: tuple[dict[str, int | None], ...]
    hands: tuple[tuple[int, ...], ...]
    catastrophes_left: tuple[int, ...]
    points: tuple[tuple[int, ...], ...]
    treasures_won: tuple[int, ...]
    bag: str
    bag_loose: int
    out_of_play: tuple[int, ...]
    swapped_out: tuple[tuple[int, ...], ...]
    monuments_left: tuple[str, ...]
    monuments: dict[str, int]
    turn: int
    actions_left: int
    pending: Any  # the decision owed, a dict, or None
    unification: int | None
    wars: tuple[str, ...]
    placed: int | None
    over: bool
    end_reason: str | None
    cache: dict

    def clone(self) -> State:
        """A shallow copy with an empty cache: the caller replaces what changes."""
        new = State.__new__(State)
        fields = self.__dict__.copy()
        fields["cache"] = {}
        new.__dict__ = fields
        return new

    @property
    def occupied(self) -> list[bool]:
        tile, monument, leader_at = self.tile, self.monument, self.leader_at
        return [
            tile[sq] is not None or monument[sq] is not None or leader_at[sq] is not None
            for sq in range(SQUARES)
        ]


class EventLog(DecisionLog[State]):
    """A decision log folding Tigris & Euphrates events (its fold is `events.evolve`), with the
    rng of the move that opened it: what a draw from an unordered bag draws from."""

    def __init__(
        self, state: State, evolve: Callable[[State, dict], State], rng: Rng | None
    ) -> None:
        super().__init__(state, evolve)
        self.rng = rng


def regions_of(state: State) -> Regions:
    """The regions of the current board (computed once per state)."""
    regions = carried_regions(state)
    if regions is None:
        regions = Regions.of_board(state.occupied, state.leader_at, state.treasure, state.tile)
        state.cache["regions"] = regions
    return regions


def carried_regions(state: State) -> Regions | None:
    """The regions carried over from earlier states, if any: a square added since (cache
    "grow": the regions before, the square, the leader on it or None) is merged in on demand."""
    regions = state.cache.get("regions")
    if regions is None and "grow" in state.cache:
        before, sq, leader = state.cache["grow"]
        regions = before.with_square_added(sq, leader, state.tile[sq])
        state.cache["regions"] = regions
    return regions


def regions_without(state: State, skip: int) -> Regions:
    """The regions of the board with the occupied square `skip` treated as empty (a moving
    leader, a unification tile)."""
    without = state.cache.setdefault("without", {})
    regions = without.get(skip)
    if regions is None:
        regions = regions_of(state).with_square_removed(skip, state.treasure, state.tile)
        without[skip] = regions
    return regions


def _regions_after_removal(old: State, new: State, squares: Iterable[int]) -> None:
    """Carry the old state's regions over to the new one with `squares` emptied."""
    regions = carried_regions(old)
    if regions is None:
        return
    new.cache["regions"] = regions.with_squares_removed(
        squares, new.leader_at, new.treasure, old.tile
    )


def at(value: list) -> int:
    """The square index of an event's [x, y]."""
    return value[1] * WIDTH + value[0]


def with_item(items: tuple, index: int, value: Any) -> tuple:
    return (*items[:index], value, *items[index + 1 :])


def add_tiles(hand: tuple, colors: Iterable[str], sign: int) -> tuple:
    counts = list(hand)
    for color in colors:
        counts[COLOR_INDEX[color]] += sign
    return tuple(counts)


def set_squares(board: list, changes: dict) -> list:
    board = board.copy()
    for sq, value in changes.items():
        board[sq] = value
    return board


def _to_bag(state: State, colors: Iterable[str]) -> str:
    if state.discards_out:
        return state.bag
    return state.bag + "".join(MARK[color] for color in colors)


def _discard_openly(new: State, state: State, colors: Sequence[str]) -> None:
    """Tiles discarded in everyone's sight: back into the bag, or out of play for all to count."""
    new.bag = _to_bag(state, colors)
    if state.discards_out:
        new.out_of_play = add_tiles(state.out_of_play, colors, 1)


def keep_regions(old: State, new: State) -> State:
    """Carry the regions over to a new state whose board occupancy did not change."""
    for key in ("regions", "grow", "without"):
        if key in old.cache:
            new.cache[key] = old.cache[key]
    return new


def game_started(event: dict) -> State:
    players = event["players"]
    state = State.__new__(State)
    state.players = players
    state.discards_out = event["discards"] == "out"
    tile: list = [None] * SQUARES
    for sq in START_TEMPLES:
        tile[sq] = "red"
    state.tile = tile
    state.monument = [None] * SQUARES
    state.leader_at = [None] * SQUARES
    state.catastrophe = frozenset()
    state.treasure = {
        sq: ("corner" if sq in CORNER_TREASURES else "normal") for sq in START_TEMPLES
    }
    state.leaders = tuple({color: None for color in COLORS} for _ in range(players))
    state.hands = tuple(add_tiles((0, 0, 0, 0), hand, 1) for hand in event["hands"])
    state.catastrophes_left = (CATASTROPHES_EACH,) * players
    state.points = ((0, 0, 0, 0),) * players
    state.treasures_won = (0,) * players
    state.bag = "".join(MARK[color] for color in event["bag"])
    state.bag_loose = 0
    state.out_of_play = (0, 0, 0, 0)
    state.swapped_out = ((0, 0, 0, 0),) * players
    state.monuments_left = MONUMENTS
    state.monuments = {}
    state.turn = 0
    state.actions_left = ACTIONS_PER_TURN
    state.pending = None
    state.unification = None
    state.wars = ()
    state.placed = None
    state.over = False
    state.end_reason = None
    state.cache = {}
    return state


def _action(state: State) -> State:
    """A new state for one of the active player's actions: one action fewer, no placed tile."""
    new = state.clone()
    new.actions_left = state.actions_left - 1
    new.placed = None
    return new


def leader_placed(state: State, event: dict) -> State:
    new = _action(state)
    seat, color, sq = event["seat"], event["leader"], at(event["at"])
    old = event["from"]
    changes: dict[int, tuple[int, str] | None] = {sq: (seat, color)}
    base = carried_regions(state)
    if old is not None:
        changes[at(old)] = None
        if base is not None:
            base = regions_without(state, at(old))
    new.leader_at = set_squares(state.leader_at, changes)
    new.leaders = with_item(state.leaders, seat, {**state.leaders[seat], color: sq})
    if base is not None:
        new.cache["grow"] = (base, sq, (seat, color))
    return new


def _remove_leader(new: State, state: State, seat: int, color: str, sq: int) -> None:
    new.leader_at = set_squares(state.leader_at, {sq: None})
    new.leaders = with_item(state.leaders, seat, {**state.leaders[seat], color: None})


def leader_withdrawn(state: State, event: dict) -> State:
    new = _action(state)
    sq = at(event["from"])
    _remove_leader(new, state, event["seat"], event["leader"], sq)
    _regions_after_removal(state, new, (sq,))
    return new


def leader_returned(state: State, event: dict) -> State:
    new = state.clone()
    sq = at(event["from"])
    _remove_leader(new, state, event["seat"], event["leader"], sq)
    _regions_after_removal(state, new, (sq,))
    return new


def tile_placed(state: State, event: dict) -> State:
    new = _action(state)
    seat, color, sq = event["seat"], event["color"], at(event["at"])
    tile = state.tile.copy()
    tile[sq] = color
    new.tile = tile
    new.hands = with_item(state.hands, seat, add_tiles(state.hands[seat], (color,), -1))
    new.placed = sq
    regions = carried_regions(state)
    if regions is not None:
        new.cache["grow"] = (regions, sq, None)
    return new


def catastrophe_placed(state: State, event: dict) -> State:
    new = _action(state)
    seat, sq = event["seat"], at(event["at"])
    new.catastrophe = state.catastrophe | {sq}
    new.catastrophes_left = with_item(
        state.catastrophes_left, seat, state.catastrophes_left[seat] - 1
    )
    if event["destroyed"] is not None:
        new.tile = set_squares(state.tile, {sq: None})
        _discard_openly(new, state, (event["destroyed"],))
        _regions_after_removal(state, new, (sq,))
    else:
        # An empty square turned dead: the regions do not change.
        keep_regions(state, new)
    return new


def tiles_swapped(state: State, event: dict) -> State:
    new = keep_regions(state, _action(state))
    seat = event["seat"]
    hand = add_tiles(state.hands[seat], event["discarded"], -1)
    new.hands = with_item(state.hands, seat, add_tiles(hand, event["drawn"], 1))
    drawn = "".join(MARK[color] for color in event["drawn"])
    new.bag, new.bag_loose = bag_after_drawing(
        _to_bag(state, event["discarded"]), state.bag_loose, drawn
    )
    if state.discards_out:
        swapped = add_tiles(state.swapped_out[seat], event["discarded"], 1)
        new.swapped_out = with_item(state.swapped_out, seat, swapped)
    return new


def passed(state: State, event: dict) -> State:
    return keep_regions(state, _action(state))


def points_scored(state: State, event: dict) -> State:
    new = keep_regions(state, state.clone())
    seat = event["seat"]
    points = list(state.points[seat])
    points[COLOR_INDEX[event["color"]]] += event["points"]
    new.points = with_item(state.points, seat, tuple(points))
    return new


_CONFLICT_SQUARES = ("attacker_at", "defender_at", "unification")


def _conflict_started(state: State, event: dict, kind: str) -> State:
    new = keep_regions(state, state.clone())
    pending = {key: value for key, value in event.items() if key != "type"}
    for key in _CONFLICT_SQUARES:
        if key in pending:
            pending[key] = at(pending[key])
    pending["kind"] = kind
    pending["support_color"] = "red" if kind == "revolt" else event["color"]
    pending["attacker_support"] = None
    pending["defender_support"] = None
    if kind == "war":
        new.wars = tuple(color for color in state.wars if color != event["color"])
    new.pending = pending
    return new


def support_committed(state: State, event: dict) -> State:
    new = keep_regions(state, state.clone())
    seat, count = event["seat"], event["count"]
    new.pending = {**state.pending, f"{event['side']}_support": count}
    new.hands = with_item(
        state.hands, seat, add_tiles(state.hands[seat], (event["color"],) * count, -1)
    )
    return new


def conflict_resolved(state: State, event: dict) -> State:
    new = state.clone()
    pending = state.pending
    color = event["color"]
    loser_sq = at(event["loser_at"])
    _remove_leader(new, state, event["loser"], color, loser_sq)
    removed = [at(square) for square in event.get("removed", ())]
    if removed:
        new.tile = set_squares(state.tile, {sq: None for sq in removed})
    support = pending["support_color"]
    discarded = (
        [state.tile[sq] for sq in removed]
        + [support] * pending["attacker_support"]
        + [support] * pending["defender_support"]
    )
    _discard_openly(new, state, discarded)
    new.pending = None
    _regions_after_removal(state, new, (loser_sq, *removed))
    if pending["kind"] == "war" and not state.wars:
        new.unification = None
    return new


def revolt_started(state: State, event: dict) -> State:
    return _conflict_started(state, event, "revolt")


def war_started(state: State, event: dict) -> State:
    return _conflict_started(state, event, "war")


def kingdoms_united(state: State, event: dict) -> State:
    new = keep_regions(state, state.clone())
    new.wars = tuple(event["wars"])
    new.unification = at(event["at"]) if event["wars"] else None
    return new


def war_order_requested(state: State, event: dict) -> State:
    new = keep_regions(state, state.clone())
    new.pending = {"kind": "choose_war", "seat": event["seat"], "colors": list(event["colors"])}
    return new


def war_averted(state: State, event: dict) -> State:
    new = keep_regions(state, state.clone())
    new.wars = tuple(color for color in state.wars if color != event["color"])
    if not new.wars:
        new.unification = None
    return new


def game_ended(state: State, event: dict) -> State:
    new = keep_regions(state, state.clone())
    new.over = True
    new.end_reason = event["reason"]
    new.pending = None
    return new
