"""Applying one decided move to a locked game: decide, then append the move row and its events."""

from __future__ import annotations

from typing import Any

from engines import IllegalMove, Rng
from engines.contract import Engine
from errors import PlatformError
from games.engine_messages import engine_refusal
from games.log.appending import NewEvent, append_events
from games.log.play_state import MOVE, PlayState
from games.models import Game, GameEvent
from games.move_bounds import bounded_move, refuse_unknown_move_keys


def apply_move(
    game: Game,
    engine: Engine,
    play: PlayState,
    seat: int,
    move: Any,
    *,
    by: str = "player",
    conditional: bool = False,
) -> tuple[PlayState, list[GameEvent]]:
    """decide + append (the game row is locked by the caller). Returns (state, new rows).

    `by` records who chose the move: "player", "bot" or "policy" (a dropped seat's turn);
    `conditional` marks a move the player stored in advance (games.conditional), shown to its
    own seat only while the game runs, like the move itself.
    The move is stored as sent, once bounded and free of keys the engine does not use
    (games.move_bounds).
    """
    move = bounded_move(move)
    rng = Rng(bytes.fromhex(game.seed), str(game.seq))
    try:
        events = engine.decide(play.engine_state, seat, move, rng)
    except IllegalMove as error:
        raise PlatformError(
            error.code, engine_refusal(game.engine, error.code, error.message)
        ) from error
    refuse_unknown_move_keys(engine, play.engine_state, seat, move)
    row = {"move": move, "by": by, **({"conditional": True} if conditional else {})}
    rows = [NewEvent(MOVE, row, seat)]
    rows += [NewEvent(event["type"], event) for event in events]
    return append_events(game, engine, play, rows)
