"""The receiver of games' `game_settled`: when a game ends or a seat drops out, the players'
entries are written in the same transaction (so the record never lags or misses a game)."""

from __future__ import annotations

from reliability import services


def record_on_settle(sender, *, game, seats, finished, **kwargs) -> None:
    dropped_players = [s for s in seats if s.dropped and s.user_id is not None]
    if finished or dropped_players:
        services.entries_record(game=game, seats=seats, finished=finished)
