"""Receiver of games' `game_finished` for organised tournaments: it only queues our task."""

from __future__ import annotations

import logging

from tournaments.tasks import tournament_game_settle

logger = logging.getLogger(__name__)


def queue_tournament_game_settle(sender, game_id: int, **kwargs) -> None:
    """Queue the settling task (it does nothing when no tournament table holds the game)."""
    try:
        tournament_game_settle.delay(game_id)
    except Exception:  # a broker outage must not fail the request that finished the game
        logger.exception("could not queue the tournament result of game %s", game_id)
