"""The ladders' receiver of games' `game_finished`: it only queues the ladder task."""

from __future__ import annotations

import logging

from ladders.tasks import ladder_result_apply

logger = logging.getLogger(__name__)


def queue_ladder_result(sender, game_id: int, **kwargs) -> None:
    """Queue the ladder task for a finished game (it does nothing if no challenge owns the game)."""
    try:
        ladder_result_apply.delay(game_id)
    except Exception:  # a broker outage must not fail the request that finished the game
        logger.exception("could not queue the ladder result of game %s", game_id)
