"""JSON snapshots of a state (`dump`) and back (`load`); squares as [x, y], face-up tiles as rows."""

from __future__ import annotations

from collections.abc import Iterable

from engines.tigris_euphrates.data import (
    BLOCKS,
    COLOR_INDEX,
    COLOR_OF_MARK,
    COLORS,
    CORNER_TREASURES,
    HEIGHT,
    MARK,
    SQUARES,
    TILE_COUNTS,
    WIDTH,
    coords,
)
from engines.tigris_euphrates.state import State, at

_SQUARE_KEYS = ("attacker_at", "defender_at", "unification")


# Face-up tiles in a dump: one string per row, a colour mark (data.MARK) or "." per square.
_MARK_OF_TILE: dict[str | None, str] = {None: "."}
_MARK_OF_TILE.update(MARK)
_TILE_OF_MARK = {mark: tile for tile, mark in _MARK_OF_TILE.items()}


def _rows(state: State) -> list[str]:
    rows = state.cache.get("rows")
    if rows is None:
        marks = "".join([_MARK_OF_TILE[color] for color in state.tile])
        rows = [marks[y * WIDTH : (y + 1) * WIDTH] for y in range(HEIGHT)]
        state.cache["rows"] = rows
    return list(rows)


def _counts(counts: Iterable[int]) -> dict:
    return dict(zip(COLORS, counts, strict=True))


def _maybe(sq: int | None) -> list[int] | None:
    return None if sq is None else coords(sq)


def pending_to_json(pending: dict | None) -> dict | None:
    """The pending decision with squares as [x, y]."""
    if pending is None:
        return None
    data = dict(pending)
    for key in _SQUARE_KEYS:
        if key in data:
            data[key] = coords(data[key])
    if "options" in data:
        data["options"] = [coords(sq) for sq in data["options"]]
    if "colors" in data:
        data["colors"] = list(data["colors"])
    if "monuments" in data:
        data["monuments"] = list(data["monuments"])
    return data


def pending_from_json(data: dict | None) -> dict | None:
    if data is None:
        return None
    pending = dict(data)
    for key in _SQUARE_KEYS:
        if key in pending:
            pending[key] = at(pending[key])
    if "options" in pending:
        pending["options"] = [at(square) for square in pending["options"]]
    return pending


def dump(state: State) -> dict:
    """Everything in the state, as JSON types (an unordered front of the bag, only in the
    analysis' search, as "bag_loose")."""
    dumped = {
        "players": state.players,
        "discards": "out" if state.discards_out else "bag",
        "tiles": _rows(state),
        "monuments": [
            {"name": name, "at": coords(state.monuments[name])} for name in sorted(state.monuments)
        ],
        "leaders": [
            {color: _maybe(leaders[color]) for color in COLORS} for leaders in state.leaders
        ],
        "catastrophes": [coords(sq) for sq in sorted(state.catastrophe)],
        "treasures": [coords(sq) for sq in sorted(state.treasure)],
        "hands": [_counts(hand) for hand in state.hands],
        "catastrophes_left": list(state.catastrophes_left),
        "points": [_counts(points) for points in state.points],
        "treasures_won": list(state.treasures_won),
        "bag": state.bag,
        "out_of_play": _counts(state.out_of_play),
        "swapped_out": [_counts(swapped) for swapped in state.swapped_out],
        "monuments_left": list(state.monuments_left),
        "turn": state.turn,
        "actions_left": state.actions_left,
        "pending": pending_to_json(state.pending),
        "unification": _maybe(state.unification),
        "wars": list(state.wars),
        "placed": _maybe(state.placed),
        "over": state.over,
        "end_reason": state.end_reason,
    }
    if state.bag_loose:
        dumped["bag_loose"] = state.bag_loose
    return dumped


def _unaccounted(state: State) -> tuple[int, ...]:
    """For a snapshot written before `out_of_play` was kept: the tiles of each colour neither
    face up on the board, in a hand, in the bag nor committed to a conflict (exact with discards
    to the bag, where only monument bases can be missing)."""
    counts = [TILE_COUNTS[color] for color in COLORS]
    for color in state.tile:
        if color is not None:
            counts[COLOR_INDEX[color]] -= 1
    for hand in state.hands:
        for index, held in enumerate(hand):
            counts[index] -= held
    for mark in state.bag:
        counts[COLOR_INDEX[COLOR_OF_MARK[mark]]] -= 1
    pending = state.pending
    if pending is not None and pending["kind"] in ("revolt", "war"):
        committed = (pending["attacker_support"] or 0) + (pending["defender_support"] or 0)
        counts[COLOR_INDEX[pending["support_color"]]] -= committed
    return tuple(counts)


def load(data: dict) -> State:
    """The state a `dump` describes."""
    state = State.__new__(State)
    state.players = data["players"]
    state.discards_out = data["discards"] == "out"
    state.tile = [_TILE_OF_MARK[mark] for row in data["tiles"] for mark in row]
    monument: list = [None] * SQUARES
    monuments = {}
    for entry in data["monuments"]:
        top_left = at(entry["at"])
        monuments[entry["name"]] = top_left
        for sq in BLOCKS[top_left]:
            monument[sq] = entry["name"]
    state.monument = monument
    state.monuments = monuments
    leader_at: list = [None] * SQUARES
    leaders = []
    for seat, entry in enumerate(data["leaders"]):
        placed: dict[str, int | None] = {}
        for color in COLORS:
            if entry[color] is None:
                placed[color] = None
            else:
                placed[color] = at(entry[color])
                leader_at[at(entry[color])] = (seat, color)
        leaders.append(placed)
    state.leader_at = leader_at
    state.leaders = tuple(leaders)
    state.catastrophe = frozenset(at(square) for square in data["catastrophes"])
    state.treasure = {
        sq: ("corner" if sq in CORNER_TREASURES else "normal") for sq in map(at, data["treasures"])
    }
    state.hands = tuple(tuple(hand[color] for color in COLORS) for hand in data["hands"])
    state.catastrophes_left = tuple(data["catastrophes_left"])
    state.points = tuple(tuple(points[color] for color in COLORS) for points in data["points"])
    state.treasures_won = tuple(data["treasures_won"])
    state.bag = data["bag"]
    state.bag_loose = data.get("bag_loose", 0)
    state.monuments_left = tuple(data["monuments_left"])
    state.turn = data["turn"]
    state.actions_left = data["actions_left"]
    state.pending = pending_from_json(data["pending"])
    state.unification = None if data["unification"] is None else at(data["unification"])
    state.wars = tuple(data["wars"])
    state.placed = None if data["placed"] is None else at(data["placed"])
    state.over = data["over"]
    state.end_reason = data["end_reason"]
    if "out_of_play" in data:
        state.out_of_play = tuple(data["out_of_play"][color] for color in COLORS)
        state.swapped_out = tuple(
            tuple(swapped[color] for color in COLORS) for swapped in data["swapped_out"]
        )
    else:
        state.out_of_play = _unaccounted(state)
        state.swapped_out = ((0, 0, 0, 0),) * state.players
    state.cache = {}
    return state
