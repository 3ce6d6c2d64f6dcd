"""Celery tasks of games: they take ids and call services."""

from __future__ import annotations

from celery import shared_task


@shared_task(name="games.bot_turns_play", acks_late=True)
def bot_turns_play(game_id: int, expected_seq: int) -> bool:
    """Play the bot seat now to act (the service re-checks the seq, so a repeat does nothing)."""
    from games.services.autoplay import bot_turn_play

    return bot_turn_play(game_id=game_id, expected_seq=expected_seq)
