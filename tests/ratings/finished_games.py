"""Finished games written straight into the tables (no event log): what rating reads of a game."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from games.models import Game, GameStatus, Seat

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def finished_game(
    users, ranks, *, minute: float, engine: str = "secret-nim", rated: bool = True
) -> Game:
    """A finished game seating `users` in order with final `ranks`, finished T0 + `minute`."""
    game = Game.objects.create(
        engine=engine,
        engine_version=1,
        rated=rated,
        seat_count=len(users),
        seed="00" * 32,
        seed_commitment="11" * 32,
        status=GameStatus.FINISHED,
        outcome={"ranks": list(ranks), "scores": [None] * len(users), "details": {}},
        started_at=T0,
        finished_at=T0 + timedelta(minutes=minute),
    )
    Seat.objects.bulk_create(
        [Seat(game=game, index=index, user=user) for index, user in enumerate(users)]
    )
    return game
