"""What each seat may see: the board and public counts, its own hand, points and treasures.

Besides the rules file's keys, a view shows two public facts a seat needs to count the tiles it
cannot see: `out_of_play` (tiles of each colour that left play in everyone's sight: monument
bases, and with discards "out" the openly removed ones) and `wars` (the colours of the current
unification still to be fought); the seat's own entry shows `swapped_out` (the tiles it swapped
out of the game with discards "out").
"""

from __future__ import annotations

from engines.tigris_euphrates.data import COLORS, HEIGHT, RIVER, SQUARES, WIDTH, coords, square
from engines.tigris_euphrates.rules import to_act
from engines.tigris_euphrates.scoring import outcome
from engines.tigris_euphrates.snapshot import pending_to_json
from engines.tigris_euphrates.state import State

# The board's terrain, a row per string: "~" river, "." land.
TERRAIN = [
    "".join("~" if square(x, y) in RIVER else "." for x in range(WIDTH)) for y in range(HEIGHT)
]


def _squares(state: State) -> dict:
    tile, monument, leader_at = state.tile, state.monument, state.leader_at
    catastrophe, treasure = state.catastrophe, state.treasure
    squares = {}
    for sq in range(SQUARES):
        piece = leader_at[sq]
        if (
            tile[sq] is None
            and monument[sq] is None
            and piece is None
            and sq not in catastrophe
            and sq not in treasure
        ):
            continue
        x, y = coords(sq)
        squares[f"{x},{y}"] = {
            "tile": tile[sq],
            "face_down": monument[sq] is not None,
            "treasure": treasure.get(sq),
            "catastrophe": sq in catastrophe,
            "monument": monument[sq],
            "leader": None if piece is None else {"seat": piece[0], "color": piece[1]},
        }
    return squares


def view(state: State, seat: int | None) -> dict:
    """The game as `seat` may see it (None: a spectator; everything once the game is over)."""
    players = []
    for index in range(state.players):
        hand = state.hands[index]
        entry = {
            "leaders": {
                color: (None if sq is None else coords(sq))
                for color, sq in state.leaders[index].items()
            },
            "catastrophes": state.catastrophes_left[index],
            "hand_size": sum(hand),
        }
        if state.over or index == seat:
            entry["hand"] = [
                color for color, count in zip(COLORS, hand, strict=True) for _ in range(count)
            ]
            entry["points"] = dict(zip(COLORS, state.points[index], strict=True))
            entry["treasures"] = state.treasures_won[index]
            entry["swapped_out"] = dict(zip(COLORS, state.swapped_out[index], strict=True))
        players.append(entry)
    return {
        "seat": seat,
        "board": {"width": WIDTH, "height": HEIGHT, "terrain": list(TERRAIN)},
        "squares": _squares(state),
        "players": players,
        "turn": state.turn,
        "to_act": to_act(state),
        "actions_left": state.actions_left,
        "pending": pending_to_json(state.pending),
        "unification": None if state.unification is None else coords(state.unification),
        "wars": list(state.wars),
        "monuments_left": list(state.monuments_left),
        "treasures_left": len(state.treasure),
        "bag_size": len(state.bag),
        "out_of_play": dict(zip(COLORS, state.out_of_play, strict=True)),
        "discards": "out" if state.discards_out else "bag",
        "over": state.over,
        "outcome": outcome(state),
    }


def event_view(event: dict, seat: int | None) -> dict | None:
    """The event as `seat` may see it: other seats' tiles become counts, their points vanish."""
    kind = event["type"]
    if kind == "game_started":
        hands = event["hands"]
        shown = {key: value for key, value in event.items() if key not in ("bag", "hands")}
        shown["bag_size"] = len(event["bag"])
        shown["hand_sizes"] = [len(hand) for hand in hands]
        if seat is not None and 0 <= seat < len(hands):
            shown["hand"] = list(hands[seat])
        return shown
    if event.get("seat") == seat:
        return dict(event)
    if kind == "points_scored":
        return None
    if kind == "tiles_drawn":
        return {"type": kind, "seat": event["seat"], "count": len(event["tiles"])}
    if kind == "tiles_swapped":
        return {"type": kind, "seat": event["seat"], "count": len(event["discarded"])}
    if kind == "treasure_taken":
        return {key: value for key, value in event.items() if key != "seat"}
    return dict(event)
