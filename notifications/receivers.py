"""Receivers of games' notices (sent inside games' transactions): each writes the feed rows
through one service, in that transaction; delivery is queued for after the commit."""

from __future__ import annotations

from notifications import services


def notify_game_settled(sender, *, game, seats, started, finished, called_to_act, **kwargs):
    services.game_notifications_send(
        game=game, seats=seats, started=started, finished=finished, called_to_act=called_to_act
    )


def notify_seats_timed_out(sender, *, game, seats, timed_out, **kwargs):
    services.timeout_notifications_send(game=game, seats=seats, timed_out=timed_out)


def notify_clock_reminder_due(sender, *, seat, seconds_left, **kwargs):
    services.reminder_send(seat=seat, seconds_left=seconds_left)
