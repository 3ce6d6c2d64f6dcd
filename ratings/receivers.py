"""The receiver of games' `game_finished`: it only queues the rating task (after the commit)."""

from __future__ import annotations

from games.queue import task_enqueue


def queue_rating(sender, game_id: int, **kwargs) -> None:
    """Queue the rating task for a finished game; unrated games are skipped by the task itself.
    A broker outage is logged by the queue (the periodic sweep rates the game later)."""
    task_enqueue("ratings.apply_for_game", game_id)
