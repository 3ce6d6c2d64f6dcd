"""Receiver of games' `game_finished` for organised tournaments: it only queues our task."""

from __future__ import annotations

from games.queue import task_enqueue


def queue_tournament_game_settle(sender, game_id: int, **kwargs) -> None:
    """Queue the settling task (it does nothing when no tournament table holds the game). A
    broker outage is logged by the queue."""
    task_enqueue("tournaments.tournament_game_settle", game_id)
