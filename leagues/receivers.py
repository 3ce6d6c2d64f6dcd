"""Receiver of games' `game_finished` for league games: it only queues our task."""

from __future__ import annotations

from games.queue import task_enqueue


def queue_league_game_settle(sender, game_id: int, **kwargs) -> None:
    """Queue the settling task (it does nothing when no league game holds the game)."""
    task_enqueue("leagues.league_game_settle", game_id)
