"""What a viewer may see of a stored event: the engine hides other seats' secrets while play lasts."""

from __future__ import annotations

from games.log.play_state import MOVE, PLATFORM_PREFIX
from games.models import Game, GameEvent, GameStatus


def game_is_over(game: Game) -> bool:
    return game.status in (GameStatus.FINISHED, GameStatus.ABORTED)


def event_as_seen(engine, game: Game, row: GameEvent, seat: int | None) -> dict:
    """{seq, type, seat, data, created_at} as `seat` (None: spectator) may see it now.

    After the game everything is shown. During it: platform rows are public; a move row shows
    its content to its own seat only (a swap's tiles are secret), others see who moved; engine
    events pass through `engine.event_view` (None hides the content, keeping the seq).
    """
    created = row.created_at.isoformat() if row.created_at else None
    shown = {"seq": row.seq, "type": row.type, "seat": row.seat, "created_at": created}
    if game_is_over(game) or row.type.startswith(PLATFORM_PREFIX):
        return {**shown, "data": row.data}
    if row.type == MOVE:
        if seat is not None and row.seat == seat:
            return {**shown, "data": row.data}
        return {**shown, "data": {"by": row.data.get("by")}}
    data = engine.event_view(row.data, seat)
    if data is None:
        return {**shown, "type": "hidden", "data": None}
    return {**shown, "data": data}
