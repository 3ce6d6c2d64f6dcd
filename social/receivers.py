"""Social's receivers of games' `game_settled` and tournaments' `tournament_finished`: when a
game or an event ends, the followers of its players hear of it, in the same transaction (nothing
waits on a lost message)."""

from __future__ import annotations

from social.services.follows import followers_notify_event, followers_notify_game


def followers_tell_game(sender, *, game, seats, finished, **kwargs) -> None:
    if finished:
        followers_notify_game(game=game, seats=seats)


def followers_tell_event(sender, *, tournament, standings, **kwargs) -> None:
    followers_notify_event(tournament=tournament, standings=standings)
