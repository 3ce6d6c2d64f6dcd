"""The receiver of games' `game_finished`: it only queues the rating task (after the commit)."""

from __future__ import annotations

import logging

logger = logging.getLogger(__name__)


def queue_rating(sender, game_id: int, **kwargs) -> None:
    """Queue the rating task for a finished game; unrated games are skipped by the task itself."""
    from ratings.tasks import ratings_apply_for_game

    try:
        ratings_apply_for_game.delay(game_id)
    except Exception:  # a broker outage must not fail the request that finished the game
        logger.exception("could not queue ratings for game %s; the periodic sweep will", game_id)
