"""The positions of a review: the game's own line, ply by ply, and its variations, each node a
move decided by the engine from the position before it.

Chance in a variation (documented in docs/reviews.md): a variation's move is decided with
`Rng(seed, str(seq))`, where `seq` is the number of the last event of the position, counted
along the variation as if its moves had been stored in the game's log. So a variation's first
move draws exactly what the game would have drawn for that move: the revealed seed's own
stream. `redraw` N > 0 asks for another draw of the same seed (`Rng(seed, f"{seq}:redraw:{N}")`),
for an author who wants to see the move with other luck. The seed is the game's, revealed at its
end (a fork's is its original's, public already).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engines import Rng
from engines.contract import Engine
from games.history import plies_of
from games.log.state_loading import engine_of, load_play_state
from games.log.visibility import game_is_over
from games.models import Game, GameEvent
from reviews.models import ReviewNode


@dataclass
class Position:
    """A position of a review: the engine's state, the seq its next draw is counted from, the
    game's ply it belongs to (or leaves from) and the variation node that reached it."""

    engine: Engine
    state: Any
    seq: int
    ply: int
    node: ReviewNode | None = None

    @property
    def to_act(self) -> list[int]:
        return [] if self.state is None else list(self.engine.to_act(self.state))

    def rng(self, seed_hex: str, redraw: int = 0) -> Rng:
        stream = str(self.seq) if not redraw else f"{self.seq}:redraw:{redraw}"
        return Rng(bytes.fromhex(seed_hex), stream)


def ply_ends(game: Game) -> list[int]:
    """The seq of the position after each ply of the game's line (ply 0: its setup)."""
    rows = [
        {"seq": seq, "type": kind}
        for seq, kind in GameEvent.objects.filter(game=game)
        .order_by("seq")
        .values_list("seq", "type")
    ]
    ends: list[int] = []
    for number, ply in enumerate(plies_of(rows)):
        ends.append(ply[-1]["seq"] if ply else (ends[number - 1] if number else 0))
    return ends


def last_ply(game: Game) -> int:
    return len(ply_ends(game)) - 1


def line_position(game: Game, ply: int, ends: list[int] | None = None) -> Position:
    """The position after ply `ply` of the game's own line."""
    ends = ply_ends(game) if ends is None else ends
    seq = ends[ply]
    state = load_play_state(game, up_to=seq).engine_state if seq else None
    return Position(engine_of(game), state, seq, ply)


def path_to(node: ReviewNode, nodes: dict[int, ReviewNode]) -> list[ReviewNode]:
    """The variation's nodes from its first move to `node`, in order."""
    path = [node]
    while path[-1].parent_id is not None:
        path.append(nodes[path[-1].parent_id])
    return path[::-1]


def node_position(game: Game, node: ReviewNode, nodes: dict[int, ReviewNode]) -> Position:
    """The position after variation node `node` (its stored events applied in order)."""
    path = path_to(node, nodes)
    position = line_position(game, path[0].ply)
    state, seq = position.state, position.seq
    for step in path:
        for event in step.events:
            state = position.engine.evolve(state, event)
        seq += 1 + len(step.events)  # the move row, then its events, as the log would hold them
    return Position(position.engine, state, seq, path[0].ply, node)


def full_view(engine: Engine, state: Any, seat_count: int) -> dict | None:
    """Everything of a position, for a finished game's review: the spectator's view with each
    seat's own part as that seat sees it (as games.selectors.revealed_view does for the end)."""
    if state is None:
        return None
    view = engine.view(state, None)
    players = view.get("players") if isinstance(view, dict) else None
    if not isinstance(players, list):
        return view
    merged = list(players)
    for seat in range(min(seat_count, len(players))):
        own = engine.view(state, seat).get("players")
        if isinstance(own, list) and seat < len(own):
            merged[seat] = own[seat]
    return {**view, "players": merged}


def view_for(game: Game, position: Position, reader_seat: int | None) -> dict | None:
    """What a reader sees of a position: everything once the game is over; during a fork's
    play what the reader's seat may see (a spectator's view for anyone else)."""
    if position.state is None:
        return None
    if game_is_over(game):
        return full_view(position.engine, position.state, game.seat_count)
    return position.engine.view(position.state, reader_seat)
