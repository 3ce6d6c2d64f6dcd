"""The ladders' receiver of games' `game_finished`: it only queues the ladder task."""

from __future__ import annotations

from games.queue import task_enqueue


def queue_ladder_result(sender, game_id: int, **kwargs) -> None:
    """Queue the ladder task for a finished game (it does nothing if no challenge owns the game).
    A broker outage is logged by the queue."""
    task_enqueue("tournaments.ladder_result_apply", game_id)
