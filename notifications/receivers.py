"""Receivers of games' notices (sent inside games' transactions): each writes the feed rows
through one service, in that transaction; delivery is queued for after the commit."""

from __future__ import annotations

from typing import Any

from games.models import Game, Seat
from notifications import services


def notify_game_settled(
    sender: type[Game],
    *,
    game: Game,
    seats: list[Seat],
    started: bool,
    finished: bool,
    called_to_act: list[int],
    **kwargs: Any,
) -> None:
    services.game_notifications_send(
        game=game, seats=seats, started=started, finished=finished, called_to_act=called_to_act
    )


def notify_seats_timed_out(
    sender: type[Game], *, game: Game, seats: list[Seat], timed_out: list[int], **kwargs: Any
) -> None:
    services.timeout_notifications_send(game=game, seats=seats, timed_out=timed_out)


def notify_clock_reminder_due(
    sender: type[Seat], *, seat: Seat, seconds_left: int, **kwargs: Any
) -> None:
    services.reminder_send(seat=seat, seconds_left=seconds_left)


def notify_conditional_move_dropped(
    sender: type[Game], *, game: Game, seat: int, move: dict, code: str, message: str, **kwargs: Any
) -> None:
    services.conditional_dropped_send(game=game, seat=seat, move=move, code=code, message=message)
